import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderDetailSchema,
  brusselsDay,
  ordersPageSchema,
  withdrawalLastDay,
  type OrderSummary,
} from '@shop/contracts';
import type { TestApp } from '../../test/app.js';
import { createShopWithStaff } from '../../test/admin.js';
import { pdfText } from '../../test/pdf-text.js';
import { addToCart, newCustomer, newProduct, payCart, type Customer } from '../../test/checkout.js';

/**
 * Collection at the workshop (issue 27): an order the customer collects is never shipped; staff
 * mark it ready for collection (the customer is mailed where, when and what to bring) and then
 * collected, which starts the withdrawal period (ADR 0090).
 */

let shop: TestApp;
let admin: string;
beforeAll(async () => {
  ({ shop, admin } = await createShopWithStaff());
});
afterAll(() => shop.close());

/** A paid order of one plain board, delivered the way `method` says (a demo method's code). */
async function paidOrder(
  method: 'collection' | 'home',
  language = 'en',
): Promise<{ id: number; customer: Customer; line: number }> {
  const customer = await newCustomer(shop);
  const productId = await newProduct(shop, { name: 'Walnut board', price: '30.00', stock: 5 });
  await addToCart(shop, customer, productId, 1);
  const chosen = await shop.app.inject({
    method: 'PUT',
    url: `/api/cart/delivery/?lang=${language}`,
    headers: { authorization: `Bearer ${customer.access}` },
    payload: { method, country: 'BE' },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const { id, lines } = await payCart(shop, customer, language);
  return { id, customer, line: lines[0]!.id };
}

function staffSets(id: number, payload: Record<string, unknown>) {
  return shop.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${id}/`,
    headers: { authorization: `Bearer ${admin}` },
    payload,
  });
}

function staffReads(id: number) {
  return shop.app.inject({
    url: `/api/admin/orders/${id}/`,
    headers: { authorization: `Bearer ${admin}` },
  });
}

async function mailOf(dedupeKey: string) {
  const { rows } = await shop.database.pool.query<{
    language: string;
    subject: string;
    text: string;
    html: string;
    to_address: string;
  }>('select language, subject, text, html, to_address from mail_outbox where dedupe_key = $1', [
    dedupeKey,
  ]);
  return rows[0];
}

async function myOrder(customer: Customer, orderId: number): Promise<OrderSummary> {
  const response = await shop.app.inject({
    url: '/api/checkout/orders/',
    headers: { authorization: `Bearer ${customer.access}` },
  });
  expect(response.statusCode).toBe(200);
  return ordersPageSchema
    .parse(response.json())
    .orders.find((order) => order.order_id === orderId)!;
}

describe('an order collected at the workshop', () => {
  it('is confirmed with where and when to collect it instead of a delivery address (nl)', async () => {
    const { id } = await paidOrder('collection', 'nl');
    await shop.app.mail.sendOrderMails(id);
    const mail = await mailOf(`order-confirmation:${id}`);
    expect(mail?.language).toBe('nl');
    expect(mail?.text).toContain(
      'Afhalen in ons atelier:\nVoorbeeldstraat 1\n1000 Brussel\nOpeningsuren: Woensdag tot zaterdag, 10.00 tot 17.00 uur',
    );
    expect(mail?.text).toContain('We mailen je zodra je bestelling klaarligt om af te halen');
    expect(mail?.text).not.toContain('Verzendadres');
    expect(mail?.text).not.toContain('We laten je weten wanneer ze verzonden is.');
    expect(mail?.html).toContain('<strong>Afhalen in ons atelier</strong><br>Voorbeeldstraat 1');
    // The shop's alert says it too, in English.
    expect((await mailOf(`new-order-alert:${id}`))?.text).toContain(
      'Collect it at our workshop:\nVoorbeeldstraat 1\n1000 Brussel\nOpening hours: Wednesday to Saturday, 10:00 to 17:00',
    );
  });

  it('moves processing -> ready for collection -> collected, with history, mail and audit', async () => {
    const { id, customer } = await paidOrder('collection', 'fr');
    const before = adminOrderDetailSchema.parse((await staffReads(id)).json());
    expect(before.delivery_kind).toBe('collection');
    expect(before.allowed_statuses).toEqual(['ready_for_collection', 'cancelled']);

    // Collected before it was ever ready: refused, the order stays as it was.
    const skipped = await staffSets(id, { status: 'collected' });
    expect(skipped.statusCode).toBe(409);

    const ready = await staffSets(id, { status: 'ready_for_collection' });
    expect(ready.statusCode, ready.body).toBe(200);
    const readyDetail = adminOrderDetailSchema.parse(ready.json());
    expect(readyDetail.status).toBe('ready_for_collection');
    expect(readyDetail.allowed_statuses).toEqual(['collected']);
    expect((await myOrder(customer, id)).status).toBe('ready_for_collection');

    const mail = await mailOf(`order-ready-for-collection:${id}`);
    expect(mail?.to_address).toBe(customer.email);
    expect(mail?.language).toBe('fr');
    expect(mail?.subject).toBe(`Votre commande n° ${id} est prête à être retirée`);
    expect(mail?.text).toContain(
      'Retrait à notre atelier:\nVoorbeeldstraat 1\n1000 Brussel\nHeures d’ouverture: Du mercredi au samedi, de 10 h à 17 h',
    );
    expect(mail?.text).toContain(`Munissez-vous de votre numéro de commande, n° ${id}`);

    const collected = await staffSets(id, { status: 'collected' });
    expect(collected.statusCode, collected.body).toBe(200);
    const detail = adminOrderDetailSchema.parse(collected.json());
    expect(detail.status).toBe('collected');
    expect(detail.allowed_statuses).toEqual([]);
    expect(
      detail.history.map((entry) => [entry.from_status, entry.to_status, entry.actor_email]),
    ).toEqual(
      expect.arrayContaining([
        ['processing', 'ready_for_collection', 'admin@example.com'],
        ['ready_for_collection', 'collected', 'admin@example.com'],
      ]),
    );
    const frenchHistory = await shop.app.inject({
      url: `/api/admin/orders/${id}/`,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'fr' },
    });
    expect(
      adminOrderDetailSchema.parse(frenchHistory.json()).history.map((entry) => entry.reason),
    ).toEqual(
      expect.arrayContaining(['Prête à être retirée à l’atelier.', 'Retirée à l’atelier.']),
    );
    expect((await myOrder(customer, id)).status).toBe('collected');

    const { rows: audit } = await shop.database.pool.query<{ before: unknown; after: unknown }>(
      `select before, after from admin_audit_log
        where entity = 'order' and entity_id = $1 and action = 'status_changed' order by id`,
      [String(id)],
    );
    expect(audit.map((row) => [row.before, row.after])).toEqual([
      [
        { status: 'processing', tracking_number: null },
        { status: 'ready_for_collection', tracking_number: null },
      ],
      [
        { status: 'ready_for_collection', tracking_number: null },
        { status: 'collected', tracking_number: null },
      ],
    ]);
  });

  it('is never shipped: shipped, delivered and a carrier label are refused with a reason', async () => {
    const { id } = await paidOrder('collection');
    const shipped = await staffSets(id, { status: 'shipped', tracking_number: 'BPOST-1' });
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().detail).toBe(
      'This order is collected at the workshop, so it is not shipped: mark it ready for collection, then collected.',
    );
    expect(shipped.json().status).toEqual([
      'Allowed from processing: ready_for_collection, cancelled.',
    ]);
    const label = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/label/`,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'nl' },
    });
    expect(label.statusCode).toBe(409);
    expect(label.json().detail).toBe(
      'Deze bestelling wordt in het atelier afgehaald en dus niet verzonden: markeer ze als klaar om af te halen en daarna als afgehaald.',
    );
    await staffSets(id, { status: 'ready_for_collection' });
    expect((await staffSets(id, { status: 'delivered' })).statusCode).toBe(409);
    expect(adminOrderDetailSchema.parse((await staffReads(id)).json()).status).toBe(
      'ready_for_collection',
    );
  });

  it('has a packing slip that names who collects it instead of an address (nl)', async () => {
    const { id, customer } = await paidOrder('collection', 'nl');
    const slip = await shop.app.inject({
      url: `/api/admin/orders/${id}/packing-slip/`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(slip.statusCode).toBe(200);
    const text = await pdfText(slip.rawPayload);
    expect(text).toContain('Af te halen in het atelier door');
    expect(text).toContain(customer.email);
    expect(text).not.toContain('Verzenden naar');
    expect(text).not.toContain('Nog geen adres');
  });

  it('is the only kind of order that waits at the workshop', async () => {
    const { id } = await paidOrder('home');
    const detail = adminOrderDetailSchema.parse((await staffReads(id)).json());
    expect(detail.delivery_kind).toBe('home');
    expect(detail.allowed_statuses).toEqual(['shipped', 'cancelled']);
    const refused = await staffSets(id, { status: 'ready_for_collection' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'Only an order the customer collects at the workshop can be marked ready for collection or collected.',
    );
    expect(await mailOf(`order-ready-for-collection:${id}`)).toBeUndefined();
  });

  it('lists by the way of delivery in the admin', async () => {
    const collected = await paidOrder('collection');
    const home = await paidOrder('home');
    const list = async (kind: string) => {
      const response = await shop.app.inject({
        url: `/api/admin/orders/?filter=${encodeURIComponent(JSON.stringify({ delivery_kind: kind }))}&range=[0,499]`,
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { id: number; delivery_kind: string | null }[]).map(
        (row) => row.id,
      );
    };
    const collections = await list('collection');
    expect(collections).toContain(collected.id);
    expect(collections).not.toContain(home.id);
    expect(await list('home')).toContain(home.id);
    const wrong = await shop.app.inject({
      url: `/api/admin/orders/?filter=${encodeURIComponent('{"delivery_kind":"drone"}')}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('the withdrawal period of a collected order', () => {
  /** Moves the order's history rows into `to` back by `days` days, as if staff had then. */
  async function backdate(orderId: number, to: string, days: number): Promise<void> {
    await shop.database.pool.query(
      `update order_status_history set created_at = created_at - make_interval(days => $3)
        where order_id = $1 and to_status = $2`,
      [orderId, to, days],
    );
  }

  it('starts when the customer collects the goods, not when they wait at the workshop', async () => {
    const { id, customer, line } = await paidOrder('collection');
    await staffSets(id, { status: 'ready_for_collection' });
    // Waiting at the workshop for weeks does not start the period: the goods are still the shop's.
    await backdate(id, 'ready_for_collection', 30);
    expect((await myOrder(customer, id)).withdrawal).toEqual({ open: true, last_day: null });

    await staffSets(id, { status: 'collected' });
    const today = brusselsDay(new Date());
    expect((await myOrder(customer, id)).withdrawal).toEqual({
      open: true,
      last_day: withdrawalLastDay(today),
    });

    await backdate(id, 'collected', 20);
    expect((await myOrder(customer, id)).withdrawal.open).toBe(false);
    const refused = await shop.app.inject({
      method: 'POST',
      url: `/api/checkout/orders/${id}/withdrawal/`,
      headers: { authorization: `Bearer ${customer.access}` },
      payload: { items: [{ id: line, quantity: 1 }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/^The withdrawal period of this order ended on /);
  });
});
