import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The order's tables have their homes (issue 25, ADR 0061): the order domain (`orders/`),
 * invoicing and gift cards own them and answer for them, reads included. A module (the admin,
 * the account, …) asks those domains and never selects, joins or writes their tables itself,
 * neither through Drizzle (`.from(orders)`, `.leftJoin(orderItems, …)`, `.update(giftCards)`)
 * nor in raw SQL (`from orders`, `join order_items`, `update gift_cards`).
 */
const modulesFolder = fileURLToPath(new URL('.', import.meta.url));

const DRIZZLE_TABLES = [
  'orders',
  'orderItems',
  'orderStatusHistory',
  'orderRefunds',
  'orderRefundItems',
  'withdrawals',
  'withdrawalItems',
  'invoices',
  'creditNotes',
  'giftCards',
  'giftCardLedger',
];
const SQL_TABLES = [
  'orders',
  'order_items',
  'order_status_history',
  'order_refunds',
  'order_refund_items',
  'withdrawals',
  'withdrawal_items',
  'invoices',
  'credit_notes',
  'gift_cards',
  'gift_card_ledger',
];
const DRIZZLE_USE = new RegExp(
  String.raw`\.(from|\w*[jJ]oin|update|insert|delete)\(\s*(${DRIZZLE_TABLES.join('|')})\b`,
);
const SQL_USE = new RegExp(String.raw`\b(from|join|update|into)\s+(${SQL_TABLES.join('|')})\b`);

function moduleSources(): string[] {
  return readdirSync(modulesFolder, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.ts$/.test(file) && !/\.(test|d)\.ts$/.test(file),
  );
}

/** `file:line: text` for each line of a module's source that reaches an order-side table. */
function tableUses(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(join(modulesFolder, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        DRIZZLE_USE.test(line) || SQL_USE.test(line)
          ? [`modules/${file}:${index + 1}: ${line.trim()}`]
          : [],
      ),
  );
}

describe('the order-side tables are read and written only by their domains', () => {
  it('finds the uses it looks for', () => {
    // The pattern itself, on the shapes it must catch and a few it must not.
    const caught = [
      '.from(orders)',
      '.leftJoin(orders, eq(orders.userId, users.id))',
      '.innerJoin(orderItems, x)',
      '.update(giftCards)',
      'select count(*) from orders where',
      'from orders join order_items on',
      '  join order_refund_items on',
      'insert into gift_card_ledger',
    ];
    const missed = ['.from(users)', 'orders.id', 'from ordersToShip', 'customer orders from'];
    expect(caught.filter((line) => !(DRIZZLE_USE.test(line) || SQL_USE.test(line)))).toEqual([]);
    expect(missed.filter((line) => DRIZZLE_USE.test(line) || SQL_USE.test(line))).toEqual([]);
  });

  it('no module selects, joins or writes them', () => {
    const files = moduleSources();
    expect(files.length).toBeGreaterThan(20);
    expect(tableUses(files)).toEqual([]);
  });
});
