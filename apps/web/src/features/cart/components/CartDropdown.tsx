import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { buttonClasses } from '../../../components/ui/button';
import { CartIcon } from '../../../components/ui/icons';
import { withTexts } from '../../../lib/texts';
import { selectIsAuthenticated } from '../../accounts';
import { cartReset } from '../cart-slice';

/**
 * The signed-in button loads once signed in: the server renders every page signed out, so
 * the cart's code (its endpoints, the badge) is not needed before the page is interactive.
 */
const CartButton = lazy(async () => ({
  default: (await withTexts('cartButton', import('./CartButton'))).CartButton,
}));

/**
 * The header's cart (spec §2): signed in, the icon with the item count, opening a panel with
 * the cart's lines, view cart and checkout. Signed out, below lg, the icon links to the cart page,
 * which asks to sign in (issue 31: a visitor on a phone sees where the cart is; from lg up the
 * Sign in and Sign up buttons stand there, in the signed-in corner's width). Mounted once by the
 * header, it keeps the cart loaded while signed in; signing out drops it and the last failure
 * shown.
 */
export function CartDropdown() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);

  useEffect(() => {
    if (!isAuthenticated) dispatch(cartReset());
  }, [isAuthenticated, dispatch]);

  return isAuthenticated ? (
    <Suspense fallback={null}>
      <CartButton />
    </Suspense>
  ) : (
    <Link
      to={STOREFRONT_ROUTES.cart}
      aria-label={t('cart.dropdown.openSignedOut')}
      className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'lg:hidden' })}
    >
      <CartIcon className="size-6" />
    </Link>
  );
}
