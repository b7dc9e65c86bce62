import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import {
  adminProductSchema,
  loginResponseSchema,
  productDetailSchema,
  productListSchema,
  parseMoney,
} from '@shop/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { DEMO_ACCOUNTS } from '../../db/seed/index.js';
import { products } from '../../db/schema.js';
import { answerOf, CATALOG_LISTENER_NAME, CatalogCache, sharedRoundTrips } from './cache.js';

// Two servers on one database, as two instances behind a load balancer.
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp({ demo: true });
  second = await createTestApp({ shareDatabaseWith: first });
  await Promise.all([
    first.app.catalogCache.whenListening(),
    second.app.catalogCache.whenListening(),
  ]);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const SLUG = 'engraved-oak-cutting-board';

async function productName(shop: TestApp, lang: 'en' | 'fr' | 'nl' = 'en'): Promise<string> {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/products/${SLUG}/?lang=${lang}`,
  });
  expect(response.statusCode).toBe(200);
  return productDetailSchema.parse(response.json()).name;
}

async function listedName(
  shop: TestApp,
  lang: 'en' | 'fr' | 'nl' = 'en',
): Promise<string | undefined> {
  const response = await shop.app.inject({ method: 'GET', url: `/api/products/?lang=${lang}` });
  expect(response.statusCode).toBe(200);
  return productListSchema.parse(response.json()).find((item) => item.slug === SLUG)?.name;
}

async function adminToken(): Promise<string> {
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;
  const response = await first.app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username: admin.email, password: admin.password },
  });
  expect(response.statusCode).toBe(200);
  return loginResponseSchema.parse(response.json()).access;
}

/** Renames the demo product through the admin API of the first instance. */
async function renameThroughAdmin(name: string): Promise<void> {
  const token = await adminToken();
  const [row] = await first.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, SLUG));
  const url = `/api/admin/products/${row!.id}/`;
  const headers = { authorization: `Bearer ${token}` };
  const current = adminProductSchema.parse(
    (await first.app.inject({ method: 'GET', url, headers })).json(),
  );
  const response = await first.app.inject({
    method: 'PUT',
    url,
    headers,
    payload: { ...current, name },
  });
  expect(response.statusCode).toBe(200);
}

describe('the catalogue cache', () => {
  it('answers from memory until the catalogue changes', async () => {
    const before = await productName(first);
    expect(first.app.catalogCache.size).toBeGreaterThan(0);
    // A change that bypasses the triggers (replication role) reaches no instance: the answer
    // comes from memory. This proves the cache is used; every real change fires the triggers.
    const client = new pg.Client({ connectionString: first.databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(`set local session_replication_role = replica`);
      await client.query(`update products set name = 'Unnoticed' where slug = $1`, [SLUG]);
      await client.query('commit');
      expect(await productName(first)).toBe(before);
      await client.query(`update products set name = $2 where slug = $1`, [SLUG, before]);
    } finally {
      await client.end();
    }
  });

  it('shows an admin change on the very next request of the same instance', async () => {
    await listedName(first);
    await productName(first);
    await renameThroughAdmin('Oak Board, renamed by the admin');
    expect(await productName(first)).toBe('Oak Board, renamed by the admin');
    expect(await listedName(first)).toBe('Oak Board, renamed by the admin');
  });

  it('shows an admin change on a second instance on the same database', async () => {
    // Both instances hold the current answers in memory. A read that a late notification of
    // the previous test's change overtakes is rightly not kept, so read until they are.
    await expect
      .poll(
        async () => {
          await Promise.all([productName(first), productName(second), listedName(second)]);
          return second.app.catalogCache.size;
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);

    // No waiting for the notification: the very next request must show the change.
    await renameThroughAdmin('Oak Board, seen everywhere');
    expect(await productName(second)).toBe('Oak Board, seen everywhere');
    expect(await listedName(second)).toBe('Oak Board, seen everywhere');
  });

  it('shows a change made directly in the database, in every language, on both instances', async () => {
    await Promise.all([
      productName(first, 'fr'),
      productName(second, 'nl'),
      listedName(second, 'fr'),
    ]);
    await first.database.db
      .update(products)
      .set({ nameFr: 'Carte du ciel modifiée', nameNl: 'Gewijzigde sterrenkaart' })
      .where(eq(products.slug, SLUG));
    expect(await productName(first, 'fr')).toBe('Carte du ciel modifiée');
    expect(await productName(second, 'nl')).toBe('Gewijzigde sterrenkaart');
    expect(await listedName(second, 'fr')).toBe('Carte du ciel modifiée');
  });

  it('shows a new price and availability in the next answer while a crowd shares the catch-up', async () => {
    const detail = async (shop: TestApp) => {
      const response = await shop.app.inject({
        method: 'GET',
        url: `/api/products/${SLUG}/?lang=nl`,
      });
      expect(response.statusCode).toBe(200);
      const product = productDetailSchema.parse(response.json());
      return { price: product.price, availability: product.availability };
    };
    const before = await detail(first);
    // Requests in flight on both instances while the change commits: none may keep the old answer.
    const crowd = Array.from({ length: 20 }, (_, index) => detail(index % 2 ? first : second));
    await first.database.db
      .update(products)
      .set({ price: parseMoney('12.34'), availability: 'out_of_stock' })
      .where(eq(products.slug, SLUG));
    await Promise.all(crowd);
    expect(await detail(second)).toEqual({ price: '12.34', availability: 'out_of_stock' });
    expect(await detail(first)).toEqual({ price: '12.34', availability: 'out_of_stock' });
    await first.database.db
      .update(products)
      .set({ price: parseMoney(before.price), availability: before.availability })
      .where(eq(products.slug, SLUG));
    expect(await detail(first)).toEqual(before);
  });

  it('reads the database while its listener is away, and listens again after reconnecting', async () => {
    await productName(second);
    const lost = second.app.catalogCache.nextInvalidation();
    // The database drops the second instance's listening connection (as on a restart).
    const { rows } = await first.database.pool.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where application_name = $1 and datname = current_database()`,
      [CATALOG_LISTENER_NAME],
    );
    expect(rows.filter((row) => row.ended).length).toBeGreaterThanOrEqual(2);
    await lost;

    await first.database.db
      .update(products)
      .set({ name: 'Oak Board, changed while nobody listened' })
      .where(eq(products.slug, SLUG));
    // Whether or not it is listening again already, it must not answer the old name.
    expect(await productName(second)).toBe('Oak Board, changed while nobody listened');

    await second.app.catalogCache.whenListening();
    await first.app.catalogCache.whenListening();
    expect(second.app.catalogCache.listening).toBe(true);
    await productName(second);
    await renameThroughAdmin('Oak Board, after the reconnection');
    expect(await productName(second)).toBe('Oak Board, after the reconnection');
  });

  /** A cache of two answers, always caught up, that counts the reads it could not answer. */
  const cacheOfTwo = () => {
    const cache = new CatalogCache({ maxEntries: 2 });
    cache.setListener(async () => true);
    let reads = 0;
    const read = (key: string) =>
      cache.answer(key, async () => {
        reads += 1;
        return { answer: answerOf(JSON.stringify({ key, reads })), keep: true };
      });
    return { cache, read, reads: () => reads };
  };

  it('keeps at most the configured number of answers, dropping the least recently used', async () => {
    const { cache, read, reads } = cacheOfTwo();
    await read('a');
    await read('b');
    await read('a'); // from memory; now b is the least recently used
    await read('c'); // pushes b out
    expect(cache.size).toBe(2);
    expect(reads()).toBe(3);
    await read('a');
    await read('c');
    expect(reads()).toBe(3);
    await read('b');
    expect(reads()).toBe(4);
  });

  it('drops the answer asked for longest ago when every answer was asked for again, never the one just read', async () => {
    const { read, reads } = cacheOfTwo();
    await read('a');
    await read('b');
    await read('a');
    await read('b'); // both asked for again; a longest ago
    await read('c'); // pushes a out, keeps c
    expect(reads()).toBe(3);
    await read('c');
    await read('b');
    expect(reads()).toBe(3);
    await read('a');
    expect(reads()).toBe(4);
  });

  it('refuses a size that could not hold the answer it has just read', () => {
    expect(() => new CatalogCache({ maxEntries: 0 })).toThrow(RangeError);
    expect(() => new CatalogCache({ maxEntries: 1.5 })).toThrow(RangeError);
    expect(new CatalogCache({ maxEntries: 1 }).size).toBe(0);
  });

  it('reads afresh when it cannot confirm it has caught up with the database', async () => {
    const cache = new CatalogCache({ maxEntries: 10 });
    let caughtUp = true;
    cache.setListener(async () => caughtUp);
    let reads = 0;
    const read = () =>
      cache.answer('list', async () => {
        reads += 1;
        return { answer: answerOf(String(reads)), keep: true };
      });
    expect((await read())?.body.toString()).toBe('1');
    expect((await read())?.body.toString()).toBe('1');
    caughtUp = false;
    expect((await read())?.body.toString()).toBe('2');
  });
});

describe('the shared catch-up round trip', () => {
  /** A listening connection whose round trips come back only when the test says so. */
  function connection() {
    const pending: (() => void)[] = [];
    const client = {
      query: () => new Promise<void>((resolve) => pending.push(resolve)),
    } as unknown as pg.Client;
    return { client, pending };
  }
  const turns = async (count: number) => {
    for (let turn = 0; turn < count; turn += 1)
      await new Promise((resolve) => setTimeout(resolve, 2));
  };

  it('lets the requests of one turn share a round trip, and never one sent before they came', async () => {
    const { client, pending } = connection();
    const catchUp = sharedRoundTrips(client);
    const settled: string[] = [];
    const early = [catchUp(), catchUp(), catchUp()].map((trip, index) =>
      trip.then((ok) => settled.push(`early ${index} ${ok}`)),
    );
    await turns(2);
    expect(pending).toHaveLength(1);

    // Arrives while that round trip is on its way: its own leaves without waiting for it.
    const late = catchUp().then((ok) => settled.push(`late ${ok}`));
    await turns(2);
    expect(pending).toHaveLength(2);
    pending[0]!();
    await Promise.all(early);
    await turns(2);
    expect(settled).toEqual(['early 0 true', 'early 1 true', 'early 2 true']);
    pending[1]!();
    await late;
    expect(settled).toEqual(['early 0 true', 'early 1 true', 'early 2 true', 'late true']);
  });

  it('keeps two round trips under way at most; the next leaves as the oldest is back, before the answers it frees', async () => {
    const { client, pending } = connection();
    const catchUp = sharedRoundTrips(client);
    const first = catchUp();
    await turns(1);
    const second = catchUp();
    await turns(1);
    const third = catchUp();
    await turns(2);
    expect(pending).toHaveLength(2);
    // What the first round trip's requests see when they go on to write their answers.
    const tripsWhenAnswering = first.then(() => pending.length);
    pending[0]!();
    expect(await tripsWhenAnswering).toBe(3);
    pending[1]!();
    expect(await second).toBe(true);
    pending[2]!();
    expect(await third).toBe(true);
  });

  it('on a real pipelined connection, has every notification of an earlier commit in when its round trip is back', async () => {
    const channel = 'catalog_catch_up_test';
    const client = new pg.Client({ ...first.database.pool.options, pipeline: true });
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    const received: string[] = [];
    client.on('notification', (message) => {
      if (message.channel === channel) received.push(message.payload ?? '');
    });
    const catchUp = sharedRoundTrips(client);
    try {
      for (let change = 1; change <= 30; change += 1) {
        // A round trip on the wire while the change commits, so that the one proving the
        // change is sent behind it, as under load.
        const underWay = catchUp();
        await first.database.pool.query('select pg_notify($1, $2)', [channel, String(change)]);
        expect(await catchUp()).toBe(true);
        expect(received.at(-1)).toBe(String(change));
        await underWay;
      }
      expect(received).toHaveLength(30);
    } finally {
      await client.end();
    }
  });
});
