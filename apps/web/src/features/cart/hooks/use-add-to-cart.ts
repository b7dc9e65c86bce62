import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useLanguage } from '../../../hooks/use-language';
import { failureOf } from '../../../lib/api';
import { describeApiFailure } from '../../../lib/api-failure';
import { openAuthPanel, selectIsAuthenticated } from '../../accounts';
import { clearCartError, toCartError } from '../cart-slice';

export interface AddToCartRequest {
  productId: number;
  quantity: number;
  personalization?: string;
}

/** The same shape as the catalogue's purchase outcome (features only meet in the router). */
export interface AddOutcome {
  ok: boolean;
  personalizationError?: string;
  message?: string;
}

/**
 * Adds to the cart and tells the calling button how it went, in the shopper's language; the
 * button shows the failure next to itself, so it is not repeated in the cart's error box.
 * Signed-out visitors get the login panel instead (spec §5).
 */
export function useAddToCart(): (request: AddToCartRequest) => Promise<AddOutcome> {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);

  return useCallback(
    async ({ productId, quantity, personalization }) => {
      if (!isAuthenticated) {
        dispatch(openAuthPanel('login'));
        return { ok: false };
      }
      const text = personalization?.trim();
      // The cart's endpoints load with the first add: the buttons that call this are on
      // pages the server renders, and nothing of the cart is needed before they are interactive.
      const { cartApi } = await import('../api/cart-api');
      const result = await dispatch(
        cartApi.endpoints.addToCart.initiate(
          { language, product_id: productId, quantity, ...(text ? { personalization: text } : {}) },
          { track: false },
        ),
      );
      if (!result.error) return { ok: true };
      const error = toCartError('add', failureOf(result.error) ?? describeApiFailure(null));
      dispatch(clearCartError());
      if (error.fallback) return { ok: false, message: t('cart.errors.add') };
      const personalizationError = error.fields.personalization?.[0];
      if (personalizationError) return { ok: false, personalizationError };
      return { ok: false, message: error.fields.quantity?.[0] ?? error.message };
    },
    [isAuthenticated, dispatch, t, language],
  );
}
