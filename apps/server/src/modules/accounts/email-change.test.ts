import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema, type LoginResponse } from '@shop/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { startShopWithMail, type TestSmtpServer } from '../../test/smtp.js';
import { REDACTED_SECRET } from '../../mail/outbox.js';

/**
 * Issue 14, accounts that cannot be taken over: a new e-mail address or password needs the
 * current password; a new address takes effect only through the link mailed to it, the old
 * address hears of it, and the answer never tells whether another account has the address.
 */
const PROFILE_LIMIT = 4;

let smtp: TestSmtpServer;
let shop: TestApp;
beforeAll(async () => {
  ({ shop, smtp } = await startShopWithMail({
    env: {
      PUBLIC_URL: 'https://shop.example.be',
      RATE_LIMIT_SIGNIN_PER_IP: '1000',
      RATE_LIMIT_PROFILE_PER_ACCOUNT: String(PROFILE_LIMIT),
      RATE_LIMIT_PROFILE_PER_IP: '1000',
    },
  }));
});
afterAll(async () => {
  await shop.close();
  await smtp.stop();
});

const PASSWORD = 'Secret123';
let counter = 0;

async function newAccount(language = 'en'): Promise<LoginResponse> {
  counter += 1;
  const response = await shop.app.inject({
    method: 'POST',
    url: `/api/register/?lang=${language}`,
    payload: {
      username: `mover${counter}`,
      email: `mover${counter}@example.be`,
      phone_number: '+32470123456',
      password: PASSWORD,
    },
  });
  expect(response.statusCode).toBe(201);
  return loginResponseSchema.parse(response.json());
}

function putMe(account: LoginResponse, payload: Record<string, unknown>, lang = 'en') {
  return shop.app.inject({
    method: 'PUT',
    url: `/api/users/me/?lang=${lang}`,
    headers: { authorization: `Bearer ${account.access}` },
    payload: { email: account.user.email, phone_number: account.user.phone_number, ...payload },
  });
}

function confirm(token: string, lang = 'en') {
  return shop.app.inject({
    method: 'POST',
    url: `/api/email-change/confirm/?lang=${lang}`,
    payload: { token },
  });
}

async function me(account: LoginResponse) {
  const response = await shop.app.inject({
    method: 'GET',
    url: '/api/users/me/',
    headers: { authorization: `Bearer ${account.access}` },
  });
  return response.json() as { email: string };
}

async function outboxRows(template: string, to: string) {
  const { rows } = await shop.database.pool.query<{
    id: number;
    html: string;
    text: string;
    language: string;
    secrets: string[] | null;
  }>(
    `select id, html, text, language, secrets from mail_outbox
      where template = $1 and lower(to_address) = lower($2) order by id`,
    [template, to],
  );
  return rows;
}

/** Delivers the newest mail of `template` to `to` over SMTP and answers what arrived. */
async function deliverLatest(template: string, to: string) {
  const row = (await outboxRows(template, to)).at(-1);
  expect(row, `a ${template} mail to ${to}`).toBeDefined();
  expect(await shop.app.mail.deliver(row!.id)).toBe('sent');
  return smtp.received.filter((mail) => mail.to.includes(to)).at(-1)!;
}

function tokenIn(text: string): string {
  const match = /https:\/\/shop\.example\.be\/confirm-email\/([A-Za-z0-9_-]+)/.exec(text);
  expect(match, 'the mail holds the confirmation link').not.toBeNull();
  return match![1]!;
}

describe('the current password', () => {
  it('is required for a new e-mail address or password, with a field error in each language', async () => {
    const account = await newAccount();
    const expected = {
      en: 'Enter your current password to change your e-mail address or password.',
      nl: 'Vul je huidige wachtwoord in om je e-mailadres of wachtwoord te wijzigen.',
      fr: 'Saisissez votre mot de passe actuel pour modifier votre adresse e-mail ou votre mot de passe.',
    };
    for (const [lang, message] of Object.entries(expected)) {
      const newPassword = await putMe(account, { password: 'Another456' }, lang);
      expect(newPassword.statusCode).toBe(400);
      expect(newPassword.json()).toMatchObject({
        code: 'validation_error',
        current_password: [message],
      });
    }
    const newEmail = await putMe(account, { email: `elsewhere${counter}@example.be` });
    expect(newEmail.statusCode).toBe(400);
    expect(newEmail.json().current_password).toEqual([expected.en]);
    expect(await outboxRows('email-change-confirm', `elsewhere${counter}@example.be`)).toEqual([]);
  });

  it('must be right: a wrong one changes nothing', async () => {
    const account = await newAccount();
    const wrong = await putMe(
      account,
      { password: 'Another456', current_password: 'Guess1234' },
      'nl',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().current_password).toEqual(['Je huidige wachtwoord klopt niet.']);
    const signIn = await shop.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: account.user.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('is not needed to change only the phone number', async () => {
    const account = await newAccount();
    const response = await putMe(account, { phone_number: '+33612345678' });
    expect(response.statusCode).toBe(200);
    expect(response.json().phone_number).toBe('+33612345678');
  });

  it('guesses are rate-limited per account: 429 after the limit, even with the right password', async () => {
    const account = await newAccount();
    for (let attempt = 1; attempt <= PROFILE_LIMIT; attempt += 1) {
      const guess = await putMe(account, {
        password: 'Another456',
        current_password: `Guess${attempt}`,
      });
      expect(guess.statusCode).toBe(400);
    }
    const blocked = await putMe(account, { password: 'Another456', current_password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().detail).toMatch(/^Too many attempts\. Try again in \d+ seconds?\.$/);
  });
});

describe('a new e-mail address', () => {
  it('takes effect only when the link mailed to it is followed, and the old address is told', async () => {
    const account = await newAccount('fr');
    const oldEmail = account.user.email;
    const newEmail = `moved${counter}@example.be`;

    const response = await putMe(account, { email: newEmail, current_password: PASSWORD }, 'fr');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      email: oldEmail,
      email_change: {
        new_email: newEmail,
        detail: expect.stringContaining(`Nous avons envoyé un lien à ${newEmail}.`),
      },
    });
    // Pending: the account keeps its address until the link is followed.
    expect((await me(account)).email).toBe(oldEmail);

    const mail = await deliverLatest('email-change-confirm', newEmail);
    expect(mail.subject).toBe('Confirmez votre nouvelle adresse e-mail Giftshop');
    expect(mail.text).toContain(account.user.username);
    const token = tokenIn(mail.text ?? '');
    const { rows } = await shop.database.pool.query(
      'select token_hash from email_change_tokens where new_email = $1',
      [newEmail],
    );
    expect(JSON.stringify(rows)).not.toContain(token);

    const confirmed = await confirm(token, 'fr');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      email: newEmail,
      detail: `Votre adresse e-mail a été modifiée. Connectez-vous désormais avec ${newEmail}.`,
    });
    expect((await me(account)).email).toBe(newEmail);

    const notice = await deliverLatest('email-changed', oldEmail);
    expect(notice.subject).toBe('L’adresse e-mail de votre compte Giftshop a été modifiée');
    expect(notice.text).toContain(account.user.username);

    // Single use.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().token).toEqual([
      'This confirmation link was already used or replaced by a newer one.',
    ]);
  });

  it('answers the same for an address another account uses as for a free one, and mails only the free one', async () => {
    const owner = await newAccount();
    const asker = await newAccount();
    const free = `free${counter}@example.be`;

    const takenAnswer = await putMe(asker, { email: owner.user.email, current_password: PASSWORD });
    const freeAnswer = await putMe(asker, { email: free, current_password: PASSWORD });
    expect(takenAnswer.statusCode).toBe(200);
    expect(freeAnswer.statusCode).toBe(200);
    const comparable = (body: string, address: string) => body.replaceAll(address, '<address>');
    expect(comparable(takenAnswer.body, owner.user.email)).toBe(comparable(freeAnswer.body, free));
    expect(Object.keys(takenAnswer.headers).sort()).toEqual(Object.keys(freeAnswer.headers).sort());

    expect(await outboxRows('email-change-confirm', owner.user.email)).toEqual([]);
    expect(await outboxRows('email-change-confirm', free)).toHaveLength(1);
    expect((await me(owner)).email).toBe(owner.user.email);
  });

  it('never makes two accounts share an address: a link whose address was taken since is refused', async () => {
    const account = await newAccount();
    const wanted = `contested${counter}@example.be`;
    expect((await putMe(account, { email: wanted, current_password: PASSWORD })).statusCode).toBe(
      200,
    );
    const token = tokenIn((await deliverLatest('email-change-confirm', wanted)).text ?? '');
    // Someone signs up with that address before the link is followed.
    const squatter = await shop.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: {
        username: `squatter${counter}`,
        email: wanted,
        phone_number: '+32470123456',
        password: PASSWORD,
      },
    });
    expect(squatter.statusCode).toBe(201);

    const refused = await confirm(token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('validation_error');
    const { rows } = await shop.database.pool.query(
      'select count(*)::int as accounts from users where lower(email) = lower($1)',
      [wanted],
    );
    expect(rows[0]).toEqual({ accounts: 1 });
    expect((await me(account)).email).toBe(account.user.email);
  });

  it('voids the earlier link when a newer address is asked for', async () => {
    const account = await newAccount();
    const first = `first${counter}@example.be`;
    const second = `second${counter}@example.be`;
    await putMe(account, { email: first, current_password: PASSWORD });
    const firstToken = tokenIn((await deliverLatest('email-change-confirm', first)).text ?? '');
    await putMe(account, { email: second, current_password: PASSWORD });
    expect((await confirm(firstToken)).statusCode).toBe(400);
    expect((await me(account)).email).toBe(account.user.email);
  });

  it('refuses a made-up token', async () => {
    const response = await confirm('not-a-token', 'nl');
    expect(response.statusCode).toBe(400);
    expect(response.json().token).toEqual([
      'Deze bevestigingslink is niet geldig. Wijzig je e-mailadres opnieuw via je profiel.',
    ]);
  });
});

describe('the stored copy of a mail with a single-use link', () => {
  it('no longer holds the token once SMTP has taken the mail', async () => {
    const account = await newAccount();
    const newEmail = `redacted${counter}@example.be`;
    await putMe(account, { email: newEmail, current_password: PASSWORD });
    const [queued] = await outboxRows('email-change-confirm', newEmail);
    const token = queued!.secrets![0]!;
    expect(queued!.text).toContain(token);

    const delivered = await deliverLatest('email-change-confirm', newEmail);
    expect(delivered.text).toContain(token);
    const [stored] = await outboxRows('email-change-confirm', newEmail);
    expect(stored!.html).not.toContain(token);
    expect(stored!.text).not.toContain(token);
    expect(stored!.text).toContain(`/confirm-email/${REDACTED_SECRET}`);
    expect(stored!.secrets).toBeNull();
    // The link the customer received still works.
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('no longer holds a password reset token either', async () => {
    const account = await newAccount();
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/password-reset/',
      payload: { email: account.user.email },
    });
    expect(response.statusCode).toBe(200);
    const delivered = await deliverLatest('password-reset', account.user.email);
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(delivered.text ?? '')![1]!;
    const [stored] = await outboxRows('password-reset', account.user.email);
    expect(`${stored!.html}${stored!.text}`).not.toContain(token);
  });

  it('keeps the link while no SMTP is configured: the outbox is then the development mailbox', async () => {
    const mailbox = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example.be' } });
    try {
      const registered = await mailbox.app.inject({
        method: 'POST',
        url: '/api/register/',
        payload: {
          username: 'mailboxer',
          email: 'mailboxer@example.be',
          phone_number: '+32470123456',
          password: PASSWORD,
        },
      });
      expect(registered.statusCode).toBe(201);
      const account = loginResponseSchema.parse(registered.json());
      const response = await mailbox.app.inject({
        method: 'PUT',
        url: '/api/users/me/',
        headers: { authorization: `Bearer ${account.access}` },
        payload: {
          email: 'mailboxer.new@example.be',
          phone_number: '+32470123456',
          current_password: PASSWORD,
        },
      });
      expect(response.statusCode).toBe(200);
      const { rows } = await mailbox.database.pool.query<{ id: number }>(
        `select id from mail_outbox where template = 'email-change-confirm'`,
      );
      expect(await mailbox.app.mail.deliver(rows[0]!.id)).toBe('stored');
      const { rows: stored } = await mailbox.database.pool.query<{ text: string }>(
        'select text from mail_outbox where id = $1',
        [rows[0]!.id],
      );
      const token = tokenIn(stored[0]!.text);
      const confirmed = await mailbox.app.inject({
        method: 'POST',
        url: '/api/email-change/confirm/',
        payload: { token },
      });
      expect(confirmed.statusCode).toBe(200);
    } finally {
      await mailbox.close();
    }
  });
});
