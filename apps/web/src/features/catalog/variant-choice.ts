import { parseMoney, type ProductOption, type ProductVariant } from '@shop/contracts';

/**
 * The shopper's choice of a product's options (issue 29, ADR 0095): one value per option, in
 * the options' order, null while that option is not chosen. A variant names its values in the
 * same language and order as the product's options (the server answers both from one reading).
 */
export type VariantChoice = readonly (string | null)[];

interface WithVariants {
  options: readonly ProductOption[];
  variants: readonly ProductVariant[];
}

/** The choice a variant stands for, or nothing chosen when the id names none of the product's. */
export function choiceOfVariant(product: WithVariants, variantId: number | null): VariantChoice {
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  return product.options.map((_option, index) => variant?.options[index]?.value ?? null);
}

/** The variant of a complete choice; null while an option is not chosen or no variant has it. */
export function variantOfChoice(
  product: WithVariants,
  choice: VariantChoice,
): ProductVariant | null {
  if (choice.length === 0 || choice.some((value) => value === null)) return null;
  return (
    product.variants.find((variant) =>
      choice.every((value, index) => variant.options[index]?.value === value),
    ) ?? null
  );
}

/**
 * Whether choosing `value` for the option at `optionIndex`, with the other options as chosen,
 * leads to a variant that can be ordered now. An option not chosen yet matches any value, so
 * a value shown unavailable is one no orderable combination with the current choice has.
 */
export function valueIsAvailable(
  product: WithVariants,
  choice: VariantChoice,
  optionIndex: number,
  value: string,
): boolean {
  return product.variants.some(
    (variant) =>
      variant.is_available &&
      variant.options.every((option, index) =>
        index === optionIndex
          ? option.value === value
          : (choice[index] ?? option.value) === option.value,
      ),
  );
}

/** The first option still to choose, or null when every option is chosen. */
export function firstUnchosenOption(
  product: WithVariants,
  choice: VariantChoice,
): ProductOption | null {
  return product.options.find((_option, index) => (choice[index] ?? null) === null) ?? null;
}

/** The lowest price of the variants (in the API's decimal form), for "From …" before a choice. */
export function lowestVariantPrice(variants: readonly ProductVariant[]): string | null {
  let lowest: string | null = null;
  for (const variant of variants) {
    if (lowest === null || parseMoney(variant.price) < parseMoney(lowest)) lowest = variant.price;
  }
  return lowest;
}
