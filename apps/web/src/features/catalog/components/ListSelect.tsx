import { useId } from 'react';

/** A labelled choice above the product list (availability, sort); its value lives in the URL. */
export function ListSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-ink-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 min-w-0 cursor-pointer rounded-full border border-cream-300 bg-white pr-9 pl-4 text-sm text-ink-900 focus:border-clay-600 focus:outline-2 focus:outline-offset-1 focus:outline-clay-600"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
