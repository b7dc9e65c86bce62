import type pg from 'pg';
import { STOREFRONT_ROUTES } from '@shop/contracts';
import { enqueueMail } from '../mail/outbox.js';
import { mailLanguage } from '../mail/templates.js';
import type { CheckoutSession, PaymentEvent } from '../payments/stripe.js';
import { ORDER_CONFIRMATION_QUEUE, PRODUCT_RESTOCKED_QUEUE } from '../plugins/jobs.js';
import type { CheckoutContext } from './context.js';
import { cancelPendingOrder, inTransaction, markOrderPaid, recordStatusChange } from './store.js';

/**
 * The one fulfilment path. The webhook, the success page and the reconciliation job all call
 * `settleSession`, which asks the provider for the session's current state (never trusting
 * the order events arrived in) and moves the order with conditional updates, so any number
 * of concurrent or repeated calls change it once.
 */

export type Settlement = 'paid' | 'awaiting_payment' | 'cancelled' | 'unchanged' | 'unknown_order';

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
): Promise<Settlement> {
  const orderId = orderIdOf(session);
  if (orderId === null) return 'unknown_order';

  if (
    session.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
  ) {
    await context.jobs.ready();
    const changed = await inTransaction(context.pool, async (client) => {
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
    if (changed) context.log.info({ orderId, sessionId: session.id }, 'order paid');
    return changed ? 'paid' : 'unchanged';
  }
  if (session.status === 'expired') {
    await context.jobs.ready();
    const cancelled = await inTransaction(context.pool, async (client) => {
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
