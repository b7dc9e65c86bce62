import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/app.js';
import { rateLimitCounters } from '../db/schema.js';
import { connectDatabase } from '../db/client.js';
import { MAX_STORED_KEY_BYTES, RateLimiter, storedRateLimitKey } from './rate-limit.js';

let shop: TestApp;
let limiter: RateLimiter;
beforeAll(async () => {
  shop = await createTestApp();
  limiter = shop.app.rateLimiter;
});
afterAll(() => shop.close());

const rule = { limit: 3, windowSeconds: 60 };

describe('RateLimiter', () => {
  it('counts hits per key and flags the one over the limit', async () => {
    const outcomes = [];
    for (let n = 0; n < 4; n += 1) outcomes.push(...(await limiter.hit([{ key: 'test:a', rule }])));
    expect(outcomes.map((outcome) => [outcome.hits, outcome.limited])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
    expect(outcomes[3]!.retryAfterSeconds).toBeGreaterThan(55);
    expect(outcomes[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    const [other] = await limiter.hit([{ key: 'test:b', rule }]);
    expect(other).toMatchObject({ hits: 1, limited: false });
  });

  it('counts a key of thousands of incompressible characters under a bounded stored key', async () => {
    // What a client typed ends up in keys; PostgreSQL refuses a primary key entry over ~2.7 kB.
    const typed = Array.from({ length: 3000 }, (_, index) =>
      String.fromCodePoint(0x20000 + ((index * 104_729) % 0xa6d0)),
    ).join('');
    const key = `test:account:${typed}`;
    const outcomes = [];
    for (let n = 0; n < 4; n += 1) outcomes.push(...(await limiter.hit([{ key, rule }])));
    expect(outcomes.map((outcome) => [outcome.key === key, outcome.hits, outcome.limited])).toEqual(
      [
        [true, 1, false],
        [true, 2, false],
        [true, 3, false],
        [true, 4, true],
      ],
    );
    const stored = storedRateLimitKey(key);
    expect(stored).toMatch(/^test:account:sha256:[0-9a-f]{64}$/);
    expect(Buffer.byteLength(stored)).toBeLessThanOrEqual(MAX_STORED_KEY_BYTES);
    expect(storedRateLimitKey(`${key}x`)).not.toBe(stored);
    await limiter.reset([key]);
    expect((await limiter.hit([{ key, rule }]))[0]!.hits).toBe(1);
  });

  it('never loses a hit when many arrive at once', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () => limiter.hit([{ key: 'test:parallel', rule }])),
    );
    const hits = outcomes.map(([outcome]) => outcome!.hits).sort((a, b) => a - b);
    expect(hits).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    expect(outcomes.filter(([outcome]) => !outcome!.limited)).toHaveLength(3);
  });

  it('hits several keys in one go, each with its own rule', async () => {
    const outcomes = await limiter.hit([
      { key: 'test:multi:strict', rule: { limit: 0, windowSeconds: 10 } },
      { key: 'test:multi:loose', rule: { limit: 10, windowSeconds: 10 } },
      { key: 'test:multi:loose', rule: { limit: 10, windowSeconds: 10 } },
    ]);
    expect(outcomes.map((outcome) => [outcome.key, outcome.hits, outcome.limited])).toEqual([
      ['test:multi:strict', 1, true],
      ['test:multi:loose', 1, false],
    ]);
  });

  it('starts a new window once the old one has closed', async () => {
    for (let n = 0; n < 4; n += 1) await limiter.hit([{ key: 'test:window', rule }]);
    await shop.database.db
      .update(rateLimitCounters)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimitCounters.key} = 'test:window'`);
    const [outcome] = await limiter.hit([{ key: 'test:window', rule }]);
    expect(outcome).toMatchObject({ hits: 1, limited: false });
    expect(outcome!.retryAfterSeconds).toBeGreaterThan(55);
  });

  it('takes back a hit, and forgets a key', async () => {
    await limiter.hit([{ key: 'test:refund', rule }]);
    await limiter.hit([{ key: 'test:refund', rule }]);
    await limiter.refund(['test:refund']);
    expect((await limiter.hit([{ key: 'test:refund', rule }]))[0]!.hits).toBe(2);
    await limiter.reset(['test:refund']);
    expect((await limiter.hit([{ key: 'test:refund', rule }]))[0]!.hits).toBe(1);
  });

  it('sweeps windows that closed a while ago', async () => {
    await limiter.hit([{ key: 'test:old', rule }]);
    await shop.database.db
      .update(rateLimitCounters)
      .set({ windowEndsAt: sql`now() - interval '1 hour'` })
      .where(sql`${rateLimitCounters.key} = 'test:old'`);
    expect(await limiter.sweep()).toBeGreaterThanOrEqual(1);
    const left = await shop.database.db
      .select()
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} = 'test:old'`);
    expect(left).toEqual([]);
  });
});

describe('across server instances', () => {
  it('two instances on one database share the counters', async () => {
    // A second limiter on a pool of its own stands for another server instance.
    const otherConnection = connectDatabase(shop.config.database.url!, 2);
    try {
      const other = new RateLimiter(otherConnection.db);
      await limiter.hit([{ key: 'test:shared', rule }]);
      await other.hit([{ key: 'test:shared', rule }]);
      const [third] = await limiter.hit([{ key: 'test:shared', rule }]);
      expect(third!.hits).toBe(3);
      const [fourth] = await other.hit([{ key: 'test:shared', rule }]);
      expect(fourth!.limited).toBe(true);
    } finally {
      await otherConnection.close();
    }
  });
});
