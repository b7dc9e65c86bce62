import { expect } from 'vitest';
import type { TestApp } from './app.js';
import type { Customer } from './checkout.js';

/** Test support for the account's address confirmation (issue 24, ADR 0049). */

/** The token in the latest sign-up confirmation link mailed to `email` (kept: no SMTP). */
export async function addressConfirmationToken(shop: TestApp, email: string): Promise<string> {
  const { rows } = await shop.database.pool.query<{ text: string }>(
    `select text from mail_outbox where template = 'address-confirm' and lower(to_address) = lower($1)
      order by id desc limit 1`,
    [email],
  );
  const match = /\/confirm-address\/([A-Za-z0-9_-]+)/.exec(rows[0]?.text ?? '');
  expect(match, `a confirmation link mailed to ${email}`).not.toBeNull();
  return match![1]!;
}

/** Follows the sign-up confirmation link as the address's holder would. */
export async function confirmAddress(shop: TestApp, customer: Pick<Customer, 'email'>) {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/email-change/confirm/',
    payload: { token: await addressConfirmationToken(shop, customer.email) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** A message through the contact form, as a visitor sends it. */
export async function sendContactMessage(
  shop: TestApp,
  message: { email: string; phone?: string; message: string; first_name?: string },
) {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/contact/',
    payload: {
      first_name: message.first_name ?? 'Vera',
      last_name: 'Verbeke',
      subject: 'A question',
      ...message,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
}
