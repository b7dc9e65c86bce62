import type pg from 'pg';
import { storefrontUrl, TERMS_VERSION, type Language, type PaymentMethod } from '@shop/contracts';
import { inTransaction } from '../db/transaction.js';
import type { OrderBilling } from '../db/document-types.js';
import type { Charge, CheckoutSession, PaymentEvent, PaymentIntent } from '../payments/stripe.js';
import {
  cancelUnpaidOrder,
  claimPaymentOfGivenUpOrder,
  markOrderPaid,
  recordChargeRefunded,
  recordRefundOfGivenUpOrder,
} from '../orders/index.js';
import { drizzleOn } from '../db/client.js';
import type { CheckoutContext } from './context.js';

/**
 * The one fulfilment path. The webhook, the success page and the reconciliation job all call
 * `settleSession`, which asks the provider for the session's current state (never trusting
 * the order events arrived in) and moves the order with conditional updates, so any number
 * of concurrent or repeated calls change it once.
 */

export type Settlement =
  'paid' | 'refunded' | 'awaiting_payment' | 'cancelled' | 'unchanged' | 'unknown_order';

export async function settleSession(
  context: CheckoutContext,
  sessionId: string,
): Promise<Settlement> {
  const session = await context.payments.retrieveCheckoutSession(sessionId);
  return settleRetrievedSession(context, session);
}

export async function settleRetrievedSession(
  context: CheckoutContext,
  session: CheckoutSession,
  /** A connection the caller holds (the checkout lock's); otherwise one from the pool. */
  heldClient?: pg.PoolClient,
): Promise<Settlement> {
  const orderId = orderIdOf(session);
  if (orderId === null) return 'unknown_order';
  const on = { on: heldClient };

  if (
    session.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
  ) {
    const changed = await inTransaction(
      context,
      (tx) =>
        // Same transaction: the confirmation mail is queued exactly when the order becomes paid.
        markOrderPaid(
          tx,
          orderId,
          {
            sessionId: session.id,
            paymentIntentId: idOf(session.payment_intent),
            paymentMethod: paymentMethodOf(session),
            shipping: shippingOf(session),
            billing: billingOf(session),
            termsAccepted: termsAcceptedOf(session),
          },
          context.config.seller,
          context.config.giftCardValidityMonths,
        ),
      on,
    );
    if (changed) {
      context.log.info({ orderId, sessionId: session.id }, 'order paid');
      return 'paid';
    }
    return refundIfOrderWasGivenUp(context, session, orderId, heldClient);
  }
  if (session.status === 'expired') {
    const cancelled = await inTransaction(
      context,
      (tx) =>
        cancelUnpaidOrder(context, tx, orderId, {
          reason: { code: 'sessionExpired' },
          tellCustomer: { why: 'expired', cartUrl: (language) => cartUrl(context, language) },
        }),
      on,
    );
    return cancelled ? 'cancelled' : 'unchanged';
  }
  // Open, or completed with a bank debit still settling: the async events decide.
  return 'awaiting_payment';
}

/**
 * A payment for an order that was given up before it arrived (replaced by a newer checkout,
 * cancelled by staff or as abandoned) would be money without an order, and for the customer
 * a second charge for one cart: it is refunded in full, recorded on the order and told to the
 * customer by mail. The refund's idempotency key is the session's, so the webhook, the success
 * page and the reconciliation job asking at once refund it once; the event row makes the
 * record and the mail once.
 */
async function refundIfOrderWasGivenUp(
  context: CheckoutContext,
  session: CheckoutSession,
  orderId: number,
  heldClient: pg.PoolClient | undefined,
): Promise<Settlement> {
  const paymentIntentId = idOf(session.payment_intent);
  if (!paymentIntentId) return 'unchanged';
  // Claim the payment for the order first, so the provider's refund event finds the order.
  const db = drizzleOn(heldClient ?? context.pool);
  if (!(await claimPaymentOfGivenUpOrder(db, orderId, paymentIntentId))) return 'unchanged';

  const refund = await context.payments.createRefund(
    {
      payment_intent: paymentIntentId,
      reason: 'duplicate',
      metadata: { order_id: String(orderId), checkout_session_id: session.id },
    },
    `refund-given-up-order-${session.id}`,
  );
  const recorded = await inTransaction(
    context,
    (tx) =>
      recordRefundOfGivenUpOrder(context, tx, orderId, {
        id: refund.id,
        amountCents: refund.amount,
        sessionId: session.id,
      }),
    { on: heldClient },
  );
  if (recorded) {
    context.log.warn(
      { orderId, sessionId: session.id, refundId: refund.id },
      'payment for a given-up order refunded',
    );
  }
  return 'refunded';
}

/**
 * Cancels a pending order that a newer checkout replaces (its page already expired at the
 * provider, or never opened): the stock goes back and restock jobs are queued, but no "not
 * paid" mail, since the customer is paying on the new page.
 */
export async function releaseReplacedOrder(
  context: CheckoutContext,
  orderId: number,
  heldClient: pg.PoolClient,
): Promise<void> {
  await inTransaction(
    context,
    (tx) =>
      cancelUnpaidOrder(context, tx, orderId, {
        reason: { code: 'replacedByNewCheckout' },
      }),
    { on: heldClient },
  );
}

/** Handles one verified webhook event (already recorded as received). */
export async function handlePaymentEvent(
  context: CheckoutContext,
  event: PaymentEvent,
): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired':
      await settleSession(context, event.data.object.id);
      return;
    case 'checkout.session.async_payment_failed': {
      const orderId = orderIdOf(event.data.object);
      if (orderId === null) return;
      await inTransaction(context, (tx) =>
        cancelUnpaidOrder(context, tx, orderId, {
          reason: { code: 'bankDebitFailed' },
          tellCustomer: { why: 'failed', cartUrl: (language) => cartUrl(context, language) },
        }),
      );
      return;
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntentId = idOf(charge.payment_intent);
      if (!paymentIntentId) return;
      await inTransaction(context, (tx) =>
        recordChargeRefunded(tx, paymentIntentId, {
          id: charge.id,
          amountRefundedCents: charge.amount_refunded,
          whole: charge.refunded,
        }),
      );
      return;
    }
    default:
      // Other event types are not subscribed; a stray one is acknowledged and ignored.
      return;
  }
}

/** The customer's cart on the storefront, in the order's language: where a "not paid" mail leads. */
function cartUrl(context: CheckoutContext, language: Language): string {
  return storefrontUrl(context.config.publicUrl, 'cart', { language });
}

function orderIdOf(session: CheckoutSession): number | null {
  const raw = session.metadata?.order_id ?? session.client_reference_id;
  const id = Number(raw);
  return raw && Number.isSafeInteger(id) && id > 0 ? id : null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** The terms the customer ticked on the payment page: the version the page was opened with. */
function termsAcceptedOf(session: CheckoutSession): { version: string } | null {
  if (session.consent?.terms_of_service !== 'accepted') return null;
  return { version: session.metadata?.terms_version ?? TERMS_VERSION };
}

function shippingOf(session: CheckoutSession) {
  const shipping = session.collected_information?.shipping_details;
  const address = shipping?.address;
  if (!shipping || !address) return null;
  return {
    name: shipping.name,
    address1: address.line1 ?? '',
    address2: address.line2 || null,
    postalCode: address.postal_code ?? '',
    city: address.city ?? '',
    country: address.country ?? '',
  };
}

/**
 * The payer as the payment page names them: Stripe's customer_details, the name and billing
 * address given with the payment method. Null without a name; the address stays empty when the
 * page asked none (a card may need only a country).
 */
function billingOf(session: CheckoutSession): OrderBilling | null {
  const details = session.customer_details;
  if (!details?.name) return null;
  const address = details.address?.line1 ? details.address : null;
  return {
    name: details.name,
    address1: address?.line1 ?? '',
    address2: address?.line2 || null,
    postalCode: address?.postal_code ?? '',
    city: address?.city ?? '',
    country: address?.country ?? '',
  };
}

/**
 * How the customer paid, from the charge of the session's PaymentIntent (expanded when the
 * session is read): its method type and, for a card, its brand and last four digits. Without
 * a charge to read, the only method the page offered, or "online" when it offered several.
 */
function paymentMethodOf(session: CheckoutSession): PaymentMethod {
  const intent = session.payment_intent as PaymentIntent | string | null;
  const charge =
    typeof intent === 'object' ? (intent?.latest_charge as Charge | string | null) : null;
  const details = typeof charge === 'object' ? charge?.payment_method_details : null;
  if (details) {
    return {
      type: details.type,
      brand: details.card?.brand ?? null,
      last4: details.card?.last4 ?? null,
    };
  }
  const types = session.payment_method_types ?? [];
  return { type: types.length === 1 ? types[0]! : 'online', brand: null, last4: null };
}
