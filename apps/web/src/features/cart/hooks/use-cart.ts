import type { Cart, Language } from '@shop/contracts';
import { useAppSelector } from '../../../app/hooks';
import { useLanguage } from '../../../hooks/use-language';
import { selectIsAuthenticated } from '../../accounts';
import { useGetCartQuery } from '../api/cart-api';
import { selectCartError, selectCartLoading, type CartError } from '../cart-slice';

/** Spec §3: the cart before its first answer, "0.00" and 0. */
const EMPTY_CART: Cart = {
  items: [],
  total_price: '0.00',
  item_count: 0,
  vat_breakdown: [],
  gift: { is_gift: false, message: '', wrapping: false },
  wrapping_total: '0.00',
  subtotal: '0.00',
  discount_total: '0.00',
  gift_card_total: '0.00',
  codes: [],
  delivery: null,
  delivery_total: '0.00',
};

/**
 * The signed-in shopper's cart (spec §4) from the server-state cache, in the interface language:
 * asked once signed in and again in a new language, whose answer replaces the previous one
 * when it comes (until then the previous language's cart shows). Skipped while signed out.
 *
 * Only components that are shown while signed in call it (the header's cart button, the cart
 * page's signed-in part, the panel): a query hook shows the last cart it read until a new one
 * comes, so one that stayed mounted through a sign-out would show the previous shopper's cart
 * to the next while theirs loads. Unmounted, they leave the cart unread, and it is dropped.
 */
export function useCart(): {
  cart: Cart;
  /** Spec §2: a cart call is under way (its buttons wait). */
  loading: boolean;
  /** The last failed cart action, until dismissed or another starts. */
  error: CartError | null;
  language: Language;
} {
  const { language } = useLanguage();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const { data } = useGetCartQuery(language, { skip: !isAuthenticated });
  const loading = useAppSelector(selectCartLoading);
  const error = useAppSelector(selectCartError);
  return { cart: isAuthenticated && data ? data : EMPTY_CART, loading, error, language };
}
