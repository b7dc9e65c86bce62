import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { OPERATOR_SELLER_ENV } from '../test/seller.js';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { createTestApp } from '../test/app.js';
import { readOrCreateSecretFile, withJwtSecret } from './jwt-secret-file.js';

/** Issue 14: no secret written in the source signs a token the shop accepts. */
const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function scratch(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'shop-secret-'));
  folders.push(folder);
  return folder;
}

/** The development secret the source once held. */
const FORMER_DEVELOPMENT_SECRET = 'development-only-jwt-secret-not-for-production-use';

describe('the JWT secret', () => {
  it('has no default in the source: unset, the config leaves it to the secret file', () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      const { auth } = loadConfig({ NODE_ENV, ...OPERATOR_SELLER_ENV });
      expect(auth.jwtSecret, NODE_ENV).toBeUndefined();
      expect(auth.jwtSecretFile).toBe(
        path.join(path.dirname(loadConfig({}).database.embedded.dataDir), 'jwt-secret'),
      );
    }
    expect(loadConfig({ JWT_SECRET_FILE: '/srv/shop/secret' }).auth.jwtSecretFile).toBe(
      '/srv/shop/secret',
    );
  });

  it('is made once, random and private (0600), then read again by every later start', async () => {
    const file = path.join(await scratch(), 'data', 'jwt-secret');
    const config = loadConfig({ JWT_SECRET_FILE: file });
    const messages: string[] = [];
    const first = await withJwtSecret(config, (message) => messages.push(message));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(first.auth.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.auth.jwtSecret).not.toBe(FORMER_DEVELOPMENT_SECRET);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.auth.jwtSecret);

    // The data folder it makes stays enterable by others: the embedded PostgreSQL runs as the
    // postgres user under it (a 0700 folder stopped `npm start` on a fresh clone).
    expect((await stat(path.dirname(file))).mode & 0o001).toBe(0o001);

    const second = await withJwtSecret(config, (message) => messages.push(message));
    expect(second.auth.jwtSecret).toBe(first.auth.jwtSecret);
    expect(messages[0]).toContain('made a random signing secret');
    expect(messages[1]).toContain('signing tokens with the secret in');
    // Nothing secret in the log lines.
    expect(messages.join('\n')).not.toContain(first.auth.jwtSecret);

    const elsewhere = await withJwtSecret(
      loadConfig({ JWT_SECRET_FILE: path.join(await scratch(), 'jwt-secret') }),
    );
    expect(elsewhere.auth.jwtSecret).not.toBe(first.auth.jwtSecret);
  });

  it('gives instances starting at the same moment one secret', async () => {
    const file = path.join(await scratch(), 'jwt-secret');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => readOrCreateSecretFile(file)),
    );
    expect(new Set(results.map((result) => result.secret)).size).toBe(1);
    expect(results.filter((result) => result.created).length).toBeLessThanOrEqual(1);
    expect((await readFile(file, 'utf8')).trim()).toBe(results[0]!.secret);
  });

  it('refuses a secret file others can read, or one too short', async () => {
    const folder = await scratch();
    const readable = path.join(folder, 'readable');
    await writeFile(readable, 'x'.repeat(64), { mode: 0o644 });
    await chmod(readable, 0o644);
    await expect(readOrCreateSecretFile(readable)).rejects.toThrow(ConfigError);
    await expect(readOrCreateSecretFile(readable)).rejects.toThrow(/chmod 600/);
    const short = path.join(folder, 'short');
    await writeFile(short, 'tooshort', { mode: 0o600 });
    await expect(readOrCreateSecretFile(short)).rejects.toThrow(/fewer than 32 characters/);
  });

  it('uses JWT_SECRET as given and writes no file then', async () => {
    const file = path.join(await scratch(), 'jwt-secret');
    const secret = 'an-operator-chosen-secret-0123456789abcdef';
    const config = await withJwtSecret(loadConfig({ JWT_SECRET: secret, JWT_SECRET_FILE: file }));
    expect(config.auth.jwtSecret).toBe(secret);
    await expect(stat(file)).rejects.toThrow(/ENOENT/);
  });

  it("signs tokens a second instance on the same secret file accepts, and the old default's none", async () => {
    const file = path.join(await scratch(), 'jwt-secret');
    const { secret } = await readOrCreateSecretFile(file);
    const first = await createTestApp({ env: { JWT_SECRET: secret } });
    try {
      const again = await readOrCreateSecretFile(file);
      const second = await createTestApp({
        shareDatabaseWith: first,
        env: { JWT_SECRET: again.secret },
      });
      try {
        const registered = await first.app.inject({
          method: 'POST',
          url: '/api/register/',
          payload: {
            username: 'sharer',
            email: 'sharer@example.be',
            phone_number: '+32470123456',
            password: 'Secret123',
          },
        });
        expect(registered.statusCode).toBe(201);
        const { access } = registered.json() as { access: string };
        const me = await second.app.inject({
          url: '/api/users/me/',
          headers: { authorization: `Bearer ${access}` },
        });
        expect(me.statusCode).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });
});

describe('demo data', () => {
  it('is seeded by default in development and test only; production needs SEED_DEMO_DATA=true', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...OPERATOR_SELLER_ENV }).seedDemoData).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', ...OPERATOR_SELLER_ENV, SEED_DEMO_DATA: '' })
        .seedDemoData,
    ).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', ...OPERATOR_SELLER_ENV, SEED_DEMO_DATA: 'true' })
        .seedDemoData,
    ).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(
      false,
    );
  });
});

describe('production with an external database', () => {
  it('stops start-up without JWT_SECRET, naming the variable', () => {
    const attempt = () =>
      loadConfig({
        NODE_ENV: 'production',
        ...OPERATOR_SELLER_ENV,
        DATABASE_URL: 'postgres://shop@db.internal/shop',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/JWT_SECRET: is required in production with DATABASE_URL/);
    // With the embedded PostgreSQL the data folder is one machine's: the secret file will do.
    expect(() => loadConfig({ NODE_ENV: 'production', ...OPERATOR_SELLER_ENV })).not.toThrow();
  });
});
