import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditEntrySchema,
  adminBackInStockSubscriptionSchema,
  adminCategorySchema,
  adminContactMessageSchema,
  adminMailDetailSchema,
  adminMailSchema,
  adminProductSchema,
} from '@shop/contracts';
import { backInStockSubscriptions, contactMessages, mailOutbox } from '../../db/schema.js';
import { createTestApp, injectAs, type TestApp } from '../../test/app.js';
import { signInAsDemoAdmin } from '../../test/admin.js';
import { newProduct } from '../../test/checkout.js';

/** What the mail feature fills (contact form, back-in-stock, outbox) as the admin reads it. */

let shop: TestApp;
let admin: string;
let adminId: number;

beforeAll(async () => {
  shop = await createTestApp({ demo: true });
  admin = await signInAsDemoAdmin(shop);
  const { rows } = await shop.database.pool.query<{ id: number }>(
    `select id from users where email = 'admin@example.com'`,
  );
  adminId = rows[0]!.id;
  // pg-boss makes its tables on start; the job counts below read them.
  await shop.app.jobs.ready();
});
afterAll(() => shop.close());

function listUrl(resource: string, filter: Record<string, unknown> = {}, range?: [number, number]) {
  const query = new URLSearchParams({ filter: JSON.stringify(filter) });
  if (range) query.set('range', JSON.stringify(range));
  return `/api/admin/${resource}/?${query.toString()}`;
}

async function lastAudit() {
  const [entry] = adminAuditEntrySchema
    .array()
    .parse((await injectAs(shop, admin, 'GET', '/api/admin/audit-log/?range=[0,0]')).json());
  return entry!;
}

async function jobsFor(queue: string, key: string, value: number): Promise<number> {
  const { rows } = await shop.database.pool.query<{ total: number }>(
    `select count(*)::int as total from pgboss.job where name = $1 and data->>$2 = $3`,
    [queue, key, String(value)],
  );
  return rows[0]!.total;
}

describe('contact messages', () => {
  it('lists newest first, searches, filters handled and marks one handled by the admin', async () => {
    const db = shop.database.db;
    const old = new Date(Date.now() - 3600_000);
    const [first, second] = await db
      .insert(contactMessages)
      .values([
        {
          firstName: 'Ann',
          lastName: 'Peeters',
          email: 'ann@example.be',
          subject: 'Engraving a date',
          message: 'Can you engrave 12.05.2024 on the board?',
          language: 'nl',
          createdAt: old,
        },
        {
          firstName: 'Luc',
          lastName: 'Dubois',
          email: 'luc@example.be',
          phone: '+32470000000',
          subject: 'Delivery to France',
          message: 'Do you ship to Lille?',
          language: 'fr',
        },
      ])
      .returning({ id: contactMessages.id });

    const all = await injectAs(shop, admin, 'GET', listUrl('contact-messages'));
    expect(all.headers['content-range']).toBe('contact-messages 0-1/2');
    expect(
      adminContactMessageSchema
        .array()
        .parse(all.json())
        .map((row) => row.subject),
    ).toEqual(['Delivery to France', 'Engraving a date']);

    const found = adminContactMessageSchema
      .array()
      .parse(
        (await injectAs(shop, admin, 'GET', listUrl('contact-messages', { q: 'lille' }))).json(),
      );
    expect(found.map((row) => row.id)).toEqual([second!.id]);

    const marked = await injectAs(shop, admin, 'PUT', `/api/admin/contact-messages/${first!.id}/`, {
      handled: true,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(adminContactMessageSchema.parse(marked.json())).toMatchObject({
      handled: true,
      handled_by: adminId,
      handled_by_email: 'admin@example.com',
    });
    expect(await lastAudit()).toMatchObject({
      entity: 'contact_message',
      entity_id: String(first!.id),
      action: 'marked_handled',
      before: { handled_at: null },
    });

    const open = adminContactMessageSchema
      .array()
      .parse(
        (
          await injectAs(shop, admin, 'GET', listUrl('contact-messages', { handled: false }))
        ).json(),
      );
    expect(open.map((row) => row.id)).toEqual([second!.id]);
    const done = adminContactMessageSchema
      .array()
      .parse(
        (await injectAs(shop, admin, 'GET', listUrl('contact-messages', { handled: true }))).json(),
      );
    expect(done.map((row) => row.id)).toEqual([first!.id]);

    const shown = adminContactMessageSchema.parse(
      (await injectAs(shop, admin, 'GET', `/api/admin/contact-messages/${second!.id}/`)).json(),
    );
    expect(shown).toMatchObject({
      first_name: 'Luc',
      phone: '+32470000000',
      message: 'Do you ship to Lille?',
      language: 'fr',
      handled: false,
      handled_at: null,
    });

    const reopened = await injectAs(
      shop,
      admin,
      'PUT',
      `/api/admin/contact-messages/${first!.id}/`,
      {
        handled: false,
      },
    );
    expect(reopened.json()).toMatchObject({ handled: false, handled_by: null });
    expect(await lastAudit()).toMatchObject({ action: 'marked_unhandled' });
  });

  it('answers clear errors for a bad filter, body or id', async () => {
    const badFilter = await injectAs(
      shop,
      admin,
      'GET',
      listUrl('contact-messages', { handled: 'maybe' }),
    );
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json()).toMatchObject({ 'filter.handled': ['Expected true or false.'] });
    const badBody = await injectAs(shop, admin, 'PUT', '/api/admin/contact-messages/1/', {
      handled: 'yes',
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json()).toHaveProperty('handled');
    const missing = await injectAs(shop, admin, 'PUT', '/api/admin/contact-messages/999999/', {
      handled: true,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('back-in-stock subscriptions', () => {
  it('lists with the product name, filters open, notified and unsubscribed, and marks handled', async () => {
    const productId = await newProduct(shop, { name: 'Birch photo frame', stock: 0 });
    const db = shop.database.db;
    const [open, notified, left] = await db
      .insert(backInStockSubscriptions)
      .values([
        { productId, email: 'open@example.be', language: 'nl' },
        { productId, email: 'told@example.be', notifiedAt: new Date() },
        { productId, email: 'left@example.be', unsubscribedAt: new Date() },
      ])
      .returning({ id: backInStockSubscriptions.id });

    const list = adminBackInStockSubscriptionSchema
      .array()
      .parse(
        (
          await injectAs(
            shop,
            admin,
            'GET',
            listUrl('back-in-stock-subscriptions', { product_id: productId }),
          )
        ).json(),
      );
    expect(list).toHaveLength(3);
    expect(list.every((row) => row.product_name === 'Birch photo frame')).toBe(true);

    for (const [state, id] of [
      ['open', open!.id],
      ['notified', notified!.id],
      ['unsubscribed', left!.id],
    ] as const) {
      const rows = adminBackInStockSubscriptionSchema
        .array()
        .parse(
          (
            await injectAs(
              shop,
              admin,
              'GET',
              listUrl('back-in-stock-subscriptions', { product_id: productId, state }),
            )
          ).json(),
        );
      expect(
        rows.map((row) => [row.id, row.state]),
        state,
      ).toEqual([[id, state]]);
    }

    const marked = await injectAs(
      shop,
      admin,
      'PUT',
      `/api/admin/back-in-stock-subscriptions/${open!.id}/`,
      {
        handled: true,
      },
    );
    expect(marked.statusCode, marked.body).toBe(200);
    // Staff bookkeeping only: the subscription still waits for the product.
    expect(adminBackInStockSubscriptionSchema.parse(marked.json())).toMatchObject({
      state: 'open',
      handled: true,
    });
    expect(await lastAudit()).toMatchObject({
      entity: 'back_in_stock_subscription',
      entity_id: String(open!.id),
      action: 'marked_handled',
    });
    const unhandled = adminBackInStockSubscriptionSchema
      .array()
      .parse(
        (
          await injectAs(
            shop,
            admin,
            'GET',
            listUrl('back-in-stock-subscriptions', { product_id: productId, handled: false }),
          )
        ).json(),
      );
    expect(unhandled.map((row) => row.id).sort()).toEqual([notified!.id, left!.id].sort());

    const badState = await injectAs(
      shop,
      admin,
      'GET',
      listUrl('back-in-stock-subscriptions', { state: 'forgotten' }),
    );
    expect(badState.statusCode).toBe(400);
    expect(badState.json()).toMatchObject({
      'filter.state': ['Use one of open, notified, unsubscribed.'],
    });
  });
});

describe('mail outbox', () => {
  async function insertMail(
    status: string,
    overrides: Partial<typeof mailOutbox.$inferInsert> = {},
  ) {
    const [row] = await shop.database.db
      .insert(mailOutbox)
      .values({
        dedupeKey: `outbox-test:${status}:${Math.random()}`,
        template: 'order-shipped',
        toAddress: 'jan@example.be',
        subject: 'Je bestelling is verzonden',
        html: '<p>Onderweg</p><script>alert(1)</script>',
        text: 'Je bestelling is onderweg.',
        status,
        ...overrides,
      })
      .returning({ id: mailOutbox.id });
    return row!.id;
  }

  it('lists mails by status so failing ones stand out, and shows one with its bodies', async () => {
    const failed = await insertMail('failed', {
      attempts: 11,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    const sent = await insertMail('sent', { sentAt: new Date() });

    const failing = adminMailSchema
      .array()
      .parse(
        (await injectAs(shop, admin, 'GET', listUrl('mail-outbox', { status: 'failed' }))).json(),
      );
    expect(failing.map((row) => row.id)).toContain(failed);
    expect(failing.every((row) => row.status === 'failed')).toBe(true);
    expect(failing.find((row) => row.id === failed)).toMatchObject({
      attempts: 11,
      last_error: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    // The list stays light: bodies are read one mail at a time.
    expect(failing[0]).not.toHaveProperty('html');

    const sentOnes = adminMailSchema
      .array()
      .parse(
        (await injectAs(shop, admin, 'GET', listUrl('mail-outbox', { status: 'sent' }))).json(),
      );
    expect(sentOnes.map((row) => row.id)).toEqual([sent]);

    const detail = adminMailDetailSchema.parse(
      (await injectAs(shop, admin, 'GET', `/api/admin/mail-outbox/${failed}/`)).json(),
    );
    expect(detail).toMatchObject({
      to_address: 'jan@example.be',
      text: 'Je bestelling is onderweg.',
      html: '<p>Onderweg</p><script>alert(1)</script>',
    });

    const badStatus = await injectAs(
      shop,
      admin,
      'GET',
      listUrl('mail-outbox', { status: 'lost' }),
    );
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json()).toMatchObject({
      'filter.status': ['Use one of queued, sent, stored, failed.'],
    });
  });

  it('sends a failed mail again: queued with a new delivery job, once, and audited', async () => {
    const failed = await insertMail('failed', { attempts: 11, lastError: 'SMTP down' });
    expect(await jobsFor('deliver-mail', 'mail_id', failed)).toBe(0);

    const resent = await injectAs(shop, admin, 'POST', `/api/admin/mail-outbox/${failed}/resend/`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await jobsFor('deliver-mail', 'mail_id', failed)).toBe(1);
    expect(await lastAudit()).toMatchObject({
      entity: 'mail',
      entity_id: String(failed),
      action: 'resent',
      before: { status: 'failed', attempts: 11 },
    });

    // Queued now: a second click must not queue a second delivery.
    const again = await injectAs(shop, admin, 'POST', `/api/admin/mail-outbox/${failed}/resend/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'conflict',
      detail: 'Only a failed mail can be sent again; this one is queued.',
    });
    expect(await jobsFor('deliver-mail', 'mail_id', failed)).toBe(1);

    // The job delivers it (no SMTP in this test app: kept in the outbox).
    expect(await shop.app.mail.deliver(failed)).toBe('stored');

    const sent = await insertMail('sent');
    const refused = await injectAs(shop, admin, 'POST', `/api/admin/mail-outbox/${sent}/resend/`);
    expect(refused.statusCode).toBe(409);
    expect(await jobsFor('deliver-mail', 'mail_id', sent)).toBe(0);
    const missing = await injectAs(shop, admin, 'POST', '/api/admin/mail-outbox/999999/resend/');
    expect(missing.statusCode).toBe(404);
  });
});

describe('back in stock when staff make a product orderable again', () => {
  async function product(id: number) {
    return adminProductSchema.parse(
      (await injectAs(shop, admin, 'GET', `/api/admin/products/${id}/`)).json(),
    );
  }

  async function save(id: number, changes: Record<string, unknown>) {
    const current = await product(id);
    const response = await injectAs(shop, admin, 'PUT', `/api/admin/products/${id}/`, {
      ...current,
      price: Number(current.price),
      ...changes,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('queues exactly one product-restocked job when a switched-off product is switched on', async () => {
    const id = await newProduct(shop, { name: 'Slate coaster', stock: 5 });
    await save(id, { is_available: false });
    expect(await jobsFor('product-restocked', 'product_id', id)).toBe(0);
    await save(id, { is_available: true });
    expect(await jobsFor('product-restocked', 'product_id', id)).toBe(1);
    // Saving it again while it is orderable tells nobody a second time.
    await save(id, { stock: 9 });
    expect(await jobsFor('product-restocked', 'product_id', id)).toBe(1);
  });

  it('queues one when stock goes from 0 to more while the product is switched on, none otherwise', async () => {
    const id = await newProduct(shop, { name: 'Oak lantern', stock: 0 });
    await save(id, { stock: 0, name_fr: 'Lanterne en chêne' });
    expect(await jobsFor('product-restocked', 'product_id', id)).toBe(0);
    await save(id, { stock: 3 });
    expect(await jobsFor('product-restocked', 'product_id', id)).toBe(1);

    // Restocked while switched off: nobody can order it yet, so nobody hears of it.
    const off = await newProduct(shop, { name: 'Linen apron', stock: 0 });
    await save(off, { is_available: false });
    await save(off, { stock: 4 });
    expect(await jobsFor('product-restocked', 'product_id', off)).toBe(0);
  });

  it('queues nothing when the save is refused', async () => {
    const id = await newProduct(shop, { name: 'Clay vase', stock: 0 });
    const current = await product(id);
    const refused = await injectAs(shop, admin, 'PUT', `/api/admin/products/${id}/`, {
      ...current,
      price: -1,
      stock: 5,
    });
    expect(refused.statusCode).toBe(400);
    expect(await jobsFor('product-restocked', 'product_id', id)).toBe(0);
  });
});

describe('categories', () => {
  it('creates a category with a unique slug from the English name and records it', async () => {
    const payload = {
      name: 'Crème & Candles',
      name_fr: 'Crème et bougies',
      name_nl: 'Crème en kaarsen',
      position: 7,
    };
    const first = await injectAs(shop, admin, 'POST', '/api/admin/categories/', payload);
    expect(first.statusCode, first.body).toBe(201);
    const created = adminCategorySchema.parse(first.json());
    expect(created).toMatchObject({ ...payload, slug: 'creme-candles', product_count: 0 });
    expect(await lastAudit()).toMatchObject({
      entity: 'category',
      entity_id: String(created.id),
      action: 'created',
      before: null,
    });
    const second = adminCategorySchema.parse(
      (await injectAs(shop, admin, 'POST', '/api/admin/categories/', payload)).json(),
    );
    expect(second.slug).toBe('creme-candles-2');

    // The storefront's lists name a product's category by a slug it knows: a product cannot
    // move into a new category before the storefront lists it, or every list would break.
    const product = adminProductSchema.parse(
      (
        await injectAs(
          shop,
          admin,
          'GET',
          `/api/admin/products/${await newProduct(shop, { name: 'Tealight' })}/`,
        )
      ).json(),
    );
    const moved = await injectAs(shop, admin, 'PUT', `/api/admin/products/${product.id}/`, {
      ...product,
      price: Number(product.price),
      category_id: created.id,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({
      category_id: [
        'The storefront does not list “Crème & Candles” yet; choose one of its categories (personalized, gift-cards, seasonal).',
      ],
    });
    expect((await shop.app.inject({ url: '/api/products/' })).statusCode).toBe(200);

    const taken = await injectAs(shop, admin, 'POST', '/api/admin/categories/', {
      ...payload,
      slug: 'creme-candles',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ slug: ['Another category already uses this slug.'] });
    const invalid = await injectAs(shop, admin, 'POST', '/api/admin/categories/', {
      name: '',
      position: -1,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toHaveProperty('name');
    expect(invalid.json()).toHaveProperty('position');
  });

  it('deletes an empty category and refuses one that still holds products with 409', async () => {
    const created = adminCategorySchema.parse(
      (
        await injectAs(shop, admin, 'POST', '/api/admin/categories/', {
          name: 'Seasonal',
          position: 8,
        })
      ).json(),
    );
    const productId = await newProduct(shop, { name: 'Advent candle' });
    await shop.database.pool.query('update products set category_id = $1 where id = $2', [
      created.id,
      productId,
    ]);
    const refused = await injectAs(shop, admin, 'DELETE', `/api/admin/categories/${created.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'conflict',
      detail:
        'The category “Seasonal” still holds 1 product (archived ones included). Move it to another category first.',
    });
    // In the staff member's language, which the admin panel sends along.
    const inDutch = await shop.app.inject({
      method: 'DELETE',
      url: `/api/admin/categories/${created.id}/`,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'nl' },
    });
    expect(inDutch.json()).toMatchObject({
      detail:
        'De categorie “Seasonal” bevat nog 1 product (gearchiveerde meegeteld). Verplaats het eerst naar een andere categorie.',
    });
    expect(
      (await injectAs(shop, admin, 'GET', `/api/admin/categories/${created.id}/`)).statusCode,
    ).toBe(200);

    await shop.database.pool.query('delete from products where id = $1', [productId]);
    const deleted = await injectAs(shop, admin, 'DELETE', `/api/admin/categories/${created.id}/`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ id: created.id, name: 'Seasonal' });
    expect(
      (await injectAs(shop, admin, 'GET', `/api/admin/categories/${created.id}/`)).statusCode,
    ).toBe(404);
    expect(await lastAudit()).toMatchObject({
      entity: 'category',
      action: 'deleted',
      after: null,
    });
    const gone = await injectAs(shop, admin, 'DELETE', `/api/admin/categories/${created.id}/`);
    expect(gone.statusCode).toBe(404);
  });
});
