import type { ComponentProps } from 'react';
import { DropdownMenu as Menu } from 'radix-ui';
import { cn } from '../../lib/cn';

/**
 * Dropdown menu primitives (Radix: keyboard navigation, focus return, typeahead and ARIA
 * roles built in) with the shop's styling, for the user menu. (The language selector is plain
 * links since ADR 0102.)
 */
export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;

export function DropdownMenuContent({
  className,
  sideOffset = 8,
  align = 'end',
  ...props
}: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 min-w-44 overflow-hidden rounded-xl border border-cream-200 bg-white p-1.5 text-ink-900 shadow-lg',
          'motion-safe:data-[state=open]:animate-menu-in',
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  );
}

const itemClasses =
  'relative flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none ' +
  'data-[highlighted]:bg-cream-100 data-[disabled]:pointer-events-none data-[disabled]:opacity-50';

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return <Menu.Item className={cn(itemClasses, className)} {...props} />;
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return (
    <Menu.Label
      className={cn(
        'px-3 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-ink-600 uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof Menu.Separator>) {
  return (
    <Menu.Separator className={cn('-mx-1.5 my-1.5 h-px bg-cream-200', className)} {...props} />
  );
}
