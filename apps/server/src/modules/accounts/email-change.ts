import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMAIL_CHANGE_TTL_MINUTES,
  emailChangeConfirmResponseSchema,
  emailChangeConfirmSchema,
  STOREFRONT_ROUTES,
  type Language,
} from '@shop/contracts';
import { AppError } from '../../errors.js';
import { requestLanguage } from '../../i18n/request-language.js';
import { serverText } from '../../i18n/texts.js';
import { mailLanguage } from '../../mail/templates.js';
import { hashLinkToken, newLinkToken } from './link-tokens.js';

/**
 * Changing the e-mail address (issue 14, ADR 0020). PUT /api/users/me/ with a new address
 * (and the current password) mails a single-use link to that address; the address changes
 * when `POST /api/email-change/confirm/` gets the link's token, and the old address is then
 * told. When another account already uses the new address nothing is mailed, yet the PUT
 * answers exactly as for a free one: the profile form tells nobody which addresses have an
 * account. The unique index on lower(email) keeps a confirmation from ever making a duplicate.
 */

/** The PUT answers no sooner than this whenever the address changes, taken or free alike. */
export const EMAIL_CHANGE_MIN_RESPONSE_MS = 250;

const TAGS = ['accounts'];

/** Why a confirmation link does not work; each has its answer under `accounts.emailChange`. */
type EmailChangeLinkProblem = 'linkUnknown' | 'linkUsed' | 'linkExpired';
const UNIQUE_VIOLATION = '23505';

export function confirmEmailLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${STOREFRONT_ROUTES.confirmEmail.replace(':token', encodeURIComponent(token))}`;
}

function invalidLink(key: EmailChangeLinkProblem, language: Language): AppError {
  const message = serverText(language, `accounts.emailChange.${key}`);
  return new AppError('validation_error', message, { token: [message] });
}

/**
 * Voids the account's earlier links, then, when no other account has `newEmail`, stores a new
 * token and queues its mail to `newEmail`: both or neither, in one transaction.
 */
export async function requestEmailChange(
  app: FastifyInstance,
  userId: number,
  newEmail: string,
): Promise<void> {
  const { pool } = app.database;
  await app.jobs.ready();
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows: accounts } = await client.query<{ username: string; language: string }>(
      'select username, language from users where id = $1 for update',
      [userId],
    );
    const account = accounts[0];
    if (!account) throw new AppError('not_authenticated', { key: 'errors.accountGone' });
    await client.query(
      'update email_change_tokens set used_at = now() where user_id = $1 and used_at is null',
      [userId],
    );
    const { rowCount: taken } = await client.query(
      'select 1 from users where lower(email) = lower($1) and id <> $2',
      [newEmail, userId],
    );
    if (!taken) {
      const token = newLinkToken();
      const { rows } = await client.query<{ id: number }>(
        `insert into email_change_tokens (user_id, new_email, token_hash, expires_at)
         values ($1, $2, $3, now() + make_interval(mins => $4))
         returning id`,
        [userId, newEmail, hashLinkToken(token), EMAIL_CHANGE_TTL_MINUTES],
      );
      await app.mail.enqueue(
        {
          dedupeKey: `email-change-confirm:${rows[0]!.id}`,
          template: 'email-change-confirm',
          language: mailLanguage(account.language),
          to: newEmail,
          data: {
            username: account.username,
            confirmUrl: confirmEmailLink(app.config.publicUrl, token),
            validHours: EMAIL_CHANGE_TTL_MINUTES / 60,
          },
          secrets: [token],
        },
        client,
      );
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool } = app.database;

  app.post(
    '/email-change/confirm/',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Make the new e-mail address the account’s, with the token from the mail',
        description: [
          'The token comes from the link mailed to the new address after PUT /api/users/me/; it',
          `works once and for ${EMAIL_CHANGE_TTL_MINUTES / 60} hours, needs no sign-in, and a newer`,
          'change voids it. An unknown, used or expired token is a 400 with the reason in',
          '`detail` and `token`. The old address gets a mail saying the address changed.',
        ].join(' '),
        body: emailChangeConfirmSchema,
        response: { 200: emailChangeConfirmResponseSchema },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      if (request.validationError) throw invalidLink('linkUnknown', language);
      const tokenHash = hashLinkToken(request.body.token);

      await app.jobs.ready();
      const client = await pool.connect();
      let newEmail: string;
      try {
        await client.query('begin');
        // The conditional update makes the link single-use: of two confirmations at the same
        // moment, one gets the row and the other nothing.
        const { rows } = await client.query<{ id: number; user_id: number; new_email: string }>(
          `update email_change_tokens set used_at = now()
            where token_hash = $1 and used_at is null and expires_at > now()
            returning id, user_id, new_email`,
          [tokenHash],
        );
        const change = rows[0];
        if (!change) throw invalidLink((await linkProblem(tokenHash)) ?? 'linkUsed', language);
        newEmail = change.new_email;
        const { rows: before } = await client.query<{
          email: string;
          username: string;
          language: string;
        }>('select email, username, language from users where id = $1 for update', [
          change.user_id,
        ]);
        const account = before[0]!;
        try {
          await client.query('savepoint change_email');
          await client.query('update users set email = $2, updated_at = now() where id = $1', [
            change.user_id,
            newEmail,
          ]);
        } catch (error) {
          // Another account took the address since the link was sent: the link is spent, and
          // the index has kept the two accounts apart.
          if ((error as { code?: unknown }).code !== UNIQUE_VIOLATION) throw error;
          await client.query('rollback to savepoint change_email');
          await client.query('commit');
          throw invalidLink('linkUnknown', language);
        }
        await app.mail.enqueue(
          {
            dedupeKey: `email-changed:${change.id}`,
            template: 'email-changed',
            language: mailLanguage(account.language),
            to: account.email,
            data: { username: account.username, shopEmail: app.config.mail.shopEmail },
          },
          client,
        );
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
      request.log.info('e-mail address changed');
      return {
        detail: serverText(language, 'accounts.emailChange.confirmed', { email: newEmail }),
        email: newEmail,
      };
    },
  );

  /** Why a token cannot be used, or null when it can. */
  async function linkProblem(tokenHash: string): Promise<EmailChangeLinkProblem | null> {
    const { rows } = await pool.query<{ used: boolean; expired: boolean }>(
      `select used_at is not null as used, expires_at <= now() as expired
         from email_change_tokens where token_hash = $1`,
      [tokenHash],
    );
    const row = rows[0];
    if (!row) return 'linkUnknown';
    if (row.used) return 'linkUsed';
    if (row.expired) return 'linkExpired';
    return null;
  }
};
