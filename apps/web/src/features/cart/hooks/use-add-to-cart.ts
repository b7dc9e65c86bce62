import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { GIFT_CARD_RECIPIENT_FIELDS } from '@shop/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useLanguage } from '../../../hooks/use-language';
import { failureOf } from '../../../lib/api';
import { describeApiFailure } from '../../../lib/api-failure';
import { openAuthPanel, selectIsAuthenticated } from '../../accounts';
import {
  addedToCart,
  addWaitsForSignIn,
  clearCartError,
  toCartError,
  type WaitingAdd,
} from '../cart-slice';

export type AddToCartRequest = WaitingAdd;

/** The same shape as the catalogue's purchase outcome (features only meet in the router). */
export interface AddOutcome {
  ok: boolean;
  personalizationError?: string;
  /** A message about the photo (its upload or placement), shown beside its control. */
  photoError?: string;
  message?: string;
  /** Messages about the gift card recipient's fields, by field. */
  fields?: Record<string, string | undefined>;
}

/**
 * Adds to the cart and tells the calling button how it went, in the shopper's language; the
 * button shows the failure next to itself, so it is not repeated in the cart's error box. A
 * worked add is told beside the cart button too (`addedToCart`, naming the product).
 * Signed-out visitors get the login panel (spec §5), and the add waits for their sign-in or
 * sign-up (issue 31: the sign-in is a step of the add, not its end; `useWaitingAdd`).
 */
export function useAddToCart(): (request: AddToCartRequest) => Promise<AddOutcome> {
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const addNow = useAddNow();

  return useCallback(
    async (request) => {
      if (!isAuthenticated) {
        dispatch(addWaitsForSignIn(request));
        dispatch(openAuthPanel('login'));
        return { ok: false };
      }
      return addNow(request, false);
    },
    [isAuthenticated, dispatch, addNow],
  );
}

/** The add itself, for a signed-in shopper. */
export function useAddNow(): (
  request: AddToCartRequest,
  afterSignIn: boolean,
) => Promise<AddOutcome> {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const dispatch = useAppDispatch();

  return useCallback(
    async (
      { productId, variantId, quantity, personalization, giftCardRecipient, photo },
      afterSignIn,
    ) => {
      const text = personalization?.trim();
      // The cart's endpoints load with the first add: the buttons that call this are on
      // pages the server renders, and nothing of the cart is needed before they are interactive.
      const { cartApi } = await import('../api/cart-api');
      const result = await dispatch(
        cartApi.endpoints.addToCart.initiate(
          {
            language,
            product_id: productId,
            ...(variantId === undefined ? {} : { variant_id: variantId }),
            quantity,
            ...(text ? { personalization: text } : {}),
            ...(giftCardRecipient ? { gift_card_recipient: giftCardRecipient } : {}),
            ...(photo ? { photo } : {}),
          },
          { track: false },
        ),
      );
      if (!result.error) {
        const line = result.data.items.find((item) => item.product.id === productId);
        if (line) dispatch(addedToCart({ name: line.product.name, afterSignIn }));
        return { ok: true };
      }
      const error = toCartError('add', failureOf(result.error) ?? describeApiFailure(null));
      dispatch(clearCartError());
      if (error.fallback) return { ok: false, message: t('cart.errors.add') };
      const personalizationError = error.fields.personalization?.[0];
      if (personalizationError) return { ok: false, personalizationError };
      const photoError = Object.entries(error.fields).find(([field]) =>
        field.startsWith('photo'),
      )?.[1][0];
      if (photoError) return { ok: false, photoError };
      // A recipient's field refused: said beside that field.
      const fields = Object.fromEntries(
        GIFT_CARD_RECIPIENT_FIELDS.map((field) => [field, error.fields[field]?.[0]]),
      );
      if (Object.values(fields).some(Boolean)) return { ok: false, fields };
      return {
        ok: false,
        message:
          error.fields.quantity?.[0] ??
          error.fields.variant_id?.[0] ??
          error.fields.gift_card_recipient?.[0] ??
          error.message,
      };
    },
    [dispatch, t, language],
  );
}
