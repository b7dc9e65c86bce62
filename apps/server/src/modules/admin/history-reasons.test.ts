import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGiftCardDetailSchema, adminOrderDetailSchema } from '@shop/contracts';
import type { TestApp } from '../../test/app.js';
import { createShopWithStaff } from '../../test/admin.js';
import { addToCart, newCustomer, newProduct, payCart, waitFor } from '../../test/checkout.js';
import { newGiftCard } from '../../test/codes.js';

/**
 * Issue 25, ADR 0069: the reasons the shop writes into an order's and a gift card's history
 * are codes with values, so staff read them in their own language (the admin sends its
 * language as Accept-Language); rows written before keep their text; refusals come in the
 * staff member's language too.
 */

let shop: TestApp;
let admin: string;
beforeAll(async () => {
  ({ shop, admin } = await createShopWithStaff());
});
afterAll(() => shop.close());

function asStaff(
  language: string,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) {
  return shop.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin}`, 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
}

async function paidOrder(): Promise<number> {
  const customer = await newCustomer(shop);
  const productId = await newProduct(shop, { name: 'Oak board', price: '24.50', stock: 5 });
  await addToCart(shop, customer, productId, 2);
  return (await payCart(shop, customer)).id;
}

async function historyIn(language: string, orderId: number): Promise<string[]> {
  const response = await asStaff(language, 'GET', `/api/admin/orders/${orderId}/`);
  expect(response.statusCode, response.body).toBe(200);
  return adminOrderDetailSchema.parse(response.json()).history.map((entry) => entry.reason);
}

describe('the order history in the staff member’s language', () => {
  it('says the shop’s own reasons in Dutch, French and English, amounts as each writes them', async () => {
    const orderId = await paidOrder();
    const shipped = await asStaff('nl', 'PUT', `/api/admin/orders/${orderId}/`, {
      status: 'shipped',
      tracking_number: 'JVGL0612345678',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    // The answer to the change is in the staff member's language too.
    expect(adminOrderDetailSchema.parse(shipped.json()).history.at(-1)?.reason).toBe(
      'Verzonden; trackingnummer JVGL0612345678.',
    );
    expect(await historyIn('nl', orderId)).toEqual([
      'Afrekenen gestart.',
      'Betaling ontvangen.',
      'Verzonden; trackingnummer JVGL0612345678.',
    ]);
    expect(await historyIn('fr', orderId)).toEqual([
      'Paiement commencé.',
      'Paiement reçu.',
      'Expédiée ; numéro de suivi JVGL0612345678.',
    ]);
    expect(await historyIn('en', orderId)).toEqual([
      'Checkout started.',
      'Payment received.',
      'Shipped; tracking number JVGL0612345678.',
    ]);
  });

  it('says a staff cancel with its refund in French, and keeps the English sentence stored', async () => {
    const orderId = await paidOrder();
    const cancelled = await asStaff('fr', 'PUT', `/api/admin/orders/${orderId}/`, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const said = adminOrderDetailSchema
      .parse(cancelled.json())
      .history.find(
        (entry) => entry.from_status !== 'cancelled' && entry.to_status === 'cancelled',
      )?.reason;
    expect(said).toMatch(
      /^Annulée par l’équipe ; 49,00\u00a0€ remboursés \(remboursement re_\w+\)\.$/,
    );
    const { rows } = await shop.database.pool.query<{ reason: string; reason_code: string }>(
      `select reason, reason_code from order_status_history
        where order_id = $1 and from_status = 'processing' and to_status = 'cancelled'`,
      [orderId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.reason_code).toBe('cancelledByStaffRefunded');
    expect(rows[0]!.reason).toMatch(/^Cancelled by staff; refunded €49\.00 \(refund re_\w+\)\.$/);
  });

  it('keeps reading a row written before codes, as it was written', async () => {
    const orderId = await paidOrder();
    await shop.database.pool.query(
      `insert into order_status_history (order_id, from_status, to_status, reason)
       values ($1, 'processing', 'processing', 'Written before reasons had codes.')`,
      [orderId],
    );
    expect((await historyIn('nl', orderId)).at(-1)).toBe('Written before reasons had codes.');
  });

  it('refuses a change staff may not make in the staff member’s language', async () => {
    const orderId = await paidOrder();
    const refused = await asStaff('nl', 'PUT', `/api/admin/orders/${orderId}/`, {
      status: 'pending',
    });
    expect(refused.statusCode).toBe(409);
    const english = await asStaff('en', 'PUT', `/api/admin/orders/${orderId}/`, {
      status: 'pending',
    });
    const dutch = (refused.json() as { detail: string }).detail;
    expect(dutch).not.toBe((english.json() as { detail: string }).detail);
    expect(dutch).toMatch(/bestelling|status/i);
  });
});

describe('the gift card ledger in the staff member’s language', () => {
  it('says why the card’s money moved in Dutch, with the order it moved with', async () => {
    const customer = await newCustomer(shop);
    const cardProduct = await newProduct(shop, {
      name: 'Gift card 25',
      price: '25.00',
      vatRate: 0,
    });
    await shop.database.pool.query('update products set is_gift_card = true where id = $1', [
      cardProduct,
    ]);
    await addToCart(shop, customer, cardProduct, 1);
    const order = await payCart(shop, customer);
    const { rows } = await shop.database.pool.query<{ id: number }>(
      'select id from gift_cards where order_id = $1',
      [order.id],
    );
    const response = await asStaff('nl', 'GET', `/api/admin/gift-cards/${rows[0]!.id}/`);
    expect(response.statusCode, response.body).toBe(200);
    const card = adminGiftCardDetailSchema.parse(response.json());
    expect(card.ledger.map((entry) => [entry.kind, entry.reason])).toEqual([
      ['issued', `Uitgegeven voor bestelling ${order.id}.`],
    ]);
  });
});

describe('an order paid partly with a gift card, cancelled by staff', () => {
  it('says the card spent and given back, the cancel’s card part and the provider’s refund in Dutch and French', async () => {
    const customer = await newCustomer(shop);
    const productId = await newProduct(shop, { name: 'Mug', price: '24.50', stock: 5 });
    await addToCart(shop, customer, productId, 2);
    const code = await newGiftCard(shop, '10.00');
    const applied = await shop.app.inject({
      method: 'POST',
      url: '/api/cart/codes/',
      headers: { authorization: `Bearer ${customer.access}` },
      payload: { code },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const orderId = (await payCart(shop, customer)).id;
    const cancelled = await asStaff('nl', 'PUT', `/api/admin/orders/${orderId}/`, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The provider's word that the charge was refunded arrives by webhook, after the answer.
    await waitFor(
      () => historyIn('en', orderId),
      (reasons) => reasons.some((reason) => reason.startsWith('Refunded in full')),
      'the refund’s webhook',
    );

    const dutch = await historyIn('nl', orderId);
    expect(dutch).toContainEqual(
      expect.stringMatching(
        /^Geannuleerd door een medewerker; 49,00\u00a0€ terugbetaald \(terugbetaling re_\w+, cadeaubonnen 10,00\u00a0€\)\.$/,
      ),
    );
    expect(dutch).toContainEqual(
      expect.stringMatching(/^Volledig terugbetaald: 39,00\u00a0€ in totaal \(betaling \w+\)\.$/),
    );
    const french = await historyIn('fr', orderId);
    expect(french).toContainEqual(
      expect.stringMatching(
        /^Annulée par l’équipe ; 49,00\u00a0€ remboursés \(remboursement re_\w+, cartes cadeaux 10,00\u00a0€\)\.$/,
      ),
    );
    expect(french).toContainEqual(
      expect.stringMatching(/^Remboursée entièrement : 39,00\u00a0€ au total \(paiement \w+\)\.$/),
    );

    const { rows } = await shop.database.pool.query<{ id: number }>(
      'select id from gift_cards where code = $1',
      [code],
    );
    const ledgerIn = async (language: string) => {
      const response = await asStaff(language, 'GET', `/api/admin/gift-cards/${rows[0]!.id}/`);
      expect(response.statusCode, response.body).toBe(200);
      return adminGiftCardDetailSchema
        .parse(response.json())
        .ledger.map((entry) => [entry.kind, entry.reason]);
    };
    // The card's own issue row was written by hand in the test, without a reason.
    expect(await ledgerIn('nl')).toEqual([
      ['issued', ''],
      ['redeemed', `Bestelling ${orderId}`],
      ['refunded', `Bestelling ${orderId} geannuleerd`],
    ]);
    expect(await ledgerIn('fr')).toEqual([
      ['issued', ''],
      ['redeemed', `Commande ${orderId}`],
      ['refunded', `Commande ${orderId} annulée`],
    ]);
  });
});

describe('a refund refused to staff', () => {
  it('says the amount still refundable as the staff member writes amounts', async () => {
    const orderId = await paidOrder();
    // 40.00 of the 49.00 went back already (say, from the provider's dashboard): 9.00 is left.
    await shop.database.pool.query(
      `insert into order_refunds (order_id, provider_refund_id, amount_cents)
       values ($1, $2, 4000)`,
      [orderId, `re_dashboard_${orderId}`],
    );
    const { rows } = await shop.database.pool.query<{ id: number }>(
      'select id from order_items where order_id = $1',
      [orderId],
    );
    const refuse = (language: string) =>
      asStaff(language, 'POST', `/api/admin/orders/${orderId}/refunds/`, {
        items: [{ id: rows[0]!.id, quantity: 1 }],
        reason: 'Broken in transit',
      });
    const dutch = await refuse('nl');
    expect(dutch.statusCode, dutch.body).toBe(400);
    expect(dutch.json()).toMatchObject({
      items: ['Van deze bestelling kan nog hoogstens 9,00\u00a0€ terugbetaald worden.'],
    });
    expect((await refuse('fr')).json()).toMatchObject({
      items: ['Au plus 9,00\u00a0€ de cette commande peuvent encore être remboursés.'],
    });
    expect((await refuse('en')).json()).toMatchObject({
      items: ['At most €9.00 of this order can still be refunded.'],
    });
  });
});
