import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

/** The look of the form's inputs and selects (width is up to the caller). */
export const inputClasses = cn(
  'block h-11 rounded-xl border bg-white px-3.5 text-base text-ink-900 shadow-sm transition-colors',
  'placeholder:text-ink-400 focus:border-clay-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-clay-600',
  'disabled:cursor-not-allowed disabled:bg-cream-100 disabled:text-ink-600',
);

export interface FormFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Shown under the field and announced with it. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Something placed before the input on the same row (the country code select). */
  leading?: ReactNode;
  /** Something placed under the input (the strength meter). */
  after?: ReactNode;
}

/** A labelled input with its hint and error wired up for screen readers. */
export function FormField({
  label,
  error,
  hint,
  leading,
  after,
  id,
  className,
  ...inputProps
}: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink-900">
        {label}
      </label>
      <div className="flex gap-2">
        {leading}
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(
            inputClasses,
            'w-full min-w-0',
            error ? 'border-clay-600' : 'border-ink-300',
          )}
          {...inputProps}
        />
      </div>
      {after}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-clay-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The e-mail address as the sign-in, sign-up and forgotten-password forms ask for it. */
export function EmailField(props: Omit<FormFieldProps, 'label' | 'type'>) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('accounts.fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('accounts.fields.emailPlaceholder')}
      {...props}
    />
  );
}
