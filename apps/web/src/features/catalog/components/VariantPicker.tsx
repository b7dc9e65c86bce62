import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductOption, ProductVariant } from '@shop/contracts';
import { cn } from '../../../lib/cn';
import { valueIsAvailable, type VariantChoice } from '../variant-choice';

/**
 * The choices of a product's options (issue 29, ADR 0095): one group of native radio buttons
 * per option, so the arrow keys move within a group, Tab goes from group to group and a
 * screen reader names the option and each value. A value that no orderable combination with
 * the other choices has stays in the list, struck through and named unavailable: choosing it
 * shows the combination as out of stock and offers Notify When Available for it.
 *
 * The radios work before the app takes the page over: a tap checks the radio natively and the
 * boot script hands it to the app afterwards (apps/web/src/app/boot.ts).
 */
export function VariantPicker({
  options,
  variants,
  choice,
  onChoose,
}: {
  options: readonly ProductOption[];
  variants: readonly ProductVariant[];
  choice: VariantChoice;
  onChoose: (optionIndex: number, value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const product = { options, variants };
  return (
    <div className="space-y-5" data-testid="variant-picker">
      {options.map((option, optionIndex) => (
        <fieldset key={option.name}>
          <legend className="font-medium text-ink-900">
            {option.name}
            {choice[optionIndex] ? (
              <span className="font-normal text-ink-700">: {choice[optionIndex]}</span>
            ) : null}
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {option.values.map((value, valueIndex) => {
              const available = valueIsAvailable(product, choice, optionIndex, value);
              const inputId = `${id}-${optionIndex}-${valueIndex}`;
              return (
                <label
                  key={value}
                  htmlFor={inputId}
                  className={cn(
                    'relative inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-medium transition-colors',
                    'has-checked:border-clay-700 has-checked:bg-clay-700 has-checked:text-white',
                    'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-clay-600',
                    available
                      ? 'border-cream-300 bg-white text-ink-900 hover:border-clay-600'
                      : 'border-dashed border-cream-300 bg-cream-50 text-ink-600',
                  )}
                >
                  <input
                    id={inputId}
                    type="radio"
                    name={`${id}-${optionIndex}`}
                    value={value}
                    checked={choice[optionIndex] === value}
                    onChange={() => onChoose(optionIndex, value)}
                    // Over the whole pill, invisible: the pill is what is seen and tapped.
                    className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
                  />
                  <span className={available ? undefined : 'line-through'}>{value}</span>
                  {available ? null : (
                    <span className="ml-1.5 no-underline">
                      ({t('product.variants.unavailable')})
                    </span>
                  )}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
