import { lazy, Suspense, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useHasBeenTrue } from '../../../hooks/use-has-been-true';
import { withTexts } from '../../../lib/texts';
import { checkoutPageRestored, selectCheckoutAlert } from '../checkout-slice';

/** Most visits never see an alert: the dialog (and its Radix code) loads with the first one. */
const CheckoutAlertContent = lazy(async () => ({
  default: (await withTexts('checkoutAlert', import('./CheckoutAlertContent')))
    .CheckoutAlertContent,
}));

/**
 * The one place checkout's alerts show (spec §8), whichever button started checkout: an
 * accessible alert dialog that takes focus and gives it back on OK. Mounted once by the layout.
 */
export function CheckoutAlertDialog() {
  const dispatch = useAppDispatch();
  const alertWanted = useHasBeenTrue(useAppSelector(selectCheckoutAlert) !== null);

  // Back from the payment page through the browser's cache: the page is as it was left,
  // processing included, so the buttons are given back.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) dispatch(checkoutPageRestored());
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [dispatch]);

  if (!alertWanted) return null;
  return (
    <Suspense fallback={null}>
      <CheckoutAlertContent />
    </Suspense>
  );
}
