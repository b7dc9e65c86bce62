import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminGiftCardDetailSchema,
  adminGiftCardSchema,
  adminSearchResultsSchema,
  cartSchema,
  dataExportSchema,
  GIFT_CARD_CODE_ALPHABET,
  normaliseCode,
  ownGiftCardsSchema,
  type OwnGiftCard,
} from '@shop/contracts';
import { inTransaction } from '../../db/transaction.js';
import { giftCardFileName, renderGiftCardPdf } from '../../documents/gift-card-pdf.js';
import { drizzleOn } from '../../db/client.js';
import {
  appendGiftCardLedger,
  giftCardDocument,
  sendDueGiftCards,
} from '../../gift-cards/index.js';
import { cancelAsStaff, createShopWithStaff } from '../../test/admin.js';
import { injectAs, type TestApp } from '../../test/app.js';
import {
  addToCart,
  checkoutAndPay,
  checkoutContext,
  newCustomer,
  newProduct,
  successPage,
  type Customer,
} from '../../test/checkout.js';
import { pdfText } from '../../test/pdf-text.js';
import { euros } from '../../test/euros.js';

/** Issue 17, the issuing side of money gift cards (ADR 0039, 0041). */

let shop: TestApp;
let admin: string;
beforeAll(async () => {
  ({ shop, admin } = await createShopWithStaff({ RATE_LIMIT_CHECKOUT_PER_ACCOUNT: '1000' }));
});
afterAll(() => shop.close());

async function giftCardProduct(price: string): Promise<number> {
  const id = await newProduct(shop, { price, vatRate: 0, name: `Gift card ${price}` });
  await shop.database.pool.query('update products set is_gift_card = true where id = $1', [id]);
  return id;
}

/** A customer who bought `quantity` cards of €25 (and a mug), paid; the order id. */
async function buyCards(quantity = 2, customer?: Customer) {
  const buyer = customer ?? (await newCustomer(shop));
  await addToCart(shop, buyer, await giftCardProduct('25.00'), quantity);
  await addToCart(shop, buyer, await newProduct(shop, { price: '12.00' }), 1);
  const { orderId, sessionId } = await checkoutAndPay(shop, buyer);
  return { buyer, orderId, sessionId };
}

function asCustomer(
  customer: Customer,
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return shop.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${customer.access}` },
    ...(payload ? { payload } : {}),
  });
}

async function cardsOf(customer: Customer): Promise<OwnGiftCard[]> {
  const response = await asCustomer(customer, 'GET', '/api/users/me/gift-cards/');
  expect(response.statusCode, response.body).toBe(200);
  return ownGiftCardsSchema.parse(response.json()).results;
}

function brusselsDay(offsetDays: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
}

async function sendDue(): Promise<number> {
  const context = checkoutContext(shop);
  return inTransaction(context, (tx) => sendDueGiftCards(context, tx));
}

describe('issuing when the order is paid', () => {
  it('issues one card per unit of each gift card line, worth its price, valid two years, once', async () => {
    const { buyer, orderId, sessionId } = await buyCards(2);
    // The success page settles the same session again: the order is paid (and issued) once.
    await successPage(shop, buyer, sessionId);
    const { rows } = await shop.database.pool.query<{
      id: number;
      code: string;
      initial_value: string;
      months: number;
      buyer_user_id: number;
    }>(
      `select id, code, ${euros('initial_value_cents')} as initial_value, buyer_user_id,
              (extract(year from age(expires_at, issued_at)) * 12 + extract(month from age(expires_at, issued_at)))::int as months
         from gift_cards where order_id = $1 order by id`,
      [orderId],
    );
    expect(rows).toHaveLength(2);
    for (const card of rows) {
      expect(card.code).toHaveLength(16);
      expect([...card.code].every((symbol) => GIFT_CARD_CODE_ALPHABET.includes(symbol))).toBe(true);
      expect(card.initial_value).toBe('25.00');
      expect(card.months).toBe(24);
      expect(card.buyer_user_id).toBe(buyer.id);
    }
    expect(rows[0]!.code).not.toBe(rows[1]!.code);
    const ledger = await shop.database.pool.query<{ kind: string; amount: string }>(
      `select kind, ${euros('amount_cents')} as amount from gift_card_ledger
        where gift_card_id = any($1) order by id`,
      [rows.map((row) => row.id)],
    );
    expect(ledger.rows).toEqual([
      { kind: 'issued', amount: '25.00' },
      { kind: 'issued', amount: '25.00' },
    ]);
  });

  it('mails the buyer each card with its code, value and date, a PDF of each attached', async () => {
    const { buyer, orderId } = await buyCards(2);
    await shop.app.mail.sendOrderMails(orderId);
    await shop.app.mail.sendOrderMails(orderId);
    const { rows } = await shop.database.pool.query<{
      to_address: string;
      subject: string;
      text: string;
      attachments: { kind: string; id: number }[];
    }>(`select to_address, subject, text, attachments from mail_outbox where dedupe_key = $1`, [
      `gift-cards-issued:${orderId}`,
    ]);
    expect(rows).toHaveLength(1);
    const mail = rows[0]!;
    expect(mail.to_address).toBe(buyer.email);
    expect(mail.subject).toBe(`Your gift cards from order #${orderId}`);
    const cards = await cardsOf(buyer);
    for (const card of cards) {
      expect(mail.text).toContain(`Code: ${card.code}`);
    }
    expect(mail.text).toContain('Value: €25.00');
    expect(mail.text).toContain('Valid until: ');
    expect(mail.text).toContain('DEMO Giftshop BV');
    expect(mail.attachments.map((ref) => ref.kind)).toEqual(['gift-card', 'gift-card']);

    const document = await giftCardDocument(shop.database.db, mail.attachments[0]!.id);
    const text = await pdfText(await renderGiftCardPdf(document!, shop.config.seller));
    expect(text).toContain(cards.find((card) => card.id === mail.attachments[0]!.id)!.code);
    expect(text).toContain('€25.00');
    expect(giftCardFileName(document!)).toBe(`gift-card-${document!.code.slice(-4)}.pdf`);
  });

  it('writes the buyer’s mail and the card in the order’s language', async () => {
    const buyer = await newCustomer(shop);
    await addToCart(shop, buyer, await giftCardProduct('25.00'), 1);
    const { orderId } = await checkoutAndPay(shop, buyer, 'nl');
    await shop.app.mail.sendOrderMails(orderId);
    const { rows } = await shop.database.pool.query<{ subject: string; text: string }>(
      'select subject, text from mail_outbox where dedupe_key = $1',
      [`gift-cards-issued:${orderId}`],
    );
    expect(rows[0]!.subject).toBe(`Je cadeaubonnen van bestelling #${orderId}`);
    expect(rows[0]!.text).toMatch(/Waarde: 25,00\s€/);
    expect(rows[0]!.text).toContain('Geldig tot: ');
    const [card] = await cardsOf(buyer);
    const document = await giftCardDocument(shop.database.db, card!.id);
    expect(document!.language).toBe('nl');
    const text = await pdfText(await renderGiftCardPdf(document!, shop.config.seller));
    expect(text).toContain('Cadeaubon');
    expect(text).toContain('Geldig tot');
  });

  it('issues nothing for an order without a gift card product', async () => {
    const buyer = await newCustomer(shop);
    await addToCart(shop, buyer, await newProduct(shop, { price: '30.00' }), 1);
    const { orderId } = await checkoutAndPay(shop, buyer);
    const { rows } = await shop.database.pool.query(
      'select id from gift_cards where order_id = $1',
      [orderId],
    );
    expect(rows).toHaveLength(0);
    expect(await cardsOf(buyer)).toEqual([]);
  });
});

describe('My gift cards: /api/users/me/gift-cards/', () => {
  it('lists the buyer’s cards with code, value, balance, expiry and state, and no one else’s', async () => {
    const { buyer } = await buyCards(1);
    const [card] = await cardsOf(buyer);
    expect(card).toMatchObject({
      value: '25.00',
      balance: '25.00',
      status: 'active',
      recipient: null,
    });
    expect(card!.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const stranger = await newCustomer(shop);
    expect(await cardsOf(stranger)).toEqual([]);
    const put = await asCustomer(
      stranger,
      'PUT',
      `/api/users/me/gift-cards/${card!.id}/recipient/`,
      {
        email: 'thief@example.be',
        send_on: brusselsDay(0),
      },
    );
    expect(put.statusCode, put.body).toBe(404);
    const anonymous = await shop.app.inject({ method: 'GET', url: '/api/users/me/gift-cards/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a day in the past, a day after expiry, and a bad address, per field', async () => {
    const { buyer } = await buyCards(1);
    const [card] = await cardsOf(buyer);
    const url = `/api/users/me/gift-cards/${card!.id}/recipient/`;
    const past = await asCustomer(buyer, 'PUT', url, {
      email: 'ann@example.be',
      send_on: brusselsDay(-2),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().send_on).toEqual(['Choose today or a later day.']);
    const late = await asCustomer(buyer, 'PUT', url, {
      email: 'ann@example.be',
      send_on: brusselsDay(800),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().send_on).toEqual(['Choose a day before the gift card expires.']);
    const bad = await asCustomer(buyer, 'PUT', url, {
      email: 'not an address',
      send_on: 'tomorrow',
      message: 'x'.repeat(301),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(
      expect.arrayContaining(['email', 'message', 'send_on']),
    );
    expect((await cardsOf(buyer))[0]!.recipient).toBeNull();
  });

  it('schedules, changes and calls off a recipient; sends it on its day exactly once, then it is fixed', async () => {
    const { buyer, orderId } = await buyCards(1);
    const [card] = await cardsOf(buyer);
    const url = `/api/users/me/gift-cards/${card!.id}/recipient/`;

    const later = await asCustomer(buyer, 'PUT', url, {
      email: 'ann@example.be',
      name: 'Ann',
      message: 'Happy birthday!\nLove, Bert',
      send_on: brusselsDay(10),
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().recipient).toMatchObject({
      email: 'ann@example.be',
      name: 'Ann',
      message: 'Happy birthday!\nLove, Bert',
      send_on: brusselsDay(10),
      sent_at: null,
    });
    await sendDue();
    expect((await cardsOf(buyer))[0]!.recipient!.sent_at).toBeNull();

    const off = await asCustomer(buyer, 'DELETE', url);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().recipient).toBeNull();

    const today = await asCustomer(buyer, 'PUT', url, {
      email: 'carla@example.be',
      name: 'Carla',
      message: 'For you',
      send_on: brusselsDay(0),
    });
    expect(today.statusCode, today.body).toBe(200);
    await sendDue();
    await sendDue();
    const { rows } = await shop.database.pool.query<{
      to_address: string;
      text: string;
      attachments: unknown;
    }>(
      `select to_address, text, attachments from mail_outbox where template = 'gift-card-received' and dedupe_key = $1`,
      [`gift-card-recipient:${card!.id}`],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.to_address).toBe('carla@example.be');
    expect(rows[0]!.text).toContain(`Hello Carla, ${buyer.email} sends you a gift card.`);
    expect(rows[0]!.text).toContain('For you');
    expect(rows[0]!.text).toContain(card!.code);
    expect(rows[0]!.attachments).toEqual([{ kind: 'gift-card', id: card!.id }]);
    expect((await cardsOf(buyer))[0]!.recipient!.sent_at).not.toBeNull();

    const change = await asCustomer(buyer, 'PUT', url, {
      email: 'dirk@example.be',
      send_on: brusselsDay(1),
    });
    expect(change.statusCode).toBe(409);
    expect((await asCustomer(buyer, 'DELETE', url)).statusCode).toBe(409);
    expect(orderId).toBeGreaterThan(0);
  });

  it('takes the order’s gift message as the card’s until the buyer writes another', async () => {
    const buyer = await newCustomer(shop);
    await addToCart(shop, buyer, await giftCardProduct('50.00'), 1);
    const gift = await asCustomer(buyer, 'PUT', '/api/cart/gift/', {
      is_gift: true,
      message: 'Veel plezier!',
    });
    expect(gift.statusCode, gift.body).toBe(200);
    await checkoutAndPay(shop, buyer);
    const [card] = await cardsOf(buyer);
    expect(card).toMatchObject({ value: '50.00', message: 'Veel plezier!' });
  });

  it('takes the line’s message on the card when the order has no gift message', async () => {
    const buyer = await newCustomer(shop);
    await addToCart(shop, buyer, await giftCardProduct('15.00'), 1, 'Bedankt, juf!');
    await checkoutAndPay(shop, buyer);
    const [card] = await cardsOf(buyer);
    expect(card).toMatchObject({ value: '15.00', message: 'Bedankt, juf!' });
  });
});

describe('a recipient chosen when adding the card (issue 31)', () => {
  function addWithRecipient(customer: Customer, productId: number, recipient: object) {
    return shop.app.inject({
      method: 'POST',
      url: '/api/cart/add/?lang=nl',
      headers: { authorization: `Bearer ${customer.access}`, 'accept-language': 'nl' },
      payload: { product_id: productId, quantity: 2, gift_card_recipient: recipient },
    });
  }

  it('carries the recipient on the cart line and gives it to each paid card, still changeable', async () => {
    const buyer = await newCustomer(shop);
    const added = await addWithRecipient(buyer, await giftCardProduct('30.00'), {
      email: 'ann@example.be',
      name: '  Ann   Peeters ',
      message: 'Gelukkige verjaardag!',
      send_on: brusselsDay(5),
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(cartSchema.parse(added.json()).items[0]!.gift_card_recipient).toEqual({
      email: 'ann@example.be',
      name: 'Ann Peeters',
      message: 'Gelukkige verjaardag!',
      send_on: brusselsDay(5),
    });

    // Its page makes no home-delivery promise: the storefront reads this flag.
    const slug = cartSchema.parse(added.json()).items[0]!.product.slug;
    const page = await shop.app.inject({ method: 'GET', url: `/api/products/${slug}/` });
    expect(page.json().is_gift_card).toBe(true);

    await checkoutAndPay(shop, buyer);
    const cards = await cardsOf(buyer);
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      expect(card.recipient).toEqual({
        email: 'ann@example.be',
        name: 'Ann Peeters',
        message: 'Gelukkige verjaardag!',
        send_on: brusselsDay(5),
        sent_at: null,
      });
    }
    await sendDue();
    expect((await cardsOf(buyer)).every((card) => card.recipient!.sent_at === null)).toBe(true);

    const changed = await asCustomer(
      buyer,
      'PUT',
      `/api/users/me/gift-cards/${cards[0]!.id}/recipient/`,
      { email: 'bert@example.be', send_on: brusselsDay(0) },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().recipient).toMatchObject({
      email: 'bert@example.be',
      send_on: brusselsDay(0),
    });
  });

  it('mails the card on the day chosen at the add, once, like a recipient chosen in My gift cards', async () => {
    const buyer = await newCustomer(shop);
    const added = await addWithRecipient(buyer, await giftCardProduct('20.00'), {
      email: 'carla.at-add@example.be',
      name: 'Carla',
      send_on: brusselsDay(0),
    });
    expect(added.statusCode, added.body).toBe(200);
    await checkoutAndPay(shop, buyer);
    await sendDue();
    await sendDue();
    const { rows } = await shop.database.pool.query<{ to_address: string }>(
      `select to_address from mail_outbox where template = 'gift-card-received' and to_address = 'carla.at-add@example.be'`,
    );
    expect(rows).toHaveLength(2);
    expect((await cardsOf(buyer)).every((card) => card.recipient!.sent_at !== null)).toBe(true);
  });

  it('sends at once when the chosen day passed before the order was paid', async () => {
    const buyer = await newCustomer(shop);
    const added = await addWithRecipient(buyer, await giftCardProduct('10.00'), {
      email: 'dirk@example.be',
      send_on: brusselsDay(1),
    });
    expect(added.statusCode, added.body).toBe(200);
    // As if the cart waited two days before its payment.
    await shop.database.pool.query(
      `update cart_items set gift_card_recipient = jsonb_set(gift_card_recipient, '{send_on}', to_jsonb($2::text))
        where user_id = $1`,
      [buyer.id, brusselsDay(-1)],
    );
    await checkoutAndPay(shop, buyer);
    expect((await cardsOf(buyer)).map((card) => card.recipient!.send_on)).toEqual([
      brusselsDay(0),
      brusselsDay(0),
    ]);
  });

  it('refuses a past day, a day after a new card’s expiry, a bad address, and a product that is no gift card', async () => {
    const buyer = await newCustomer(shop);
    const card = await giftCardProduct('25.00');
    const past = await addWithRecipient(buyer, card, {
      email: 'ann@example.be',
      send_on: brusselsDay(-2),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().send_on).toEqual(['Kies vandaag of een latere dag.']);
    const late = await addWithRecipient(buyer, card, {
      email: 'ann@example.be',
      send_on: brusselsDay(800),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().send_on).toHaveLength(1);
    const bad = await addWithRecipient(buyer, card, {
      email: 'not an address',
      send_on: brusselsDay(1),
    });
    expect(bad.statusCode).toBe(400);
    const mug = await addWithRecipient(buyer, await newProduct(shop, { price: '12.00' }), {
      email: 'ann@example.be',
      send_on: brusselsDay(1),
    });
    expect(mug.statusCode).toBe(400);
    expect(mug.json().gift_card_recipient).toEqual([
      'Alleen een cadeaubon kan naar een ontvanger gemaild worden.',
    ]);
    const cart = await asCustomer(buyer, 'GET', '/api/cart/');
    expect(cartSchema.parse(cart.json()).items).toEqual([]);
  });
});

describe('staff: /api/admin/gift-cards/', () => {
  it('lists cards masked but for the last four, filters by state and last characters, shows the ledger', async () => {
    const { buyer, orderId } = await buyCards(1);
    const [own] = await cardsOf(buyer);
    const list = await injectAs(
      shop,
      admin,
      'GET',
      `/api/admin/gift-cards/?filter=${encodeURIComponent(JSON.stringify({ order_id: orderId }))}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const [card] = adminGiftCardSchema.array().parse(list.json());
    const last4 = own!.code.slice(-4);
    expect(card).toMatchObject({
      id: own!.id,
      code: `••••-••••-••••-${last4}`,
      value: '25.00',
      balance: '25.00',
      status: 'active',
      buyer_email: buyer.email,
      order_id: orderId,
    });
    expect(list.body).not.toContain(normaliseCode(own!.code));

    const many = await injectAs(
      shop,
      admin,
      'GET',
      `/api/admin/gift-cards/?filter=${encodeURIComponent(JSON.stringify({ id: [own!.id] }))}`,
    );
    expect(many.statusCode, many.body).toBe(200);
    expect(
      adminGiftCardSchema
        .array()
        .parse(many.json())
        .map((row) => row.id),
    ).toEqual([own!.id]);

    const byTail = await injectAs(
      shop,
      admin,
      'GET',
      `/api/admin/gift-cards/?filter=${encodeURIComponent(JSON.stringify({ q: last4.toLowerCase() }))}`,
    );
    expect(
      adminGiftCardSchema
        .array()
        .parse(byTail.json())
        .map((row) => row.id),
    ).toContain(own!.id);
    const badStatus = await injectAs(
      shop,
      admin,
      'GET',
      `/api/admin/gift-cards/?filter=${encodeURIComponent(JSON.stringify({ status: 'lost' }))}`,
    );
    expect(badStatus.statusCode).toBe(400);

    const search = await injectAs(
      shop,
      admin,
      'GET',
      `/api/admin/search/?q=${own!.code.slice(-6)}`,
    );
    expect(search.statusCode, search.body).toBe(200);
    expect(adminSearchResultsSchema.parse(search.json()).gift_cards).toContainEqual({
      id: own!.id,
      code: `••••-••••-••••-${last4}`,
      balance: '25.00',
      status: 'active',
    });

    const detail = await injectAs(shop, admin, 'GET', `/api/admin/gift-cards/${own!.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(adminGiftCardDetailSchema.parse(detail.json()).ledger).toEqual([
      expect.objectContaining({
        kind: 'issued',
        amount: '25.00',
        order_id: orderId,
        actor_email: null,
      }),
    ]);
    const customerTries = await asCustomer(buyer, 'GET', '/api/admin/gift-cards/');
    expect(customerTries.statusCode).toBe(403);
  });

  it('voids a card with a reason: balance 0, voided, audited, once', async () => {
    const { buyer } = await buyCards(1);
    const [own] = await cardsOf(buyer);
    const noReason = await injectAs(shop, admin, 'POST', `/api/admin/gift-cards/${own!.id}/void/`, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const voided = await injectAs(shop, admin, 'POST', `/api/admin/gift-cards/${own!.id}/void/`, {
      reason: 'Chargeback',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const detail = adminGiftCardDetailSchema.parse(voided.json());
    expect(detail).toMatchObject({ balance: '0.00', status: 'voided' });
    expect(detail.voided_at).not.toBeNull();
    expect(detail.ledger.map((row) => [row.kind, row.amount, row.reason])).toEqual([
      ['issued', '25.00', `Issued for order ${own!.order_id}.`],
      ['voided', '-25.00', 'Chargeback'],
    ]);
    expect(detail.ledger[1]!.actor_email).toBe('admin@example.com');
    const audit = await shop.database.pool.query(
      `select action from admin_audit_log where entity = 'gift_card' and entity_id = $1`,
      [String(own!.id)],
    );
    expect(audit.rows).toEqual([{ action: 'voided' }]);
    expect((await cardsOf(buyer))[0]).toMatchObject({ status: 'voided', balance: '0.00' });
    const again = await injectAs(shop, admin, 'POST', `/api/admin/gift-cards/${own!.id}/void/`, {
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await injectAs(shop, admin, 'POST', '/api/admin/gift-cards/999999/void/', { reason: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('cancelling the order voids its unused cards; a spent card refuses the cancel', async () => {
    const unused = await buyCards(1);
    await cancelAsStaff(shop, admin, unused.orderId);
    expect((await cardsOf(unused.buyer))[0]).toMatchObject({ status: 'voided', balance: '0.00' });

    const spent = await buyCards(1);
    const [card] = await cardsOf(spent.buyer);
    await appendGiftCardLedger(drizzleOn(shop.database.pool), {
      giftCardId: card!.id,
      kind: 'redeemed',
      amount: -500 as never,
      orderId: spent.orderId,
    });
    const refused = await injectAs(shop, admin, 'PUT', `/api/admin/orders/${spent.orderId}/`, {
      status: 'cancelled',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('spent');
    expect((await cardsOf(spent.buyer))[0]).toMatchObject({ status: 'active', balance: '20.00' });
    const order = await shop.database.pool.query('select status from orders where id = $1', [
      spent.orderId,
    ]);
    expect(order.rows[0].status).toBe('processing');
  });

  it('refunding a gift card line voids as many unused cards; spent ones are not refunded', async () => {
    const { buyer, orderId } = await buyCards(2);
    const cards = await cardsOf(buyer);
    // Spent on some other order (not this one: a card that paid this order gets its part back
    // first when this order is refunded, ADR 0044).
    await appendGiftCardLedger(drizzleOn(shop.database.pool), {
      giftCardId: cards[0]!.id,
      kind: 'redeemed',
      amount: -100 as never,
    });
    const { rows } = await shop.database.pool.query<{ id: number }>(
      `select order_item_id as id from gift_cards where id = $1`,
      [cards[0]!.id],
    );
    const line = rows[0]!.id;
    const tooMany = await injectAs(shop, admin, 'POST', `/api/admin/orders/${orderId}/refunds/`, {
      items: [{ id: line, quantity: 2 }],
      reason: 'Changed their mind',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()['items.0.quantity']).toEqual([
      'Only 1 gift card of this line is unused: spent or voided cards cannot be refunded.',
    ]);
    const one = await injectAs(shop, admin, 'POST', `/api/admin/orders/${orderId}/refunds/`, {
      items: [{ id: line, quantity: 1 }],
      reason: 'Changed their mind',
    });
    expect(one.statusCode, one.body).toBe(200);
    const after = await cardsOf(buyer);
    expect(after.find((card) => card.id === cards[0]!.id)).toMatchObject({
      status: 'active',
      balance: '24.00',
    });
    expect(after.find((card) => card.id === cards[1]!.id)).toMatchObject({
      status: 'voided',
      balance: '0.00',
    });
  });

  it('a money gift card product must have the VAT category zero (a field error otherwise)', async () => {
    const product = await injectAs(shop, admin, 'GET', '/api/admin/products/?range=[0,0]');
    const template = product.json()[0];
    const input = {
      name: 'Gift card €30',
      price: '30.00',
      category_id: template.category_id,
      vat_category: 'standard',
      is_gift_card: true,
    };
    const refused = await injectAs(shop, admin, 'POST', '/api/admin/products/', input);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().vat_category).toEqual([
      'A money gift card is a multi-purpose voucher: its VAT category is “zero” (VAT is due on what it pays for).',
    ]);
    const created = await injectAs(shop, admin, 'POST', '/api/admin/products/', {
      ...input,
      vat_category: 'zero',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ is_gift_card: true, vat_rate: '0' });
  });
});

describe('data rights', () => {
  it('exports the customer’s cards; erasure keeps the cards but no longer names the buyer', async () => {
    const { buyer } = await buyCards(1);
    const [card] = await cardsOf(buyer);
    const exported = await asCustomer(buyer, 'GET', '/api/users/me/export/');
    expect(exported.statusCode, exported.body).toBe(200);
    expect(dataExportSchema.parse(exported.json()).gift_cards).toEqual([card]);

    const erased = await shop.app.inject({
      method: 'DELETE',
      url: '/api/users/me/',
      headers: { authorization: `Bearer ${buyer.access}` },
      payload: { current_password: 'Secret123' },
    });
    expect(erased.statusCode, erased.body).toBe(204);
    const { rows } = await shop.database.pool.query<{
      buyer_user_id: number | null;
      balance: string;
    }>(
      `select buyer_user_id,
              ${euros('(select sum(amount_cents) from gift_card_ledger where gift_card_id = gift_cards.id)')} as balance
         from gift_cards where id = $1`,
      [card!.id],
    );
    expect(rows).toEqual([{ buyer_user_id: null, balance: '25.00' }]);
  });
});
