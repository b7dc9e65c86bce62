import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { useAddToCart, type AddOutcome, type AddToCartRequest } from './use-add-to-cart';

/**
 * The product page's buying buttons (catalog's `purchase` seam): "Add to Cart" adds the
 * quantity with the personalisation text; "Buy Now" adds them, then opens the cart.
 */
export function useProductPurchase(): {
  onAddToCart: (request: AddToCartRequest) => Promise<AddOutcome>;
  onBuyNow: (request: AddToCartRequest) => Promise<AddOutcome>;
} {
  const add = useAddToCart();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      onAddToCart: add,
      onBuyNow: async (request) => {
        const outcome = await add(request);
        if (outcome.ok) await navigate(STOREFRONT_ROUTES.cart);
        return outcome;
      },
    }),
    [add, navigate],
  );
}
