import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMAIL_CHANGE_TTL_MINUTES,
  emailChangeConfirmResponseSchema,
  emailChangeConfirmSchema,
  storefrontUrl,
  type Language,
} from '@shop/contracts';
import { isUniqueViolation } from '../../db/errors.js';
import { emailChangeTokens, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { requestLanguage } from '../../i18n/request-language.js';
import { serverText } from '../../i18n/texts.js';
import { mailLanguage } from '../../mail/templates.js';
import { hashLinkToken, linkProblem, liveLink, newLinkToken } from './link-tokens.js';

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

function invalidLink(key: EmailChangeLinkProblem, language: Language): AppError {
  const message = serverText(language, `accounts.emailChange.${key}`);
  return new AppError('validation_error', message, { token: [message] });
}

/** The mails that carry an address link: a new address's, or the sign-up address's (ADR 0049). */
type AddressLinkMail = 'email-change-confirm' | 'address-confirm';

/**
 * Voids the account's earlier links, then, when no other account has `newEmail`, stores a new
 * token and queues its mail to `newEmail`: both or neither, in one transaction.
 */
export async function requestEmailChange(
  app: FastifyInstance,
  userId: number,
  newEmail: string,
): Promise<void> {
  await mailAddressLink(app, userId, () => newEmail, 'email-change-confirm');
}

/**
 * Mails a link to the account's own address (at sign-up, or when asked again): following it
 * confirms the address (ADR 0049). The same link machinery as a change, to the same address.
 */
export async function requestAddressConfirmation(
  app: FastifyInstance,
  userId: number,
): Promise<void> {
  await mailAddressLink(app, userId, (current) => current, 'address-confirm');
}

async function mailAddressLink(
  app: FastifyInstance,
  userId: number,
  addressOf: (current: string) => string,
  template: AddressLinkMail,
): Promise<void> {
  await inTransaction({ pool: app.database.pool, jobs: app.jobs }, async (tx) => {
    const [account] = await tx.db
      .select({ username: users.username, language: users.language, email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.erasedAt)))
      .for('update');
    if (!account) throw new AppError('not_authenticated', { key: 'errors.accountGone' });
    const address = addressOf(account.email);
    await tx.db
      .update(emailChangeTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)));
    const [taken] = await tx.db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${address})`, ne(users.id, userId)))
      .limit(1);
    if (taken) return;
    const token = newLinkToken();
    const [row] = await tx.db
      .insert(emailChangeTokens)
      .values({
        userId,
        newEmail: address,
        tokenHash: hashLinkToken(token),
        expiresAt: sql`now() + make_interval(mins => ${EMAIL_CHANGE_TTL_MINUTES})`,
      })
      .returning({ id: emailChangeTokens.id });
    await app.mail.enqueue(
      {
        dedupeKey: `${template}:${row!.id}`,
        template,
        language: mailLanguage(account.language),
        to: address,
        data: {
          username: account.username,
          confirmUrl: storefrontUrl(
            app.config.publicUrl,
            template === 'address-confirm' ? 'confirmAddress' : 'confirmEmail',
            { params: { token } },
          ),
          validHours: EMAIL_CHANGE_TTL_MINUTES / 60,
        },
        secrets: [token],
      },
      tx.client,
    );
  });
}

export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool, db } = app.database;

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

      const outcome = await inTransaction({ pool, jobs: app.jobs }, async (tx) => {
        // The conditional update makes the link single-use: of two confirmations at the same
        // moment, one gets the row and the other nothing.
        const [change] = await tx.db
          .update(emailChangeTokens)
          .set({ usedAt: sql`now()` })
          .where(liveLink(emailChangeTokens, tokenHash))
          .returning({
            id: emailChangeTokens.id,
            userId: emailChangeTokens.userId,
            newEmail: emailChangeTokens.newEmail,
          });
        if (!change)
          throw invalidLink(
            (await linkProblem(db, emailChangeTokens, tokenHash)) ?? 'linkUsed',
            language,
          );
        const [account] = await tx.db
          .select({ email: users.email, username: users.username, language: users.language })
          .from(users)
          .where(eq(users.id, change.userId))
          .for('update');
        if (account!.email.toLowerCase() === change.newEmail.toLowerCase()) {
          // The link went to the address the account already has (sign-up, ADR 0049): it is
          // confirmed from now on, unless it was before.
          await tx.db
            .update(users)
            .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
            .where(eq(users.id, change.userId));
          return { changed: true, newEmail: account!.email, confirmedOnly: true } as const;
        }
        try {
          // A savepoint: a refused address undoes this update only, not the spent link.
          // eslint-disable-next-line no-restricted-syntax -- a savepoint inside inTransaction's transaction, not a new one
          await tx.db.transaction((savepoint) =>
            savepoint
              .update(users)
              // The new address came through its link: confirmed from now (ADR 0049).
              .set({ email: change.newEmail, emailConfirmedAt: sql`now()`, updatedAt: sql`now()` })
              .where(eq(users.id, change.userId)),
          );
        } catch (error) {
          // Another account took the address since the link was sent: the link is spent, and
          // the index has kept the two accounts apart.
          if (!isUniqueViolation(error)) throw error;
          return { changed: false } as const;
        }
        await app.mail.enqueue(
          {
            dedupeKey: `email-changed:${change.id}`,
            template: 'email-changed',
            language: mailLanguage(account!.language),
            to: account!.email,
            data: { username: account!.username, shopEmail: app.config.mail.shopEmail },
          },
          tx.client,
        );
        return { changed: true, newEmail: change.newEmail, confirmedOnly: false } as const;
      });
      if (!outcome.changed) throw invalidLink('linkUnknown', language);
      const { newEmail, confirmedOnly } = outcome;
      request.log.info(confirmedOnly ? 'e-mail address confirmed' : 'e-mail address changed');
      return {
        detail: serverText(
          language,
          confirmedOnly
            ? 'accounts.emailChange.addressConfirmed'
            : 'accounts.emailChange.confirmed',
          { email: newEmail },
        ),
        email: newEmail,
      };
    },
  );
};
