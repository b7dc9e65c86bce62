import type { ComponentProps } from 'react';
import { Dialog } from 'radix-ui';
import { cn } from '../../lib/cn';

/**
 * A panel that slides in from the top (small-screen menu) or from the right (the login and
 * signup panels). Built on Radix Dialog: focus is trapped inside, Escape and the overlay
 * close it, and focus returns to the trigger.
 */
export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetClose = Dialog.Close;

const SIDE_CLASSES = {
  top: cn(
    'inset-x-0 top-0 max-h-dvh rounded-b-3xl',
    'motion-safe:data-[state=closed]:animate-sheet-out motion-safe:data-[state=open]:animate-sheet-in',
  ),
  // Slides in with a transition from its @starting-style position (no keyframes needed).
  right: cn(
    'inset-y-0 right-0 h-dvh w-full max-w-md sm:rounded-l-3xl',
    'motion-safe:transition-transform motion-safe:duration-200 motion-safe:ease-out motion-safe:starting:translate-x-full',
  ),
};

export function SheetContent({
  className,
  children,
  side = 'top',
  ...props
}: ComponentProps<typeof Dialog.Content> & { side?: keyof typeof SIDE_CLASSES }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40 motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in" />
      <Dialog.Content
        aria-describedby={undefined}
        className={cn(
          'fixed z-50 overflow-y-auto bg-cream-50 shadow-xl',
          SIDE_CLASSES[side],
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
