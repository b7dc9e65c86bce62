import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-600 ' +
  'disabled:pointer-events-none disabled:opacity-50 aria-disabled:opacity-70 cursor-pointer';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-clay-600 text-white shadow-sm hover:bg-clay-700 active:bg-clay-800',
  secondary: 'bg-cream-200 text-ink-900 hover:bg-cream-300',
  outline: 'border border-clay-600 text-clay-700 hover:bg-clay-50',
  ghost: 'text-ink-900 hover:bg-cream-200',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-6 text-base',
  lg: 'h-13 px-8 text-lg',
  icon: 'size-10',
};

/** The classes of a button, for links that look like one (`<Link className={buttonClasses()}>`). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (a link, a Radix trigger) with the button's look and behaviour. */
  asChild?: boolean;
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const classes = buttonClasses({ variant, size, className });
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
