import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from './client.js';
import { MIGRATIONS_DIR, runMigrations } from './migrate.js';
import { runOnServer } from '../test/app.js';
import { withDatabase } from '../test/database-url.js';

/**
 * Migration 0035 (ADR 0092) gives products a VAT category instead of a Belgian rate and lets
 * order lines keep rates with decimals. A database is migrated to 0034, given products of each
 * Belgian rate and order lines sold at them, then migrated to the end.
 */

const LAST_WITH_BELGIAN_RATES = 34;

let scratch: string;
let name: string;
let database: DatabaseConnection;

async function migrationsWithBelgianRates(): Promise<string> {
  const folder = path.join(scratch, 'migrations');
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { idx: number }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx <= LAST_WITH_BELGIAN_RATES);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'shop-vat-'));
  const serverUrl = inject('testDatabaseServerUrl');
  name = `shop_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `create database "${name}"`);
  database = connectDatabase(withDatabase(serverUrl, name), 2);
  await migrate(database.db, { migrationsFolder: await migrationsWithBelgianRates() });
  const pool = database.pool;
  const userId = (
    await pool.query<{ id: number }>(
      `insert into users (username, email, password_hash) values ('old', 'old@example.be', 'x') returning id`,
    )
  ).rows[0]!.id;
  const categoryId = (
    await pool.query<{ id: number }>(
      `insert into categories (slug, name) values ('personalized', 'Personalised') returning id`,
    )
  ).rows[0]!.id;
  await pool.query(
    `insert into products (slug, category_id, name, price_cents, vat_rate) values
       ('board', $1, 'Board', 2490, 21), ('margarine', $1, 'Margarine', 300, 12),
       ('speculoos', $1, 'Speculoos', 1060, 6), ('card', $1, 'Card', 2500, 0)`,
    [categoryId],
  );
  const orderId = (
    await pool.query<{ id: number }>(
      `insert into orders (user_id, status, total_cents, email, gift_wrapping_price_cents,
                           gift_wrapping_vat_rate)
       values ($1, 'processing', 6450, 'old@example.be', 350, 21) returning id`,
      [userId],
    )
  ).rows[0]!.id;
  await pool.query(
    `insert into order_items (order_id, product_name, unit_price_cents, quantity, vat_rate) values
       ($1, 'Board', 2490, 1, 21), ($1, 'Margarine', 300, 1, 12), ($1, 'Speculoos', 1060, 1, 6),
       ($1, 'Card', 2500, 1, 0)`,
    [orderId],
  );
  await runMigrations(database);
});

afterAll(async () => {
  await database?.close();
  await runOnServer(
    inject('testDatabaseServerUrl'),
    `drop database if exists "${name}" with (force)`,
  );
  await rm(scratch, { recursive: true, force: true });
});

describe('migration 0035: VAT categories', () => {
  it('names each product’s category after its Belgian rate', async () => {
    const { rows } = await database.pool.query<{ slug: string; vat_category: string }>(
      'select slug, vat_category from products order by id',
    );
    expect(rows.map((row) => [row.slug, row.vat_category])).toEqual([
      ['board', 'standard'],
      ['margarine', 'intermediate'],
      ['speculoos', 'food'],
      ['card', 'zero'],
    ]);
  });

  it('keeps every order line’s and wrapping’s rate exactly, and takes 5.5 from now on', async () => {
    const { rows } = await database.pool.query<{ vat_rate: string }>(
      'select vat_rate from order_items order by id',
    );
    expect(rows.map((row) => row.vat_rate)).toEqual(['21.00', '12.00', '6.00', '0.00']);
    const wrapping = await database.pool.query<{ gift_wrapping_vat_rate: string }>(
      'select gift_wrapping_vat_rate from orders',
    );
    expect(wrapping.rows[0]!.gift_wrapping_vat_rate).toBe('21.00');
    await database.pool.query(`update order_items set vat_rate = 5.5 where product_name = 'Card'`);
    const french = await database.pool.query<{ vat_rate: string }>(
      `select vat_rate from order_items where product_name = 'Card'`,
    );
    expect(french.rows[0]!.vat_rate).toBe('5.50');
  });
});
