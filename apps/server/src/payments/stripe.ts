import Stripe from 'stripe';

/**
 * The one place that talks to the payment provider, through the official `stripe` SDK.
 * Against Stripe, or against the local payment sandbox when the composition root points the
 * SDK elsewhere (`host`, `port`, `protocol`): nothing below or above this file knows which.
 * The checkout depends on the small `Payments` interface, so its tests use the real SDK
 * against the sandbox, or against a closed port to see the provider down.
 */

export type CheckoutSession = Stripe.Checkout.Session;
export type CheckoutSessionCreateParams = Stripe.Checkout.SessionCreateParams;
export type AllowedShippingCountry =
  Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry;
export type PaymentEvent = Stripe.Event;
export type Charge = Stripe.Charge;
export type PaymentIntent = Stripe.PaymentIntent;
export type Refund = Stripe.Refund;
export type Coupon = Stripe.Coupon;
export type CouponCreateParams = Stripe.CouponCreateParams;
export type RefundCreateParams = Stripe.RefundCreateParams;

export interface PaymentsOptions {
  secretKey: string;
  /** The endpoint secret that signs webhook deliveries (`whsec_...`). */
  webhookSecret: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Per attempt (default 3.5 s): with one retry a checkout still answers within the storefront's 10 s. */
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

export interface Payments {
  createCheckoutSession(
    params: CheckoutSessionCreateParams,
    idempotencyKey: string,
  ): Promise<CheckoutSession>;
  /** A one-off coupon: the order's discount and gift card part as one exact amount (ADR 0040). */
  createCoupon(params: CouponCreateParams, idempotencyKey: string): Promise<Coupon>;
  /**
   * The session with its line items and its PaymentIntent's latest charge expanded: the
   * charge says how the customer paid (card brand and last digits, Bancontact, iDEAL…).
   */
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSession>;
  expireCheckoutSession(sessionId: string): Promise<CheckoutSession>;
  createRefund(params: RefundCreateParams, idempotencyKey: string): Promise<Refund>;
  /** Verifies `Stripe-Signature` against the raw body; throws PaymentSignatureError when it fails. */
  constructWebhookEvent(rawBody: Buffer | string, signature: string): PaymentEvent;
}

export class PaymentSignatureError extends Error {
  override name = 'PaymentSignatureError';
}

/** True for the SDK's errors that mean the provider could not be reached or failed itself. */
export function isProviderUnavailable(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)
  );
}

/** True when the provider says the object asked for does not exist (`resource_missing`). */
export function isMissingAtProvider(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing'
  );
}

export function createPayments(options: PaymentsOptions): Payments {
  const stripe = new Stripe(options.secretKey, {
    apiVersion: Stripe.API_VERSION,
    timeout: options.timeoutMs ?? 3_500,
    maxNetworkRetries: options.maxNetworkRetries ?? 1,
    ...(options.host === undefined ? {} : { host: options.host }),
    ...(options.port === undefined ? {} : { port: options.port }),
    ...(options.protocol === undefined ? {} : { protocol: options.protocol }),
    appInfo: { name: 'giftshop' },
  });

  return {
    createCheckoutSession: (params, idempotencyKey) =>
      stripe.checkout.sessions.create(params, { idempotencyKey }),
    createCoupon: (params, idempotencyKey) => stripe.coupons.create(params, { idempotencyKey }),
    retrieveCheckoutSession: (sessionId) =>
      stripe.checkout.sessions.retrieve(sessionId, {
        expand: ['line_items', 'payment_intent.latest_charge'],
      }),
    expireCheckoutSession: (sessionId) => stripe.checkout.sessions.expire(sessionId),
    createRefund: (params, idempotencyKey) => stripe.refunds.create(params, { idempotencyKey }),
    constructWebhookEvent(rawBody, signature) {
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new PaymentSignatureError(
          error instanceof Error ? error.message : 'The signature could not be verified.',
        );
      }
    },
  };
}
