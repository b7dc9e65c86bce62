import { useTranslation } from 'react-i18next';
import { AVAILABILITIES, type Availability } from '@shop/contracts';
import { ListSelect } from './ListSelect';

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
  return (
    <ListSelect
      label={t('products.availabilityFilter.label')}
      value={value}
      onChange={(choice) => onChange(toAvailabilityChoice(choice))}
      options={[
        { value: 'all', label: t('products.availabilityFilter.all') },
        ...AVAILABILITIES.map((availability) => ({
          value: availability,
          label: t(`products.availability.${availability}`),
        })),
      ]}
    />
  );
}
