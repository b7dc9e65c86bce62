import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { useLanguage } from '../../../hooks/use-language';
import { selectIsAuthenticated } from '../../accounts';
import { cartReset, fetchCart } from '../cart-slice';

/**
 * Spec §4: the cart loads once the user is signed in, and again when the language changes
 * (names and labels come in it). Signing out empties it. Mounted once, by the header.
 */
export function useCartLoader(): void {
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const { language } = useLanguage();

  useEffect(() => {
    if (isAuthenticated) void dispatch(fetchCart());
    else dispatch(cartReset());
  }, [isAuthenticated, language, dispatch]);
}
