import type { CheckoutSessionResult, Language } from '@shop/contracts';
import { AppError } from '../errors.js';
import { checkoutMessages } from './messages.js';
import {
  isProviderUnavailable,
  type AllowedShippingCountry,
  type CheckoutSessionCreateParams,
} from '../payments/stripe.js';
import type { CheckoutContext } from './context.js';
import {
  cancelPendingOrder,
  inTransaction,
  insertPendingOrder,
  readCart,
  stockLeft,
  takeStock,
  type CartLine,
} from './store.js';

/**
 * Starts a checkout in named steps, each with its undo:
 *   1. reserve: one transaction reads the cart, takes the stock and creates the pending order
 *      (a snapshot of the lines); any problem rolls all of it back.
 *   2. open the payment: the Checkout Session, with an idempotency key derived from the order.
 *      Undo of 1 when it fails: cancel the order and put its stock back.
 *   3. link: the session id on the order (fulfilment finds the order by its metadata anyway).
 */

export interface Customer {
  id: number;
  email: string;
}

const PERSONALISATION_LABEL: Record<Language, string> = {
  en: 'Personalisation',
  fr: 'Personnalisation',
  nl: 'Personalisatie',
};

export async function startCheckout(
  context: CheckoutContext,
  customer: Customer,
  language: Language,
): Promise<CheckoutSessionResult> {
  const order = await reserve(context, customer, language);

  let session;
  try {
    session = await context.payments.createCheckoutSession(
      sessionParams(context, customer, language, order),
      `checkout-order-${order.id}-${order.createdAt.getTime()}`,
    );
  } catch (error) {
    await inTransaction(context.pool, (client) =>
      cancelPendingOrder(client, order.id, 'The payment page could not be opened.'),
    );
    if (isProviderUnavailable(error)) {
      context.log.warn({ err: error, orderId: order.id }, 'payment provider unavailable');
      throw AppError.withErrorText(
        'service_unavailable',
        checkoutMessages.providerUnavailable[language](),
      );
    }
    throw error;
  }
  if (!session.url) throw new Error(`Checkout Session ${session.id} has no url.`);

  await context.pool.query('update orders set checkout_session_id = $2 where id = $1', [
    order.id,
    session.id,
  ]);
  return { checkout_url: session.url, session_id: session.id };
}

interface ReservedOrder {
  id: number;
  createdAt: Date;
  lines: CartLine[];
}

async function reserve(
  context: CheckoutContext,
  customer: Customer,
  language: Language,
): Promise<ReservedOrder> {
  return inTransaction(context.pool, async (client) => {
    const lines = await readCart(client, customer.id, language);
    if (lines.length === 0) {
      throw AppError.withErrorText('validation_error', checkoutMessages.cartEmpty[language]());
    }
    const unavailable = lines.find((line) => !line.isAvailable);
    if (unavailable) {
      throw AppError.withErrorText(
        'validation_error',
        unavailable.stock === 0
          ? checkoutMessages.soldOut[language](unavailable.name)
          : checkoutMessages.noLongerAvailable[language](unavailable.name),
      );
    }

    // One update per product, in id order, so concurrent checkouts lock rows in one order.
    const wanted = new Map<number, { quantity: number; name: string }>();
    for (const line of lines) {
      const entry = wanted.get(line.productId) ?? { quantity: 0, name: line.name };
      entry.quantity += line.quantity;
      wanted.set(line.productId, entry);
    }
    for (const [productId, { quantity, name }] of [...wanted].sort(([a], [b]) => a - b)) {
      if (await takeStock(client, productId, quantity)) continue;
      const left = await stockLeft(client, productId);
      throw AppError.withErrorText(
        'validation_error',
        left === null || left === 0
          ? checkoutMessages.soldOut[language](name)
          : checkoutMessages.onlyLeft[language](name, left),
      );
    }

    const totalCents = lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
    const id = await insertPendingOrder(client, {
      userId: customer.id,
      email: customer.email,
      language,
      totalAmount: fromCents(totalCents),
      lines,
    });
    const { rows } = await client.query<{ created_at: Date }>(
      'select created_at from orders where id = $1',
      [id],
    );
    return { id, createdAt: rows[0]!.created_at, lines };
  });
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
    line_items: order.lines.map((line) => ({
      quantity: line.quantity,
      price_data: {
        currency: 'eur',
        unit_amount: toCents(line.price),
        product_data: {
          name: line.name,
          ...(line.personalization
            ? { description: `${PERSONALISATION_LABEL[language]}: ${line.personalization}` }
            : {}),
        },
      },
    })),
    customer_email: customer.email,
    client_reference_id: String(order.id),
    metadata: { order_id: String(order.id) },
    shipping_address_collection: {
      allowed_countries: config.shippingCountries as AllowedShippingCountry[],
    },
    locale: language,
    expires_at: Math.floor(Date.now() / 1000) + minutes * 60,
    success_url: `${config.publicUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${config.publicUrl}/cart`,
  };
}

/** "12.50" -> 1250, exactly (no floating point). */
export function toCents(price: string): number {
  const [euros = '0', cents = ''] = price.split('.');
  return Number(euros) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
}

export function fromCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
