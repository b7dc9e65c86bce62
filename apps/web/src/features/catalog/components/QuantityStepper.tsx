import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;

export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.round(value)));
}

function StepIcon({ minus }: { minus?: boolean }) {
  return (
    <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" focusable="false">
      <path d="M4 10h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      {minus ? null : (
        <path d="M10 4v12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

const stepButton =
  'inline-flex size-11 cursor-pointer items-center justify-center text-ink-900 transition-colors hover:bg-cream-200 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-clay-600 disabled:cursor-not-allowed disabled:opacity-40';

/** Spec §4, §9: the quantity to buy, from 1 to 10; typing outside that range is clamped. */
export function QuantityStepper({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-4">
      <label htmlFor={id} className="font-medium text-ink-900">
        {t('product.quantity.label')}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-full border border-cream-300 bg-white">
        <button
          type="button"
          className={stepButton}
          onClick={() => onChange(clampQuantity(value - 1))}
          disabled={value <= MIN_QUANTITY}
          aria-label={t('product.quantity.decrease')}
          aria-controls={id}
        >
          <StepIcon minus />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          value={value}
          onChange={(event) => onChange(clampQuantity(event.target.valueAsNumber))}
          className="h-11 w-12 border-x border-cream-300 text-center text-base font-semibold text-ink-900 [appearance:textfield] focus:outline-2 focus:-outline-offset-2 focus:outline-clay-600 [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={stepButton}
          onClick={() => onChange(clampQuantity(value + 1))}
          disabled={value >= MAX_QUANTITY}
          aria-label={t('product.quantity.increase')}
          aria-controls={id}
        >
          <StepIcon />
        </button>
      </div>
    </div>
  );
}
