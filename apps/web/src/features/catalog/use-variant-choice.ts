import { useEffect, useState } from 'react';
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
  const hasOptions = product !== null && product.options.length > 0;
  const fromAddress = Number(searchParams.get(VARIANT_PARAM)) || null;
  const pickedHere = hasOptions && picked?.productId === product.id ? picked.choice : null;
  const choice = hasOptions ? (pickedHere ?? choiceOfVariant(product, fromAddress)) : [];
  const variant = hasOptions ? variantOfChoice(product, choice) : null;

  // The address follows the shopper's choice (not the other way round: it is read once).
  const chosenId = pickedHere === null ? undefined : (variant?.id ?? null);
  useEffect(() => {
    if (chosenId === undefined || chosenId === fromAddress) return;
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (chosenId === null) updated.delete(VARIANT_PARAM);
        else updated.set(VARIANT_PARAM, String(chosenId));
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [chosenId, fromAddress, setSearchParams]);

  const choose = (optionIndex: number, value: string) => {
    if (!hasOptions) return;
    // From the latest state: two choices made before a render (the boot script's replay of
    // taps made before the take-over) both count.
    setPicked((previous) => {
      const base =
        previous?.productId === product.id
          ? previous.choice
          : choiceOfVariant(product, fromAddress);
      return {
        productId: product.id,
        choice: base.map((current, index) => (index === optionIndex ? value : current)),
      };
    });
  };
  return { choice, variant, choose };
}
