import { lazy, Suspense, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectIsAuthenticated } from '../../accounts';
import { cartReset } from '../cart-slice';

/**
 * The signed-in button loads once signed in: the server renders every page signed out, so
 * the cart's code (its endpoints, the badge) is not needed before the page is interactive.
 */
const CartButton = lazy(async () => ({ default: (await import('./CartButton')).CartButton }));

/**
 * The header's cart (spec §2), signed in only: the icon with the item count, opening a panel
 * with the cart's lines, view cart and checkout. Mounted once by the header, it keeps the cart
 * loaded while signed in; signing out drops it and the last failure shown (the header keeps
 * the button's place, so nothing moves when it comes or goes).
 */
export function CartDropdown() {
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);

  useEffect(() => {
    if (!isAuthenticated) dispatch(cartReset());
  }, [isAuthenticated, dispatch]);

  return isAuthenticated ? (
    <Suspense fallback={null}>
      <CartButton />
    </Suspense>
  ) : null;
}
