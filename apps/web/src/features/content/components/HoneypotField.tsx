import { useId, type ComponentProps } from 'react';

/**
 * A form field for bots only (issue 8): kept off-screen and out of the accessibility tree,
 * skipped by the Tab key and by autofill, so a person never fills it in. Bots that fill every
 * field do, and the server then quietly drops their message.
 */
export function HoneypotField({
  label,
  ...inputProps
}: { label: string } & Omit<ComponentProps<'input'>, 'type' | 'tabIndex' | 'autoComplete'>) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...inputProps} />
    </div>
  );
}
