import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PASSWORD_RESET_TTL_MINUTES,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
  STOREFRONT_ROUTES,
  type Language,
} from '@shop/contracts';
import { AppError, type FieldErrors } from '../../errors.js';
import { validationMessage } from '../../plugins/errors.js';
import { enforceRateLimits } from '../../plugins/rate-limit.js';
import { requestLanguage } from '../../i18n/request-language.js';
import { serverText, tooManyAttemptsText } from '../../i18n/texts.js';
import { mailLanguage } from '../../mail/templates.js';
import { hashPassword } from './passwords.js';
import { waitUntilElapsed } from './response-floor.js';
import { hashLinkToken, newLinkToken } from './link-tokens.js';

/**
 * Password reset (issue 8). `POST /api/password-reset/` mails a single-use link valid for
 * PASSWORD_RESET_TTL_MINUTES; `POST /api/password-reset/confirm/` sets the new password with it.
 *
 * Only a SHA-256 of the token is stored: whoever reads the table cannot use a link. The
 * request answers the same words in about the same time whether or not an account exists,
 * so the endpoint tells nobody which addresses have one.
 */

/** Reset requests allowed per e-mail address and per IP in one window. */

/**
 * Every request answers no sooner than this: the path with an account (a token row, a mail
 * rendered and queued) takes a few milliseconds more than the one without, and the floor
 * hides that difference.
 */
export const PASSWORD_RESET_MIN_RESPONSE_MS = 250;

const TAGS = ['accounts'];

/** Why a reset link does not work; each has its answer under `accounts.passwordReset`. */
type PasswordResetLinkProblem = 'linkUnknown' | 'linkUsed' | 'linkExpired';

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${STOREFRONT_ROUTES.resetPassword.replace(':token', encodeURIComponent(token))}`;
}

function invalidLink(key: PasswordResetLinkProblem, language: Language): AppError {
  const message = serverText(language, `accounts.passwordReset.${key}`);
  return new AppError('validation_error', message, { token: [message] });
}

/** Validation failures with the shared schemas' message keys turned into the request's language. */
function translatedFieldErrors(request: FastifyRequest, language: Language): FieldErrors | null {
  const failure = request.validationError;
  if (!failure) return null;
  const fields: FieldErrors = {};
  for (const issue of failure.validation ?? []) {
    const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
    const text =
      name === 'token'
        ? serverText(language, 'accounts.passwordReset.linkUnknown')
        : validationMessage(issue, language);
    const list = (fields[name] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return fields;
}

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool } = app.database;

  app.post(
    '/password-reset/',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Mail a link to choose a new password',
        description: [
          'Always 200 with the same `detail`, whether or not an account has this e-mail address.',
          `The mailed link opens /reset-password/{token}, works once and for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
          `At most ${app.config.rateLimits.passwordReset.perAccount} requests per e-mail address and`,
          `${app.config.rateLimits.passwordReset.perIp} per IP in`,
          `${app.config.rateLimits.passwordReset.windowSeconds} s (then 429).`,
        ].join(' '),
        body: passwordResetRequestSchema,
        response: { 200: passwordResetResponseSchema },
      },
    },
    async (request, reply) => {
      const startedAt = performance.now();
      const language = requestLanguage(request);
      const email = emailOf(request.body);
      const { perAccount, perIp, windowSeconds } = app.config.rateLimits.passwordReset;
      // Counted before validation, like sign-up: every probe is an attempt.
      await enforceRateLimits(
        app,
        reply,
        [
          { key: `password-reset:ip:${request.ip}`, rule: { limit: perIp, windowSeconds } },
          ...(email
            ? [
                {
                  key: `password-reset:account:${email}`,
                  rule: { limit: perAccount, windowSeconds },
                },
              ]
            : []),
        ],
        (seconds) => tooManyAttemptsText(language, seconds),
      );
      const fieldErrors = translatedFieldErrors(request, language);
      if (fieldErrors) {
        throw AppError.validation(fieldErrors, serverText(language, 'validation.invalidFields'));
      }

      await mailResetLink(request.body.email);
      await waitUntilElapsed(startedAt, PASSWORD_RESET_MIN_RESPONSE_MS);
      return { detail: serverText(language, 'accounts.passwordReset.requested') };
    },
  );

  /** Makes a token and queues its mail in one transaction; does nothing for an unknown address. */
  async function mailResetLink(email: string): Promise<void> {
    const { rows: users } = await pool.query<{ id: number; email: string; language: string }>(
      'select id, email, language from users where lower(email) = lower($1)',
      [email],
    );
    const user = users[0];
    if (!user) return;
    const token = newLinkToken();
    await app.jobs.ready();
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ id: number }>(
        `insert into password_reset_tokens (user_id, token_hash, expires_at)
         values ($1, $2, now() + make_interval(mins => $3))
         returning id`,
        [user.id, hashLinkToken(token), PASSWORD_RESET_TTL_MINUTES],
      );
      await app.mail.enqueue(
        {
          dedupeKey: `password-reset:${rows[0]!.id}`,
          template: 'password-reset',
          // The language kept on the account, like every mail to the customer.
          language: mailLanguage(user.language),
          to: user.email,
          data: {
            resetUrl: resetLink(app.config.publicUrl, token),
            validMinutes: PASSWORD_RESET_TTL_MINUTES,
          },
          secrets: [token],
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
  }

  app.post(
    '/password-reset/confirm/',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Set a new password with the token from the reset mail',
        description: [
          'The password follows the sign-up rules (field errors on `password`). An unknown, used',
          'or expired token is a 400 with the reason in `detail` and `token`. Success signs out',
          'every session of the account and voids its other reset links.',
        ].join(' '),
        body: passwordResetConfirmSchema,
        response: { 200: passwordResetResponseSchema },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const fieldErrors = translatedFieldErrors(request, language);
      if (fieldErrors) {
        // A bad link says so first: a new password would not help with it.
        if (fieldErrors.token) throw invalidLink('linkUnknown', language);
        throw AppError.validation(fieldErrors, serverText(language, 'validation.invalidFields'));
      }
      const tokenHash = hashLinkToken(request.body.token);
      // Checked before hashing the password, so a made-up token costs no argon2 time.
      const problem = await linkProblem(tokenHash);
      if (problem) throw invalidLink(problem, language);
      const passwordHash = await hashPassword(request.body.password);

      const client = await pool.connect();
      let email: string;
      try {
        await client.query('begin');
        // The conditional update is what makes the link single-use: of two confirmations at
        // the same moment, one gets the row and the other nothing.
        const { rows } = await client.query<{ user_id: number }>(
          `update password_reset_tokens set used_at = now()
            where token_hash = $1 and used_at is null and expires_at > now()
            returning user_id`,
          [tokenHash],
        );
        const userId = rows[0]?.user_id;
        if (userId === undefined) {
          throw invalidLink((await linkProblem(tokenHash)) ?? 'linkUsed', language);
        }
        const { rows: users } = await client.query<{ email: string }>(
          `update users set password_hash = $2, updated_at = now() where id = $1 returning email`,
          [userId, passwordHash],
        );
        email = users[0]!.email;
        // Older links of the account stop working, and so does every sign-in.
        await client.query(
          `update password_reset_tokens set used_at = now() where user_id = $1 and used_at is null`,
          [userId],
        );
        await client.query(
          `update refresh_tokens set revoked_at = now() where user_id = $1 and revoked_at is null`,
          [userId],
        );
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
      // Failed sign-ins before the reset no longer hold the owner back.
      await app.rateLimiter.reset([`signin:account:${email.toLowerCase()}`]);
      request.log.info('password reset');
      return { detail: serverText(language, 'accounts.passwordReset.changed') };
    },
  );

  /** Why a token cannot be used, or null when it can. */
  async function linkProblem(tokenHash: string): Promise<PasswordResetLinkProblem | null> {
    const { rows } = await pool.query<{ used: boolean; expired: boolean }>(
      `select used_at is not null as used, expires_at <= now() as expired
         from password_reset_tokens where token_hash = $1`,
      [tokenHash],
    );
    const row = rows[0];
    if (!row) return 'linkUnknown';
    if (row.used) return 'linkUsed';
    if (row.expired) return 'linkExpired';
    return null;
  }
};

function emailOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>).email;
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
}
