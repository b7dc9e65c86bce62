import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { CheckoutStart } from '@shop/contracts';
import { openAuthPanel, selectIsAuthenticated } from '../accounts';
import { createCheckoutSession } from './api/create-checkout-session';
import { checkoutFailure, type CheckoutAlert } from './checkout-failure';
import { describeApiFailure } from '../../lib/api-failure';

export interface CheckoutState {
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

/** A refused start: the alert to show (none when the fields say it) and the field messages. */
interface CheckoutRefusal {
  alert: CheckoutAlert | null;
  fieldErrors: Record<string, string[]>;
}

/** The parts of the store checkout reads; the cart slice belongs to the cart feature. */
type CheckoutRoot = Parameters<typeof selectIsAuthenticated>[0] & {
  checkout: CheckoutState;
  cart?: { items?: readonly unknown[]; item_count?: number };
};

/** True when the cart is known to be empty; an absent cart slice leaves it to the server. */
export function isCartKnownEmpty(state: Pick<CheckoutRoot, 'cart'>): boolean {
  const cart = state.cart;
  if (!cart) return false;
  return (cart.items?.length ?? 0) === 0 && (cart.item_count ?? 0) === 0;
}

/**
 * Spec §5 and §8: checkout needs a signed-in shopper and a non-empty cart; the server then
 * creates the payment session and the browser leaves for the hosted payment page.
 * Resolves with the page's address, or rejects with the alert to show.
 */
export const startCheckout = createAsyncThunk<
  string,
  CheckoutStart | void,
  { state: CheckoutRoot; rejectValue: CheckoutRefusal }
>(
  'checkout/start',
  async (start, { getState, dispatch, rejectWithValue }) => {
    const state = getState();
    if (!selectIsAuthenticated(state)) {
      dispatch(openAuthPanel('login'));
      return rejectWithValue({ alert: null, fieldErrors: {} });
    }
    if (isCartKnownEmpty(state)) {
      return rejectWithValue({ alert: { reason: 'emptyCart' }, fieldErrors: {} });
    }
    try {
      const session = await createCheckoutSession(start ?? undefined);
      return session.checkout_url;
    } catch (error) {
      if (import.meta.env.DEV) console.error('Starting checkout failed', error);
      const failure = describeApiFailure(error);
      // Messages about fields the shopper filled in show beside them; anything else alerts.
      if (failure.status === 400 && Object.keys(failure.fields).length > 0) {
        return rejectWithValue({ alert: null, fieldErrors: failure.fields });
      }
      // A 401 opens the login panel once its alert is dismissed (CheckoutAlertDialog).
      return rejectWithValue({ alert: checkoutFailure(failure), fieldErrors: {} });
    }
  },
  // A second click while the first is on its way starts nothing.
  { condition: (_, { getState }) => !getState().checkout.processing },
);

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    dismissCheckoutAlert(state) {
      state.alert = null;
    },
    /** The shopper came back from the payment page with the browser's back button. */
    checkoutPageRestored(state) {
      state.processing = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(startCheckout.pending, (state) => {
        state.processing = true;
        state.alert = null;
        state.fieldErrors = {};
      })
      // No case for `fulfilled`: processing stays on while the browser leaves for the payment page.
      .addCase(startCheckout.rejected, (state, action) => {
        state.processing = false;
        state.alert = action.payload?.alert ?? null;
        state.fieldErrors = action.payload?.fieldErrors ?? {};
      });
  },
});

export const { dismissCheckoutAlert, checkoutPageRestored } = checkoutSlice.actions;
export const checkoutReducer = checkoutSlice.reducer;

export const selectCheckoutProcessing = (state: { checkout: CheckoutState }) =>
  state.checkout.processing;
export const selectCheckoutAlert = (state: { checkout: CheckoutState }) => state.checkout.alert;
export const selectCheckoutFieldErrors = (state: { checkout: CheckoutState }) =>
  state.checkout.fieldErrors;
