import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brusselsDay, checkoutSuccessSchema } from '@shop/contracts';
import { createTestApp, type TestApp } from '../test/app.js';
import {
  addToCart,
  CARD_PAYS,
  checkout,
  newCustomer,
  newProduct,
  payOnHostedPage,
  successPage,
} from '../test/checkout.js';
import { isGiftCardUsable } from './ledger.js';

/** Issue 24: a gift card is valid until the end of the day printed on it, Brussels time. */

describe('a gift card pays until the end of its day in Brussels', () => {
  // 28 March 2027: summer time starts in Brussels at 02:00 (UTC+1 -> UTC+2).
  const card = { voidedAt: null, expiresAt: new Date('2027-03-28T08:15:00Z') };

  it('pays later on that day than the time it was bought, up to midnight in Brussels', () => {
    expect(brusselsDay(card.expiresAt)).toBe('2027-03-28');
    // 23:59 in Brussels (summer time) is 21:59 UTC.
    expect(isGiftCardUsable(card, new Date('2027-03-28T21:59:59Z'))).toBe(true);
    expect(isGiftCardUsable(card, new Date('2027-03-28T22:00:00Z'))).toBe(false);
  });

  it('counts the day in Brussels, not in UTC: late on the day before is still before it', () => {
    const winter = { voidedAt: null, expiresAt: new Date('2026-12-31T10:00:00Z') };
    // 00:30 on 1 January in Brussels is 23:30 UTC on 31 December: the card has expired.
    expect(isGiftCardUsable(winter, new Date('2026-12-31T22:59:59Z'))).toBe(true);
    expect(isGiftCardUsable(winter, new Date('2026-12-31T23:30:00Z'))).toBe(false);
    expect(isGiftCardUsable({ ...winter, voidedAt: new Date() }, new Date('2026-01-01'))).toBe(
      false,
    );
  });
});

describe('a card issued with its order', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({ demo: true, paymentSandbox: true });
  });
  afterAll(() => shop.close());

  it('is kept until the last instant of the day two years on, and that day is printed', async () => {
    const customer = await newCustomer(shop);
    const product = await newProduct(shop, { price: '25.00', vatRate: 0, name: 'Gift card' });
    await shop.database.pool.query('update products set is_gift_card = true where id = $1', [
      product,
    ]);
    await addToCart(shop, customer, product);
    const page = await checkout(shop, customer);
    await payOnHostedPage(page.checkout_url, { card: CARD_PAYS });
    const paid = checkoutSuccessSchema.parse(
      (await successPage(shop, customer, page.session_id)).json(),
    );
    const { rows } = await shop.database.pool.query<{
      local: string;
      expected: string;
      expires_at: Date;
    }>(
      `select to_char(expires_at at time zone 'Europe/Brussels', 'YYYY-MM-DD HH24:MI:SS.US') as local,
              to_char((paid_at at time zone 'Europe/Brussels')::date + interval '24 months', 'YYYY-MM-DD') as expected,
              expires_at
         from gift_cards join orders on orders.id = gift_cards.order_id where orders.id = $1`,
      [paid.order_id],
    );
    expect(rows[0]!.local).toBe(`${rows[0]!.expected} 23:59:59.999999`);
    expect(brusselsDay(rows[0]!.expires_at)).toBe(rows[0]!.expected);
  });
});
