import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.js';
import { newCustomer, type Customer } from '../../test/checkout.js';
import { startShopWithMail, type TestSmtpServer } from '../../test/smtp.js';
import { PASSWORD_RESET_MIN_RESPONSE_MS } from './password-reset.js';
import { hashLinkToken } from './link-tokens.js';

let smtp: TestSmtpServer;
let shop: TestApp;
beforeAll(async () => {
  ({ shop, smtp } = await startShopWithMail({
    env: {
      PUBLIC_URL: 'https://shop.example.be',
    },
  }));
});
afterAll(async () => {
  await shop.close();
  await smtp.stop();
});

let addresses = 0;
/** A fresh client address per call, so the per-IP limits of one test do not reach the next. */
function someIp(): string {
  addresses += 1;
  return `203.0.113.${addresses}`;
}

function requestReset(email: string, options: { ip?: string; lang?: string } = {}) {
  return shop.app.inject({
    method: 'POST',
    url: `/api/password-reset/${options.lang ? `?lang=${options.lang}` : ''}`,
    payload: { email },
    remoteAddress: options.ip ?? someIp(),
  });
}

function confirmReset(token: string, password: string, lang?: string) {
  return shop.app.inject({
    method: 'POST',
    url: `/api/password-reset/confirm/${lang ? `?lang=${lang}` : ''}`,
    payload: { token, password },
    remoteAddress: someIp(),
  });
}

function signIn(email: string, password: string) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username: email, password },
    remoteAddress: someIp(),
  });
}

function refresh(token: string) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/token/refresh/',
    payload: { refresh: token },
  });
}

async function resetMailRows(email: string) {
  const { rows } = await shop.database.pool.query<{ id: number; language: string }>(
    `select id, language from mail_outbox
      where template = 'password-reset' and lower(to_address) = lower($1) order by id`,
    [email],
  );
  return rows;
}

/** Requests a reset, delivers the mail over SMTP and reads the token from its link. */
async function tokenFromMail(customer: Customer): Promise<string> {
  const before = (await resetMailRows(customer.email)).length;
  const response = await requestReset(customer.email);
  expect(response.statusCode, response.body).toBe(200);
  const rows = await resetMailRows(customer.email);
  expect(rows).toHaveLength(before + 1);
  expect(await shop.app.mail.deliver(rows.at(-1)!.id)).toBe('sent');
  const mail = smtp.received.filter((received) => received.to.includes(customer.email)).at(-1);
  const match = /https:\/\/shop\.example\.be\/reset-password\/([A-Za-z0-9_-]+)/.exec(
    mail?.text ?? '',
  );
  expect(match, 'the mail holds the reset link').not.toBeNull();
  return match![1]!;
}

describe('POST /api/password-reset/', () => {
  it('mails a link to /reset-password/{token}, keeping only a hash of the token', async () => {
    const customer = await newCustomer(shop);
    const token = await tokenFromMail(customer);
    expect(token.length).toBeGreaterThanOrEqual(40);

    const mail = smtp.received.filter((received) => received.to.includes(customer.email)).at(-1)!;
    expect(mail.subject).toBe('Reset your Giftshop password');
    expect(mail.html).toContain(`href="https://shop.example.be/reset-password/${token}"`);

    const { rows } = await shop.database.pool.query<{
      token_hash: string;
      minutes: number;
      used_at: Date | null;
    }>(
      `select token_hash, round(extract(epoch from expires_at - created_at) / 60)::int as minutes,
              used_at
         from password_reset_tokens where user_id = $1`,
      [customer.id],
    );
    expect(rows).toEqual([{ token_hash: hashLinkToken(token), minutes: 60, used_at: null }]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers an unknown e-mail exactly like a known one, in about the same time', async () => {
    const customer = await newCustomer(shop);
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await requestReset(email, { lang: 'fr' });
      return { response, ms: performance.now() - started };
    };
    const known = await timed(customer.email);
    const unknown = await timed(`nobody-${Date.now()}@example.be`);

    expect(unknown.response.statusCode).toBe(known.response.statusCode);
    expect(unknown.response.body).toBe(known.response.body);
    expect(known.response.json()).toEqual({
      detail:
        'Si un compte existe pour cette adresse e-mail, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Le lien fonctionne pendant 1 heure.',
    });
    for (const { ms } of [known, unknown]) {
      expect(ms).toBeGreaterThanOrEqual(PASSWORD_RESET_MIN_RESPONSE_MS - 5);
    }
    // The floor hides the extra work for a real account (a token, a queued mail).
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(100);
    expect(await resetMailRows(customer.email)).toHaveLength(1);
  });

  it('asks for a valid e-mail address, in the request language', async () => {
    const response = await requestReset('not-an-address', { lang: 'nl' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      email: ['Vul een geldig e-mailadres in'],
    });
  });

  it('limits requests per e-mail address, known or not, with the same 429', async () => {
    const customer = await newCustomer(shop);
    const unknown = `nobody-limit-${Date.now()}@example.be`;
    for (const email of [customer.email, unknown]) {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await requestReset(email)).statusCode, `${email} #${attempt}`).toBe(200);
      }
    }
    const limitedKnown = await requestReset(customer.email);
    const limitedUnknown = await requestReset(unknown);
    expect(limitedKnown.statusCode).toBe(429);
    expect(limitedUnknown.statusCode).toBe(429);
    expect(limitedKnown.json()).toMatchObject({ code: 'rate_limited' });
    expect((limitedKnown.json() as { detail: string }).detail).toMatch(
      /^Too many attempts\. Try again in \d+ seconds\.$/,
    );
    expect(limitedKnown.headers['retry-after']).toBeDefined();
    expect(await resetMailRows(customer.email)).toHaveLength(5);
  });

  it('limits requests per IP address', async () => {
    const ip = someIp();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const response = await requestReset(`ip-${attempt}-${Date.now()}@example.be`, { ip });
      expect(response.statusCode).toBe(200);
    }
    expect((await requestReset(`ip-21-${Date.now()}@example.be`, { ip })).statusCode).toBe(429);
  }, 30_000);
});

describe('POST /api/password-reset/confirm/', () => {
  it('sets the new password, signs out every session and works only once', async () => {
    const customer = await newCustomer(shop);
    const session = await signIn(customer.email, 'Secret123');
    expect(session.statusCode).toBe(200);
    const { refresh: oldRefresh } = session.json() as { refresh: string };

    const token = await tokenFromMail(customer);
    const response = await confirmReset(token, 'NewSecret456', 'nl');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      detail: 'Je wachtwoord is gewijzigd. Je kunt er nu mee aanmelden.',
    });

    expect((await signIn(customer.email, 'Secret123')).statusCode).toBe(401);
    expect((await signIn(customer.email, 'NewSecret456')).statusCode).toBe(200);
    // The sign-ins from before the reset are over, the one from registration included.
    expect((await refresh(oldRefresh)).statusCode).toBe(401);
    const { rows } = await shop.database.pool.query<{ live: number }>(
      `select count(*)::int as live from refresh_tokens
        where user_id = $1 and revoked_at is null`,
      [customer.id],
    );
    expect(rows[0]!.live).toBe(1); // only the sign-in just above

    const again = await confirmReset(token, 'Another789X');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'validation_error',
      detail: 'This password reset link was already used. Please ask for a new one.',
      token: ['This password reset link was already used. Please ask for a new one.'],
    });
    expect((await signIn(customer.email, 'NewSecret456')).statusCode).toBe(200);
  });

  it('voids the account’s older links once one is used', async () => {
    const customer = await newCustomer(shop);
    const older = await tokenFromMail(customer);
    const newer = await tokenFromMail(customer);
    expect((await confirmReset(newer, 'NewSecret456')).statusCode).toBe(200);
    const late = await confirmReset(older, 'Another789X');
    expect(late.statusCode).toBe(400);
    expect((late.json() as { detail: string }).detail).toMatch(/already used/);
    expect((await signIn(customer.email, 'NewSecret456')).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const customer = await newCustomer(shop);
    const token = await tokenFromMail(customer);
    await shop.database.pool.query(
      `update password_reset_tokens set expires_at = now() - interval '1 second'
        where token_hash = $1`,
      [hashLinkToken(token)],
    );
    const response = await confirmReset(token, 'NewSecret456', 'fr');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail:
        'Ce lien de réinitialisation du mot de passe a expiré. Veuillez en demander un nouveau.',
    });
    expect((await signIn(customer.email, 'Secret123')).statusCode).toBe(200);
  });

  it('refuses an unknown link', async () => {
    const response = await confirmReset('made-up-token', 'NewSecret456');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      detail: 'This password reset link is not valid. Please ask for a new one.',
    });
    const empty = await confirmReset('', 'NewSecret456');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ token: [expect.stringMatching(/not valid/)] });
  });

  it('refuses a weak password per rule, in the request language, and keeps the link usable', async () => {
    const customer = await newCustomer(shop);
    const token = await tokenFromMail(customer);
    const weak = await confirmReset(token, 'short', 'nl');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      code: 'validation_error',
      detail: 'Verbeter de velden hieronder.',
      password: [
        'Het wachtwoord moet minstens 8 tekens lang zijn',
        'Het wachtwoord moet een hoofdletter bevatten',
        'Het wachtwoord moet een cijfer bevatten',
      ],
    });
    expect((await confirmReset(token, 'StrongEnough1')).statusCode).toBe(200);
    expect((await signIn(customer.email, 'StrongEnough1')).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous confirmations through', async () => {
    const customer = await newCustomer(shop);
    const token = await tokenFromMail(customer);
    const answers = await Promise.all([
      confirmReset(token, 'FirstChoice1'),
      confirmReset(token, 'SecondChoice2'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]!.statusCode === 200 ? 'FirstChoice1' : 'SecondChoice2';
    expect((await signIn(customer.email, winner)).statusCode).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('describes both reset routes with their bodies and answers', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = response.json() as {
      paths: Record<string, { post?: { requestBody?: unknown; responses?: object } }>;
    };
    for (const path of ['/api/password-reset/', '/api/password-reset/confirm/']) {
      expect(paths[path]?.post?.requestBody, path).toBeDefined();
      expect(Object.keys(paths[path]?.post?.responses ?? {}), path).toContain('200');
    }
  });
});
