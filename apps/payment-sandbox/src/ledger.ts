import { createHash } from 'node:crypto';
import { newId } from './ids.js';
import {
  chargeJson,
  chargeRefundedEventJson,
  sessionEventJson,
  sessionJson,
  sessionTotal,
  type CheckoutSessionEventType,
  type EventJson,
} from './objects.js';
import type {
  BankRedirectDetails,
  ChargeRecord,
  CouponRecord,
  PaymentIntentRecord,
  PaymentMethodType,
  PostalAddress,
  RefundRecord,
  SandboxState,
  SessionRecord,
} from './records.js';
import {
  MINIMUM_TOTAL,
  type CreateCouponInput,
  type CreateRefundInput,
  type CreateSessionInput,
  type ListEventsInput,
} from './request-params.js';
import {
  invalidRequest,
  StripeApiError,
  stripeErrors,
  type StripeErrorCode,
} from './stripe-error.js';
import {
  ibanBankParts,
  type CardOutcome,
  type DeclineReason,
  type SepaOutcome,
} from './test-payment-methods.js';

/** The API request behind a change, as Stripe records it on the events it causes. */
export interface RequestContext {
  requestId: string | null;
  idempotencyKey: string | null;
}

const CUSTOMER_ACTION: RequestContext = { requestId: null, idempotencyKey: null };

export interface Payer {
  email: string;
  /** The card holder or account holder: Stripe's `customer_details.name`. */
  name: string;
  shipping: { name: string; address: PostalAddress } | null;
}

export interface CardPayment extends Payer {
  number: string;
  expMonth: number;
  expYear: number;
}

export interface SepaPayment extends Payer {
  iban: string;
  outcome: SepaOutcome;
}

export interface LedgerOptions {
  /** Unix milliseconds on the sandbox clock (tests move it to reach `expires_at`). */
  now: () => number;
  asyncPaymentDelayMs: number;
  publicUrl: () => string;
  /** Called after every change, once the state is consistent again (persistence). */
  onChange: () => void;
  /** Called when an event was recorded with its pending delivery. */
  onEvent: () => void;
  /**
   * How long finished sessions (with their payment, charges and refunds) and events stay
   * after their last activity; see `forgetPast` and ADR 0055. Unset keeps everything.
   */
  retentionMs?: number;
  /**
   * The most finished sessions kept, newest last activity first, whatever their age: beyond it
   * the oldest go as the retention would take them (ADR 0086). Unset keeps them all.
   */
  maxFinishedSessions?: number;
}

/** The checkout session an event is about, through its object or the object's payment intent. */
function sessionOfEvent(event: EventJson, sessionOfIntent: Map<string, string>): string | null {
  const object = event.data.object as { id?: unknown; object?: unknown; payment_intent?: unknown };
  if (object.object === 'checkout.session' && typeof object.id === 'string') return object.id;
  const intentId =
    object.object === 'payment_intent' ? object.id : (object.payment_intent ?? undefined);
  return typeof intentId === 'string' ? (sessionOfIntent.get(intentId) ?? null) : null;
}

/** Stripe's `failure_code` on the charge for each way a test card is declined. */
const CARD_FAILURE_CODES: Record<DeclineReason, StripeErrorCode> = {
  generic_decline: 'card_declined',
  insufficient_funds: 'card_declined',
  lost_card: 'card_declined',
  stolen_card: 'card_declined',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  processing_error: 'processing_error',
  not_a_test_card: 'card_declined',
  authentication_not_simulated: 'authentication_required',
};

/**
 * The sandbox's business rules: sessions, their payments, refunds and the events they cause.
 * Every method runs to completion synchronously, so two requests never see half a change and
 * idempotency checks need no locks.
 */
export class PaymentLedger {
  constructor(
    readonly state: SandboxState,
    private readonly options: LedgerOptions,
  ) {}

  nowSeconds(): number {
    return Math.floor(this.options.now() / 1000);
  }

  createCoupon(input: CreateCouponInput): CouponRecord {
    const id = input.id ?? newId.coupon();
    if (this.state.coupons.has(id)) {
      throw invalidRequest('Coupon already exists.', 'id', 'resource_already_exists');
    }
    const coupon: CouponRecord = {
      id,
      created: this.nowSeconds(),
      amountOff: input.amountOff,
      percentOff: input.percentOff,
      currency: input.currency,
      duration: input.duration,
      name: input.name,
      maxRedemptions: input.maxRedemptions,
      timesRedeemed: 0,
      metadata: input.metadata,
    };
    this.state.coupons.set(id, coupon);
    this.options.onChange();
    return coupon;
  }

  requireCoupon(id: string): CouponRecord {
    const coupon = this.state.coupons.get(id);
    if (!coupon) throw stripeErrors.noSuch('coupon', id, 'coupon', 404);
    return coupon;
  }

  /**
   * The session's discount from its coupon: what it takes off each line, spread over the lines
   * in proportion to their amounts as Stripe does (the cents left over go to the largest
   * remainders), never more than the subtotal.
   */
  private sessionDiscount(
    couponId: string | null,
    currency: string,
    amounts: number[],
  ): SessionRecord['discount'] {
    if (couponId === null) return null;
    const coupon = this.state.coupons.get(couponId);
    if (!coupon) throw stripeErrors.noSuch('coupon', couponId, 'discounts[0][coupon]');
    if (coupon.maxRedemptions !== null && coupon.timesRedeemed >= coupon.maxRedemptions) {
      throw invalidRequest(
        `Coupon ${coupon.id} cannot be redeemed because it has already been redeemed the maximum number of times.`,
        'discounts[0][coupon]',
      );
    }
    if (coupon.currency !== null && coupon.currency !== currency) {
      throw invalidRequest(
        `The coupon ${coupon.id} is in ${coupon.currency}, but the Checkout Session is in ${currency}.`,
        'discounts[0][coupon]',
      );
    }
    const subtotal = amounts.reduce((sum, amount) => sum + amount, 0);
    const off = Math.min(
      subtotal,
      coupon.amountOff ?? Math.round((subtotal * (coupon.percentOff ?? 0)) / 100),
    );
    return { coupon: { ...coupon }, lineAmounts: spread(off, amounts) };
  }

  createSession(input: CreateSessionInput): SessionRecord {
    const discount = this.sessionDiscount(
      input.couponId,
      input.currency,
      input.lineItems.map((item) => item.unitAmount * item.quantity),
    );
    const due =
      input.lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0) -
      (discount?.lineAmounts.reduce((sum, amount) => sum + amount, 0) ?? 0);
    if (due === 0) {
      throw invalidRequest(
        'The local payment sandbox does not simulate Checkout Sessions that need no payment (a total of 0 after discounts).',
        'discounts',
      );
    }
    if (due < MINIMUM_TOTAL) {
      throw invalidRequest(
        `The Checkout Session's total amount due must add up to at least €0.50 ${input.currency}`,
      );
    }
    if (discount) {
      const stored = this.state.coupons.get(discount.coupon.id);
      if (stored) stored.timesRedeemed += 1;
    }
    const created = input.createdAt;
    const session: SessionRecord = {
      id: newId.checkoutSession(),
      created,
      expiresAt: input.expiresAt,
      status: 'open',
      paymentStatus: 'unpaid',
      currency: input.currency,
      locale: input.locale,
      customerEmail: input.customerEmail,
      clientReferenceId: input.clientReferenceId,
      metadata: input.metadata,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      allowedCountries: input.allowedCountries,
      termsOfService: input.termsOfService,
      customText: input.customText,
      paymentMethodTypes: offeredMethods(input.allowedPaymentMethodTypes, input.currency),
      allowedPaymentMethodTypes: input.allowedPaymentMethodTypes,
      lineItems: input.lineItems.map((item) => ({
        id: newId.lineItem(),
        priceId: newId.price(),
        productId: newId.product(),
        name: item.name,
        description: item.description,
        unitAmount: item.unitAmount,
        quantity: item.quantity,
        metadata: item.metadata,
      })),
      discount,
      shippingOptions: input.shippingOptions.map((option) => ({
        id: newId.shippingRate(),
        ...option,
      })),
      paymentIntentId: null,
      customer: null,
      shipping: null,
    };
    this.state.sessions.set(session.id, session);
    this.options.onChange();
    return session;
  }

  /** A session as it is now: one past `expires_at` expires on being looked at. */
  findSession(id: string): SessionRecord | undefined {
    const session = this.state.sessions.get(id);
    if (session && session.status === 'open' && session.expiresAt <= this.nowSeconds()) {
      this.expire(session, CUSTOMER_ACTION);
    }
    return session;
  }

  requirePaymentIntent(id: string): PaymentIntentRecord {
    const intent = this.state.paymentIntents.get(id);
    if (!intent) throw stripeErrors.noSuch('payment_intent', id, 'intent', 404);
    return intent;
  }

  requireCharge(id: string): ChargeRecord {
    const charge = this.state.charges.get(id);
    if (!charge) throw stripeErrors.noSuch('charge', id, 'charge', 404);
    return charge;
  }

  requireSession(id: string): SessionRecord {
    const session = this.findSession(id);
    if (!session) throw stripeErrors.noSuch('checkout.session', id, 'session', 404);
    return session;
  }

  expireSession(id: string, request: RequestContext): SessionRecord {
    const session = this.requireSession(id);
    if (session.status !== 'open') {
      throw invalidRequest(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`,
      );
    }
    this.expire(session, request);
    return session;
  }

  payByCard(
    session: SessionRecord,
    payment: CardPayment,
    outcome: CardOutcome,
  ): { paid: true } | { paid: false; reason: DeclineReason } {
    this.assertOpen(session);
    const intent = this.paymentIntentFor(session);
    intent.redirect = null;
    const charge = this.newCharge(session, intent, payment, {
      type: 'card',
      brand: outcome.card?.brand ?? 'unknown',
      funding: outcome.card?.funding ?? 'unknown',
      country: outcome.card?.country ?? 'US',
      last4: payment.number.slice(-4),
      expMonth: payment.expMonth,
      expYear: payment.expYear,
      fingerprint: fingerprint(payment.number),
    });
    intent.latestChargeId = charge.id;
    if (outcome.kind === 'declined') {
      charge.status = 'failed';
      charge.failure = {
        code: CARD_FAILURE_CODES[outcome.reason],
        message: 'Your card was declined.',
      };
      intent.status = 'requires_payment_method';
      intent.lastPaymentError = { ...charge.failure, paymentMethodType: 'card' } as const;
      this.options.onChange();
      return { paid: false, reason: outcome.reason };
    }
    charge.status = 'succeeded';
    charge.balanceTransactionId = newId.balanceTransaction();
    intent.status = 'succeeded';
    intent.lastPaymentError = null;
    this.complete(session, payment, 'paid');
    return { paid: true };
  }

  /**
   * Bancontact or iDEAL chosen: the PaymentIntent waits (`requires_action`) while the customer
   * is on the bank's authorisation page; nothing is charged yet.
   */
  startBankRedirect(
    session: SessionRecord,
    payer: Payer,
    method: BankRedirectDetails,
  ): PaymentIntentRecord {
    this.assertOpen(session);
    const intent = this.paymentIntentFor(session);
    intent.redirect = { method, payer };
    intent.paymentMethodId = newId.paymentMethod();
    intent.lastPaymentError = null;
    intent.status = 'requires_payment_method';
    this.options.onChange();
    return intent;
  }

  /** The PaymentIntent waiting on its authorisation page, with its open session. */
  findRedirect(
    intentId: string,
  ): { intent: PaymentIntentRecord; session: SessionRecord | undefined } | null {
    const intent = this.state.paymentIntents.get(intentId);
    if (!intent?.redirect) return null;
    return { intent, session: this.findSession(intent.sessionId) };
  }

  /** "Authorize test payment": the bank confirms at once, so the session completes paid. */
  authorizeBankRedirect(intent: PaymentIntentRecord, session: SessionRecord): void {
    this.assertOpen(session);
    const redirect = intent.redirect;
    if (!redirect) throw invalidRequest(`PaymentIntent ${intent.id} has no pending authorisation.`);
    intent.redirect = null;
    const charge = this.newCharge(session, intent, redirect.payer, redirect.method);
    charge.status = 'succeeded';
    charge.balanceTransactionId = newId.balanceTransaction();
    intent.latestChargeId = charge.id;
    intent.status = 'succeeded';
    this.complete(session, redirect.payer, 'paid');
  }

  /**
   * "Fail test payment" (or the bank refusing): no charge, the PaymentIntent asks for another
   * payment method with Stripe's error, and the session stays open for another try.
   */
  failBankRedirect(intent: PaymentIntentRecord): void {
    const redirect = intent.redirect;
    intent.redirect = null;
    intent.status = 'requires_payment_method';
    intent.lastPaymentError = {
      code: 'payment_intent_authentication_failure',
      message: BANK_REDIRECT_FAILURE_MESSAGE,
      paymentMethodType: redirect?.method.type ?? 'card',
    };
    this.options.onChange();
  }

  /** SEPA debits complete the session unpaid; the money arrives (or not) later. */
  payBySepa(session: SessionRecord, payment: SepaPayment): void {
    this.assertOpen(session);
    const intent = this.paymentIntentFor(session);
    const charge = this.newCharge(session, intent, payment, {
      type: 'sepa_debit',
      ...ibanBankParts(payment.iban),
      country: payment.iban.slice(0, 2),
      last4: payment.iban.slice(-4),
      fingerprint: fingerprint(payment.iban),
      mandateId: newId.mandate(),
    });
    charge.status = 'pending';
    intent.latestChargeId = charge.id;
    intent.status = 'processing';
    intent.settlement = {
      dueAt: this.options.now() + this.options.asyncPaymentDelayMs,
      outcome: payment.outcome,
    };
    this.complete(session, payment, 'unpaid');
  }

  refund(input: CreateRefundInput, request: RequestContext): RefundRecord {
    const { intent, charge, param } = this.refundTarget(input);
    const remaining = charge.amount - charge.amountRefunded;
    if (remaining <= 0) {
      throw invalidRequest(
        `Charge ${charge.id} has already been refunded.`,
        param,
        'charge_already_refunded',
      );
    }
    const amount = input.amount ?? remaining;
    if (amount > remaining) {
      throw invalidRequest(
        `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(remaining, charge.currency)})`,
        'amount',
        'amount_too_large',
      );
    }
    const refund: RefundRecord = {
      id: newId.refund(),
      chargeId: charge.id,
      paymentIntentId: intent.id,
      paymentMethodId: charge.paymentMethodId,
      amount,
      currency: charge.currency,
      created: this.nowSeconds(),
      reason: input.reason,
      metadata: input.metadata,
      // A card refund succeeds at once; a bank account's (SEPA, and Bancontact and iDEAL, whose
      // money goes back by SEPA credit transfer) stays pending while the bank returns it.
      status: charge.method.type === 'card' ? 'succeeded' : 'pending',
      balanceTransactionId: newId.balanceTransaction(),
      methodType: charge.method.type,
    };
    this.state.refunds.set(refund.id, refund);
    charge.amountRefunded += amount;
    this.record(
      chargeRefundedEventJson(this.eventContext(request), chargeJson(charge)),
      charge.sessionId,
    );
    this.options.onChange();
    return refund;
  }

  /**
   * Expires sessions past their deadline, settles SEPA debits that are due and forgets what
   * is older than the retention.
   */
  runDueWork(): void {
    const nowMs = this.options.now();
    for (const session of this.state.sessions.values()) {
      if (session.status === 'open' && session.expiresAt * 1000 <= nowMs) {
        this.expire(session, CUSTOMER_ACTION);
      }
    }
    for (const intent of this.state.paymentIntents.values()) {
      if (intent.settlement && intent.settlement.dueAt <= nowMs) this.settle(intent);
    }
    this.forgetPast();
  }

  /**
   * Forgets, so that a long-running sandbox does not grow without bound (issue 30, ADR 0055):
   * - events created longer than the retention ago whose webhook is delivered or given up
   *   (Stripe lists and retrieves events for 30 days only);
   * - finished sessions (complete or expired, no SEPA debit in flight) whose last activity (the
   *   session, its payment, charges, refunds and events) is older than the retention, with
   *   their payment intent, charges and refunds. An id forgotten answers resource_missing, as
   *   an unknown id does;
   * - beyond `maxFinishedSessions`, the finished sessions with the oldest last activity, in the
   *   same way, and the delivered events about them (ADR 0086): a long `npm start` keeps a
   *   bounded number of payments whatever happens within the retention.
   * Returns how many records went.
   */
  forgetPast(): number {
    const { retentionMs, maxFinishedSessions } = this.options;
    const retains = retentionMs !== undefined && Number.isFinite(retentionMs);
    const caps = maxFinishedSessions !== undefined && Number.isFinite(maxFinishedSessions);
    if (!retains && !caps) return 0;
    const cutoff = retains
      ? this.nowSeconds() - Math.floor(retentionMs / 1000)
      : Number.NEGATIVE_INFINITY;
    let forgotten = 0;

    const lastActivity = new Map<string, number>();
    const touch = (sessionId: string, at: number) =>
      lastActivity.set(sessionId, Math.max(lastActivity.get(sessionId) ?? 0, at));
    for (const session of this.state.sessions.values()) touch(session.id, session.created);
    const busySessions = new Set<string>();
    for (const intent of this.state.paymentIntents.values()) {
      touch(intent.sessionId, intent.created);
      if (intent.settlement) busySessions.add(intent.sessionId);
    }
    const sessionOfIntent = new Map(
      [...this.state.paymentIntents.values()].map((intent) => [intent.id, intent.sessionId]),
    );
    for (const charge of this.state.charges.values()) touch(charge.sessionId, charge.created);
    for (const refund of this.state.refunds.values()) {
      const sessionId = sessionOfIntent.get(refund.paymentIntentId);
      if (sessionId) touch(sessionId, refund.created);
    }
    for (const event of this.state.events) {
      const sessionId = sessionOfEvent(event, sessionOfIntent);
      if (sessionId) touch(sessionId, event.created);
    }

    const activityOf = (sessionId: string) => lastActivity.get(sessionId) ?? 0;
    const finished = [...this.state.sessions.values()]
      .filter((session) => session.status !== 'open' && !busySessions.has(session.id))
      .sort((a, b) => activityOf(b.id) - activityOf(a.id));
    const gone = new Set<string>();
    finished.forEach((session, newestFirst) => {
      const pastRetention = activityOf(session.id) < cutoff;
      const beyondCap = caps && newestFirst >= maxFinishedSessions;
      if (!pastRetention && !beyondCap) return;
      gone.add(session.id);
      this.state.sessions.delete(session.id);
      forgotten += 1;
    });
    for (const [id, intent] of this.state.paymentIntents) {
      if (gone.has(intent.sessionId)) {
        this.state.paymentIntents.delete(id);
        forgotten += 1;
      }
    }
    for (const [id, charge] of this.state.charges) {
      if (gone.has(charge.sessionId)) {
        this.state.charges.delete(id);
        forgotten += 1;
      }
    }
    for (const [id, refund] of this.state.refunds) {
      if (!this.state.paymentIntents.has(refund.paymentIntentId)) {
        this.state.refunds.delete(id);
        forgotten += 1;
      }
    }
    // An event of a forgotten session goes with it once its webhook is done, so that the cap
    // bounds the events too; an undelivered one stays until its delivery ends.
    const keptEvents = this.state.events.filter(
      (event) =>
        this.state.deliveries.has(event.id) ||
        (event.created >= cutoff && !gone.has(sessionOfEvent(event, sessionOfIntent) ?? '')),
    );
    forgotten += this.state.events.length - keptEvents.length;
    this.state.events = keptEvents;
    if (forgotten > 0) this.options.onChange();
    return forgotten;
  }

  /** When `runDueWork` next has something to do (Unix ms on the sandbox clock). */
  nextDueAt(): number | null {
    let next: number | null = null;
    const consider = (at: number) => {
      if (next === null || at < next) next = at;
    };
    for (const session of this.state.sessions.values()) {
      if (session.status === 'open') consider(session.expiresAt * 1000);
    }
    for (const intent of this.state.paymentIntents.values()) {
      if (intent.settlement) consider(intent.settlement.dueAt);
    }
    return next;
  }

  listEvents(input: ListEventsInput): { data: EventJson[]; hasMore: boolean } {
    const matches = (type: string) =>
      input.types === null ||
      input.types.some((pattern) =>
        pattern.endsWith('*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern,
      );
    // Stripe lists newest first; `starting_after` pages towards older events.
    const newestFirst = this.state.events.filter((event) => matches(event.type)).reverse();
    let start = 0;
    let end = newestFirst.length;
    if (input.startingAfter) {
      start = this.cursorIndex(newestFirst, input.startingAfter, 'starting_after') + 1;
    } else if (input.endingBefore) {
      end = this.cursorIndex(newestFirst, input.endingBefore, 'ending_before');
      start = Math.max(0, end - input.limit);
    }
    const data = newestFirst.slice(start, Math.min(end, start + input.limit));
    const hasMore = input.endingBefore ? start > 0 : start + input.limit < end;
    return {
      data: data.map((event) => ({
        ...event,
        pending_webhooks: this.state.deliveries.has(event.id) ? 1 : 0,
      })),
      hasMore,
    };
  }

  findEvent(id: string): EventJson {
    const event = this.state.events.find((candidate) => candidate.id === id);
    if (!event) throw stripeErrors.noSuch('event', id, 'id', 404);
    return { ...event, pending_webhooks: this.state.deliveries.has(event.id) ? 1 : 0 };
  }

  private cursorIndex(events: EventJson[], id: string, param: string): number {
    const index = events.findIndex((event) => event.id === id);
    if (index === -1) throw stripeErrors.noSuch('event', id, param);
    return index;
  }

  private assertOpen(session: SessionRecord): void {
    if (session.status !== 'open') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Checkout Session ${session.id} is ${session.status}.`,
      );
    }
  }

  /** Stripe creates the PaymentIntent at the first payment attempt and reuses it after a decline. */
  private paymentIntentFor(session: SessionRecord): PaymentIntentRecord {
    const existing = session.paymentIntentId
      ? this.state.paymentIntents.get(session.paymentIntentId)
      : undefined;
    if (existing) return existing;
    const intent: PaymentIntentRecord = {
      id: newId.paymentIntent(),
      sessionId: session.id,
      amount: sessionTotal(session),
      currency: session.currency,
      created: this.nowSeconds(),
      status: 'requires_payment_method',
      latestChargeId: null,
      settlement: null,
    };
    this.state.paymentIntents.set(intent.id, intent);
    session.paymentIntentId = intent.id;
    return intent;
  }

  private newCharge(
    session: SessionRecord,
    intent: PaymentIntentRecord,
    payer: Payer,
    method: ChargeRecord['method'],
  ): ChargeRecord {
    const paymentMethodId = intent.paymentMethodId ?? newId.paymentMethod();
    intent.paymentMethodId = null;
    const charge: ChargeRecord = {
      id: method.type === 'card' ? newId.charge() : newId.paymentCharge(),
      sessionId: session.id,
      paymentIntentId: intent.id,
      paymentMethodId,
      amount: intent.amount,
      currency: intent.currency,
      created: this.nowSeconds(),
      status: 'pending',
      amountRefunded: 0,
      method,
      billing: {
        name: payer.name,
        email: payer.email,
        // Checkout's billing address defaults to the shipping address when both are asked.
        address: payer.shipping?.address ?? null,
      },
      shipping: payer.shipping,
      balanceTransactionId: null,
      failure: null,
    };
    this.state.charges.set(charge.id, charge);
    return charge;
  }

  private complete(
    session: SessionRecord,
    payer: Payer,
    paymentStatus: SessionRecord['paymentStatus'],
  ): void {
    session.status = 'complete';
    session.paymentStatus = paymentStatus;
    session.customer = {
      email: payer.email,
      name: payer.name,
      address: payer.shipping?.address ?? null,
    };
    session.shipping = payer.shipping;
    this.recordSessionEvent('checkout.session.completed', session, CUSTOMER_ACTION);
    this.options.onChange();
  }

  private settle(intent: PaymentIntentRecord): void {
    const settlement = intent.settlement;
    const session = this.state.sessions.get(intent.sessionId);
    const charge = intent.latestChargeId
      ? this.state.charges.get(intent.latestChargeId)
      : undefined;
    intent.settlement = null;
    if (!settlement || !session || !charge) {
      this.options.onChange();
      return;
    }
    if (settlement.outcome === 'succeeded') {
      charge.status = 'succeeded';
      charge.balanceTransactionId = newId.balanceTransaction();
      intent.status = 'succeeded';
      session.paymentStatus = 'paid';
      this.recordSessionEvent('checkout.session.async_payment_succeeded', session, CUSTOMER_ACTION);
    } else {
      charge.status = 'failed';
      charge.failure = {
        code: 'insufficient_funds',
        message: "The customer's account has insufficient funds to cover this payment.",
      };
      intent.status = 'requires_payment_method';
      this.recordSessionEvent('checkout.session.async_payment_failed', session, CUSTOMER_ACTION);
    }
    this.options.onChange();
  }

  private expire(session: SessionRecord, request: RequestContext): void {
    session.status = 'expired';
    const intent = session.paymentIntentId
      ? this.state.paymentIntents.get(session.paymentIntentId)
      : undefined;
    if (intent && intent.status === 'requires_payment_method') {
      intent.status = 'canceled';
      intent.redirect = null;
    }
    this.recordSessionEvent('checkout.session.expired', session, request);
    this.options.onChange();
  }

  private refundTarget(input: CreateRefundInput): {
    intent: PaymentIntentRecord;
    charge: ChargeRecord;
    param: string;
  } {
    if (input.chargeId !== null) {
      const charge = this.state.charges.get(input.chargeId);
      const intent = charge ? this.state.paymentIntents.get(charge.paymentIntentId) : undefined;
      if (!charge || !intent) throw stripeErrors.noSuch('charge', input.chargeId, 'charge');
      if (charge.status !== 'succeeded') {
        throw invalidRequest(
          `Charge ${charge.id} has not succeeded, so it cannot be refunded.`,
          'charge',
        );
      }
      return { intent, charge, param: 'charge' };
    }
    const id = input.paymentIntentId ?? '';
    const intent = this.state.paymentIntents.get(id);
    if (!intent) throw stripeErrors.noSuch('payment_intent', id, 'payment_intent');
    const charge = intent.latestChargeId
      ? this.state.charges.get(intent.latestChargeId)
      : undefined;
    if (intent.status !== 'succeeded' || !charge || charge.status !== 'succeeded') {
      throw invalidRequest(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        'payment_intent',
      );
    }
    return { intent, charge, param: 'payment_intent' };
  }

  private recordSessionEvent(
    type: CheckoutSessionEventType,
    session: SessionRecord,
    request: RequestContext,
  ): void {
    const snapshot = sessionJson(session, this.options.publicUrl());
    this.record(sessionEventJson(this.eventContext(request), type, snapshot), session.id);
  }

  private eventContext(request: RequestContext) {
    return {
      id: newId.event(),
      created: this.nowSeconds(),
      request: { id: request.requestId, idempotency_key: request.idempotencyKey },
    };
  }

  private record(event: EventJson, orderingKey: string): void {
    this.state.events.push(event);
    this.state.deliveries.set(event.id, {
      eventId: event.id,
      orderingKey,
      sequence: this.state.nextDeliverySequence++,
      attempts: 0,
      nextAttemptAt: Date.now(),
    });
    this.options.onEvent();
  }
}

/** What Checkout says when a bank redirect is not authorised (Stripe's wording). */
export const BANK_REDIRECT_FAILURE_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** The payment methods that do not debit euros only. */
const ANY_CURRENCY: readonly PaymentMethodType[] = ['card'];

/**
 * What the page offers: the allowed types that suit the session, in the order given (Stripe
 * filters `allowed_payment_method_types` silently); without them, what the sandbox's
 * "dashboard" has on: cards and, for euros, SEPA Direct Debit.
 */
function offeredMethods(
  allowed: PaymentMethodType[] | null,
  currency: string,
): PaymentMethodType[] {
  const fits = (type: PaymentMethodType) => currency === 'eur' || ANY_CURRENCY.includes(type);
  const offered = (allowed ?? ['card', 'sepa_debit']).filter(fits);
  if (offered.length === 0) {
    throw invalidRequest(
      `None of the payment method types in allowed_payment_method_types can be used with ${currency}.`,
      'allowed_payment_method_types',
    );
  }
  return offered;
}

/** Stripe's fingerprint: the same card or account gives the same value, and reveals nothing. */
function fingerprint(secret: string): string {
  return createHash('sha256').update(`payment-sandbox:${secret}`).digest('base64url').slice(0, 16);
}

function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency }).format(amount / 100);
}

/** `total` over `weights` in proportion, the left-over cents to the largest remainders. */
function spread(total: number, weights: number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const shares = weights.map((weight, index) => ({
    index,
    amount: Math.floor((total * weight) / sum),
    remainder: (total * weight) % sum,
  }));
  let left = total - shares.reduce((acc, share) => acc + share.amount, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break;
    share.amount += 1;
    left -= 1;
  }
  return shares.map((share) => share.amount);
}
