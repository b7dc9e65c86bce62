import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductDetail, ProductVariant } from '@shop/contracts';
import { choiceOfVariant, variantOfChoice, type VariantChoice } from './variant-choice';

/** The address's parameter that keeps a complete choice: `?variant=<id>`. */
export const VARIANT_PARAM = 'variant';

export interface VariantChoiceState {
  choice: VariantChoice;
  /** The variant of a complete choice; null while an option is not chosen. */
  variant: ProductVariant | null;
  choose: (optionIndex: number, value: string) => void;
}

/**
 * The shopper's choice of the product's options (ADR 0095). It starts from the address
 * (`?variant=`), which the server renderer reads too, so a shared or reloaded address paints
 * that variant's price and picture before the app takes over; a complete choice is written
 * back to the address (replacing the entry, so Back leaves the product as before). A choice
 * made on another product (the page stays mounted between products) is not carried over.
 */
export function useVariantChoice(product: ProductDetail | null): VariantChoiceState {
  const [searchParams, setSearchParams] = useSearchParams();
  const [picked, setPicked] = useState<{ productId: number; choice: VariantChoice } | null>(null);
  if (!product || product.options.length === 0) {
    return { choice: [], variant: null, choose: () => undefined };
  }
  const fromAddress = Number(searchParams.get(VARIANT_PARAM)) || null;
  const choice =
    picked?.productId === product.id ? picked.choice : choiceOfVariant(product, fromAddress);
  const variant = variantOfChoice(product, choice);

  const choose = (optionIndex: number, value: string) => {
    const next = choice.map((current, index) => (index === optionIndex ? value : current));
    setPicked({ productId: product.id, choice: next });
    const chosen = variantOfChoice(product, next);
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (chosen) updated.set(VARIANT_PARAM, String(chosen.id));
        else updated.delete(VARIANT_PARAM);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return { choice, variant, choose };
}
