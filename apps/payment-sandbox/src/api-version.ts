/**
 * The Stripe API version whose object shapes this sandbox produces: the one the installed
 * `stripe` SDK pins. It is written out rather than read from the SDK at run time because the
 * SDK is only a development dependency here; `stripe-types.test.ts` fails when the SDK is
 * upgraded to another version, which is the moment to re-check every shape against its types.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';
