import type pg from 'pg';
import {
  brusselsDay,
  formatMoney,
  hasWithdrawalRight,
  type Money,
  storefrontUrl,
  subtractMoney,
  sumMoney,
  TERMS_VERSION,
  termsVersionDate,
  type CheckoutSessionResult,
  type CheckoutShipping,
  type CompanyInvoice,
  type Language,
  type VatCountry,
  type VatNumberCheck,
  type VatTreatment,
} from '@shop/contracts';
import { AppError, type FieldErrors } from '../errors.js';
import { serverText, type TextKey, type TextValues } from '../i18n/texts.js';
import {
  isMissingAtProvider,
  isProviderUnavailable,
  type AllowedShippingCountry,
  type CheckoutSession,
  type CheckoutSessionCreateParams,
} from '../payments/stripe.js';
import type { CheckoutContext } from './context.js';
import { releaseReplacedOrder, settleRetrievedSession } from './fulfilment.js';
import { withCustomerCheckoutLock } from './lock.js';
import { paymentMethodsFor } from '../payments/payment-methods.js';
import { inTransaction, type AnyDatabase } from '../db/transaction.js';
import {
  cancelUnpaidOrder,
  checkCartCodes,
  CodeRefusal,
  codeRefusalText,
  markOrderPaid,
  orderCodes,
  readCartCodes,
  reserveDiscountRedemption,
  createPendingOrder,
  lastShippingCountry,
  linkCheckoutSession,
  pendingCheckouts,
  readCart,
  readGiftChoice,
  reserveStock,
  type StockItem,
  setInvoiceCompany,
  stockLeft,
  type CartLine,
  type GiftChoice,
  type OpenCheckout,
} from '../orders/index.js';
import { drizzleOn } from '../db/client.js';
import { readDeliveryChoice, type ChosenDelivery } from '../delivery-methods/index.js';
import {
  MINIMUM_CHARGE,
  priceOrder,
  vatCountryOfSale,
  vatNumberNotOfDeliveryCountry,
  vatRateOn,
  vatTreatmentOf,
  wrappingCharge,
  wrappingVatRate,
  type Pricing,
  type VatBuyer,
} from '../pricing/index.js';
import { readShopSettings } from '../db/shop-settings.js';
import { checkVatNumber } from '../vat-numbers/index.js';

/**
 * Starts a checkout in named steps, each with its undo, under the customer's checkout lock
 * (so one customer's starts, in parallel or not, run one after the other):
 *   0. one open payment page per customer: an open page whose snapshot still matches the cart
 *      is returned as it is; any other is expired at the provider and its order cancelled
 *      (stock released) before anything new is reserved. A page paid meanwhile is settled, so
 *      only what is left in the cart is checked out again. See ADR 17.
 *   1. reserve: one transaction reads the cart, takes the stock and creates the pending order
 *      (a snapshot of the lines); any problem rolls all of it back.
 *   2. open the payment: the Checkout Session, with an idempotency key derived from the order.
 *      Undo of 1 when it fails: cancel the order and put its stock back.
 *   3. link: the session id on the order (fulfilment finds the order by its metadata anyway).
 */

/** An open page with less time left than this is replaced rather than handed out again. */
const MIN_REMAINING_SECONDS = 5 * 60;

export interface Customer {
  id: number;
  email: string;
  /** The company the invoice is to be made out to, asked before paying; null: the customer. */
  invoiceCompany?: CompanyInvoice | null;
  /** What VIES said of the company's VAT number (ADR 0098), asked by `startCheckout`. */
  vatNumberCheck?: VatNumberCheck | null;
  /**
   * What the cart page asks when no payment page will (gift cards or a discount pay the order
   * whole, ADR 0043): the shipping address and the terms' acceptance. Required exactly then;
   * refused when a payment page will ask them itself.
   */
  noPaymentPage?: NoPaymentPageDetails;
  /**
   * The country the browser's language names (`nl-NL`), for ordering the payment methods
   * when the customer has no delivery address yet (ADR 0050).
   */
  countryHint?: string | null;
}

export interface NoPaymentPageDetails {
  shipping: CheckoutShipping | null;
  /** Undefined when not sent. */
  acceptTerms: boolean | undefined;
}

export async function startCheckout(
  context: CheckoutContext,
  customer: Customer,
  language: Language,
): Promise<CheckoutSessionResult> {
  // Before the lock and before anything is held: VIES may take seconds, and a number it does
  // not know is refused with nothing reserved.
  const checked = { ...customer, vatNumberCheck: await checkCompanyVatNumber(context, customer) };
  // pg-boss needs pool connections to start: start it before the lock holds one, or the
  // transactions under the lock could wait for connections that busy starts hold.
  await context.jobs.ready();
  return withCustomerCheckoutLock(context.pool, customer.id, async (client) => {
    const open = await settlePreviousCheckouts(context, client, checked, language);
    if (open) return open;
    return openNewCheckout(context, client, checked, language);
  });
}

/**
 * The company's VAT number asked of VIES (ADR 0098), after the contracts checked its format and
 * check digits: one rule for every EU number, Belgian ones included. A number VIES does not know
 * is a 400 beside the field; an unreachable VIES never blocks the sale (the order keeps the
 * number as unverified for staff to check).
 */
async function checkCompanyVatNumber(
  context: CheckoutContext,
  customer: Customer,
): Promise<VatNumberCheck | null> {
  const company = customer.invoiceCompany;
  if (!company) return null;
  const check = await checkVatNumber(company.vat_number);
  if (check.status === 'invalid') {
    throw AppError.validation({
      'company_invoice.vat_number': [{ key: 'checkout.vatNumberNotInVies' }],
    });
  }
  if (check.status === 'unverified') {
    context.log.warn(
      { vatNumber: check.vat_number, reason: check.unverified_reason },
      'VIES could not check a VAT number: the order goes on, flagged for staff',
    );
  }
  return check;
}

/**
 * Deals with the customer's pending orders before a new one is made. Returns the open page to
 * hand out again when the cart still matches its snapshot; otherwise leaves no pending order.
 */
async function settlePreviousCheckouts(
  context: CheckoutContext,
  client: pg.PoolClient,
  customer: Customer,
  language: Language,
): Promise<CheckoutSessionResult | null> {
  const db = drizzleOn(client);
  for (const previous of await pendingCheckouts(db, customer.id)) {
    if (previous.sessionId === null) {
      // Under the lock no other start is between its steps: this order's start died midway.
      await releaseReplacedOrder(context, previous.orderId, client);
      continue;
    }
    let session: CheckoutSession;
    try {
      session = await provider(language, () =>
        context.payments.retrieveCheckoutSession(previous.sessionId!),
      );
    } catch (error) {
      if (!isMissingAtProvider(error)) throw error;
      // The provider has no such page (its test data was reset): nothing can pay this order.
      await releaseReplacedOrder(context, previous.orderId, client);
      continue;
    }
    if (session.status === 'open') {
      const delivery = await readDeliveryChoice(db, customer.id, language);
      const vat = await vatOfSale(db, delivery, customer);
      const cart = await readCart(db, customer.id, language, vat.country);
      const gift = await readGiftChoice(db, customer.id);
      if (
        session.url &&
        // Another treatment prices the page otherwise (a company without VAT, ADR 0094).
        previous.vatTreatment === vat.treatment &&
        delivery !== null &&
        previous.delivery.method === delivery.method.code &&
        previous.delivery.pickupPointId === (delivery.pickupPoint?.id ?? null) &&
        session.expires_at - Date.now() / 1000 >= MIN_REMAINING_SECONDS &&
        previous.language === language &&
        sameLines(previous, cart) &&
        sameGift(previous.gift, gift) &&
        (await sameCodes(db, previous.orderId, customer.id))
      ) {
        checkNoPaymentPageDetails(context, customer, language, { paymentPage: true });
        refuseVatNumberOfAnotherCountry(customer, delivery, language);
        await setInvoiceCompany(
          db,
          previous.orderId,
          customer.invoiceCompany ?? null,
          customer.vatNumberCheck ?? null,
        );
        return { checkout_url: session.url, session_id: session.id };
      }
      session = await expireOrRetrieve(context, language, session.id);
      if (session.status === 'open') {
        // Neither expired nor paid: never open a second page beside it.
        throw new Error(`Checkout Session ${session.id} could not be expired.`);
      }
      if (session.status === 'expired') {
        await releaseReplacedOrder(context, previous.orderId, client);
        continue;
      }
    }
    if (session.status === 'complete' && session.payment_status === 'unpaid') {
      // A bank debit is on its way for this order: a second checkout could charge twice.
      throw AppError.withErrorText(
        'conflict',
        serverText(language, 'checkout.paymentProcessing', { orderId: previous.orderId }),
      );
    }
    // Paid (its lines leave the cart) or expired (its stock comes back), as the webhook would.
    await settleRetrievedSession(context, session, client);
  }
  return null;
}

/** Expires an open session; when it was paid or expired meanwhile, its current state. */
async function expireOrRetrieve(
  context: CheckoutContext,
  language: Language,
  sessionId: string,
): Promise<CheckoutSession> {
  try {
    return await provider(language, () => context.payments.expireCheckoutSession(sessionId));
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Refused: the session is no longer open (paid or expired a moment ago).
    return provider(language, () => context.payments.retrieveCheckoutSession(sessionId));
  }
}

/** A provider call; unreachable becomes the clear 503 (nothing was changed). */
async function provider<T>(language: Language, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isProviderUnavailable(error)) {
      throw AppError.withErrorText(
        'service_unavailable',
        serverText(language, 'checkout.providerUnavailable'),
      );
    }
    throw error;
  }
}

/** Whether the cart holds exactly the snapshot's lines, at the snapshot's prices. */
function sameLines(previous: OpenCheckout, cart: CartLine[]): boolean {
  const key = (line: {
    productId: number | null;
    variantId: number | null;
    personalization: string;
    quantity: number;
    price: Money;
  }) =>
    `${line.productId}|${line.variantId}|${line.quantity}|${line.price}|${line.personalization}`;
  const snapshot = previous.lines.map(key).sort();
  const current = cart.map((line) => key({ ...line, variantId: line.variant?.id ?? null })).sort();
  return (
    snapshot.length === current.length && snapshot.every((line, index) => line === current[index])
  );
}

/** Whether the cart's gift is the snapshot's: same message, wrapped at the same price or not. */
function sameGift(snapshot: GiftChoice, current: GiftChoice): boolean {
  return (
    snapshot.isGift === current.isGift &&
    snapshot.message === current.message &&
    snapshot.wrappingPrice === current.wrappingPrice
  );
}

/** Whether the cart's codes are the ones the open order holds (ADR 0040). */
async function sameCodes(
  db: ReturnType<typeof drizzleOn>,
  orderId: number,
  userId: number,
): Promise<boolean> {
  const held = await orderCodes(db, orderId);
  const onCart = (await readCartCodes(db, userId)).map((row) => row.code).sort();
  return held.length === onCart.length && held.every((code, index) => code === onCart[index]);
}

async function openNewCheckout(
  context: CheckoutContext,
  client: pg.PoolClient,
  customer: Customer,
  language: Language,
): Promise<CheckoutSessionResult> {
  const order = await reserve(context, client, customer, language);
  if (order.pricing.toPay === 0) {
    return paidWithGiftCards(context, client, order, customer.noPaymentPage!);
  }

  let session;
  try {
    const idempotencyKey = `checkout-order-${order.id}-${order.createdAt.getTime()}`;
    const coupon = await orderCoupon(context, language, order, idempotencyKey);
    const country =
      (await lastShippingCountry(drizzleOn(client), customer.id)) ?? customer.countryHint ?? null;
    session = await context.payments.createCheckoutSession(
      {
        ...sessionParams(context, customer, language, order),
        allowed_payment_method_types: paymentMethodsFor(country),
        ...(coupon ? { discounts: [{ coupon }] } : {}),
      },
      idempotencyKey,
    );
  } catch (error) {
    await inTransaction(
      context,
      (tx) =>
        cancelUnpaidOrder(context, tx, order.id, {
          reason: { code: 'paymentPageNotOpened' },
        }),
      { on: client },
    );
    if (isProviderUnavailable(error)) {
      context.log.warn({ err: error, orderId: order.id }, 'payment provider unavailable');
      throw AppError.withErrorText(
        'service_unavailable',
        serverText(language, 'checkout.providerUnavailable'),
      );
    }
    throw error;
  }
  if (!session.url) throw new Error(`Checkout Session ${session.id} has no url.`);

  await linkCheckoutSession(drizzleOn(client), order.id, session.id);
  return { checkout_url: session.url, session_id: session.id };
}

interface ReservedOrder {
  id: number;
  createdAt: Date;
  lines: CartLine[];
  gift: GiftChoice;
  pricing: Pricing;
  discountCode: string | null;
  /** The delivery chosen on the cart (issue 27): checkout starts only with one. */
  delivery: ChosenDelivery;
  vatTreatment: VatTreatment;
}

/**
 * What the coupon takes off and what the shipping rate charges. Stripe's coupon lowers only the
 * line items (products and wrapping): when the gift cards also pay part of the delivery, that
 * part comes off the shipping rate, so the page still asks exactly what is left to pay.
 */
function couponAndShipping(order: ReservedOrder): { off: Money; shipping: Money } {
  const { pricing } = order;
  const lines = sumMoney([pricing.subtotal, pricing.wrapping]);
  const off = sumMoney([pricing.discount, pricing.giftCardTotal]);
  if (off <= lines) return { off, shipping: pricing.delivery };
  return { off: lines, shipping: subtractMoney(pricing.delivery, subtractMoney(off, lines)) };
}

/** Stripe's limit on a coupon's name. */
const COUPON_NAME_MAX_LENGTH = 40;

/**
 * The discount and the gift cards' part as one Stripe coupon (Checkout takes one entry in
 * `discounts`): an exact `amount_off` the shop computed, so the provider charges to the cent
 * what the order says is left to pay (ADR 0040). Null when nothing is taken off.
 */
async function orderCoupon(
  context: CheckoutContext,
  language: Language,
  order: ReservedOrder,
  idempotencyKey: string,
): Promise<string | null> {
  const { off } = couponAndShipping(order);
  if (off === 0) return null;
  const parts = [
    ...(order.discountCode ? [order.discountCode] : []),
    ...(order.pricing.giftCardTotal > 0 ? [serverText(language, 'checkout.giftCardPart')] : []),
  ];
  const coupon = await context.payments.createCoupon(
    {
      amount_off: off,
      currency: 'eur',
      duration: 'once',
      max_redemptions: 1,
      name: parts.join(' + ').slice(0, COUPON_NAME_MAX_LENGTH),
      metadata: { order_id: String(order.id) },
    },
    `coupon-${idempotencyKey}`,
  );
  return coupon.id;
}

/**
 * An order the gift cards pay whole: no payment page. It is paid at once through the orders
 * domain (invoice and confirmation mail as for any paid order), under a reference of the
 * shop's own in place of a session, and the answer points at the confirmation page.
 */
async function paidWithGiftCards(
  context: CheckoutContext,
  client: pg.PoolClient,
  order: ReservedOrder,
  /** Checked by `reserve`: the address and the accepted terms. */
  details: NoPaymentPageDetails,
): Promise<CheckoutSessionResult> {
  const address = details.shipping!;
  const reference = `giftcard_${order.id}_${order.createdAt.getTime()}`;
  await inTransaction(
    context,
    (tx) =>
      markOrderPaid(
        tx,
        order.id,
        {
          sessionId: reference,
          paymentMethod: {
            type: order.pricing.giftCardTotal > 0 ? 'gift_card' : 'discount',
            brand: null,
            last4: null,
          },
          paymentIntentId: null,
          shipping: {
            name: address.name,
            address1: address.address_1,
            address2: address.address_2 || null,
            postalCode: address.postal_code,
            city: address.city,
            country: address.country,
          },
          // Accepted on the cart page with this click: the terms in force now.
          termsAccepted: { version: TERMS_VERSION },
        },
        context.config.seller,
        context.config.giftCardValidityMonths,
      ),
    { on: client },
  );
  const url = new URL(storefrontUrl(context.config.publicUrl, 'checkoutSuccess', {}));
  url.searchParams.set('session_id', reference);
  return { checkout_url: url.toString(), session_id: reference };
}

async function reserve(
  context: CheckoutContext,
  lockedClient: pg.PoolClient,
  customer: Customer,
  language: Language,
): Promise<ReservedOrder> {
  return inTransaction(
    context,
    async ({ db }) => {
      const delivery = await readDeliveryChoice(db, customer.id, language);
      const vat = await vatOfSale(db, delivery, customer);
      const vatCountry = vat.country;
      const cartLines = await readCart(db, customer.id, language, vatCountry);
      if (cartLines.length === 0) {
        throw AppError.withErrorText(
          'validation_error',
          serverText(language, 'checkout.cartEmpty'),
        );
      }
      const unavailable = cartLines.find((line) => !line.isAvailable);
      if (unavailable) {
        throw AppError.withErrorText(
          'validation_error',
          unavailable.stock === 0
            ? serverText(language, 'checkout.soldOut', { name: unavailable.name })
            : serverText(language, 'checkout.noLongerAvailable', { name: unavailable.name }),
        );
      }
      // Belgian law asks the delivery before the contract is made (issue 27): none chosen, or a
      // method no longer offered, sends the customer back to the choice before anything is held.
      if (!delivery) throw deliveryChoiceRequired(language);
      refuseVatNumberOfAnotherCountry(customer, delivery, language);

      // One update per product or variant (ADR 0080), in id order, so concurrent checkouts
      // lock rows in one order.
      const wanted = new Map<string, StockItem & { quantity: number; name: string }>();
      for (const line of cartLines) {
        const item = { productId: line.productId, variantId: line.variant?.id ?? null };
        const key = `${item.productId}|${item.variantId ?? 0}`;
        const entry = wanted.get(key) ?? { ...item, quantity: 0, name: line.name };
        entry.quantity += line.quantity;
        wanted.set(key, entry);
      }
      const inLockOrder = [...wanted.values()].sort(
        (a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0),
      );
      for (const { quantity, name, ...item } of inLockOrder) {
        if (await reserveStock(db, item, quantity)) continue;
        const left = await stockLeft(db, item);
        throw AppError.withErrorText(
          'validation_error',
          left === null || left === 0
            ? serverText(language, 'checkout.soldOut', { name })
            : serverText(language, 'checkout.onlyLeft', { name, left }),
        );
      }

      const cartGift = await readGiftChoice(db, customer.id);
      const today = brusselsDay(new Date());
      // The codes, checked again under the cards' row locks: what the order takes from a card
      // is taken here, in this transaction, so two orders can never spend it twice (ADR 0040).
      const pricingLines = cartLines.map((line) => ({
        unitPrice: line.price,
        quantity: line.quantity,
        rate: line.vatRate,
        isGiftCard: line.isGiftCard,
      }));
      const codes = await checkCartCodes(db, customer.id, pricingLines, {
        now: new Date(),
        lock: true,
      });
      const [refused] = codes.refused;
      if (refused) {
        throw AppError.withErrorText('validation_error', codeRefusalText(language, refused));
      }
      if (codes.discount && !(await reserveDiscountRedemption(db, codes.discount.id))) {
        throw AppError.withErrorText(
          'validation_error',
          codeRefusalText(language, new CodeRefusal('usedUp', codes.discount.code)),
        );
      }
      const pricing = priceOrder({
        lines: pricingLines,
        wrapping: wrappingCharge({
          giftWrappingPrice: cartGift.wrappingPrice,
          giftWrappingVatRate: Number(wrappingVatRate(vatCountry, today)),
        }),
        standardRate: vatRateOn('standard', vatCountry, today),
        discount: codes.discount,
        cards: codes.cards,
        delivery: delivery?.method.rate ?? null,
        reverseCharge: vat.treatment === 'reverse-charge',
      });
      // The order keeps, and the payment page shows, what the lines and the wrapping are sold
      // for: under reverse charge the prices without Belgian VAT (ADR 0094).
      const lines = cartLines.map((line, index) => ({
        ...line,
        price: pricing.lines[index]!.unitPrice,
        vatRate: pricing.lines[index]!.rate,
      }));
      const gift =
        cartGift.wrappingPrice === null
          ? cartGift
          : { ...cartGift, wrappingPrice: pricing.wrapping };
      if (pricing.toPay > 0 && pricing.toPay < MINIMUM_CHARGE) {
        // Only a discount leaves a few cents (cards always leave 0 or the minimum).
        throw AppError.withErrorText(
          'validation_error',
          serverText(language, 'checkout.belowMinimumCharge', {
            amount: formatMoney(pricing.toPay, language),
          }),
        );
      }
      // Asked on the cart page exactly when no payment page will ask; refused otherwise. Thrown
      // here, so nothing reserved above stays.
      checkNoPaymentPageDetails(context, customer, language, {
        paymentPage: pricing.toPay > 0,
      });
      const discountCode = codes.discount
        ? { id: codes.discount.id, code: codes.discount.code }
        : null;
      const { id, createdAt } = await createPendingOrder(db, {
        userId: customer.id,
        email: customer.email,
        language,
        lines,
        invoiceCompany: customer.invoiceCompany ?? null,
        vatNumberCheck: customer.vatNumberCheck ?? null,
        gift,
        vatCountry,
        vatTreatment: vat.treatment,
        pricing: { pricing, discountCode },
        delivery: {
          method: delivery.method.code,
          kind: delivery.method.kind,
          pickupPoint: delivery.pickupPoint,
        },
      });
      return {
        id,
        createdAt,
        lines,
        gift,
        pricing,
        discountCode: discountCode?.code ?? null,
        delivery,
        vatTreatment: vat.treatment,
      };
    },
    { on: lockedClient },
  );
}

/**
 * No valid delivery choice on the cart: a 400 whose message the checkout's alert shows (`error`)
 * and whose `delivery` field tells the cart page which choice to ask again.
 */
function deliveryChoiceRequired(language: Language): AppError {
  const message = serverText(language, 'delivery.choiceRequired');
  const error = new AppError('validation_error', message, { delivery: [message] });
  error.withErrorText = true;
  return error;
}

/**
 * The shipping address and the terms' acceptance of an order no payment page is opened for:
 * each required then (the country one the shop ships to, the terms accepted); each refused when
 * a payment page will ask for it, so an address typed on the cart never silently loses to the
 * one the payment page collects. One message per field (400).
 */
function checkNoPaymentPageDetails(
  context: CheckoutContext,
  customer: Customer,
  language: Language,
  { paymentPage }: { paymentPage: boolean },
): void {
  const shipping = customer.noPaymentPage?.shipping ?? null;
  const acceptTerms = customer.noPaymentPage?.acceptTerms;
  const fields: FieldErrors = {};
  const say = (key: TextKey, values?: TextValues) => serverText(language, key, values);
  if (paymentPage) {
    if (shipping !== null) fields.shipping = [say('checkout.noPage.shippingNotHere')];
    if (acceptTerms !== undefined) fields.accept_terms = [say('checkout.noPage.termsNotHere')];
  } else {
    const countries = context.config.shippingCountries;
    if (shipping === null) fields.shipping = [say('checkout.noPage.shippingRequired')];
    else if (!countries.includes(shipping.country)) {
      fields['shipping.country'] = [
        say('checkout.noPage.countryNotShipped', { countries: countries.join(', ') }),
      ];
    }
    if (acceptTerms !== true) fields.accept_terms = [say('checkout.noPage.termsRequired')];
  }
  if (Object.keys(fields).length > 0) throw AppError.validation(fields);
}

function sessionParams(
  context: CheckoutContext,
  customer: Customer,
  language: Language,
  order: ReservedOrder,
): CheckoutSessionCreateParams {
  const { config } = context;
  const minutes = config.payments.checkoutSessionMinutes;
  return {
    mode: 'payment',
    line_items: [
      ...order.lines.map(productLineItem(language)),
      ...wrappingLineItem(language, order),
    ],
    customer_email: customer.email,
    client_reference_id: String(order.id),
    metadata: { order_id: String(order.id), terms_version: TERMS_VERSION },
    // The payment page asks for the terms and names the lines without a right of withdrawal.
    consent_collection: { terms_of_service: 'required' },
    custom_text: {
      terms_of_service_acceptance: {
        message: termsAcceptanceText(config.publicUrl, language, order),
      },
      // The amount asked is without VAT: the page says why (ADR 0094).
      ...(order.vatTreatment === 'reverse-charge'
        ? {
            submit: {
              message: serverText(language, 'checkout.reverseChargeOnPage', {
                vatNumber: customer.invoiceCompany?.vat_number ?? '',
              }),
            },
          }
        : {}),
    },
    ...deliveryParams(order),
    locale: language,
    expires_at: Math.floor(Date.now() / 1000) + minutes * 60,
    // Stripe fills in the session id: its placeholder must reach it as written, not encoded.
    success_url: `${storefrontUrl(config.publicUrl, 'checkoutSuccess', {})}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: storefrontUrl(config.publicUrl, 'cart', {}),
  };
}

/**
 * The delivery on the payment page (issue 27): the chosen method as Stripe's shipping rate, and
 * an address asked only for home delivery, in the country its price is for. A pick-up point or
 * collection asks none (the point's address is the order's).
 */
function deliveryParams(
  order: ReservedOrder,
): Pick<CheckoutSessionCreateParams, 'shipping_address_collection' | 'shipping_options'> {
  const { delivery } = order;
  return {
    ...(delivery.method.kind === 'home'
      ? {
          shipping_address_collection: {
            allowed_countries: [delivery.country as AllowedShippingCountry],
          },
        }
      : {}),
    shipping_options: [
      {
        shipping_rate_data: {
          type: 'fixed_amount',
          display_name: delivery.method.name,
          fixed_amount: { amount: couponAndShipping(order).shipping, currency: 'eur' },
        },
      },
    ],
  };
}

/** Stripe's limit on a custom text. */
const CUSTOM_TEXT_MAX_LENGTH = 1200;

/**
 * The label of the terms checkbox: the terms' link and version, and before the customer pays,
 * which lines are made to their specifications and so have no right of withdrawal (art. 16(c)).
 */
function termsAcceptanceText(publicUrl: string, language: Language, order: ReservedOrder): string {
  const acceptance = serverText(language, 'checkout.termsAcceptance', {
    termsUrl: storefrontUrl(publicUrl, 'terms', { language }),
    version: termsVersionDate(language),
  });
  const personalised = [
    ...new Set(
      order.lines
        .filter(
          (line) =>
            !hasWithdrawalRight(
              line.personalization,
              line.personalizationRemovesWithdrawal,
              line.photo !== null,
            ),
        )
        .map((line) => line.name),
    ),
  ];
  if (personalised.length === 0) return acceptance;
  const names = personalised.map((name) => name.replace(/[[\]]/g, ''));
  // Never cut a name in half: drop whole names and say how many more there are.
  for (let shown = names.length; shown > 0; shown -= 1) {
    const list = names.slice(0, shown).join(', ') + (shown < names.length ? ', …' : '');
    const text = `${acceptance} ${serverText(language, 'checkout.noWithdrawal', { names: list })}`;
    if (text.length <= CUSTOM_TEXT_MAX_LENGTH) return text;
  }
  return acceptance;
}

type LineItem = NonNullable<CheckoutSessionCreateParams['line_items']>[number];

/** A cart line as the payment page shows it, priced from the order's snapshot. */
function productLineItem(language: Language) {
  return (line: CartLine): LineItem => ({
    quantity: line.quantity,
    price_data: {
      currency: 'eur',
      unit_amount: line.price,
      product_data: {
        name: line.name,
        ...(line.personalization
          ? {
              description: serverText(language, 'checkout.personalisationLine', {
                text: line.personalization,
              }),
            }
          : {}),
      },
    },
  });
}

/** Gift wrapping as its own line, so the payment page shows and charges it (ADR 0037). */
function wrappingLineItem(language: Language, order: ReservedOrder): LineItem[] {
  if (order.gift.wrappingPrice === null) return [];
  return [
    {
      quantity: 1,
      price_data: {
        currency: 'eur',
        unit_amount: order.gift.wrappingPrice,
        product_data: { name: serverText(language, 'checkout.giftWrappingLine') },
      },
    },
  ];
}

/**
 * A company of another member state whose goods go to yet another one is refused beside its
 * VAT number (ADR 0094): reverse charge needs the number of the country the goods go to.
 */
function refuseVatNumberOfAnotherCountry(
  customer: Customer,
  delivery: ChosenDelivery,
  language: Language,
): void {
  if (!vatNumberNotOfDeliveryCountry(buyerOf(customer), delivery.country)) return;
  throw AppError.validation({
    'company_invoice.vat_number': [
      serverText(language, 'checkout.vatNumberNotOfDeliveryCountry', {
        country: delivery.country,
      }),
    ],
  });
}

/** The company the invoice is asked for, as the VAT rules see the buyer; null: a consumer. */
function buyerOf(customer: Customer): VatBuyer | null {
  return customer.invoiceCompany
    ? {
        vatNumber: customer.invoiceCompany.vat_number,
        vatNumberCheck: customer.vatNumberCheck ?? null,
      }
    : null;
}

/**
 * How the sale is taxed and at whose rates (ADR 0093, 0094): the shop's OSS setting, the
 * cart's delivery country and the company the invoice is asked for.
 */
async function vatOfSale(
  db: AnyDatabase,
  delivery: ChosenDelivery | null,
  customer: Customer,
): Promise<{ country: VatCountry; treatment: VatTreatment }> {
  const { ossEnabled } = await readShopSettings(db);
  const sale = { ossEnabled, deliveryCountry: delivery?.country ?? null, buyer: buyerOf(customer) };
  return {
    country: vatCountryOfSale(sale),
    treatment: vatTreatmentOf(sale.buyer, sale.deliveryCountry, sale.ossEnabled),
  };
}
