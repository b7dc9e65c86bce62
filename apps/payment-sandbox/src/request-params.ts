/**
 * The parameters of the endpoints the sandbox implements, validated as Stripe validates them
 * for STRIPE_API_VERSION. Parameters Stripe has but the sandbox does not simulate are refused
 * by name (see `stripeErrors.notSimulated`) rather than silently ignored.
 */
import type { FormObject } from './form-decoder.js';
import { ParamReader } from './params.js';
import type { PaymentMethodType } from './records.js';
import { invalidRequest, stripeErrors } from './stripe-error.js';

/** The payment method types whose pages and objects the sandbox simulates. */
export const SIMULATED_PAYMENT_METHOD_TYPES: readonly PaymentMethodType[] = [
  'card',
  'bancontact',
  'ideal',
  'sepa_debit',
];

export const CHECKOUT_LOCALES = [
  'auto',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'en-GB',
  'es',
  'es-419',
  'et',
  'fi',
  'fil',
  'fr',
  'fr-CA',
  'hi-IN',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'mt',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tr',
  'vi',
  'zh',
  'zh-HK',
  'zh-TW',
] as const;

/** Stripe's Checkout Session create parameters that the sandbox does not implement. */
const SESSION_PARAMS_NOT_SIMULATED = [
  'adaptive_pricing',
  'after_expiration',
  'allow_promotion_codes',
  'automatic_tax',
  'billing_address_collection',
  'branding_settings',
  'currency',
  'custom_fields',
  'customer',
  'customer_account',
  'customer_creation',
  'customer_update',
  'excluded_payment_method_types',
  'integration_identifier',
  'invoice_creation',
  'managed_payments',
  'name_collection',
  'optional_items',
  'origin_context',
  'payment_intent_data',
  'payment_method_collection',
  'payment_method_configuration',
  'payment_method_data',
  'payment_method_options',
  'permissions',
  'phone_number_collection',
  'redirect_on_completion',
  'return_url',
  'saved_payment_method_options',
  'setup_intent_data',
  'submit_type',
  'subscription_data',
  'tax_id_collection',
  'ui_mode',
  'wallet_options',
];

const SESSION_PARAMS = [
  'mode',
  'line_items',
  'success_url',
  'cancel_url',
  'customer_email',
  'client_reference_id',
  'metadata',
  'locale',
  'expires_at',
  'shipping_address_collection',
  'shipping_options',
  'consent_collection',
  'custom_text',
  'discounts',
  'allowed_payment_method_types',
  'expand',
];

/** `custom_text`'s places on the page; each takes `{message}` (Stripe: at most 1,200 characters). */
export const CUSTOM_TEXT_PLACES = [
  'after_submit',
  'shipping_address',
  'submit',
  'terms_of_service_acceptance',
] as const;
export type CustomTextPlace = (typeof CUSTOM_TEXT_PLACES)[number];
export type CustomText = Partial<Record<CustomTextPlace, string>>;

/** Stripe's limits for `expires_at`, counted from the session's creation. */
export const MIN_SESSION_LIFETIME_SECONDS = 30 * 60;
export const MAX_SESSION_LIFETIME_SECONDS = 24 * 60 * 60;
/** Stripe's minimum charge in euros (and most currencies it shows as a 0.50 minimum). */
export const MINIMUM_TOTAL = 50;
const MAXIMUM_TOTAL = 99_999_999;

export interface LineItemInput {
  name: string;
  description: string | null;
  unitAmount: number;
  quantity: number;
  metadata: Record<string, string>;
}

/** A fixed-amount shipping rate made from `shipping_rate_data` (Stripe's `shr_…` object). */
export interface ShippingOptionInput {
  displayName: string;
  amount: number;
}

export interface CreateSessionInput {
  successUrl: string;
  cancelUrl: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  locale: string | null;
  expiresAt: number;
  /**
   * The moment of creation `expires_at` was checked against: the session's `created`, so a
   * second ticking between the check and the record cannot move one without the other.
   */
  createdAt: number;
  allowedCountries: string[] | null;
  /** `consent_collection[terms_of_service]`; null when the parameter was not sent. */
  termsOfService: 'none' | 'required' | null;
  customText: CustomText;
  currency: string;
  lineItems: LineItemInput[];
  /** `discounts[0][coupon]`; null without a discount. */
  couponId: string | null;
  /** `shipping_options[n][shipping_rate_data]`: the first is the one selected (Stripe's default). */
  shippingOptions: ShippingOptionInput[];
  /** `allowed_payment_method_types` in the order sent; null: dynamic payment methods. */
  allowedPaymentMethodTypes: PaymentMethodType[] | null;
  expandLineItems: boolean;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** `nowSeconds` is the moment of creation, against which `expires_at` is checked. */
export function parseCreateSession(body: FormObject, nowSeconds: number): CreateSessionInput {
  const params = new ParamReader(body);
  params.allowOnly(SESSION_PARAMS, SESSION_PARAMS_NOT_SIMULATED);

  const mode = params.oneOf('mode', ['payment', 'setup', 'subscription'], { required: true });
  if (mode !== 'payment') {
    throw invalidRequest(
      `The local payment sandbox simulates only mode=payment, not mode=${mode}.`,
      'mode',
    );
  }

  const { lineItems, currency } = parseLineItems(params);
  const shippingOptions = parseShippingOptions(params, currency);
  // Stripe's total includes the selected (first) shipping rate.
  const total =
    lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0) +
    (shippingOptions[0]?.amount ?? 0);
  const couponId = parseDiscounts(params);
  if (total < MINIMUM_TOTAL) {
    throw invalidRequest(
      `The Checkout Session's total amount due must add up to at least €0.50 ${currency}`,
    );
  }
  if (total > MAXIMUM_TOTAL) {
    throw invalidRequest(
      `The Checkout Session's total amount due must be no more than €999,999.99 ${currency}`,
    );
  }

  const successUrl = params.url('success_url', { required: true });
  const cancelUrl = params.url('cancel_url') ?? null;
  const customerEmail = params.email('customer_email') ?? null;
  const clientReferenceId = params.string('client_reference_id', { maxLength: 200 }) ?? null;
  const metadata = params.metadata('metadata');
  const locale = params.oneOf('locale', CHECKOUT_LOCALES) ?? null;

  const expiresAt = params.integer('expires_at') ?? nowSeconds + MAX_SESSION_LIFETIME_SECONDS;
  if (expiresAt < nowSeconds + MIN_SESSION_LIFETIME_SECONDS) {
    throw invalidRequest(
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      'expires_at',
    );
  }
  if (expiresAt > nowSeconds + MAX_SESSION_LIFETIME_SECONDS) {
    throw invalidRequest(
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
      'expires_at',
    );
  }

  return {
    successUrl,
    cancelUrl,
    customerEmail,
    clientReferenceId,
    metadata,
    locale,
    expiresAt,
    createdAt: nowSeconds,
    allowedCountries: parseShippingAddressCollection(params),
    termsOfService: parseConsentCollection(params),
    customText: parseCustomText(params),
    currency,
    lineItems,
    couponId,
    shippingOptions,
    allowedPaymentMethodTypes: parseAllowedPaymentMethodTypes(params),
    expandLineItems: parseExpand(params, ['line_items']).includes('line_items'),
  };
}

/**
 * `allowed_payment_method_types`: Stripe filters the list to what suits the session; the
 * sandbox simulates four methods and refuses the others by name rather than dropping them.
 */
function parseAllowedPaymentMethodTypes(params: ParamReader): PaymentMethodType[] | null {
  const types = params.stringArray('allowed_payment_method_types');
  if (types === undefined) return null;
  if (types.length === 0) throw stripeErrors.missing('allowed_payment_method_types');
  types.forEach((type, index) => {
    if (!(SIMULATED_PAYMENT_METHOD_TYPES as readonly string[]).includes(type)) {
      throw invalidRequest(
        `The local payment sandbox simulates only the payment method types ${SIMULATED_PAYMENT_METHOD_TYPES.join(', ')}, not ${type}.`,
        `allowed_payment_method_types[${index}]`,
      );
    }
  });
  return [...new Set(types as PaymentMethodType[])];
}

/**
 * `discounts`: Checkout applies at most one, a coupon (promotion codes are not simulated).
 * The coupon itself is looked up by the ledger, which knows the coupons.
 */
function parseDiscounts(params: ParamReader): string | null {
  const entries = params.array('discounts');
  if (!entries || entries.length === 0) return null;
  if (entries.length > 1) {
    throw invalidRequest('You may only specify one discount on a Checkout Session.', 'discounts');
  }
  const entry = ParamReader.of(entries[0]!, 'discounts[0]');
  entry.allowOnly(['coupon'], ['promotion_code', 'discount']);
  return entry.string('coupon', { required: true });
}

export interface CreateCouponInput {
  id: string | null;
  amountOff: number | null;
  percentOff: number | null;
  currency: string | null;
  duration: 'once' | 'repeating' | 'forever';
  name: string | null;
  maxRedemptions: number | null;
  metadata: Record<string, string>;
}

/** Stripe's longest coupon name. */
const COUPON_NAME_MAX_LENGTH = 40;

export function parseCreateCoupon(body: FormObject): CreateCouponInput {
  const params = new ParamReader(body);
  params.allowOnly(
    [
      'id',
      'amount_off',
      'currency',
      'percent_off',
      'duration',
      'name',
      'max_redemptions',
      'metadata',
    ],
    ['applies_to', 'currency_options', 'duration_in_months', 'redeem_by', 'expand'],
  );
  const amountOff = params.integer('amount_off', { min: 1 }) ?? null;
  const percentText = params.string('percent_off');
  if (amountOff !== null && percentText !== undefined) {
    throw invalidRequest(
      'You may only specify one of these parameters: amount_off, percent_off.',
      'amount_off',
    );
  }
  let percentOff: number | null = null;
  if (percentText !== undefined) {
    percentOff = Number(percentText);
    if (!/^\d+(\.\d{1,2})?$/.test(percentText) || percentOff <= 0 || percentOff > 100) {
      throw invalidRequest(
        'Invalid percent_off: must be greater than 0 and less than or equal to 100.',
        'percent_off',
      );
    }
  }
  if (amountOff === null && percentOff === null) {
    throw invalidRequest('Invalid coupon: must have either percent_off or amount_off.');
  }
  const currency = params.string('currency')?.toLowerCase() ?? null;
  if (amountOff !== null && currency === null) {
    throw invalidRequest('You must pass currency when passing amount_off', 'currency');
  }
  const duration = params.oneOf('duration', ['once', 'repeating', 'forever']) ?? 'once';
  if (duration === 'repeating') throw stripeErrors.notSimulated('duration');
  return {
    id: params.string('id', { maxLength: 200 }) ?? null,
    amountOff,
    percentOff,
    currency,
    duration,
    name: params.string('name', { maxLength: COUPON_NAME_MAX_LENGTH }) ?? null,
    maxRedemptions: params.integer('max_redemptions', { min: 1 }) ?? null,
    metadata: params.metadata('metadata'),
  };
}

function parseLineItems(params: ParamReader): { lineItems: LineItemInput[]; currency: string } {
  const entries = params.array('line_items', { required: true }) ?? [];
  if (entries.length === 0) throw stripeErrors.missing('line_items');
  if (entries.length > 100) {
    throw invalidRequest('You can only pass up to 100 line items.', 'line_items');
  }
  let currency: string | null = null;
  const lineItems = entries.map((entry, index) => {
    const item = ParamReader.of(entry, `line_items[${index}]`);
    item.allowOnly(
      ['price', 'price_data', 'quantity', 'metadata'],
      ['adjustable_quantity', 'dynamic_tax_rates', 'tax_rates'],
    );
    const priceId = item.string('price');
    if (priceId !== undefined) {
      // The sandbox keeps no price catalogue, so every price id is unknown to it.
      throw stripeErrors.noSuch('price', priceId, item.name('price'));
    }
    if (!item.has('price_data')) throw stripeErrors.missing(item.name('price_data'));
    const priceData = item.hash('price_data');
    priceData.allowOnly(
      ['currency', 'product_data', 'unit_amount'],
      ['product', 'recurring', 'tax_behavior', 'unit_amount_decimal'],
    );
    const itemCurrency = priceData.string('currency', { required: true }).toLowerCase();
    if (!/^[a-z]{3}$/.test(itemCurrency)) {
      throw invalidRequest(`Invalid currency: ${itemCurrency}.`, priceData.name('currency'));
    }
    if (currency !== null && itemCurrency !== currency) {
      throw invalidRequest(
        'All line items in a Checkout Session must use the same currency.',
        priceData.name('currency'),
      );
    }
    currency = itemCurrency;
    const unitAmount = priceData.integer('unit_amount', { required: true, min: 0 });
    if (!priceData.has('product_data')) throw stripeErrors.missing(priceData.name('product_data'));
    const productData = priceData.hash('product_data');
    productData.allowOnly(
      ['name', 'description', 'images', 'metadata'],
      ['tax_code', 'tax_details', 'unit_label'],
    );
    const name = productData.string('name', { required: true, maxLength: 250 });
    const description = productData.string('description', { maxLength: 40_000 }) ?? null;
    // Accepted as Stripe accepts them; the hosted page shows no remote images (it works offline).
    productData.stringArray('images');
    productData.metadata('metadata');
    const quantity = item.integer('quantity', { required: true, min: 1, max: 999_999 });
    return { name, description, unitAmount, quantity, metadata: item.metadata('metadata') };
  });
  return { lineItems, currency: currency ?? 'eur' };
}

/**
 * `shipping_options`: up to 5, each a `shipping_rate_data` of type `fixed_amount` in the
 * session's currency (an existing `shipping_rate` id is not simulated: the sandbox keeps no
 * shipping rate objects).
 */
function parseShippingOptions(params: ParamReader, currency: string): ShippingOptionInput[] {
  const entries = params.array('shipping_options') ?? [];
  if (entries.length > 5) {
    throw invalidRequest('You can only pass up to 5 shipping options.', 'shipping_options');
  }
  return entries.map((entry, index) => {
    const option = ParamReader.of(entry, `shipping_options[${index}]`);
    option.allowOnly(['shipping_rate_data'], ['shipping_rate']);
    if (!option.has('shipping_rate_data')) {
      throw stripeErrors.missing(option.name('shipping_rate_data'));
    }
    const data = option.hash('shipping_rate_data');
    data.allowOnly(
      ['display_name', 'type', 'fixed_amount', 'metadata', 'delivery_estimate'],
      ['tax_behavior', 'tax_code'],
    );
    const displayName = data.string('display_name', { required: true, maxLength: 100 });
    data.oneOf('type', ['fixed_amount'] as const);
    data.metadata('metadata');
    if (!data.has('fixed_amount')) throw stripeErrors.missing(data.name('fixed_amount'));
    const fixed = data.hash('fixed_amount');
    fixed.allowOnly(['amount', 'currency'], ['currency_options']);
    const amount = fixed.integer('amount', { required: true, min: 0 });
    const rateCurrency = fixed.string('currency', { required: true }).toLowerCase();
    if (rateCurrency !== currency) {
      throw invalidRequest(
        'The shipping rate must use the same currency as the line items.',
        fixed.name('currency'),
      );
    }
    return { displayName, amount };
  });
}

function parseShippingAddressCollection(params: ParamReader): string[] | null {
  if (!params.has('shipping_address_collection')) return null;
  const collection = params.hash('shipping_address_collection');
  collection.allowOnly(['allowed_countries']);
  const countries = collection.stringArray('allowed_countries');
  if (!countries || countries.length === 0) {
    throw stripeErrors.missing(collection.name('allowed_countries'));
  }
  countries.forEach((country, index) => {
    if (!/^[A-Z]{2}$/.test(country) || regionNames.of(country) === undefined) {
      throw invalidRequest(
        `Invalid country: ${country}`,
        `${collection.name('allowed_countries')}[${index}]`,
      );
    }
  });
  return [...new Set(countries)];
}

function parseConsentCollection(params: ParamReader): 'none' | 'required' | null {
  if (!params.has('consent_collection')) return null;
  const consent = params.hash('consent_collection');
  consent.allowOnly(['terms_of_service'], ['payment_method_reuse_agreement', 'promotions']);
  return consent.oneOf('terms_of_service', ['none', 'required'] as const) ?? null;
}

function parseCustomText(params: ParamReader): CustomText {
  if (!params.has('custom_text')) return {};
  const customText = params.hash('custom_text');
  customText.allowOnly(CUSTOM_TEXT_PLACES);
  const texts: CustomText = {};
  for (const place of CUSTOM_TEXT_PLACES) {
    // An empty string for the place (not its message) unsets it, as Stripe documents.
    if (!customText.has(place) || customText.isEmptyString(place)) continue;
    const entry = customText.hash(place);
    entry.allowOnly(['message']);
    texts[place] = entry.string('message', { required: true, maxLength: 1200 });
  }
  return texts;
}

/** `expand[]` on an endpoint; only the expansions the sandbox implements are accepted. */
export function parseExpand(params: ParamReader, supported: readonly string[]): string[] {
  const expand = params.stringArray('expand') ?? [];
  expand.forEach((path, index) => {
    if (!supported.includes(path)) {
      throw invalidRequest(
        `The local payment sandbox cannot expand ${path}; it expands only ${supported.join(', ') || 'nothing'} here.`,
        `expand[${index}]`,
      );
    }
  });
  return expand;
}

export interface RetrieveSessionInput {
  expandLineItems: boolean;
  /** `payment_intent`, optionally with its `latest_charge` (`payment_intent.latest_charge`). */
  expandPaymentIntent: 'no' | 'intent' | 'intent_and_charge';
}

export function parseRetrieveSession(query: FormObject): RetrieveSessionInput {
  const params = new ParamReader(query);
  params.allowOnly(['expand']);
  const expand = parseExpand(params, [
    'line_items',
    'payment_intent',
    'payment_intent.latest_charge',
  ]);
  return {
    expandLineItems: expand.includes('line_items'),
    expandPaymentIntent: expand.includes('payment_intent.latest_charge')
      ? 'intent_and_charge'
      : expand.includes('payment_intent')
        ? 'intent'
        : 'no',
  };
}

/** `GET /v1/payment_intents/:id` and `GET /v1/charges/:id`: `expand[]` only. */
export function parseRetrieveObject(query: FormObject, expansions: readonly string[]): string[] {
  const params = new ParamReader(query);
  params.allowOnly(['expand'], ['client_secret']);
  return parseExpand(params, expansions);
}

export interface PageParams {
  limit: number;
  startingAfter: string | null;
  endingBefore: string | null;
}

export function parsePage(params: ParamReader): PageParams {
  const limit = params.integer('limit', { min: 1, max: 100 }) ?? 10;
  const startingAfter = params.string('starting_after') ?? null;
  const endingBefore = params.string('ending_before') ?? null;
  if (startingAfter && endingBefore) {
    throw invalidRequest(
      'You may only specify one of these parameters: ending_before, starting_after.',
      'ending_before',
    );
  }
  return { limit, startingAfter, endingBefore };
}

export function parseListLineItems(query: FormObject): PageParams {
  const params = new ParamReader(query);
  params.allowOnly(['limit', 'starting_after', 'ending_before', 'expand']);
  parseExpand(params, []);
  return parsePage(params);
}

export function parseExpireSession(body: FormObject): void {
  const params = new ParamReader(body);
  params.allowOnly(['expand']);
  parseExpand(params, []);
}

export interface CreateRefundInput {
  paymentIntentId: string | null;
  chargeId: string | null;
  amount: number | null;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  metadata: Record<string, string>;
}

export function parseCreateRefund(body: FormObject): CreateRefundInput {
  const params = new ParamReader(body);
  params.allowOnly(
    ['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand'],
    [
      'currency',
      'customer',
      'instructions_email',
      'origin',
      'refund_application_fee',
      'reverse_transfer',
    ],
  );
  parseExpand(params, []);
  const paymentIntentId = params.string('payment_intent') ?? null;
  const chargeId = params.string('charge') ?? null;
  if (paymentIntentId === null && chargeId === null) {
    throw invalidRequest(
      'One of the following params should be provided for this request: payment_intent or charge.',
    );
  }
  if (paymentIntentId !== null && chargeId !== null) {
    throw invalidRequest(
      'You passed both `payment_intent` and `charge`; pass only one of them.',
      'charge',
    );
  }
  return {
    paymentIntentId,
    chargeId,
    amount: params.integer('amount', { min: 1 }) ?? null,
    reason:
      params.oneOf('reason', ['duplicate', 'fraudulent', 'requested_by_customer'] as const) ?? null,
    metadata: params.metadata('metadata'),
  };
}

export interface ListEventsInput extends PageParams {
  types: string[] | null;
}

export function parseListEvents(query: FormObject): ListEventsInput {
  const params = new ParamReader(query);
  params.allowOnly(
    ['type', 'types', 'limit', 'starting_after', 'ending_before', 'expand'],
    ['created', 'delivery_success'],
  );
  parseExpand(params, []);
  const type = params.string('type');
  const types = params.stringArray('types');
  if (type !== undefined && types !== undefined) {
    throw invalidRequest('You may only specify one of these parameters: type, types.', 'types');
  }
  return { ...parsePage(params), types: type !== undefined ? [type] : (types ?? null) };
}
