import type { ComponentProps } from 'react';
import { Dialog } from 'radix-ui';
import { cn } from '../../lib/cn';

/**
 * A panel that slides in from the top (small-screen menu). Built on Radix Dialog: focus is
 * trapped inside, Escape and the overlay close it, and focus returns to the trigger.
 * Side panels (login, signup) can add a `side` variant later.
 */
export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetClose = Dialog.Close;

export function SheetContent({
  className,
  children,
  ...props
}: ComponentProps<typeof Dialog.Content>) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40 motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in" />
      <Dialog.Content
        aria-describedby={undefined}
        className={cn(
          'fixed inset-x-0 top-0 z-50 max-h-dvh overflow-y-auto rounded-b-3xl bg-cream-50 shadow-xl',
          'motion-safe:data-[state=closed]:animate-sheet-out motion-safe:data-[state=open]:animate-sheet-in',
          className,
        )}
        {...props}
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof Dialog.Title>) {
  return (
    <Dialog.Title className={cn('font-display text-lg font-semibold', className)} {...props} />
  );
}
