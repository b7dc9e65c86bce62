import { readdir, readFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditEntrySchema,
  adminCustomerDetailSchema,
  adminDashboardSchema,
  adminProductSchema,
  adminUploadSchema,
  loginResponseSchema,
  type AdminProduct,
  type AdminUpload,
  parseMoney,
} from '@shop/contracts';
import {
  backInStockSubscriptions,
  contactMessages,
  mailOutbox,
  orderItems,
  orders,
  products,
  users,
  withdrawals,
} from '../../db/schema.js';
import { createTestApp, injectAs, type TestApp } from '../../test/app.js';
import { addToCart, newCustomer, newProduct, payCart } from '../../test/checkout.js';
import { paidDemoMugWithPhoto } from '../../test/photos.js';

let shop: TestApp;
let admin: string;
let adminId: number;
let customer: string;
let customerId: number;
let staffOnly: string;

beforeAll(async () => {
  shop = await createTestApp({
    demo: true,
    // The line refund's sample refunds a real payment at the sandbox.
    paymentSandbox: true,
    env: { RATE_LIMIT_SIGNUP_PER_IP: '1000' },
  });
  admin = await signIn('admin@example.com', 'Admin12345');
  customer = await signIn('customer@example.com', 'Customer123');
  const register = await shop.app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: {
      username: 'workshop',
      email: 'workshop@example.be',
      phone_number: '+32470123456',
      password: 'Secret123',
    },
  });
  expect(register.statusCode).toBe(201);
  const db = shop.database.db;
  await db.update(users).set({ isStaff: true }).where(eq(users.email, 'workshop@example.be'));
  staffOnly = await signIn('workshop@example.be', 'Secret123');
  const rows = await db.select({ id: users.id, email: users.email }).from(users);
  adminId = rows.find((row) => row.email === 'admin@example.com')!.id;
  customerId = rows.find((row) => row.email === 'customer@example.com')!.id;
});
afterAll(() => shop.close());

async function signIn(email: string, password: string): Promise<string> {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username: email, password },
  });
  expect(response.statusCode).toBe(200);
  return loginResponseSchema.parse(response.json()).access;
}

async function multipart(token: string | null, fileName: string, content: Buffer, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type }), fileName);
  const encoded = new Response(form);
  return shop.app.inject({
    method: 'POST',
    url: '/api/admin/uploads/',
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

async function picture(width = 900, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
}

async function uploadPicture(): Promise<AdminUpload> {
  const response = await multipart(admin, 'mug.jpg', await picture(), 'image/jpeg');
  expect(response.statusCode).toBe(201);
  return adminUploadSchema.parse(response.json());
}

async function categoryId(): Promise<number> {
  const response = await injectAs(shop, admin, 'GET', '/api/admin/categories/');
  return (response.json() as { id: number }[])[0]!.id;
}

function productPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Engraved Oak Board',
    name_fr: 'Planche en chêne gravée',
    name_nl: 'Gegraveerde eiken plank',
    description: '<p>Solid oak.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    price: 39.9,
    availability: 'in_stock',
    is_available: true,
    stock: 12,
    personalization_mode: 'optional',
    personalization_label: 'Text to engrave',
    personalization_max_length: 30,
    images: [],
    ...overrides,
  };
}

/**
 * Every route the app registered under /api/admin, read from Fastify's own route tree, so a
 * route added later is checked without anyone remembering to list it here.
 */
function registeredAdminRoutes(): string[] {
  // The tree nests child paths four columns deeper than their parent: "├── /products (GET)",
  // "│   └── /:id (PUT)". Paths are printed without the trailing slash the routes are declared with.
  const tree = shop.app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const found = new Set<string>();
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const full = stack.join('');
    if (!match[3] || !full.startsWith('/api/admin')) continue;
    for (const method of match[3].split(',').map((part) => part.trim())) {
      if (method !== 'HEAD' && method !== 'OPTIONS')
        found.add(`${method} ${full.replace(/\/?$/, '/')}`);
    }
  }
  return [...found].sort();
}

describe('who may use /api/admin', () => {
  /** A request for every route that an admin's call should get a 2xx for. */
  async function samples(): Promise<Record<string, () => ReturnType<typeof injectAs>>> {
    const category = await categoryId();
    const upload = await uploadPicture();
    const created = await injectAs(
      shop,
      admin,
      'POST',
      '/api/admin/products/',
      productPayload({ category_id: category }),
    );
    const productId = (created.json() as AdminProduct).id;
    const audit = await injectAs(shop, admin, 'GET', '/api/admin/audit-log/');
    const auditId = (audit.json() as { id: number }[])[0]!.id;
    const [order] = await shop.database.db
      .insert(orders)
      .values({
        userId: customerId,
        totalAmount: parseMoney('10.00'),
        email: 'customer@example.com',
        status: 'processing',
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    const db = shop.database.db;
    const [withdrawal] = await db
      .insert(withdrawals)
      .values({ orderId, userId: customerId, refundDueAt: new Date(Date.now() + 14 * 86_400_000) })
      .returning({ id: withdrawals.id });
    const buyer = await newCustomer(shop);
    await addToCart(shop, buyer, await newProduct(shop, { price: '9.00' }), 2);
    const paid = await payCart(shop, buyer);
    // An e-invoice on its way (a Belgian company's document; here the paid order's invoice).
    const {
      rows: [eInvoice],
    } = await shop.database.pool.query<{ id: number }>(
      `insert into e_invoice_deliveries (order_id, invoice_id, number)
         select order_id, id, number from invoices where order_id = $1 returning id`,
      [paid.id],
    );
    // A line with the customer's photo, for its print-ready file (ADR 0100).
    const photoOrder = await paidDemoMugWithPhoto(shop, await newCustomer(shop), {
      photo: { width: 600, height: 400, colour: { r: 90, g: 40, b: 160 } },
      placement: { x: 0.5, y: 0.5, scale: 1 },
    });
    let labelled: ReturnType<typeof injectAs> | undefined;
    const shipWithLabel = () =>
      (labelled ??= injectAs(shop, admin, 'POST', `/api/admin/orders/${paid.id}/label/`));
    const [message] = await db
      .insert(contactMessages)
      .values({
        firstName: 'Ann',
        lastName: 'Peeters',
        email: 'ann@example.be',
        subject: 'Engraving',
        message: 'Can you engrave a date?',
      })
      .returning({ id: contactMessages.id });
    const [subscription] = await db
      .insert(backInStockSubscriptions)
      .values({ productId, email: 'waiting@example.be' })
      .returning({ id: backInStockSubscriptions.id });
    const [failedMail] = await db
      .insert(mailOutbox)
      .values({
        dedupeKey: `guard-test-${Date.now()}`,
        template: 'order-shipped',
        toAddress: 'customer@example.com',
        subject: 'Your order has shipped',
        html: '<p>Shipped</p>',
        text: 'Shipped',
        status: 'failed',
        attempts: 11,
        lastError: 'connect ECONNREFUSED',
      })
      .returning({ id: mailOutbox.id });
    const {
      rows: [card],
    } = await shop.database.pool.query<{ id: number }>(
      `with card as (insert into gift_cards (code, initial_value_cents, expires_at)
         values ('GVARDTEST2345678', 1000, now() + interval '1 year') returning id)
       insert into gift_card_ledger (gift_card_id, kind, amount_cents)
         select id, 'issued', 1000 from card returning gift_card_id as id`,
    );
    const discountCode = await injectAs(shop, admin, 'POST', '/api/admin/discount-codes/', {
      code: 'GUARD-TEST',
      kind: 'percent',
      value: '10',
    });
    const discountCodeId = (discountCode.json() as { id: number }).id;
    const guardMethod = (code: string) => ({
      code,
      kind: 'home',
      name: 'Courier',
      name_nl: 'Koerier',
      name_fr: 'Coursier',
      estimate_from_days: 1,
      estimate_to_days: 2,
      active: false,
      rates: [{ country: 'BE', price: '9.95' }],
    });
    const deliveryMethod = await injectAs(
      shop,
      admin,
      'POST',
      '/api/admin/delivery-methods/',
      guardMethod('guard-test'),
    );
    const deliveryMethodId = (deliveryMethod.json() as { id: number }).id;
    return {
      'GET /api/admin/discount-codes/': () =>
        injectAs(shop, admin, 'GET', '/api/admin/discount-codes/'),
      'GET /api/admin/discount-codes/:id/': () =>
        injectAs(shop, admin, 'GET', `/api/admin/discount-codes/${discountCodeId}/`),
      'POST /api/admin/discount-codes/': () =>
        injectAs(shop, admin, 'POST', '/api/admin/discount-codes/', {
          code: 'GUARD-TEST-2',
          kind: 'amount',
          value: '5.00',
        }),
      'PUT /api/admin/discount-codes/:id/': () =>
        injectAs(shop, admin, 'PUT', `/api/admin/discount-codes/${discountCodeId}/`, {
          kind: 'percent',
          value: '15',
        }),
      'GET /api/admin/exports/invoices/': () =>
        injectAs(shop, admin, 'GET', '/api/admin/exports/invoices/?month=2026-11'),
      'GET /api/admin/exports/oss/': () =>
        injectAs(shop, admin, 'GET', '/api/admin/exports/oss/?quarter=2026-Q4'),
      'GET /api/admin/exports/intra-community/': () =>
        injectAs(shop, admin, 'GET', '/api/admin/exports/intra-community/?quarter=2026-Q4'),
      'GET /api/admin/gift-cards/': () => injectAs(shop, admin, 'GET', '/api/admin/gift-cards/'),
      'GET /api/admin/gift-cards/:id/': () =>
        injectAs(shop, admin, 'GET', `/api/admin/gift-cards/${card!.id}/`),
      'POST /api/admin/gift-cards/:id/void/': () =>
        injectAs(shop, admin, 'POST', `/api/admin/gift-cards/${card!.id}/void/`, {
          reason: 'Guard test',
        }),
      'GET /api/admin/orders/': () => injectAs(shop, admin, 'GET', '/api/admin/orders/'),
      'GET /api/admin/orders/:id/': () =>
        injectAs(shop, admin, 'GET', `/api/admin/orders/${orderId}/`),
      'PUT /api/admin/orders/:id/': () =>
        injectAs(shop, admin, 'PUT', `/api/admin/orders/${orderId}/`, { status: 'shipped' }),
      'POST /api/admin/orders/:id/refunds/': () =>
        injectAs(shop, admin, 'POST', `/api/admin/orders/${paid.id}/refunds/`, {
          items: [{ id: paid.lines[0]!.id, quantity: 1 }],
          reason: 'Guard test',
        }),
      'GET /api/admin/withdrawals/': () => injectAs(shop, admin, 'GET', '/api/admin/withdrawals/'),
      'GET /api/admin/withdrawals/:id/': () =>
        injectAs(shop, admin, 'GET', `/api/admin/withdrawals/${withdrawal!.id}/`),
      'GET /api/admin/dashboard/': () => injectAs(shop, admin, 'GET', '/api/admin/dashboard/'),
      'GET /api/admin/dashboard/today/': () =>
        injectAs(shop, admin, 'GET', '/api/admin/dashboard/today/'),
      'GET /api/admin/dashboard/sales/': () =>
        injectAs(shop, admin, 'GET', '/api/admin/dashboard/sales/'),
      'GET /api/admin/search/': () => injectAs(shop, admin, 'GET', '/api/admin/search/?q=walnut'),
      'GET /api/admin/products/': () => injectAs(shop, admin, 'GET', '/api/admin/products/'),
      'POST /api/admin/products/': () =>
        injectAs(
          shop,
          admin,
          'POST',
          '/api/admin/products/',
          productPayload({ category_id: category }),
        ),
      'GET /api/admin/products/:id/': () =>
        injectAs(shop, admin, 'GET', `/api/admin/products/${productId}/`),
      'GET /api/admin/products/:id/variants/': () =>
        injectAs(shop, admin, 'GET', `/api/admin/products/${productId}/variants/`),
      // The test's own product has no options: replaced by none, it stays as it is.
      'PUT /api/admin/products/:id/variants/': () =>
        injectAs(shop, admin, 'PUT', `/api/admin/products/${productId}/variants/`, {
          options: [],
          variants: [],
        }),
      'PUT /api/admin/products/:id/': () =>
        injectAs(
          shop,
          admin,
          'PUT',
          `/api/admin/products/${productId}/`,
          productPayload({ category_id: category, main_image: { path: upload.path } }),
        ),
      // Its own product: the other samples still read and edit theirs.
      'DELETE /api/admin/products/:id/': async () => {
        const doomed = await injectAs(
          shop,
          admin,
          'POST',
          '/api/admin/products/',
          productPayload({ category_id: category }),
        );
        return injectAs(
          shop,
          admin,
          'DELETE',
          `/api/admin/products/${(doomed.json() as AdminProduct).id}/`,
        );
      },
      'POST /api/admin/uploads/': async () =>
        multipart(
          admin,
          'a.png',
          await sharp(await picture(50, 50))
            .png()
            .toBuffer(),
          'image/png',
        ),
      'GET /api/admin/categories/': () => injectAs(shop, admin, 'GET', '/api/admin/categories/'),
      'GET /api/admin/categories/:id/': () =>
        injectAs(shop, admin, 'GET', `/api/admin/categories/${category}/`),
      'PUT /api/admin/categories/:id/': () =>
        injectAs(shop, admin, 'PUT', `/api/admin/categories/${category}/`, {
          name: 'Personalised',
          name_fr: 'Personnalisés',
          name_nl: 'Gepersonaliseerd',
          position: 0,
        }),
      'POST /api/admin/categories/': () =>
        injectAs(shop, admin, 'POST', '/api/admin/categories/', {
          name: `Guard test ${Date.now()}`,
          position: 9,
        }),
      // Its own empty category: the other samples keep theirs.
      'DELETE /api/admin/categories/:id/': async () => {
        const empty = await injectAs(shop, admin, 'POST', '/api/admin/categories/', {
          name: 'Soon gone',
          position: 10,
        });
        return injectAs(
          shop,
          admin,
          'DELETE',
          `/api/admin/categories/${(empty.json() as { id: number }).id}/`,
        );
      },
      'GET /api/admin/contact-messages/': () =>
        injectAs(shop, admin, 'GET', '/api/admin/contact-messages/'),
      'GET /api/admin/contact-messages/:id/': () =>
        injectAs(shop, admin, 'GET', `/api/admin/contact-messages/${message!.id}/`),
      'PUT /api/admin/contact-messages/:id/': () =>
        injectAs(shop, admin, 'PUT', `/api/admin/contact-messages/${message!.id}/`, {
          handled: true,
        }),
      'GET /api/admin/e-invoices/': () => injectAs(shop, admin, 'GET', '/api/admin/e-invoices/'),
      'GET /api/admin/e-invoices/:id/': () =>
        injectAs(shop, admin, 'GET', `/api/admin/e-invoices/${eInvoice!.id}/`),
      'PUT /api/admin/e-invoices/:id/': () =>
        injectAs(shop, admin, 'PUT', `/api/admin/e-invoices/${eInvoice!.id}/`, { handled: true }),
      'GET /api/admin/back-in-stock-subscriptions/': () =>
        injectAs(shop, admin, 'GET', '/api/admin/back-in-stock-subscriptions/'),
      'GET /api/admin/back-in-stock-subscriptions/:id/': () =>
        injectAs(shop, admin, 'GET', `/api/admin/back-in-stock-subscriptions/${subscription!.id}/`),
      'PUT /api/admin/back-in-stock-subscriptions/:id/': () =>
        injectAs(
          shop,
          admin,
          'PUT',
          `/api/admin/back-in-stock-subscriptions/${subscription!.id}/`,
          {
            handled: true,
          },
        ),
      'GET /api/admin/mail-outbox/': () => injectAs(shop, admin, 'GET', '/api/admin/mail-outbox/'),
      'GET /api/admin/mail-outbox/:id/': () =>
        injectAs(shop, admin, 'GET', `/api/admin/mail-outbox/${failedMail!.id}/`),
      'POST /api/admin/mail-outbox/:id/resend/': () =>
        injectAs(shop, admin, 'POST', `/api/admin/mail-outbox/${failedMail!.id}/resend/`),
      'GET /api/admin/customers/': () => injectAs(shop, admin, 'GET', '/api/admin/customers/'),
      'GET /api/admin/customers/:id/': () =>
        injectAs(shop, admin, 'GET', `/api/admin/customers/${customerId}/`),
      'PUT /api/admin/customers/:id/': () =>
        injectAs(shop, admin, 'PUT', `/api/admin/customers/${customerId}/`, {
          is_staff: false,
          is_superuser: false,
        }),
      // Its own account: the other samples keep the demo customer.
      'POST /api/admin/customers/:id/erase/': async () => {
        const registered = await injectAs(shop, null, 'POST', '/api/register/', {
          username: 'leaving',
          email: 'leaving@example.be',
          phone_number: '+32470123456',
          password: 'Secret123',
        });
        expect(registered.statusCode).toBe(201);
        const [leaving] = await shop.database.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, 'leaving@example.be'));
        return injectAs(shop, admin, 'POST', `/api/admin/customers/${leaving!.id}/erase/`, {
          reason: 'Asked by e-mail',
        });
      },
      'GET /api/admin/audit-log/': () => injectAs(shop, admin, 'GET', '/api/admin/audit-log/'),
      'GET /api/admin/audit-log/:id/': () =>
        injectAs(shop, admin, 'GET', `/api/admin/audit-log/${auditId}/`),
      // The paid order ships once through the carrier seam, whichever of the two runs first.
      'POST /api/admin/orders/:id/label/': () => shipWithLabel(),
      'GET /api/admin/orders/:id/label/': async () => {
        await shipWithLabel();
        return injectAs(shop, admin, 'GET', `/api/admin/orders/${paid.id}/label/`);
      },
      'GET /api/admin/orders/:id/packing-slip/': () =>
        injectAs(shop, admin, 'GET', `/api/admin/orders/${orderId}/packing-slip/`),
      'GET /api/admin/orders/:id/lines/:line_id/print/': () =>
        injectAs(
          shop,
          admin,
          'GET',
          `/api/admin/orders/${photoOrder.orderId}/lines/${photoOrder.lineId}/print/`,
        ),
      'GET /api/admin/delivery-methods/': () =>
        injectAs(shop, admin, 'GET', '/api/admin/delivery-methods/'),
      'GET /api/admin/delivery-methods/:id/': () =>
        injectAs(shop, admin, 'GET', `/api/admin/delivery-methods/${deliveryMethodId}/`),
      'POST /api/admin/delivery-methods/': () =>
        injectAs(shop, admin, 'POST', '/api/admin/delivery-methods/', guardMethod('guard-test-2')),
      'PUT /api/admin/delivery-methods/:id/': () =>
        injectAs(
          shop,
          admin,
          'PUT',
          `/api/admin/delivery-methods/${deliveryMethodId}/`,
          guardMethod('guard-test'),
        ),
      // Its own unused method: the other samples keep theirs.
      'DELETE /api/admin/delivery-methods/:id/': async () => {
        const unused = await injectAs(
          shop,
          admin,
          'POST',
          '/api/admin/delivery-methods/',
          guardMethod('guard-test-3'),
        );
        return injectAs(
          shop,
          admin,
          'DELETE',
          `/api/admin/delivery-methods/${(unused.json() as { id: number }).id}/`,
        );
      },
      'GET /api/admin/settings/:id/': () => injectAs(shop, admin, 'GET', '/api/admin/settings/1/'),
      'PUT /api/admin/settings/:id/': () =>
        injectAs(shop, admin, 'PUT', '/api/admin/settings/1/', { gift_wrapping_price: '3.50' }),
    };
  }

  it('answers 401 anonymous, 403 to a customer and to staff without superuser, 2xx to the admin, on every route', async () => {
    const routes = registeredAdminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(26);
    const requests = await samples();
    // A new route must come with its sample here, or this fails.
    expect(Object.keys(requests).sort()).toEqual(routes);

    for (const route of routes) {
      const [method, pattern] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const url = pattern.replace(':id', '1');
      const anonymous = await injectAs(
        shop,
        null,
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(anonymous.statusCode, `${route} anonymous`).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'not_authenticated' });
      for (const [who, token] of [
        ['customer', customer],
        ['staff without superuser', staffOnly],
      ] as const) {
        const refused = await injectAs(
          shop,
          token,
          method,
          url,
          method === 'GET' || method === 'DELETE' ? undefined : {},
        );
        expect(refused.statusCode, `${route} ${who}`).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'permission_denied' });
      }
      const allowed = await requests[route]!();
      expect(allowed.statusCode, `${route} admin: ${allowed.body}`).toBeGreaterThanOrEqual(200);
      expect(allowed.statusCode, `${route} admin: ${allowed.body}`).toBeLessThan(300);
    }
  });
});

describe('products', () => {
  it('creates a product with a unique slug from the English name, cleaned HTML and an audit entry', async () => {
    const category = await categoryId();
    const upload = await uploadPicture();
    const first = await injectAs(
      shop,
      admin,
      'POST',
      '/api/admin/products/',
      productPayload({
        name: 'Crème Brûlée Mug!',
        category_id: category,
        main_image: { path: upload.path, alt: 'A mug', alt_fr: 'Une tasse', alt_nl: 'Een mok' },
        images: [{ path: upload.path, alt: 'Side' }],
      }),
    );
    expect(first.statusCode).toBe(201);
    const product = adminProductSchema.parse(first.json());
    expect(product).toMatchObject({
      slug: 'creme-brulee-mug',
      price: '39.90',
      stock: 12,
      description: '<p>Solid oak.</p>',
      main_image: { path: upload.path, url: `/media/${upload.path}`, alt_fr: 'Une tasse' },
      images: [{ path: upload.path, alt: 'Side' }],
    });
    const second = await injectAs(
      shop,
      admin,
      'POST',
      '/api/admin/products/',
      productPayload({ name: 'Creme brulee mug', category_id: category, stock: null }),
    );
    expect(adminProductSchema.parse(second.json())).toMatchObject({
      slug: 'creme-brulee-mug-2',
      stock: null,
    });

    const audit = await injectAs(
      shop,
      admin,
      'GET',
      `/api/admin/audit-log/?filter=${encodeURIComponent(JSON.stringify({ entity: 'product', entity_id: String(product.id) }))}`,
    );
    const [entry] = adminAuditEntrySchema.array().parse(audit.json());
    expect(entry).toMatchObject({
      action: 'created',
      actor_user_id: adminId,
      actor_email: 'admin@example.com',
      before: null,
      after: { slug: 'creme-brulee-mug' },
    });

    // The storefront shows it in French on its next request.
    const storefront = await shop.app.inject({ url: '/api/products/creme-brulee-mug/?lang=fr' });
    expect(storefront.statusCode).toBe(200);
    expect(storefront.json()).toMatchObject({ name: 'Planche en chêne gravée' });
  });

  it('refuses invalid products with field errors', async () => {
    const category = await categoryId();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'name'],
      // Issue 14: names, labels and alternative texts follow the free-text rule.
      [{ name: 'Oak\u200BBoard' }, 'name'],
      [{ name_fr: 'Planche\u202E' }, 'name_fr'],
      [{ personalization_label: 'Text\tto engrave' }, 'personalization_label'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ price: -1 }, 'price'],
      [{ price: 10.555 }, 'price'],
      [{ price: 'ten' }, 'price'],
      [{ stock: -2 }, 'stock'],
      [{ personalization_max_length: 500 }, 'personalization_max_length'],
      [{ slug: 'Not A Slug' }, 'slug'],
      [{ category_id: 999_999 }, 'category_id'],
      [{ main_image: { path: 'products/never-uploaded.jpg' } }, 'main_image.path'],
      [{ main_image: { path: '../../etc/passwd' } }, 'main_image.path'],
    ];
    for (const [override, field] of cases) {
      const response = await injectAs(
        shop,
        admin,
        'POST',
        '/api/admin/products/',
        productPayload({ category_id: category, ...override }),
      );
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json(), JSON.stringify(override)).toHaveProperty([field]);
      // Message keys of the shared rules are said as sentences, never sent as keys.
      expect(response.body).not.toMatch(/"text[A-Z]\w+"/);
    }
  });

  it('edits a product, keeps slugs unique and updates the storefront at once', async () => {
    const category = await categoryId();
    const created = adminProductSchema.parse(
      (
        await injectAs(
          shop,
          admin,
          'POST',
          '/api/admin/products/',
          productPayload({ name: 'Slate Coaster', category_id: category }),
        )
      ).json(),
    );
    const taken = await injectAs(
      shop,
      admin,
      'PUT',
      `/api/admin/products/${created.id}/`,
      productPayload({ category_id: category, slug: 'creme-brulee-mug' }),
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toHaveProperty('slug');

    const renamed = await injectAs(
      shop,
      admin,
      'PUT',
      `/api/admin/products/${created.id}/`,
      productPayload({
        category_id: category,
        name: 'Slate Coaster',
        slug: 'slate-coaster-set',
        price: '12.50',
      }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ slug: 'slate-coaster-set', price: '12.50' });
    expect((await shop.app.inject({ url: '/api/products/slate-coaster/' })).statusCode).toBe(404);
    const shown = await shop.app.inject({ url: '/api/products/slate-coaster-set/' });
    expect(shown.json()).toMatchObject({ price: '12.50' });
  });

  it('keeps the VAT rate staff choose, 21 % unless they choose, and the shop answers it', async () => {
    const category = await categoryId();
    const created = await injectAs(
      shop,
      admin,
      'POST',
      '/api/admin/products/',
      productPayload({ name: 'Speculoos Tin', category_id: category }),
    );
    expect(created.json()).toMatchObject({ vat_category: 'standard', vat_rate: '21' });
    const id = adminProductSchema.parse(created.json()).id;
    const food = await injectAs(shop, admin, 'PUT', `/api/admin/products/${id}/`, {
      ...productPayload({ name: 'Speculoos Tin', category_id: category }),
      vat_category: 'food',
    });
    expect(food.json()).toMatchObject({ vat_category: 'food', vat_rate: '6' });
    const shown = await shop.app.inject({ url: '/api/products/speculoos-tin/' });
    expect(shown.json()).toMatchObject({ vat_rate: '6' });
    const listed = (await shop.app.inject({ url: '/api/products/?search=Speculoos%20Tin' })).json();
    expect(listed).toEqual([expect.objectContaining({ slug: 'speculoos-tin', vat_rate: '6' })]);

    const foreign = await injectAs(shop, admin, 'PUT', `/api/admin/products/${id}/`, {
      ...productPayload({ name: 'Speculoos Tin', category_id: category }),
      vat_category: 'luxury',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toHaveProperty('vat_category');
  });

  it('keeps whether a personalisation removes the right of withdrawal: yes for an engraving, no for a money gift card, as staff set it', async () => {
    const category = await categoryId();
    const engraved = adminProductSchema.parse(
      (
        await injectAs(
          shop,
          admin,
          'POST',
          '/api/admin/products/',
          productPayload({ name: 'Engraved Pen', category_id: category }),
        )
      ).json(),
    );
    expect(engraved.personalization_removes_withdrawal).toBe(true);
    const card = adminProductSchema.parse(
      (
        await injectAs(
          shop,
          admin,
          'POST',
          '/api/admin/products/',
          productPayload({
            name: 'Gift Card 30',
            category_id: category,
            is_gift_card: true,
            vat_category: 'zero',
            personalization_label: 'Message on the card',
          }),
        )
      ).json(),
    );
    expect(card.personalization_removes_withdrawal).toBe(false);
    const changed = await injectAs(shop, admin, 'PUT', `/api/admin/products/${engraved.id}/`, {
      ...productPayload({ name: 'Engraved Pen', category_id: category }),
      personalization_removes_withdrawal: false,
    });
    expect(adminProductSchema.parse(changed.json()).personalization_removes_withdrawal).toBe(false);
  });

  it('lists with search, filters, sorting and a Content-Range', async () => {
    const query = (params: Record<string, unknown>) =>
      `/api/admin/products/?${new URLSearchParams(
        Object.entries(params).map(([key, value]): [string, string] => [
          key,
          JSON.stringify(value),
        ]),
      ).toString()}`;
    const page = await injectAs(
      shop,
      admin,
      'GET',
      query({ sort: ['price', 'DESC'], range: [0, 4] }),
    );
    expect(page.statusCode).toBe(200);
    const rows = adminProductSchema.array().parse(page.json());
    expect(rows).toHaveLength(5);
    const prices = rows.map((row) => Number(row.price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(page.headers['content-range']).toMatch(/^products 0-4\/\d+$/);

    const searched = adminProductSchema
      .array()
      .parse((await injectAs(shop, admin, 'GET', query({ filter: { q: 'chêne' } }))).json());
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.every((row) => row.name_fr.includes('chêne'))).toBe(true);

    const outOfStock = await shop.database.db
      .update(products)
      .set({ stock: 0 })
      .where(eq(products.slug, 'slate-coaster-set'))
      .returning({ id: products.id });
    const soldOut = adminProductSchema
      .array()
      .parse((await injectAs(shop, admin, 'GET', query({ filter: { in_stock: false } }))).json());
    expect(soldOut.map((row) => row.id)).toContain(outOfStock[0]!.id);
    expect(soldOut.every((row) => row.stock === 0)).toBe(true);

    const badSort = await injectAs(shop, admin, 'GET', query({ sort: ['password_hash', 'ASC'] }));
    expect(badSort.statusCode).toBe(400);
    const badRange = await injectAs(shop, admin, 'GET', '/api/admin/products/?range=nonsense');
    expect(badRange.statusCode).toBe(400);
  });

  it('deletes an unordered product and archives an ordered one, which leaves the storefront', async () => {
    const category = await categoryId();
    const make = async (name: string) =>
      adminProductSchema.parse(
        (
          await injectAs(
            shop,
            admin,
            'POST',
            '/api/admin/products/',
            productPayload({ name, category_id: category }),
          )
        ).json(),
      );
    const loose = await make('Loose Product');
    const deleted = await injectAs(shop, admin, 'DELETE', `/api/admin/products/${loose.id}/`);
    expect(deleted.statusCode).toBe(200);
    expect(
      (await injectAs(shop, admin, 'GET', `/api/admin/products/${loose.id}/`)).statusCode,
    ).toBe(404);

    const ordered = await make('Ordered Product');
    const db = shop.database.db;
    const [order] = await db
      .insert(orders)
      .values({
        userId: customerId,
        totalAmount: parseMoney('39.90'),
        email: 'customer@example.com',
      })
      .returning({ id: orders.id });
    await db.insert(orderItems).values({
      orderId: order!.id,
      productId: ordered.id,
      productName: ordered.name,
      unitPrice: parseMoney('39.90'),
      quantity: 1,
    });
    const archived = await injectAs(shop, admin, 'DELETE', `/api/admin/products/${ordered.id}/`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ archived: true });
    expect(
      (await injectAs(shop, admin, 'GET', `/api/admin/products/${ordered.id}/`)).json(),
    ).toMatchObject({
      archived: true,
    });
    expect((await shop.app.inject({ url: `/api/products/${ordered.slug}/` })).statusCode).toBe(404);
    const list = (await shop.app.inject({ url: '/api/products/' })).json() as { slug: string }[];
    expect(list.map((row) => row.slug)).not.toContain(ordered.slug);
    const sitemap = await shop.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain(ordered.slug);
  });
});

describe('picture uploads', () => {
  async function productFiles(): Promise<string[]> {
    return readdir(path.join(shop.config.mediaDir, 'products'));
  }

  it('stores a real picture with WebP variants, whatever its name', async () => {
    const png = await sharp(await picture(1400, 700))
      .png()
      .toBuffer();
    const response = await multipart(admin, 'holiday.txt', png, 'text/plain');
    expect(response.statusCode).toBe(201);
    const upload = adminUploadSchema.parse(response.json());
    expect(upload).toMatchObject({ width: 1400, height: 700 });
    expect(upload.path).toMatch(/^products\/upload-[0-9a-f]{16}\.png$/);
    const stem = path.posix.basename(upload.path, '.png');
    const files = (await productFiles()).filter((name) => name.startsWith(stem));
    expect(files.filter((name) => name.endsWith('.webp')).length).toBeGreaterThanOrEqual(4);
    const served = await shop.app.inject({ url: upload.url });
    expect(served.statusCode).toBe(200);
  });

  it('takes a large picture below the limit', async () => {
    // Random pixels barely compress: a PNG of several megabytes, well above the JSON body limit.
    const noise = Buffer.from(
      Array.from({ length: 1600 * 1200 * 3 }, (_, index) => (index * 2654435761) % 251),
    );
    const png = await sharp(noise, { raw: { width: 1600, height: 1200, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(png.length).toBeLessThan(10 * 1024 * 1024);
    const response = await multipart(admin, 'large.png', png, 'image/png');
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a text file named .jpg and leaves nothing behind', async () => {
    const before = await productFiles();
    const response = await multipart(
      admin,
      'photo.jpg',
      Buffer.from('not a picture at all\n'),
      'image/jpeg',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      detail: 'Upload a JPEG, PNG or WebP picture.',
    });
    expect(await productFiles()).toEqual(before);
  });

  it('refuses a picture over 10 MB with 413 and leaves nothing behind', async () => {
    const before = await productFiles();
    const jpeg = await picture(64, 64);
    const large = Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024 - jpeg.length)]);
    const response = await multipart(admin, 'big.jpg', large, 'image/jpeg');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'payload_too_large',
      detail: 'The picture is larger than 10 MB.',
    });
    expect(await productFiles()).toEqual(before);
  });

  /** A JPEG as a phone writes it: EXIF with author, GPS and a rotation, XMP and IPTC. */
  async function cameraPhoto(): Promise<Buffer> {
    // 300×200 as stored, red left half and blue right half; orientation 6 shows it turned a
    // quarter clockwise: 200×300, red on top.
    const halves = Buffer.alloc(300 * 200 * 3);
    for (let y = 0; y < 200; y += 1) {
      for (let x = 0; x < 300; x += 1) {
        halves.set(x < 150 ? [220, 20, 20] : [20, 20, 220], (y * 300 + x) * 3);
      }
    }
    const jpeg = await sharp(halves, { raw: { width: 300, height: 200, channels: 3 } })
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: {
          IFD0: { Artist: 'Ada Peeters', Copyright: 'Ada Peeters 2026', Make: 'PhoneCam' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '50/1 50/1 4455/100',
            GPSLongitudeRef: 'E',
            GPSLongitude: '4/1 21/1 1234/100',
          },
        },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Ada Peeters XMP</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>',
      )
      .toBuffer();
    // IPTC travels in a Photoshop APP13 segment; sharp does not write one, so it is put in here.
    const byline = Buffer.from('Ada Peeters IPTC');
    const iptc = Buffer.concat([Buffer.from([0x1c, 0x02, 0x50, 0, byline.length]), byline]);
    const resource = Buffer.concat([
      Buffer.from('Photoshop 3.0\0'),
      Buffer.from('8BIM'),
      Buffer.from([0x04, 0x04, 0, 0]),
      Buffer.from([0, 0, 0, iptc.length]),
      iptc,
      Buffer.alloc(iptc.length % 2),
    ]);
    const app13 = Buffer.concat([
      Buffer.from([0xff, 0xed, (resource.length + 2) >> 8, (resource.length + 2) & 0xff]),
      resource,
    ]);
    return Buffer.concat([jpeg.subarray(0, 2), app13, jpeg.subarray(2)]);
  }

  it('re-encodes a photo upright and without EXIF, GPS, XMP or IPTC, the original included', async () => {
    const photo = await cameraPhoto();
    const sent = await sharp(photo).metadata();
    expect(sent).toMatchObject({
      orientation: 6,
      exif: expect.any(Buffer),
      xmp: expect.any(Buffer),
    });
    expect(sent.iptc).toBeInstanceOf(Buffer);
    expect(photo.includes('Ada Peeters')).toBe(true);

    const response = await multipart(admin, 'IMG_0042.jpg', photo, 'image/jpeg');
    expect(response.statusCode, response.body).toBe(201);
    const upload = adminUploadSchema.parse(response.json());
    expect(upload).toMatchObject({ width: 200, height: 300 });

    const stem = path.posix.basename(upload.path, '.jpg');
    const stored = (await productFiles()).filter((name) => name.startsWith(stem));
    expect(stored.filter((name) => /\.(jpg|webp)$/.test(name)).length).toBeGreaterThanOrEqual(2);
    for (const name of stored.filter((file) => !file.endsWith('.json'))) {
      const bytes = await readFile(path.join(shop.config.mediaDir, 'products', name));
      expect(bytes.includes('Ada Peeters'), name).toBe(false);
      expect(bytes.includes('PhoneCam'), name).toBe(false);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif, name).toBeUndefined();
      expect(metadata.xmp, name).toBeUndefined();
      expect(metadata.iptc, name).toBeUndefined();
      expect(metadata.orientation ?? 1, name).toBe(1);
    }

    // What a browser receives: the same clean bytes, and the picture the right way up.
    const served = await shop.app.inject({ url: upload.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.includes('Ada Peeters')).toBe(false);
    const { data, info } = await sharp(served.rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([200, 300]);
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * 200 + x) * 3, (y * 200 + x) * 3 + 3),
    ];
    expect(pixel(100, 30)[0]).toBeGreaterThan(150); // red on top
    expect(pixel(100, 270)[2]).toBeGreaterThan(150); // blue below
  });

  /** A PNG of a few dozen bytes whose header declares a picture of width × height pixels. */
  function declaredPng(width: number, height: number): Buffer {
    const chunk = (type: string, body: Buffer) => {
      const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(body.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(typed));
      return Buffer.concat([length, typed, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(64))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }

  /** A real small JPEG whose frame header is rewritten to declare width × height. */
  async function declaredJpeg(width: number, height: number): Promise<Buffer> {
    const jpeg = Buffer.from(await picture(16, 16));
    for (let offset = 2; offset < jpeg.length;) {
      const marker = jpeg[offset + 1]!;
      if (marker === 0xc0 || marker === 0xc2) {
        jpeg.writeUInt16BE(height, offset + 5);
        jpeg.writeUInt16BE(width, offset + 7);
        return jpeg;
      }
      offset += 2 + jpeg.readUInt16BE(offset + 2);
    }
    throw new Error('no frame header');
  }

  it('refuses a small file declaring a huge picture before decoding it, and keeps nothing', async () => {
    const before = await productFiles();
    const files: [string, Buffer, string][] = [
      ['bomb.png', declaredPng(50_000, 50_000), 'image/png'],
      ['bomb.jpg', await declaredJpeg(50_000, 50_000), 'image/jpeg'],
    ];
    for (const [name, content, type] of files) {
      expect(content.length).toBeLessThan(2_000);
      expect(await sharp(content, { limitInputPixels: false }).metadata()).toMatchObject({
        width: 50_000,
        height: 50_000,
      });
      const response = await multipart(admin, name, content, type);
      expect(response.statusCode, name).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({
        code: 'validation_error',
        detail: 'The picture is larger than 40 megapixels. Please upload a smaller one.',
        file: ['The picture is larger than 40 megapixels. Please upload a smaller one.'],
      });
    }
    expect(await productFiles()).toEqual(before);
  });

  it('refuses a request without a file', async () => {
    const response = await injectAs(shop, admin, 'POST', '/api/admin/uploads/', { file: 'x' });
    expect(response.statusCode).toBe(400);
  });
});

describe('categories, customers, dashboard, audit', () => {
  it('renames a category and records it', async () => {
    const id = await categoryId();
    const response = await injectAs(shop, admin, 'PUT', `/api/admin/categories/${id}/`, {
      name: 'Made for you',
      name_fr: 'Fait pour vous',
      name_nl: 'Voor jou gemaakt',
      position: 3,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Made for you', position: 3 });
    const [entry] = adminAuditEntrySchema
      .array()
      .parse((await injectAs(shop, admin, 'GET', '/api/admin/audit-log/?range=[0,0]')).json());
    expect(entry).toMatchObject({
      entity: 'category',
      action: 'updated',
      after: { name: 'Made for you' },
    });
  });

  it('searches customers, shows their orders and makes or unmakes staff, never oneself', async () => {
    const search = await injectAs(
      shop,
      admin,
      'GET',
      `/api/admin/customers/?filter=${encodeURIComponent('{"q":"customer@"}')}`,
    );
    expect((search.json() as { email: string }[]).map((row) => row.email)).toEqual([
      'customer@example.com',
    ]);
    const detail = adminCustomerDetailSchema.parse(
      (await injectAs(shop, admin, 'GET', `/api/admin/customers/${customerId}/`)).json(),
    );
    expect(detail.orders.length).toBeGreaterThan(0);
    // Each account with how many orders it placed (the order domain counts them), none for one
    // that never ordered.
    expect(detail.order_count).toBe(detail.orders.length);
    expect((search.json() as { order_count: number }[]).map((row) => row.order_count)).toEqual([
      detail.orders.length,
    ]);
    const neverOrdered = await injectAs(
      shop,
      admin,
      'GET',
      `/api/admin/customers/?filter=${encodeURIComponent('{"q":"workshop@"}')}`,
    );
    expect(
      (neverOrdered.json() as { order_count: number }[]).map((row) => row.order_count),
    ).toEqual([0]);

    const promoted = await injectAs(shop, admin, 'PUT', `/api/admin/customers/${customerId}/`, {
      is_staff: true,
      is_superuser: true,
    });
    expect(promoted.json()).toMatchObject({ is_staff: true, is_superuser: true });
    expect(promoted.json()).toMatchObject({ order_count: detail.orders.length });
    const customerNow = await signIn('customer@example.com', 'Customer123');
    expect((await injectAs(shop, customerNow, 'GET', '/api/admin/dashboard/')).statusCode).toBe(
      200,
    );
    await injectAs(shop, admin, 'PUT', `/api/admin/customers/${customerId}/`, {
      is_staff: false,
      is_superuser: false,
    });
    expect((await injectAs(shop, customerNow, 'GET', '/api/admin/dashboard/')).statusCode).toBe(
      403,
    );

    const self = await injectAs(shop, admin, 'PUT', `/api/admin/customers/${adminId}/`, {
      is_staff: false,
      is_superuser: false,
    });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ detail: 'You cannot change your own staff rights.' });
  });

  it('counts orders to ship, today’s orders, paid revenue and products out of stock', async () => {
    const db = shop.database.db;
    const before = adminDashboardSchema.parse(
      (await injectAs(shop, admin, 'GET', '/api/admin/dashboard/')).json(),
    );
    const now = new Date();
    const old = new Date(Date.now() - 10 * 24 * 3600 * 1000);
    await db.insert(orders).values([
      {
        userId: customerId,
        totalAmount: parseMoney('20.00'),
        email: 'c@example.com',
        status: 'processing',
        paidAt: now,
      },
      {
        userId: customerId,
        totalAmount: parseMoney('5.50'),
        email: 'c@example.com',
        status: 'pending',
      },
      {
        userId: customerId,
        totalAmount: parseMoney('100.00'),
        email: 'c@example.com',
        status: 'delivered',
        paidAt: old,
        createdAt: old,
      },
    ]);
    const after = adminDashboardSchema.parse(
      (await injectAs(shop, admin, 'GET', '/api/admin/dashboard/')).json(),
    );
    expect(after.orders_to_ship).toBe(before.orders_to_ship + 1);
    expect(after.orders_today).toBe(before.orders_today + 2);
    expect(Number(after.revenue_today)).toBeCloseTo(Number(before.revenue_today) + 20, 2);
    expect(Number(after.revenue_last_7_days)).toBeCloseTo(
      Number(before.revenue_last_7_days) + 20,
      2,
    );
    expect(Number(after.revenue_last_30_days)).toBeCloseTo(
      Number(before.revenue_last_30_days) + 120,
      2,
    );
    expect(after.products_out_of_stock).toBeGreaterThanOrEqual(1);
  });
});
