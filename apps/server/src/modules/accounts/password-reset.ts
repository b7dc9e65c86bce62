import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PASSWORD_RESET_TTL_MINUTES,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
  storefrontUrl,
  type Language,
} from '@shop/contracts';
import { passwordResetTokens, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, type FieldErrors } from '../../errors.js';
import { serverText, tooManyAttemptsText } from '../../i18n/texts.js';
import { validationFieldErrors } from '../../plugins/errors.js';
import { enforceRateLimits } from '../../plugins/rate-limit.js';
import { requestLanguage } from '../../i18n/request-language.js';
import { mailLanguage } from '../../mail/templates.js';
import { hashPassword } from './passwords.js';
import { revokeSignIns } from './queries.js';
import { waitUntilElapsed } from './response-floor.js';
import { hashLinkToken, linkProblem, liveLink, newLinkToken } from './link-tokens.js';

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

function invalidLink(key: PasswordResetLinkProblem, language: Language): AppError {
  const message = serverText(language, `accounts.passwordReset.${key}`);
  return new AppError('validation_error', message, { token: [message] });
}

/** Validation failures with the shared schemas' message keys turned into the request's language. */
function translatedFieldErrors(request: FastifyRequest, language: Language): FieldErrors | null {
  const failure = request.validationError;
  if (!failure) return null;
  return validationFieldErrors(failure.validation ?? [], language, {
    token: (language) => serverText(language, 'accounts.passwordReset.linkUnknown'),
  });
}

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool, db } = app.database;

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
    const [user] = await db
      .select({ id: users.id, email: users.email, language: users.language })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    if (!user) return;
    const token = newLinkToken();
    await inTransaction({ pool, jobs: app.jobs }, async (tx) => {
      const [row] = await tx.db
        .insert(passwordResetTokens)
        .values({
          userId: user.id,
          tokenHash: hashLinkToken(token),
          expiresAt: sql`now() + make_interval(mins => ${PASSWORD_RESET_TTL_MINUTES})`,
        })
        .returning({ id: passwordResetTokens.id });
      await app.mail.enqueue(
        {
          dedupeKey: `password-reset:${row!.id}`,
          template: 'password-reset',
          // The language kept on the account, like every mail to the customer.
          language: mailLanguage(user.language),
          to: user.email,
          data: {
            resetUrl: storefrontUrl(app.config.publicUrl, 'resetPassword', { params: { token } }),
            validMinutes: PASSWORD_RESET_TTL_MINUTES,
          },
          secrets: [token],
        },
        tx.client,
      );
    });
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
      const problem = await linkProblem(db, passwordResetTokens, tokenHash);
      if (problem) throw invalidLink(problem, language);
      const passwordHash = await hashPassword(request.body.password);

      const email = await inTransaction({ pool, jobs: app.jobs }, async (tx) => {
        // The conditional update is what makes the link single-use: of two confirmations at
        // the same moment, one gets the row and the other nothing.
        const [used] = await tx.db
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(liveLink(passwordResetTokens, tokenHash))
          .returning({ userId: passwordResetTokens.userId });
        if (!used)
          throw invalidLink(
            (await linkProblem(db, passwordResetTokens, tokenHash)) ?? 'linkUsed',
            language,
          );
        const { userId } = used;
        const [account] = await tx.db
          .update(users)
          // The link reached the address: it is confirmed, if it was not yet (ADR 0049).
          .set({
            passwordHash,
            emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, userId))
          .returning({ email: users.email });
        // Older links of the account stop working, and so does every sign-in.
        await tx.db
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
        await revokeSignIns(tx.db, userId, 'all');
        return account!.email;
      });
      // Failed sign-ins before the reset no longer hold the owner back.
      await app.rateLimiter.reset([`signin:account:${email.toLowerCase()}`]);
      request.log.info('password reset');
      return { detail: serverText(language, 'accounts.passwordReset.changed') };
    },
  );
};

function emailOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>).email;
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
}
