/** The checkout endpoints (spec §7). */
export const CHECKOUT_PATHS = {
  createSession: '/api/checkout/create-checkout-session/',
  success: '/api/checkout/success/',
} as const;
