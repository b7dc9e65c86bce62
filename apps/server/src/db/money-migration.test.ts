import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loginResponseSchema } from '@shop/contracts';
import { connectDatabase, type DatabaseConnection } from './client.js';
import { MIGRATIONS_DIR, runMigrations } from './migrate.js';
import { createTestApp, runOnServer, type TestApp } from '../test/app.js';
import { newCustomer } from '../test/checkout.js';
import { withDatabase } from '../test/database-url.js';

/**
 * Migration 0027 (ADR 0070) turns every money column from numeric euros into integer cents.
 * A database is migrated to 0026, given a shop's rows written the old way, then migrated to
 * the end: the shop must read every old amount exactly as it was written.
 */

const LAST_IN_EUROS = 26;

let scratch: string;
let name: string;
let database: DatabaseConnection;
let shop: TestApp;
const ids: Record<'order' | 'card' | 'customer', number> = { order: 0, card: 0, customer: 0 };

/** The migrations folder as it was before money moved to cents. */
async function migrationsInEuros(): Promise<string> {
  const folder = path.join(scratch, 'migrations');
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { idx: number }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx <= LAST_IN_EUROS);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

/** A paid order, its product on sale, a gift card that paid part, codes and settings, in euros. */
async function writeTheOldWay(): Promise<void> {
  const query = async (text: string, values: unknown[] = []) =>
    (await database.pool.query<{ id: number }>(text, values)).rows[0]?.id ?? 0;
  const userId = await query(
    `insert into users (username, email, password_hash) values ('old', 'old@example.be', 'x') returning id`,
  );
  const categoryId = await query(
    `insert into categories (slug, name) values ('personalized', 'Personalised') returning id`,
  );
  const productId = await query(
    `insert into products (slug, category_id, name, price, sale_price, sale_started_at)
     values ('old-board', $1, 'Old board', '24.90', '19.90', now() - interval '1 day') returning id`,
    [categoryId],
  );
  await database.pool.query(
    `insert into product_price_history (product_id, price, started_at, reason) values
       ($1, '24.90', now() - interval '60 days', 'created'),
       ($1, '22.50', now() - interval '20 days', 'edited'),
       ($1, '24.90', now() - interval '10 days', 'edited'),
       ($1, '19.90', now() - interval '1 day', 'sale_started')`,
    [productId],
  );
  await database.pool.query(`update shop_settings set gift_wrapping_price = '3.75'`);
  // 2 × 19.90 − 4.90 off + 3.75 wrapping = 38.65, of which a gift card paid 5.00.
  ids.order = await query(
    `insert into orders (user_id, status, total_amount, email, paid_at, is_gift,
                         gift_wrapping_price, gift_wrapping_vat_rate, discount_code,
                         discount_total, gift_card_total)
     values ($1, 'processing', '33.65', 'old@example.be', now(), true, '3.75', 21, 'TENOFF',
             '4.90', '5.00') returning id`,
    [userId],
  );
  await database.pool.query(
    `insert into order_items (order_id, product_id, product_name, unit_price, quantity, vat_rate,
                              discount_amount)
     values ($1, $2, 'Old board', '19.90', 2, 21, '4.90')`,
    [ids.order, productId],
  );
  ids.card = await query(
    `insert into gift_cards (code, initial_value, expires_at)
     values ('OLDCARD234567892', '25.00', now() + interval '1 year') returning id`,
  );
  await database.pool.query(
    `insert into gift_card_ledger (gift_card_id, kind, amount, order_id) values
       ($1, 'issued', '25.00', null), ($1, 'redeemed', '-5.00', $2)`,
    [ids.card, ids.order],
  );
  await database.pool.query(
    `insert into discount_codes (code, kind, value, min_subtotal) values
       ('TENOFF', 'percent', '10.00', null), ('FIVEOFF', 'amount', '5.00', '20.00')`,
  );
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'shop-money-'));
  const serverUrl = inject('testDatabaseServerUrl');
  name = `shop_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `create database "${name}"`);
  database = connectDatabase(withDatabase(serverUrl, name), 2);
  await migrate(database.db, { migrationsFolder: await migrationsInEuros() });
  await writeTheOldWay();
  await runMigrations(database);
  shop = await createTestApp({ databaseUrl: withDatabase(serverUrl, name) });
  // The order becomes a signed-in customer's, and a staff member reads it too.
  const customer = await newCustomer(shop);
  ids.customer = customer.id;
  await database.pool.query('update orders set user_id = $1', [customer.id]);
  customerToken = customer.access;
  const staff = await newCustomer(shop);
  await database.pool.query('update users set is_staff = true, is_superuser = true where id = $1', [
    staff.id,
  ]);
  const signedIn = await shop.app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username: staff.email, password: 'Secret123' },
  });
  staffToken = loginResponseSchema.parse(signedIn.json()).access;
});

let customerToken: string;
let staffToken: string;

afterAll(async () => {
  await shop?.close();
  await database?.close();
  await runOnServer(
    inject('testDatabaseServerUrl'),
    `drop database if exists "${name}" with (force)`,
  );
  await rm(scratch, { recursive: true, force: true });
});

async function read(url: string, token?: string) {
  const response = await shop.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('money moved from euros to cents (migration 0027)', () => {
  it('keeps every amount to the cent, as integer cents', async () => {
    const { rows } = await database.pool.query(
      `select o.total_cents, o.gift_wrapping_price_cents, o.discount_total_cents,
              o.gift_card_total_cents, i.unit_price_cents, i.discount_cents, p.price_cents,
              p.sale_price_cents, (select gift_wrapping_price_cents from shop_settings) as wrapping,
              (select initial_value_cents from gift_cards) as card
         from orders o join order_items i on i.order_id = o.id join products p on p.id = i.product_id`,
    );
    expect(rows).toEqual([
      {
        total_cents: 3365,
        gift_wrapping_price_cents: 375,
        discount_total_cents: 490,
        gift_card_total_cents: 500,
        unit_price_cents: 1990,
        discount_cents: 490,
        price_cents: 2490,
        sale_price_cents: 1990,
        wrapping: 375,
        card: 2500,
      },
    ]);
    const codes = await database.pool.query(
      'select code, kind, percent_off, amount_off_cents, min_subtotal_cents from discount_codes order by code',
    );
    expect(codes.rows).toEqual([
      {
        code: 'FIVEOFF',
        kind: 'amount',
        percent_off: null,
        amount_off_cents: 500,
        min_subtotal_cents: 2000,
      },
      {
        code: 'TENOFF',
        kind: 'percent',
        percent_off: 10,
        amount_off_cents: null,
        min_subtotal_cents: null,
      },
    ]);
  });

  it('shows the customer their old order as it was paid', async () => {
    const page = await read('/api/checkout/orders/?lang=en', customerToken);
    expect(page.orders).toHaveLength(1);
    expect(page.orders[0]).toMatchObject({
      order_id: ids.order,
      total_amount: '33.65',
      gift: { is_gift: true, wrapping: true, wrapping_price: '3.75' },
    });
    // The lines as sold (39.80 − 4.90) and the wrapping, each at 21 %.
    expect(page.orders[0].vat_breakdown).toEqual([
      { rate: '21', taxable_amount: '31.94', vat_amount: '6.71' },
    ]);
  });

  it('shows staff the old order, gift card and codes with the same amounts', async () => {
    const order = await read(`/api/admin/orders/${ids.order}/`, staffToken);
    expect(order).toMatchObject({
      total_amount: '33.65',
      items: [{ product_name: 'Old board', unit_price: '19.90', quantity: 2 }],
      discount: { code: 'TENOFF', amount: '4.90' },
      gift_card_total: '5.00',
      gift: { wrapping_price: '3.75' },
    });
    const card = await read(`/api/admin/gift-cards/${ids.card}/`, staffToken);
    expect(card).toMatchObject({ value: '25.00', balance: '20.00' });
    expect(card.ledger.map((entry: { amount: string }) => entry.amount)).toEqual([
      '25.00',
      '-5.00',
    ]);
    const codes = await read('/api/admin/discount-codes/?_sort=code&_order=ASC', staffToken);
    const list = Array.isArray(codes) ? codes : codes.data;
    expect(
      list.map((code: { code: string; value: string; min_subtotal: string | null }) => [
        code.code,
        code.value,
        code.min_subtotal,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['FIVEOFF', '5.00', '20.00'],
        ['TENOFF', '10', null],
      ]),
    );
  });

  it('shows the product at its sale price with its regular and lowest prices, and the wrapping', async () => {
    const product = await read('/api/products/old-board/?lang=en');
    expect(product).toMatchObject({
      price: '19.90',
      regular_price: '24.90',
      lowest_price_30_days: '22.50',
    });
    const settings = await read('/api/settings/');
    expect(settings.gift_wrapping).toEqual({ price: '3.75' });
  });
});
