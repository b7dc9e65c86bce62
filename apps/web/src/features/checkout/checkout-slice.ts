import type { UnknownAction } from 'redux';
import type { CheckoutStart, Language } from '@shop/contracts';
import type { AppStore } from '../../app/store';
import { actionOf } from '../../lib/actions';
import { failureOf } from '../../lib/api';
import { describeApiFailure } from '../../lib/api-failure';
import { openAuthPanel, selectIsAuthenticated } from '../accounts';
import { checkoutStartApi } from './api/create-checkout-session';
import { checkoutFailure, type CheckoutAlert } from './checkout-failure';

/**
 * Checkout's screen state beside its one call (ADR 29): the start is the
 * `createCheckoutSession` mutation; this slice is what every checkout button and the one alert
 * dialog share about it, whichever button started it.
 */
interface CheckoutState {
  /** Spec §4: set while the payment session is being created (buttons show it and wait). */
  processing: boolean;
  /** The message of the open alert dialog, if any. */
  alert: CheckoutAlert | null;
  /**
   * The server's messages per field of the last refused start (a company invoice's VAT number,
   * say), shown beside those fields rather than in the alert.
   */
  fieldErrors: Record<string, string[]>;
}

const initialState: CheckoutState = { processing: false, alert: null, fieldErrors: {} };

const { createCheckoutSession } = checkoutStartApi.endpoints;

/** A refusal found before asking the server (spec §5: an empty cart). */
export const checkoutAlertShown = actionOf<CheckoutAlert>('checkout/checkoutAlertShown');
export const dismissCheckoutAlert = actionOf('checkout/dismissCheckoutAlert');
/** The shopper came back from the payment page with the browser's back button. */
export const checkoutPageRestored = actionOf('checkout/checkoutPageRestored');

export function checkoutReducer(state = initialState, action: UnknownAction): CheckoutState {
  if (checkoutAlertShown.match(action)) return { ...state, alert: action.payload };
  if (dismissCheckoutAlert.match(action)) return { ...state, alert: null };
  if (checkoutPageRestored.match(action)) return { ...state, processing: false };
  if (createCheckoutSession.matchPending(action))
    return { processing: true, alert: null, fieldErrors: {} };
  // No case for `fulfilled`: processing stays on while the browser leaves for the payment page.
  if (createCheckoutSession.matchRejected(action)) {
    const failure = failureOf(action.payload) ?? describeApiFailure(null);
    // Messages about fields the shopper filled in show beside them; anything else alerts.
    // A 401 opens the login panel once its alert is dismissed (CheckoutAlertContent).
    return failure.status === 400 && Object.keys(failure.fields).length > 0
      ? { ...state, processing: false, fieldErrors: failure.fields }
      : { ...state, processing: false, alert: checkoutFailure(failure) };
  }
  return state;
}

export const selectCheckoutProcessing = (state: { checkout: CheckoutState }) =>
  state.checkout.processing;
export const selectCheckoutAlert = (state: { checkout: CheckoutState }) => state.checkout.alert;
export const selectCheckoutFieldErrors = (state: { checkout: CheckoutState }) =>
  state.checkout.fieldErrors;

/**
 * Spec §5 and §8: checkout needs a signed-in shopper (else the login panel) and a non-empty
 * cart (else the empty-cart alert); the server then creates the payment session. Resolves with
 * the payment page's address, or null when checkout did not start (its alert or field
 * messages are in the checkout slice). A start while another is under way starts nothing.
 */
export async function startCheckout(
  { dispatch, getState }: Pick<AppStore, 'dispatch' | 'getState'>,
  { language, start, cartEmpty }: { language: Language; start?: CheckoutStart; cartEmpty: boolean },
): Promise<string | null> {
  const state = getState();
  if (selectCheckoutProcessing(state)) return null;
  if (!selectIsAuthenticated(state)) {
    dispatch(openAuthPanel('login'));
    return null;
  }
  if (cartEmpty) {
    dispatch(checkoutAlertShown({ reason: 'emptyCart' }));
    return null;
  }
  // Not kept in the cache: the checkout slice holds what the screens show of it.
  const result = await dispatch(
    createCheckoutSession.initiate({ language, start }, { track: false }),
  );
  return result.data?.checkout_url ?? null;
}
