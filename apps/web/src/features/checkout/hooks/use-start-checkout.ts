import { useCallback } from 'react';
import type { CheckoutStart } from '@shop/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { selectCheckoutProcessing, startCheckout as startCheckoutThunk } from '../checkout-slice';

/**
 * 'Proceed to checkout' for the cart page and the header's cart dropdown: signs-in first when
 * needed, alerts on an empty cart or a refused session, and otherwise sends the browser to
 * the hosted payment page. `processing` is shared, so every checkout button waits together.
 */
export function useStartCheckout(): {
  startCheckout: (start?: CheckoutStart) => Promise<void>;
  processing: boolean;
} {
  const dispatch = useAppDispatch();
  const processing = useAppSelector(selectCheckoutProcessing);
  const startCheckout = useCallback(
    async (start?: CheckoutStart) => {
      const result = await dispatch(startCheckoutThunk(start));
      if (startCheckoutThunk.fulfilled.match(result)) window.location.assign(result.payload);
    },
    [dispatch],
  );
  return { startCheckout, processing };
}
