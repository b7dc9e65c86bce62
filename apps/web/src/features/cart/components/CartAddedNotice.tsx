import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { addedToCart, addWaitsForSignIn, selectLastAdded, selectWaitingAdd } from '../cart-slice';
import { useAddNow } from '../hooks/use-add-to-cart';

/** Long enough to read the name and reach the link; the close button ends it sooner. */
const SHOWN_FOR_MS = 8_000;

/**
 * Every add says it worked (issue 31): a short notice under the cart button names the product
 * and links to the cart, in a live region screen readers announce; focus stays where it was.
 * It also makes the add that waited for the shopper's sign-in, once they are signed in.
 * Mounted with the cart button, i.e. while signed in.
 */
export function CartAddedNotice() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const lastAdded = useAppSelector(selectLastAdded);
  const waitingAdd = useAppSelector(selectWaitingAdd);
  const addNow = useAddNow();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!waitingAdd) return;
    dispatch(addWaitsForSignIn(null));
    void addNow(waitingAdd, true).then((outcome) => {
      if (!outcome.ok) setFailure(outcome.personalizationError ?? outcome.message ?? null);
    });
  }, [waitingAdd, dispatch, addNow]);

  const shown = lastAdded !== null || failure !== null;
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => {
      dispatch(addedToCart(null));
      setFailure(null);
    }, SHOWN_FOR_MS);
    return () => clearTimeout(timer);
  }, [shown, lastAdded?.serial, dispatch]);

  const close = () => {
    dispatch(addedToCart(null));
    setFailure(null);
  };

  return (
    // A live region without the status role: pages keep their own one status message.
    <div
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-4 top-20 z-40 flex justify-end sm:left-auto sm:w-96"
    >
      {shown ? (
        <div
          data-testid="cart-added-notice"
          className="pointer-events-auto flex w-full items-start gap-3 rounded-2xl border border-cream-300 bg-white p-4 text-ink-900 shadow-lg motion-safe:animate-fade-in"
        >
          <p className="min-w-0 flex-1 break-words">
            {failure ??
              t(lastAdded?.afterSignIn ? 'cart.added.afterSignIn' : 'cart.added.inCart', {
                name: lastAdded?.name,
              })}{' '}
            {failure ? null : (
              <Link
                to={STOREFRONT_ROUTES.cart}
                onClick={close}
                className="font-medium whitespace-nowrap text-clay-700 underline underline-offset-2"
              >
                {t('cart.dropdown.viewCart')}
              </Link>
            )}
          </p>
          <button
            type="button"
            onClick={close}
            aria-label={t('cart.dismiss')}
            className="-m-1 rounded-full p-1 text-ink-600 hover:bg-cream-100 focus-visible:outline-2 focus-visible:outline-clay-600"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
