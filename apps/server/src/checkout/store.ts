import pg from 'pg';
import type { Language } from '@shop/contracts';

/**
 * The checkout's SQL. Every status change is a conditional update (`where status = ...
 * returning`), so whichever caller gets there first makes the change and the others see no
 * row; stock moves only through conditional updates that cannot take it below zero.
 */

export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    return await inClientTransaction(client, work);
  } finally {
    client.release();
  }
}

/** A transaction on a pool's connection, or on a connection the caller holds. */
export function transactionOn<T>(
  db: pg.Pool | pg.PoolClient,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  return db instanceof pg.Pool ? inTransaction(db, work) : inClientTransaction(db, work);
}

/** A transaction on a connection the caller holds (and keeps holding afterwards). */
export async function inClientTransaction<T>(
  client: pg.PoolClient,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  await client.query('begin');
  try {
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/**
 * Runs `work` while holding the customer's checkout lock: a PostgreSQL advisory lock on one
 * connection, so starts of one customer's checkout run one after the other on every instance
 * sharing the database, while other customers' checkouts go on. The lock is held across the
 * call to the payment provider but no row stays locked meanwhile; the connection's end (a
 * crash) releases it.
 */
export async function withCustomerCheckoutLock<T>(
  pool: pg.Pool,
  userId: number,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let reusable = true;
  try {
    await client.query('select pg_advisory_lock(hashtext($1), $2)', [CHECKOUT_LOCK, userId]);
    try {
      return await work(client);
    } finally {
      try {
        await client.query('select pg_advisory_unlock(hashtext($1), $2)', [CHECKOUT_LOCK, userId]);
      } catch {
        // A connection that may still hold the lock must never serve another request.
        reusable = false;
      }
    }
  } finally {
    client.release(!reusable);
  }
}

const CHECKOUT_LOCK = 'checkout-customer';

export interface CartLine {
  productId: number;
  name: string;
  price: string;
  quantity: number;
  personalization: string;
  isAvailable: boolean;
  /** Units on hand when read; null: made to order. */
  stock: number | null;
}

const NAME_COLUMN: Record<Language, string> = {
  en: 'p.name',
  fr: "coalesce(nullif(p.name_fr, ''), p.name)",
  nl: "coalesce(nullif(p.name_nl, ''), p.name)",
};

/** The user's cart with names in `language` and prices from the catalogue, oldest line first. */
export async function readCart(
  client: pg.PoolClient,
  userId: number,
  language: Language,
): Promise<CartLine[]> {
  const { rows } = await client.query<{
    product_id: number;
    name: string;
    price: string;
    quantity: number;
    personalization: string;
    is_available: boolean;
    stock: number | null;
  }>(
    `select c.product_id, ${NAME_COLUMN[language]} as name, p.price, c.quantity, p.stock,
            c.personalization, (p.is_available and p.archived_at is null) as is_available
       from cart_items c join products p on p.id = c.product_id
      where c.user_id = $1
      order by c.created_at, c.id`,
    [userId],
  );
  return rows.map((row) => ({
    productId: row.product_id,
    name: row.name,
    price: row.price,
    quantity: row.quantity,
    personalization: row.personalization,
    isAvailable: row.is_available,
    stock: row.stock,
  }));
}

/**
 * Takes `quantity` units of a product; false when it is unavailable or has fewer left.
 * Made-to-order products (stock null) never run out; a product reaching 0 sells out.
 */
export async function takeStock(
  client: pg.PoolClient,
  productId: number,
  quantity: number,
): Promise<boolean> {
  const { rowCount } = await client.query(
    `update products
        set stock = stock - $2,
            is_available = case when stock - $2 = 0 then false else is_available end,
            availability = case when stock - $2 = 0 then 'out_of_stock' else availability end,
            sold_out_at = case when stock - $2 = 0 then now() else sold_out_at end,
            updated_at = now()
      where id = $1 and is_available and archived_at is null
        and (stock is null or stock >= $2)`,
    [productId, quantity],
  );
  return rowCount === 1;
}

/** Units left of a product (null: made to order), for the error message. */
export async function stockLeft(client: pg.PoolClient, productId: number): Promise<number | null> {
  const { rows } = await client.query<{ stock: number | null }>(
    'select stock from products where id = $1',
    [productId],
  );
  return rows[0]?.stock ?? null;
}

export interface NewOrder {
  userId: number;
  email: string;
  language: Language;
  totalAmount: string;
  lines: CartLine[];
}

export async function insertPendingOrder(client: pg.PoolClient, order: NewOrder): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `insert into orders (user_id, status, total_amount, currency, language, email)
     values ($1, 'pending', $2, 'eur', $3, $4) returning id`,
    [order.userId, order.totalAmount, order.language, order.email],
  );
  const orderId = rows[0]!.id;
  for (const line of order.lines) {
    await client.query(
      `insert into order_items (order_id, product_id, product_name, unit_price, quantity, personalization)
       values ($1, $2, $3, $4, $5, $6)`,
      [orderId, line.productId, line.name, line.price, line.quantity, line.personalization],
    );
  }
  await recordStatusChange(client, orderId, null, 'pending', 'Checkout started.');
  return orderId;
}

export async function recordStatusChange(
  client: pg.PoolClient,
  orderId: number,
  from: string | null,
  to: string,
  reason: string,
): Promise<void> {
  await client.query(
    `insert into order_status_history (order_id, from_status, to_status, reason)
     values ($1, $2, $3, $4)`,
    [orderId, from, to, reason],
  );
}

/**
 * pending -> cancelled, and the order's units go back on the shelf; a no-op (false) when
 * the order is no longer pending, so a repeated expiry never releases stock twice.
 */
export async function cancelPendingOrder(
  client: pg.PoolClient,
  orderId: number,
  reason: string,
): Promise<boolean> {
  const { rowCount } = await client.query(
    `update orders set status = 'cancelled', updated_at = now()
      where id = $1 and status = 'pending'`,
    [orderId],
  );
  if (rowCount !== 1) return false;
  const { rows } = await client.query<{ product_id: number; quantity: number }>(
    `select product_id, sum(quantity)::int as quantity from order_items
      where order_id = $1 and product_id is not null
      group by product_id order by product_id`,
    [orderId],
  );
  for (const row of rows) {
    await client.query(
      `update products
          set stock = stock + $2,
              is_available = case when sold_out_at is not null then true else is_available end,
              availability = case when sold_out_at is not null and availability = 'out_of_stock'
                                   then 'in_stock' else availability end,
              sold_out_at = null,
              updated_at = now()
        where id = $1 and stock is not null`,
      [row.product_id, row.quantity],
    );
  }
  await recordStatusChange(client, orderId, 'pending', 'cancelled', reason);
  return true;
}

export interface PaidSession {
  sessionId: string;
  paymentIntentId: string | null;
  shipping: {
    name: string;
    address1: string;
    address2: string | null;
    postalCode: string;
    city: string;
    country: string;
  } | null;
}

/**
 * pending -> processing exactly once: the conditional update lets one caller through; that
 * caller records the payment and address, empties the cart and (through `onPaid`, in the
 * same transaction) queues the confirmation mail. Returns whether this call made the change.
 */
export async function markOrderPaid(
  client: pg.PoolClient,
  orderId: number,
  paid: PaidSession,
): Promise<{ userId: number } | null> {
  const address = paid.shipping;
  const { rows } = await client.query<{ user_id: number }>(
    `update orders
        set status = 'processing', paid_at = now(), updated_at = now(),
            payment_intent_id = $2,
            checkout_session_id = coalesce(checkout_session_id, $3),
            shipping_name = $4, shipping_address_1 = $5, shipping_address_2 = $6,
            shipping_postal_code = $7, shipping_city = $8, shipping_country = $9
      where id = $1 and status = 'pending'
      returning user_id`,
    [
      orderId,
      paid.paymentIntentId,
      paid.sessionId,
      address?.name ?? null,
      address?.address1 ?? null,
      address?.address2 ?? null,
      address?.postalCode ?? null,
      address?.city ?? null,
      address?.country ?? null,
    ],
  );
  const row = rows[0];
  if (!row) return null;
  await removeOrderedQuantitiesFromCart(client, orderId, row.user_id);
  await recordStatusChange(client, orderId, 'pending', 'processing', 'Payment received.');
  return { userId: row.user_id };
}

export async function orderStatus(
  client: pg.Pool | pg.PoolClient,
  orderId: number,
): Promise<string | null> {
  const { rows } = await client.query<{ status: string }>(
    'select status from orders where id = $1',
    [orderId],
  );
  return rows[0]?.status ?? null;
}

/**
 * Takes exactly the order's snapshot out of the cart: a line ordered whole goes, a line raised
 * after the payment page opened keeps the extra units, and lines added since stay untouched.
 */
async function removeOrderedQuantitiesFromCart(
  client: pg.PoolClient,
  orderId: number,
  userId: number,
): Promise<void> {
  const ordered = `select product_id, personalization, sum(quantity)::int as quantity
                     from order_items where order_id = $2 and product_id is not null
                    group by product_id, personalization`;
  await client.query(
    `delete from cart_items c using (${ordered}) o
      where c.user_id = $1 and c.product_id = o.product_id
        and c.personalization = o.personalization and c.quantity <= o.quantity`,
    [userId, orderId],
  );
  await client.query(
    `update cart_items c set quantity = c.quantity - o.quantity, updated_at = now()
       from (${ordered}) o
      where c.user_id = $1 and c.product_id = o.product_id
        and c.personalization = o.personalization and c.quantity > o.quantity`,
    [userId, orderId],
  );
}

export interface OpenCheckout {
  orderId: number;
  sessionId: string | null;
  language: string;
  /** The snapshot's lines: what the payment page shows. */
  lines: { productId: number | null; personalization: string; quantity: number; price: string }[];
}

/** The customer's pending orders (normally at most one), oldest first, with their snapshots. */
export async function pendingCheckouts(
  client: pg.PoolClient,
  userId: number,
): Promise<OpenCheckout[]> {
  const { rows } = await client.query<{
    id: number;
    checkout_session_id: string | null;
    language: string;
    lines: OpenCheckout['lines'];
  }>(
    `select o.id, o.checkout_session_id, o.language,
            coalesce(json_agg(json_build_object(
              'productId', i.product_id, 'personalization', i.personalization,
              'quantity', i.quantity, 'price', i.unit_price::text) order by i.id)
              filter (where i.id is not null), '[]') as lines
       from orders o left join order_items i on i.order_id = o.id
      where o.user_id = $1 and o.status = 'pending'
      group by o.id order by o.id`,
    [userId],
  );
  return rows.map((row) => ({
    orderId: row.id,
    sessionId: row.checkout_session_id,
    language: row.language,
    lines: row.lines,
  }));
}
