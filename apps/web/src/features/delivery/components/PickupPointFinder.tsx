import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  pickupPointsQuerySchema,
  WEEKDAYS,
  type PickupPoint,
  type PickupPointsQuery,
} from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import { useGetPickupPointsQuery } from '../api/pickup-points';

export interface PickupPointFinderProps {
  /** The delivery country (the cart's); the points are searched there. */
  country: PickupPointsQuery['country'];
  /** Told each time the customer chooses a point in the list. */
  onChoose: (point: PickupPoint) => void;
  /** The point chosen before, checked in the list when it is among the results. */
  chosenId?: string | null;
  /** The postal code searched first (the customer's own, when known). */
  initialPostalCode?: string;
}

/**
 * The customer finds pick-up points near a postal code and chooses one (issue 27): a postal
 * code field, then the points as a radio list with their address, distance and opening hours.
 * No map: a list reads the same with a keyboard and a screen reader (arrow keys move the choice
 * within the radio group, as native radios do).
 */
export function PickupPointFinder({
  country,
  onChoose,
  chosenId = null,
  initialPostalCode = '',
}: PickupPointFinderProps) {
  const { t } = useTranslation();
  const id = useId();
  const [postalCode, setPostalCode] = useState(initialPostalCode);
  const [searched, setSearched] = useState<string | null>(initialPostalCode || null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const query = useGetPickupPointsQuery(
    { country, postal_code: searched ?? '' },
    { skip: searched === null },
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    const checked = pickupPointsQuerySchema.safeParse({ country, postal_code: postalCode });
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? 'postalCodeInvalid';
      setFieldError(
        t(`validation.${message}`, { defaultValue: t('validation.postalCodeInvalid') }),
      );
      return;
    }
    setFieldError(null);
    setSearched(checked.data.postal_code);
  };

  const points = query.data?.results ?? [];
  return (
    <div className="space-y-4">
      <form onSubmit={search} className="flex flex-wrap items-end gap-2" noValidate>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-postal-code`} className="text-sm font-medium text-ink-800">
            {t('pickupPoints.postalCode')}
          </label>
          <input
            id={`${id}-postal-code`}
            name="postal_code"
            inputMode="text"
            autoComplete="postal-code"
            value={postalCode}
            onChange={(event) => setPostalCode(event.target.value)}
            aria-invalid={fieldError !== null}
            aria-describedby={fieldError ? `${id}-postal-code-error` : undefined}
            className="w-36 rounded-md border border-cream-300 px-3 py-2 text-ink-900"
          />
        </div>
        <Button type="submit" variant="secondary">
          {t('pickupPoints.search')}
        </Button>
        {fieldError ? (
          <p id={`${id}-postal-code-error`} role="alert" className="w-full text-sm text-red-700">
            {fieldError}
          </p>
        ) : null}
      </form>

      <div aria-live="polite" className="text-sm text-ink-700">
        {query.isFetching
          ? t('pickupPoints.searching')
          : query.isError
            ? t('pickupPoints.error')
            : searched !== null && query.isSuccess
              ? points.length === 0
                ? t('pickupPoints.empty')
                : t('pickupPoints.found', { count: points.length })
              : null}
      </div>

      {points.length > 0 && !query.isFetching ? (
        <fieldset>
          <legend className="mb-2 font-semibold text-ink-900">{t('pickupPoints.legend')}</legend>
          <ul className="space-y-2">
            {points.map((point) => (
              <li key={point.id}>
                <label className="flex cursor-pointer gap-3 rounded-md border border-cream-200 p-3 has-[:checked]:border-ink-900 has-[:focus-visible]:ring-2">
                  <input
                    type="radio"
                    name={`${id}-point`}
                    value={point.id}
                    checked={chosenId === point.id}
                    onChange={() => onChoose(point)}
                    className="mt-1"
                  />
                  <PointDetails point={point} />
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
    </div>
  );
}

function PointDetails({ point }: { point: PickupPoint }) {
  const { t } = useTranslation();
  const distance =
    point.distance_m === null
      ? null
      : point.distance_m < 1000
        ? t('pickupPoints.distanceMetres', { distance: point.distance_m })
        : t('pickupPoints.distanceKilometres', {
            distance: (point.distance_m / 1000).toFixed(1),
          });
  return (
    <span className="block text-sm">
      <span className="block font-medium text-ink-900">{point.name}</span>
      <span className="block text-ink-700">
        {point.street} {point.house_number}, {point.postal_code} {point.city} ·{' '}
        {t(`carriers.${point.carrier}`)}
        {distance ? ` · ${distance}` : ''}
      </span>
      <span className="mt-1 block text-ink-600">
        <span className="sr-only">{t('pickupPoints.openingHours')}: </span>
        {WEEKDAYS.map((day) => (
          <span key={day} className="mr-3 inline-block">
            {t(`pickupPoints.days.${day}`)}{' '}
            {point.opening_hours[day].length > 0
              ? point.opening_hours[day].join(', ')
              : t('pickupPoints.closed')}
          </span>
        ))}
      </span>
    </span>
  );
}
