import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomText(length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}

/**
 * Identifiers with Stripe's prefixes and roughly Stripe's lengths, so code that checks a prefix
 * (`cs_test_`, `pi_`, `evt_`) or stores ids in a column behaves as it will against Stripe.
 */
export const newId = {
  checkoutSession: () => `cs_test_${randomText(58)}`,
  coupon: () => randomText(8),
  lineItem: () => `li_${randomText(24)}`,
  price: () => `price_${randomText(24)}`,
  shippingRate: () => `shr_${randomText(24)}`,
  product: () => `prod_${randomText(14)}`,
  paymentIntent: () => `pi_${randomText(24)}`,
  paymentMethod: () => `pm_${randomText(24)}`,
  charge: () => `ch_${randomText(24)}`,
  /** Stripe gives charges of methods other than cards the `py_` prefix. */
  paymentCharge: () => `py_${randomText(24)}`,
  refund: () => `re_${randomText(24)}`,
  balanceTransaction: () => `txn_${randomText(24)}`,
  mandate: () => `mandate_${randomText(24)}`,
  event: () => `evt_${randomText(24)}`,
  request: () => `req_${randomText(14)}`,
  fingerprint: () => randomText(16),
};
