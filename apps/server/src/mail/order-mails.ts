import type pg from 'pg';
import type { MailRequest } from './outbox.js';
import { mailLanguage, type OrderMailData } from './templates.js';

/**
 * The `send-order-confirmation` job (queued once per paid order by the checkout): the
 * customer's confirmation in the order's language and the shop's new-order alert. Their
 * dedupe keys make a repeated job harmless.
 */
export async function sendOrderMails(
  pool: pg.Pool,
  enqueue: (request: MailRequest) => Promise<number | null>,
  shopEmail: string,
  orderId: number,
): Promise<void> {
  const { rows } = await pool.query<{
    id: number;
    email: string;
    language: string;
    total_amount: string;
    shipping_name: string | null;
    shipping_address_1: string | null;
    shipping_address_2: string | null;
    shipping_postal_code: string | null;
    shipping_city: string | null;
    shipping_country: string | null;
  }>(
    `select id, email, language, total_amount, shipping_name, shipping_address_1,
            shipping_address_2, shipping_postal_code, shipping_city, shipping_country
       from orders where id = $1`,
    [orderId],
  );
  const order = rows[0];
  // Orders are never deleted while paid; a missing one has nothing to confirm.
  if (!order) return;
  const { rows: lines } = await pool.query<{
    product_name: string;
    quantity: number;
    unit_price: string;
    personalization: string;
  }>(
    `select product_name, quantity, unit_price, personalization
       from order_items where order_id = $1 order by id`,
    [orderId],
  );
  const data: OrderMailData = {
    orderId: order.id,
    customerEmail: order.email,
    total: order.total_amount,
    lines: lines.map((line) => ({
      productName: line.product_name,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      personalization: line.personalization,
    })),
    shipping:
      order.shipping_name === null
        ? null
        : {
            name: order.shipping_name,
            address1: order.shipping_address_1 ?? '',
            address2: order.shipping_address_2,
            postalCode: order.shipping_postal_code ?? '',
            city: order.shipping_city ?? '',
            country: order.shipping_country ?? '',
          },
  };
  await enqueue({
    dedupeKey: `order-confirmation:${order.id}`,
    template: 'order-confirmation',
    language: mailLanguage(order.language),
    to: order.email,
    data,
  });
  // The shop's staff read Dutch, French and English alike; the alert is in English.
  await enqueue({
    dedupeKey: `new-order-alert:${order.id}`,
    template: 'new-order-alert',
    language: 'en',
    to: shopEmail,
    data,
  });
}
