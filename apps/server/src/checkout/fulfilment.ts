import type pg from 'pg';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { enqueueMail } from '../mail/outbox.js';
import { mailLanguage } from '../mail/templates.js';
import type { CheckoutSession, PaymentEvent } from '../payments/stripe.js';
import { ORDER_CONFIRMATION_QUEUE, PRODUCT_RESTOCKED_QUEUE } from '../plugins/jobs.js';
import type { CheckoutContext } from './context.js';
import {
  cancelPendingOrder,
  inTransaction,
  markOrderPaid,
  recordStatusChange,
  transactionOn,
} from './store.js';

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
  const db = heldClient ?? context.pool;

  if (
    session.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
  ) {
    await context.jobs.ready();
    const changed = await transactionOn(db, async (client) => {
      const paid = await markOrderPaid(client, orderId, {
        sessionId: session.id,
        paymentIntentId: idOf(session.payment_intent),
        shipping: shippingOf(session),
      });
      if (!paid) return false;
      // Same transaction: the mail is queued exactly when the order becomes paid.
      await context.jobs.send(
        ORDER_CONFIRMATION_QUEUE,
        { order_id: orderId },
        { client, singletonKey: `order-${orderId}` },
      );
      return true;
    });
    if (changed) {
      context.log.info({ orderId, sessionId: session.id }, 'order paid');
      return 'paid';
    }
    return refundIfOrderWasGivenUp(context, session, orderId, db);
  }
  if (session.status === 'expired') {
    await context.jobs.ready();
    const cancelled = await transactionOn(db, async (client) => {
      const done = await cancelPendingOrder(
        client,
        orderId,
        'The payment session expired before payment.',
      );
      if (done) await afterUnpaidCancellation(context, client, orderId, 'expired');
      return done;
    });
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
  db: pg.Pool | pg.PoolClient,
): Promise<Settlement> {
  const paymentIntentId = idOf(session.payment_intent);
  if (!paymentIntentId) return 'unchanged';
  // Claim the payment for the order first, so the provider's refund event finds the order.
  const { rows } = await db.query<{ payment_intent_id: string }>(
    `update orders set payment_intent_id = coalesce(payment_intent_id, $2), updated_at = now()
      where id = $1 and status = 'cancelled' and paid_at is null
        and (payment_intent_id is null or payment_intent_id = $2)
      returning payment_intent_id`,
    [orderId, paymentIntentId],
  );
  if (rows.length === 0) return 'unchanged';

  const refund = await context.payments.createRefund(
    {
      payment_intent: paymentIntentId,
      reason: 'duplicate',
      metadata: { order_id: String(orderId), checkout_session_id: session.id },
    },
    `refund-given-up-order-${session.id}`,
  );
  const amount = (refund.amount / 100).toFixed(2);
  await context.jobs.ready();
  const recorded = await transactionOn(db, record);
  async function record(client: pg.PoolClient): Promise<boolean> {
    const { rowCount } = await client.query(
      `insert into payment_events (id, type) values ($1, 'refund.automatic')
       on conflict (id) do nothing`,
      [refund.id],
    );
    if (rowCount !== 1) return false;
    await recordStatusChange(
      client,
      orderId,
      'cancelled',
      'cancelled',
      `Paid after this checkout was replaced or cancelled; refunded automatically: EUR ${amount} (refund ${refund.id}).`,
    );
    const { rows: orders } = await client.query<{ email: string; language: string }>(
      'select email, language from orders where id = $1',
      [orderId],
    );
    const order = orders[0]!;
    await enqueueMail(
      context,
      {
        dedupeKey: `payment-refunded:${session.id}`,
        template: 'payment-refunded',
        language: mailLanguage(order.language),
        to: order.email,
        data: { orderId, amount },
      },
      client,
    );
    return true;
  }
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
  client: pg.PoolClient,
  orderId: number,
): Promise<void> {
  await context.jobs.ready();
  if (await cancelPendingOrder(client, orderId, 'Replaced by a new checkout of the same cart.')) {
    await queueRestockJobs(context, client, orderId);
  }
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
      await context.jobs.ready();
      await inTransaction(context.pool, async (client) => {
        const done = await cancelPendingOrder(client, orderId, 'The bank debit failed.');
        if (done) await afterUnpaidCancellation(context, client, orderId, 'failed');
      });
      return;
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntentId = idOf(charge.payment_intent);
      if (!paymentIntentId) return;
      await inTransaction(context.pool, async (client) => {
        const { rows } = await client.query<{ id: number; status: string }>(
          'select id, status from orders where payment_intent_id = $1 for update',
          [paymentIntentId],
        );
        const order = rows[0];
        if (!order) return;
        const refunded = (charge.amount_refunded / 100).toFixed(2);
        const whole = charge.refunded ? 'in full' : 'in part';
        await recordStatusChange(
          client,
          order.id,
          order.status,
          order.status,
          `Refunded ${whole}: EUR ${refunded} in total (charge ${charge.id}).`,
        );
      });
      return;
    }
    default:
      // Other event types are not subscribed; a stray one is acknowledged and ignored.
      return;
  }
}

/**
 * In the cancelling transaction, so both exist exactly when the order is cancelled: the
 * customer's 'not paid' mail (its dedupe key makes it once per order and reason), and a
 * product-restocked job for each product whose released stock may make it orderable again.
 */
async function afterUnpaidCancellation(
  context: CheckoutContext,
  client: pg.PoolClient,
  orderId: number,
  reason: 'failed' | 'expired',
): Promise<void> {
  const { rows } = await client.query<{ email: string; language: string }>(
    'select email, language from orders where id = $1',
    [orderId],
  );
  const order = rows[0];
  if (order) {
    const language = mailLanguage(order.language);
    const query = language === 'en' ? '' : `?lang=${language}`;
    await enqueueMail(
      context,
      {
        dedupeKey: `payment-${reason}:${orderId}`,
        template: 'payment-not-completed',
        language,
        to: order.email,
        data: {
          orderId,
          reason,
          cartUrl: `${context.config.publicUrl.replace(/\/+$/, '')}${STOREFRONT_ROUTES.cart}${query}`,
        },
      },
      client,
    );
  }
  await queueRestockJobs(context, client, orderId);
}

async function queueRestockJobs(
  context: CheckoutContext,
  client: pg.PoolClient,
  orderId: number,
): Promise<void> {
  const { rows: products } = await client.query<{ product_id: number }>(
    `select distinct product_id from order_items where order_id = $1 and product_id is not null`,
    [orderId],
  );
  for (const { product_id } of products) {
    await context.jobs.send(PRODUCT_RESTOCKED_QUEUE, { product_id }, { client });
  }
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
