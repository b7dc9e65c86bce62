import type pg from 'pg';
import type {
  CheckoutSuccess,
  Language,
  OrderStatus,
  OrdersPage,
  ShippingAddress,
} from '@shop/contracts';

/** Read side of orders: what the customer sees of their own orders. */

interface OrderRow {
  id: number;
  status: OrderStatus;
  total_amount: string;
  created_at: Date;
  shipping_name: string | null;
  shipping_address_1: string | null;
  shipping_address_2: string | null;
  shipping_postal_code: string | null;
  shipping_city: string | null;
  shipping_country: string | null;
}

const ORDER_COLUMNS = `o.id, o.status, o.total_amount, o.created_at, o.shipping_name,
  o.shipping_address_1, o.shipping_address_2, o.shipping_postal_code, o.shipping_city,
  o.shipping_country`;

function shippingAddress(row: OrderRow): ShippingAddress | null {
  if (row.shipping_name === null || row.shipping_address_1 === null) return null;
  return {
    name: row.shipping_name,
    address_1: row.shipping_address_1,
    address_2: row.shipping_address_2 || null,
    postal_code: row.shipping_postal_code ?? '',
    city: row.shipping_city ?? '',
    country: row.shipping_country ?? '',
  };
}

/** The order paid through this Checkout Session, when it belongs to `userId`; else null. */
export async function findOwnOrderBySession(
  pool: pg.Pool,
  userId: number,
  sessionId: string,
): Promise<CheckoutSuccess | null> {
  const { rows } = await pool.query<OrderRow>(
    `select ${ORDER_COLUMNS} from orders o where o.checkout_session_id = $1 and o.user_id = $2`,
    [sessionId, userId],
  );
  const order = rows[0];
  if (!order) return null;
  const { rows: items } = await pool.query<{
    product_name: string;
    quantity: number;
    personalization: string;
    unit_price: string;
  }>(
    `select product_name, quantity, personalization, unit_price from order_items
      where order_id = $1 order by id`,
    [order.id],
  );
  return {
    order_id: order.id,
    status: order.status,
    total_amount: order.total_amount,
    created_at: order.created_at.toISOString(),
    items,
    shipping_address: shippingAddress(order),
  };
}

const NAME_IN: Record<Language, string> = {
  en: 'p.name',
  fr: "nullif(p.name_fr, '')",
  nl: "nullif(p.name_nl, '')",
};

export async function listOwnOrders(
  pool: pg.Pool,
  userId: number,
  query: { page: number; page_size: number; status?: OrderStatus | 'all' | ''; lang: Language },
): Promise<OrdersPage> {
  const status = query.status && query.status !== 'all' ? query.status : null;
  const { rows: counted } = await pool.query<{ count: number }>(
    `select count(*) as count from orders where user_id = $1 and ($2::order_status is null or status = $2)`,
    [userId, status],
  );
  const count = counted[0]?.count ?? 0;
  const totalPages = Math.max(1, Math.ceil(count / query.page_size));
  const page = Math.min(query.page, totalPages);

  const { rows } = await pool.query<OrderRow & { items_count: number }>(
    `select ${ORDER_COLUMNS},
            (select coalesce(sum(quantity), 0)::int from order_items where order_id = o.id) as items_count
       from orders o
      where o.user_id = $1 and ($2::order_status is null or o.status = $2)
      order by o.created_at desc, o.id desc
      limit $3 offset $4`,
    [userId, status, query.page_size, (page - 1) * query.page_size],
  );
  const ids = rows.map((row) => row.id);
  const { rows: items } = await pool.query<{
    order_id: number;
    product_name: string;
    quantity: number;
  }>(
    // The product's current name in the requested language; the snapshot when it is gone.
    `select i.order_id, coalesce(${NAME_IN[query.lang]}, p.name, i.product_name) as product_name,
            i.quantity
       from order_items i left join products p on p.id = i.product_id
      where i.order_id = any($1::int[])
      order by i.order_id, i.id`,
    [ids],
  );
  return {
    orders: rows.map((row) => ({
      order_id: row.id,
      status: row.status,
      total_amount: row.total_amount,
      items_count: row.items_count,
      created_at: row.created_at.toISOString(),
      items: items
        .filter((item) => item.order_id === row.id)
        .map(({ product_name, quantity }) => ({ product_name, quantity })),
      shipping_address: shippingAddress(row),
    })),
    pagination: {
      page,
      total_pages: totalPages,
      count,
      has_previous: page > 1,
      has_next: page < totalPages,
    },
  };
}
