import type { CustomText } from './request-params.js';
/**
 * What the sandbox remembers. These records are its own compact model; the Stripe-shaped JSON
 * is built from them on every answer (objects.ts), except events, which are stored as sent,
 * because an event is a snapshot of its object at the moment it happened.
 */
import type { EventJson } from './objects.js';
import type { StripeErrorCode } from './stripe-error.js';

export type PaymentMethodType = 'card' | 'sepa_debit' | 'bancontact' | 'ideal';

export interface PostalAddress {
  line1: string;
  line2: string | null;
  postal_code: string;
  city: string;
  country: string;
  state: string | null;
}

export interface LineItemRecord {
  id: string;
  priceId: string;
  productId: string;
  name: string;
  description: string | null;
  unitAmount: number;
  quantity: number;
  metadata: Record<string, string>;
}

/** A coupon (`POST /v1/coupons`): an amount or a percentage off, used once per session. */
export interface CouponRecord {
  id: string;
  created: number;
  amountOff: number | null;
  percentOff: number | null;
  currency: string | null;
  duration: 'once' | 'repeating' | 'forever';
  name: string | null;
  maxRedemptions: number | null;
  timesRedeemed: number;
  metadata: Record<string, string>;
}

export interface SessionRecord {
  id: string;
  /** Unix seconds, like every timestamp Stripe shows. */
  created: number;
  expiresAt: number;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid';
  currency: string;
  locale: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string | null;
  allowedCountries: string[] | null;
  /**
   * `consent_collection[terms_of_service]`: with 'required' the page has a checkbox that must
   * be ticked, and a complete session carries `consent.terms_of_service: 'accepted'`. Optional
   * so that state files written before it was simulated still load.
   */
  termsOfService?: 'none' | 'required' | null;
  customText?: CustomText;
  paymentMethodTypes: PaymentMethodType[];
  /** `allowed_payment_method_types` as sent, or null (dynamic payment methods). Optional: older state files lack it. */
  allowedPaymentMethodTypes?: PaymentMethodType[] | null;
  lineItems: LineItemRecord[];
  /**
   * The coupon of `discounts[0][coupon]`, as it was when the session was made, and what it
   * takes off each line (same order as `lineItems`). Optional: older state files lack it.
   */
  discount?: { coupon: CouponRecord; lineAmounts: number[] } | null;
  /**
   * The shipping rates made from `shipping_options`, the first selected (Stripe's default).
   * Optional: older state files lack it.
   */
  shippingOptions?: { id: string; displayName: string; amount: number }[];
  paymentIntentId: string | null;
  customer: { email: string; name: string; address: PostalAddress | null } | null;
  shipping: { name: string; address: PostalAddress } | null;
}

export interface PaymentIntentRecord {
  id: string;
  sessionId: string;
  amount: number;
  currency: string;
  created: number;
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
  latestChargeId: string | null;
  /** The latest attempt's payment method (`pm_…`); optional for older state files. */
  paymentMethodId?: string | null;
  /** A SEPA debit in flight: when (Unix ms on the sandbox clock) it settles, and how. */
  settlement: { dueAt: number; outcome: 'succeeded' | 'failed' } | null;
  /**
   * A bank redirect waiting on the test authorisation page (`requires_action`): the method the
   * customer chose and who pays. Optional: older state files lack it.
   */
  redirect?: { method: BankRedirectDetails; payer: RedirectPayer } | null;
  /** Why the last attempt failed (`last_payment_error`); optional for older state files. */
  lastPaymentError?: { code: StripeErrorCode; message: string; paymentMethodType: string } | null;
}

export interface RedirectPayer {
  email: string;
  name: string;
  shipping: { name: string; address: PostalAddress } | null;
}

export interface CardDetails {
  type: 'card';
  brand: string;
  funding: string;
  country: string;
  last4: string;
  expMonth: number;
  expYear: number;
  fingerprint: string;
}

export interface SepaDebitDetails {
  type: 'sepa_debit';
  bankCode: string;
  branchCode: string;
  country: string;
  last4: string;
  fingerprint: string;
  mandateId: string;
}

export interface BancontactDetails {
  type: 'bancontact';
  bankCode: string;
  bankName: string;
  bic: string;
  ibanLast4: string;
  preferredLanguage: 'de' | 'en' | 'fr' | 'nl';
  verifiedName: string;
}

export interface IdealDetails {
  type: 'ideal';
  bank: string;
  bic: string;
  ibanLast4: string;
  verifiedName: string;
  transactionId: string;
}

export type BankRedirectDetails = BancontactDetails | IdealDetails;

export interface ChargeRecord {
  id: string;
  sessionId: string;
  paymentIntentId: string;
  paymentMethodId: string;
  amount: number;
  currency: string;
  created: number;
  status: 'pending' | 'succeeded' | 'failed';
  amountRefunded: number;
  method: CardDetails | SepaDebitDetails | BankRedirectDetails;
  billing: { name: string; email: string; address: PostalAddress | null };
  shipping: { name: string; address: PostalAddress } | null;
  balanceTransactionId: string | null;
  failure: { code: StripeErrorCode; message: string } | null;
}

export interface RefundRecord {
  id: string;
  chargeId: string;
  paymentIntentId: string;
  paymentMethodId: string;
  amount: number;
  currency: string;
  created: number;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  metadata: Record<string, string>;
  status: 'pending' | 'succeeded';
  balanceTransactionId: string;
  /** The charge's method, for `destination_details`; optional for older state files. */
  methodType?: PaymentMethodType;
}

export interface DeliveryRecord {
  eventId: string;
  /** Deliveries with the same key go out one after another (one checkout session's story). */
  orderingKey: string;
  sequence: number;
  attempts: number;
  /** Wall-clock Unix ms: retries wait in real time even when tests move the sandbox clock. */
  nextAttemptAt: number;
}

export interface IdempotencyRecord {
  key: string;
  method: string;
  path: string;
  parameters: string;
  statusCode: number;
  body: unknown;
  requestId: string;
  /** Wall-clock Unix ms; Stripe forgets keys after 24 hours. */
  storedAt: number;
}

export interface SandboxState {
  sessions: Map<string, SessionRecord>;
  coupons: Map<string, CouponRecord>;
  paymentIntents: Map<string, PaymentIntentRecord>;
  charges: Map<string, ChargeRecord>;
  refunds: Map<string, RefundRecord>;
  events: EventJson[];
  deliveries: Map<string, DeliveryRecord>;
  idempotency: Map<string, IdempotencyRecord>;
  nextDeliverySequence: number;
}

export function emptyState(): SandboxState {
  return {
    sessions: new Map(),
    coupons: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    events: [],
    deliveries: new Map(),
    idempotency: new Map(),
    nextDeliverySequence: 1,
  };
}
