import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AVAILABILITIES, type Availability } from '@shop/contracts';

export type AvailabilityChoice = Availability | 'all';

export function toAvailabilityChoice(value: string | null): AvailabilityChoice {
  return AVAILABILITIES.find((availability) => availability === value) ?? 'all';
}

/** Availability filter (spec §2): "all" means no filter. Lives in the URL like the others. */
export function AvailabilityFilter({
  value,
  onChange,
}: {
  value: AvailabilityChoice;
  onChange: (value: AvailabilityChoice) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-ink-700">
        {t('products.availabilityFilter.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(toAvailabilityChoice(event.target.value))}
        className="h-11 cursor-pointer rounded-full border border-cream-300 bg-white pr-9 pl-4 text-sm text-ink-900 focus:border-clay-600 focus:outline-2 focus:outline-offset-1 focus:outline-clay-600"
      >
        <option value="all">{t('products.availabilityFilter.all')}</option>
        {AVAILABILITIES.map((availability) => (
          <option key={availability} value={availability}>
            {t(`products.availability.${availability}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
