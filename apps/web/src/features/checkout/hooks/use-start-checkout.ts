import { useCallback } from 'react';
import type { CheckoutStart } from '@shop/contracts';
import { useAppSelector, useAppStore } from '../../../app/hooks';
import { useLanguage } from '../../../hooks/use-language';
import { selectCheckoutProcessing, startCheckout as start } from '../checkout-slice';

/**
 * 'Proceed to checkout' for the cart page and the header's cart dropdown: signs-in first when
 * needed, alerts on an empty cart or a refused session, and otherwise sends the browser to
 * the hosted payment page. `processing` is shared, so every checkout button waits together.
 */
export function useStartCheckout({ cartEmpty }: { cartEmpty: boolean }): {
  startCheckout: (start?: CheckoutStart) => Promise<void>;
  processing: boolean;
} {
  const store = useAppStore();
  const { language } = useLanguage();
  const processing = useAppSelector(selectCheckoutProcessing);
  const startCheckout = useCallback(
    async (details?: CheckoutStart) => {
      const paymentPage = await start(store, { language, start: details, cartEmpty });
      if (paymentPage) window.location.assign(paymentPage);
    },
    [store, language, cartEmpty],
  );
  return { startCheckout, processing };
}
