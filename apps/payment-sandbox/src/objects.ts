/**
 * The JSON the sandbox sends, shaped as Stripe's objects for STRIPE_API_VERSION.
 *
 * Each interface lists every field Stripe's object has in that version (stripe-types.test.ts
 * proves they are assignable to the SDK's own types and emit no field the SDK does not know).
 * Fields for features the shop does not use carry the value Stripe shows when the feature is
 * off, mostly `null`; they are typed as that value so nothing else can slip in.
 */
import { CUSTOM_TEXT_PLACES, type CustomTextPlace } from './request-params.js';
import { STRIPE_API_VERSION } from './api-version.js';
import type {
  CouponRecord,
  ChargeRecord,
  LineItemRecord,
  PaymentIntentRecord,
  PostalAddress,
  RefundRecord,
  SessionRecord,
} from './records.js';

export interface AddressJson {
  city: string | null;
  country: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
}

export interface ListJson<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

export interface PriceJson {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  custom_unit_amount: null;
  livemode: false;
  lookup_key: null;
  metadata: Record<string, string>;
  nickname: null;
  product: string;
  recurring: null;
  tax_behavior: 'unspecified';
  tiers_mode: null;
  transform_quantity: null;
  type: 'one_time';
  unit_amount: number;
  /** A decimal string on the wire; the SDK turns it into its `Stripe.Decimal`. */
  unit_amount_decimal: string;
}

export interface LineItemJson {
  id: string;
  object: 'item';
  adjustable_quantity: null;
  amount_discount: number;
  amount_subtotal: number;
  amount_tax: number;
  amount_total: number;
  currency: string;
  /** Stripe fills this with the product's name; the product's description stays on the product. */
  description: string;
  metadata: Record<string, string>;
  price: PriceJson;
  quantity: number;
}

export interface CouponJson {
  id: string;
  object: 'coupon';
  amount_off: number | null;
  created: number;
  currency: string | null;
  duration: 'once' | 'repeating' | 'forever';
  duration_in_months: null;
  livemode: false;
  max_redemptions: number | null;
  metadata: Record<string, string>;
  name: string | null;
  percent_off: number | null;
  redeem_by: null;
  times_redeemed: number;
  valid: boolean;
}

export function couponJson(coupon: CouponRecord): CouponJson {
  return {
    id: coupon.id,
    object: 'coupon',
    amount_off: coupon.amountOff,
    created: coupon.created,
    currency: coupon.currency,
    duration: coupon.duration,
    duration_in_months: null,
    livemode: false,
    max_redemptions: coupon.maxRedemptions,
    metadata: { ...coupon.metadata },
    name: coupon.name,
    percent_off: coupon.percentOff,
    redeem_by: null,
    times_redeemed: coupon.timesRedeemed,
    valid: coupon.maxRedemptions === null || coupon.timesRedeemed < coupon.maxRedemptions,
  };
}

export interface CustomerDetailsJson {
  address: AddressJson | null;
  business_name: null;
  email: string | null;
  individual_name: null;
  name: string | null;
  phone: null;
  tax_exempt: 'none';
  tax_ids: never[];
}

export interface ShippingDetailsJson {
  address: AddressJson;
  name: string;
}

export interface CheckoutSessionJson {
  id: string;
  object: 'checkout.session';
  adaptive_pricing: { enabled: boolean };
  after_expiration: null;
  allow_promotion_codes: null;
  allowed_payment_method_types: string[] | null;
  amount_subtotal: number;
  amount_total: number;
  automatic_tax: { enabled: boolean; liability: null; provider: null; status: null };
  billing_address_collection: null;
  cancel_url: string | null;
  client_reference_id: string | null;
  client_secret: null;
  collected_information: {
    business_name: null;
    individual_name: null;
    shipping_details: ShippingDetailsJson | null;
  } | null;
  consent: { promotions: null; terms_of_service: 'accepted' | null } | null;
  consent_collection: {
    payment_method_reuse_agreement: null;
    promotions: null;
    terms_of_service: 'none' | 'required' | null;
  } | null;
  created: number;
  currency: string;
  currency_conversion: null;
  custom_fields: never[];
  custom_text: Record<CustomTextPlace, { message: string } | null>;
  customer: null;
  customer_account: null;
  customer_creation: 'if_required';
  customer_details: CustomerDetailsJson | null;
  customer_email: string | null;
  discounts: { coupon: string; promotion_code: null }[];
  expires_at: number;
  integration_identifier: null;
  invoice: null;
  invoice_creation: {
    enabled: boolean;
    invoice_data: {
      account_tax_ids: null;
      custom_fields: null;
      description: null;
      footer: null;
      issuer: null;
      metadata: Record<string, string>;
      rendering_options: null;
    };
  };
  line_items?: ListJson<LineItemJson>;
  livemode: false;
  locale: string | null;
  managed_payments: null;
  metadata: Record<string, string>;
  mode: 'payment';
  origin_context: null;
  payment_intent: string | PaymentIntentJson | null;
  payment_link: null;
  payment_method_collection: 'if_required';
  payment_method_configuration_details: null;
  payment_method_options: { card: { request_three_d_secure: 'automatic' } };
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid';
  permissions: null;
  phone_number_collection: { enabled: boolean };
  recovered_from: null;
  saved_payment_method_options: null;
  setup_intent: null;
  shipping_address_collection: { allowed_countries: string[] } | null;
  shipping_cost: {
    amount_subtotal: number;
    amount_tax: number;
    amount_total: number;
    shipping_rate: string;
  } | null;
  shipping_options: { shipping_amount: number; shipping_rate: string }[];
  status: 'open' | 'complete' | 'expired';
  submit_type: null;
  subscription: null;
  success_url: string;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  ui_mode: 'hosted_page';
  url: string | null;
  wallet_options: null;
}

export interface CardPaymentDetailsJson {
  type: 'card';
  card: {
    amount_authorized: number | null;
    authorization_code: null;
    brand: string;
    checks: { address_line1_check: null; address_postal_code_check: null; cvc_check: 'pass' };
    country: string;
    electronic_commerce_indicator: null;
    exp_month: number;
    exp_year: number;
    fingerprint: string;
    funding: string;
    installments: null;
    last4: string;
    mandate: null;
    network: string;
    network_transaction_id: null;
    regulated_status: 'unregulated';
    three_d_secure: null;
    transaction_link_id: null;
    wallet: null;
  };
}

export interface SepaDebitPaymentDetailsJson {
  type: 'sepa_debit';
  sepa_debit: {
    bank_code: string;
    branch_code: string;
    country: string;
    fingerprint: string;
    last4: string;
    mandate: string;
  };
}

export interface BancontactPaymentDetailsJson {
  type: 'bancontact';
  bancontact: {
    bank_code: string;
    bank_name: string;
    bic: string;
    generated_sepa_debit: null;
    generated_sepa_debit_mandate: null;
    iban_last4: string;
    preferred_language: 'de' | 'en' | 'fr' | 'nl';
    verified_name: string;
  };
}

export interface IdealPaymentDetailsJson {
  type: 'ideal';
  ideal: {
    bank: string;
    bic: string;
    generated_sepa_debit: null;
    generated_sepa_debit_mandate: null;
    iban_last4: string;
    transaction_id: string;
    verified_name: string;
  };
}

export type PaymentMethodDetailsJson =
  | CardPaymentDetailsJson
  | SepaDebitPaymentDetailsJson
  | BancontactPaymentDetailsJson
  | IdealPaymentDetailsJson;

export interface ChargeJson {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  application: null;
  application_fee: null;
  application_fee_amount: null;
  balance_transaction: string | null;
  billing_details: {
    address: AddressJson | null;
    email: string;
    name: string;
    phone: null;
    tax_id: null;
  };
  calculated_statement_descriptor: string;
  captured: boolean;
  created: number;
  currency: string;
  customer: null;
  description: null;
  disputed: false;
  failure_balance_transaction: null;
  failure_code: string | null;
  failure_message: string | null;
  fraud_details: Record<string, never>;
  livemode: false;
  metadata: Record<string, string>;
  on_behalf_of: null;
  outcome: {
    advice_code: null;
    network_advice_code: null;
    network_decline_code: null;
    network_status: string;
    reason: string | null;
    risk_level: string;
    seller_message: string;
    type: string;
  };
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  payment_method_details: PaymentMethodDetailsJson;
  receipt_email: string;
  receipt_number: null;
  receipt_url: null;
  refunded: boolean;
  review: null;
  shipping: {
    address: AddressJson;
    carrier: null;
    name: string;
    phone: null;
    tracking_number: null;
  } | null;
  source: null;
  source_transfer: null;
  statement_descriptor: null;
  statement_descriptor_suffix: null;
  status: 'pending' | 'succeeded' | 'failed';
  transfer_data: null;
  transfer_group: null;
}

export interface RefundJson {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string;
  charge: string;
  created: number;
  currency: string;
  customer: null;
  customer_account: null;
  /** Where the money goes back: `type` names the method; cards add their reference. */
  destination_details: RefundDestinationJson;
  metadata: Record<string, string>;
  payment_intent: string;
  payment_method: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  receipt_number: null;
  source_transfer_reversal: null;
  status: 'pending' | 'succeeded';
  transfer_reversal: null;
}

export type RefundDestinationJson =
  | {
      type: 'card';
      card: {
        reference_status: 'pending';
        reference_type: 'acquirer_reference_number';
        type: 'refund';
      };
    }
  | { type: 'sepa_debit' | 'bancontact' | 'ideal' };

export interface PaymentIntentJson {
  id: string;
  object: 'payment_intent';
  allowed_payment_method_types: string[] | null;
  amount: number;
  amount_capturable: number;
  amount_received: number;
  application: null;
  application_fee_amount: null;
  automatic_payment_methods: null;
  canceled_at: number | null;
  cancellation_reason: 'abandoned' | null;
  capture_method: 'automatic_async';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: null;
  customer_account: null;
  description: null;
  excluded_payment_method_types: null;
  last_payment_error: {
    code: string;
    doc_url: string;
    message: string;
    payment_method_type: string;
    type: 'invalid_request_error';
  } | null;
  latest_charge: string | ChargeJson | null;
  livemode: false;
  managed_payments: null;
  metadata: Record<string, string>;
  next_action: {
    type: 'redirect_to_url';
    redirect_to_url: { return_url: string; url: string };
  } | null;
  on_behalf_of: null;
  payment_method: string | null;
  payment_method_configuration_details: null;
  payment_method_options: null;
  payment_method_types: string[];
  payment_record: null;
  processing: null;
  receipt_email: string | null;
  review: null;
  setup_future_usage: null;
  shipping: null;
  source: null;
  statement_descriptor: null;
  statement_descriptor_suffix: null;
  status: 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  transfer_group: null;
}

export type CheckoutSessionEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

interface EventBaseJson {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  /** The API request that caused the event; both null when a customer caused it. */
  request: { id: string | null; idempotency_key: string | null };
}

export interface CheckoutSessionEventJson extends EventBaseJson {
  type: CheckoutSessionEventType;
  data: { object: CheckoutSessionJson };
}

export interface ChargeRefundedEventJson extends EventBaseJson {
  type: 'charge.refunded';
  data: { object: ChargeJson };
}

export type EventJson = CheckoutSessionEventJson | ChargeRefundedEventJson;

/** The statement descriptor Stripe derives from the account; the sandbox has no account. */
const STATEMENT_DESCRIPTOR = 'LOCAL SANDBOX';

export function addressJson(address: PostalAddress): AddressJson {
  return {
    city: address.city,
    country: address.country,
    line1: address.line1,
    line2: address.line2,
    postal_code: address.postal_code,
    state: address.state,
  };
}

/** The lines before any discount. */
export function sessionSubtotal(session: SessionRecord): number {
  return session.lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
}

/** What the coupon takes off the session. */
export function sessionDiscountTotal(session: SessionRecord): number {
  return session.discount?.lineAmounts.reduce((sum, amount) => sum + amount, 0) ?? 0;
}

/** What the customer pays: the lines less the discount. */
/** The selected shipping rate's amount: the first option's (0 without shipping options). */
export function sessionShipping(session: SessionRecord): number {
  return session.shippingOptions?.[0]?.amount ?? 0;
}

export function sessionTotal(session: SessionRecord): number {
  return sessionSubtotal(session) - sessionDiscountTotal(session) + sessionShipping(session);
}

/** What the discount takes off one line. */
function lineDiscount(session: SessionRecord, item: LineItemRecord): number {
  const index = session.lineItems.findIndex((line) => line.id === item.id);
  return session.discount?.lineAmounts[index] ?? 0;
}

export function hostedPageUrl(publicUrl: string, sessionId: string): string {
  return `${publicUrl}/c/pay/${sessionId}`;
}

export function sessionJson(session: SessionRecord, publicUrl: string): CheckoutSessionJson {
  const total = sessionTotal(session);
  const customerDetails: CustomerDetailsJson | null = session.customer
    ? {
        address: session.customer.address ? addressJson(session.customer.address) : null,
        business_name: null,
        email: session.customer.email,
        individual_name: null,
        name: session.customer.name,
        phone: null,
        tax_exempt: 'none',
        tax_ids: [],
      }
    : session.customerEmail
      ? {
          address: null,
          business_name: null,
          email: session.customerEmail,
          individual_name: null,
          name: null,
          phone: null,
          tax_exempt: 'none',
          tax_ids: [],
        }
      : null;
  return {
    id: session.id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: session.allowedPaymentMethodTypes
      ? [...session.allowedPaymentMethodTypes]
      : null,
    amount_subtotal: sessionSubtotal(session),
    amount_total: total,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: session.cancelUrl,
    client_reference_id: session.clientReferenceId,
    client_secret: null,
    collected_information:
      session.status === 'complete'
        ? {
            business_name: null,
            individual_name: null,
            shipping_details: session.shipping
              ? { address: addressJson(session.shipping.address), name: session.shipping.name }
              : null,
          }
        : null,
    // Set once the customer has completed the page, having ticked what was required.
    consent:
      session.termsOfService === 'required' && session.status === 'complete'
        ? { promotions: null, terms_of_service: 'accepted' }
        : null,
    consent_collection: session.termsOfService
      ? {
          payment_method_reuse_agreement: null,
          promotions: null,
          terms_of_service: session.termsOfService,
        }
      : null,
    created: session.created,
    currency: session.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: Object.fromEntries(
      CUSTOM_TEXT_PLACES.map((place) => {
        const message = session.customText?.[place];
        return [place, message === undefined ? null : { message }];
      }),
    ) as CheckoutSessionJson['custom_text'],
    customer: null,
    customer_account: null,
    customer_creation: 'if_required',
    customer_details: customerDetails,
    customer_email: session.customerEmail,
    discounts: session.discount
      ? [{ coupon: session.discount.coupon.id, promotion_code: null }]
      : [],
    expires_at: session.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: {
      enabled: false,
      invoice_data: {
        account_tax_ids: null,
        custom_fields: null,
        description: null,
        footer: null,
        issuer: null,
        metadata: {},
        rendering_options: null,
      },
    },
    livemode: false,
    locale: session.locale,
    managed_payments: null,
    metadata: { ...session.metadata },
    mode: 'payment',
    origin_context: null,
    payment_intent: session.paymentIntentId,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: [...session.paymentMethodTypes],
    payment_status: session.paymentStatus,
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: session.allowedCountries
      ? { allowed_countries: [...session.allowedCountries] }
      : null,
    shipping_cost: session.shippingOptions?.[0]
      ? {
          amount_subtotal: session.shippingOptions[0].amount,
          amount_tax: 0,
          amount_total: session.shippingOptions[0].amount,
          shipping_rate: session.shippingOptions[0].id,
        }
      : null,
    shipping_options: (session.shippingOptions ?? []).map((option) => ({
      shipping_amount: option.amount,
      shipping_rate: option.id,
    })),
    status: session.status,
    submit_type: null,
    subscription: null,
    success_url: session.successUrl,
    total_details: {
      amount_discount: sessionDiscountTotal(session),
      amount_shipping: sessionShipping(session),
      amount_tax: 0,
    },
    ui_mode: 'hosted_page',
    // Stripe withdraws the payment page once the session is no longer open.
    url: session.status === 'open' ? hostedPageUrl(publicUrl, session.id) : null,
    wallet_options: null,
  };
}

export function lineItemJson(session: SessionRecord, item: LineItemRecord): LineItemJson {
  const amount = item.unitAmount * item.quantity;
  const discount = lineDiscount(session, item);
  return {
    id: item.id,
    object: 'item',
    adjustable_quantity: null,
    amount_discount: discount,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount - discount,
    currency: session.currency,
    description: item.name,
    metadata: { ...item.metadata },
    price: {
      id: item.priceId,
      object: 'price',
      // Prices made from `price_data` exist only for their session and are never active.
      active: false,
      billing_scheme: 'per_unit',
      created: session.created,
      currency: session.currency,
      custom_unit_amount: null,
      livemode: false,
      lookup_key: null,
      metadata: {},
      nickname: null,
      product: item.productId,
      recurring: null,
      tax_behavior: 'unspecified',
      tiers_mode: null,
      transform_quantity: null,
      type: 'one_time',
      unit_amount: item.unitAmount,
      unit_amount_decimal: String(item.unitAmount),
    },
    quantity: item.quantity,
  };
}

export function listJson<T>(data: T[], hasMore: boolean, url: string): ListJson<T> {
  return { object: 'list', data, has_more: hasMore, url };
}

export function chargeJson(charge: ChargeRecord): ChargeJson {
  const succeeded = charge.status === 'succeeded';
  return {
    id: charge.id,
    object: 'charge',
    amount: charge.amount,
    amount_captured: succeeded ? charge.amount : 0,
    amount_refunded: charge.amountRefunded,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: charge.balanceTransactionId,
    billing_details: {
      address: charge.billing.address ? addressJson(charge.billing.address) : null,
      email: charge.billing.email,
      name: charge.billing.name,
      phone: null,
      tax_id: null,
    },
    calculated_statement_descriptor: STATEMENT_DESCRIPTOR,
    captured: succeeded,
    created: charge.created,
    currency: charge.currency,
    customer: null,
    description: null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: charge.failure?.code ?? null,
    failure_message: charge.failure?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: {},
    on_behalf_of: null,
    outcome: chargeOutcome(charge),
    paid: succeeded,
    payment_intent: charge.paymentIntentId,
    payment_method: charge.paymentMethodId,
    payment_method_details: paymentMethodDetails(charge),
    receipt_email: charge.billing.email,
    receipt_number: null,
    receipt_url: null,
    refunded: charge.amountRefunded >= charge.amount,
    review: null,
    shipping: charge.shipping
      ? {
          address: addressJson(charge.shipping.address),
          carrier: null,
          name: charge.shipping.name,
          phone: null,
          tracking_number: null,
        }
      : null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: charge.status,
    transfer_data: null,
    transfer_group: null,
  };
}

function chargeOutcome(charge: ChargeRecord): ChargeJson['outcome'] {
  const base = { advice_code: null, network_advice_code: null, network_decline_code: null };
  if (charge.status === 'failed') {
    return {
      ...base,
      network_status: 'declined_by_network',
      reason: charge.failure?.code ?? 'generic_decline',
      risk_level: 'normal',
      seller_message: 'The bank did not return any further details with this decline.',
      type: 'issuer_declined',
    };
  }
  return {
    ...base,
    network_status: 'approved_by_network',
    reason: null,
    risk_level: charge.method.type === 'card' ? 'normal' : 'not_assessed',
    seller_message: 'Payment complete.',
    type: 'authorized',
  };
}

function paymentMethodDetails(charge: ChargeRecord): PaymentMethodDetailsJson {
  const method = charge.method;
  if (method.type === 'bancontact') {
    return {
      type: 'bancontact',
      bancontact: {
        bank_code: method.bankCode,
        bank_name: method.bankName,
        bic: method.bic,
        generated_sepa_debit: null,
        generated_sepa_debit_mandate: null,
        iban_last4: method.ibanLast4,
        preferred_language: method.preferredLanguage,
        verified_name: method.verifiedName,
      },
    };
  }
  if (method.type === 'ideal') {
    return {
      type: 'ideal',
      ideal: {
        bank: method.bank,
        bic: method.bic,
        generated_sepa_debit: null,
        generated_sepa_debit_mandate: null,
        iban_last4: method.ibanLast4,
        transaction_id: method.transactionId,
        verified_name: method.verifiedName,
      },
    };
  }
  if (method.type === 'sepa_debit') {
    return {
      type: 'sepa_debit',
      sepa_debit: {
        bank_code: method.bankCode,
        branch_code: method.branchCode,
        country: method.country,
        fingerprint: method.fingerprint,
        last4: method.last4,
        mandate: method.mandateId,
      },
    };
  }
  const authorized = charge.status === 'succeeded';
  return {
    type: 'card',
    card: {
      amount_authorized: authorized ? charge.amount : null,
      authorization_code: null,
      brand: method.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: method.country,
      electronic_commerce_indicator: null,
      exp_month: method.expMonth,
      exp_year: method.expYear,
      fingerprint: method.fingerprint,
      funding: method.funding,
      installments: null,
      last4: method.last4,
      mandate: null,
      network: method.brand,
      network_transaction_id: null,
      regulated_status: 'unregulated',
      three_d_secure: null,
      transaction_link_id: null,
      wallet: null,
    },
  };
}

export function refundJson(refund: RefundRecord): RefundJson {
  const method = refund.methodType ?? 'card';
  return {
    id: refund.id,
    object: 'refund',
    amount: refund.amount,
    balance_transaction: refund.balanceTransactionId,
    charge: refund.chargeId,
    created: refund.created,
    currency: refund.currency,
    customer: null,
    customer_account: null,
    destination_details:
      method === 'card'
        ? {
            type: 'card',
            card: {
              reference_status: 'pending',
              reference_type: 'acquirer_reference_number',
              type: 'refund',
            },
          }
        : { type: method },
    metadata: { ...refund.metadata },
    payment_intent: refund.paymentIntentId,
    payment_method: refund.paymentMethodId,
    reason: refund.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: refund.status,
    transfer_reversal: null,
  };
}

interface EventContext {
  id: string;
  created: number;
  request: EventBaseJson['request'];
}

function eventBase(context: EventContext): EventBaseJson {
  return {
    id: context.id,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: context.created,
    livemode: false,
    // The sandbox has exactly one webhook endpoint: the shop's.
    pending_webhooks: 1,
    request: context.request,
  };
}

export function sessionEventJson(
  context: EventContext,
  type: CheckoutSessionEventType,
  session: CheckoutSessionJson,
): CheckoutSessionEventJson {
  return { ...eventBase(context), type, data: { object: session } };
}

export function chargeRefundedEventJson(
  context: EventContext,
  charge: ChargeJson,
): ChargeRefundedEventJson {
  return { ...eventBase(context), type: 'charge.refunded', data: { object: charge } };
}

/** Where a customer authorises a bank redirect in test mode (Stripe's own test page). */
export function authorizationPageUrl(publicUrl: string, paymentIntentId: string): string {
  return `${publicUrl}/c/authorize/${paymentIntentId}`;
}

/** The method types a PaymentIntent offers: its session's. */
export function paymentIntentJson(
  intent: PaymentIntentRecord,
  session: SessionRecord | undefined,
  publicUrl: string,
  latestCharge: ChargeJson | null = null,
): PaymentIntentJson {
  const succeeded = intent.status === 'succeeded';
  const status = intent.redirect ? 'requires_action' : intent.status;
  const error = intent.lastPaymentError ?? null;
  return {
    id: intent.id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: intent.amount,
    amount_capturable: 0,
    amount_received: succeeded ? intent.amount : 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: intent.status === 'canceled' ? (session?.expiresAt ?? intent.created) : null,
    cancellation_reason: intent.status === 'canceled' ? 'abandoned' : null,
    capture_method: 'automatic_async',
    client_secret: `${intent.id}_secret_${intent.id.slice(3, 19)}`,
    confirmation_method: 'automatic',
    created: intent.created,
    currency: intent.currency,
    customer: null,
    customer_account: null,
    description: null,
    excluded_payment_method_types: null,
    last_payment_error: error
      ? {
          code: error.code,
          doc_url: `https://docs.stripe.com/error-codes/${error.code.replaceAll('_', '-')}`,
          message: error.message,
          payment_method_type: error.paymentMethodType,
          type: 'invalid_request_error',
        }
      : null,
    latest_charge: latestCharge ?? intent.latestChargeId,
    livemode: false,
    managed_payments: null,
    metadata: {},
    next_action: intent.redirect
      ? {
          type: 'redirect_to_url',
          redirect_to_url: {
            return_url: session ? hostedPageUrl(publicUrl, session.id) : publicUrl,
            url: authorizationPageUrl(publicUrl, intent.id),
          },
        }
      : null,
    on_behalf_of: null,
    payment_method: intent.paymentMethodId ?? null,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: session ? [...session.paymentMethodTypes] : ['card'],
    payment_record: null,
    processing: null,
    receipt_email: session?.customer?.email ?? session?.customerEmail ?? null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status,
    transfer_group: null,
  };
}
