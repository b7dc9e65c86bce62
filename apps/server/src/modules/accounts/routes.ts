import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountErasureSchema,
  dataExportFileName,
  dataExportSchema,
  loginResponseSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
  refreshRequestSchema,
  registrationSchema,
  tokenPairSchema,
  tokenRequestSchema,
  storefrontUrl,
  userProfileSchema,
  type Language,
} from '@shop/contracts';
import { AppError, type FieldErrors } from '../../errors.js';
import { serverText, tooManyAttemptsText } from '../../i18n/texts.js';
import { validationFieldErrors } from '../../plugins/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { enforceRateLimits } from '../../plugins/rate-limit.js';
import { requestLanguage } from '../../i18n/request-language.js';
import { exportCustomerData } from '../../data-rights/index.js';
import { findUserByEmail, toUserProfile } from './queries.js';
import { AccountsService, invalidFields, isEmailChange } from './service.js';
import { passwordResetRoutes } from './password-reset.js';
import {
  EMAIL_CHANGE_MIN_RESPONSE_MS,
  emailChangeRoutes,
  requestAddressConfirmation,
  requestEmailChange,
} from './email-change.js';
import { waitUntilElapsed } from './response-floor.js';

const TAGS = ['accounts'];

/**
 * The request's validation failure with each message translated. The shared schemas carry
 * message keys (see @shop/contracts accounts.ts); routes here validate with
 * `attachValidation` so the keys can be turned into the request's language.
 */
function translatedFieldErrors(request: FastifyRequest, language: Language): FieldErrors | null {
  const failure = request.validationError;
  return failure ? validationFieldErrors(failure.validation ?? [], language) : null;
}

function bodyText(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
}

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = new AccountsService(
    app.database.db,
    { pool: app.database.pool, jobs: app.jobs },
    app.tokens,
  );
  const { signIn, signUp, profile } = app.config.rateLimits;

  app.post(
    '/register/',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Create a customer account and sign in',
        description:
          'Field errors come back as `{ "email": ["..."] }` in the language of `lang` or Accept-Language.',
        body: registrationSchema,
        response: { 201: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      // Counted before validation: probing which addresses have an account is an attempt too.
      const email = bodyText(request.body, 'email');
      await enforceRateLimits(
        app,
        reply,
        [
          {
            key: `signup:ip:${request.ip}`,
            rule: { limit: signUp.perIp, windowSeconds: signUp.windowSeconds },
          },
          ...(email
            ? [
                {
                  key: `signup:account:${email}`,
                  rule: { limit: signUp.perAccount, windowSeconds: signUp.windowSeconds },
                },
              ]
            : []),
        ],
        (seconds) => tooManyAttemptsText(language, seconds),
      );
      const fieldErrors = translatedFieldErrors(request, language);
      if (fieldErrors) throw invalidFields(fieldErrors, language);

      const session = await accounts.register(request.body, language);
      await queueWelcomeMail(request.body, language, request.log);
      await queueAddressConfirmation(request.body.email, request.log);
      return reply.status(201).send(session);
    },
  );

  app.post(
    '/token/',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Sign in with e-mail (as `username`) and password',
        body: tokenRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const fieldErrors = translatedFieldErrors(request, language);
      if (fieldErrors) {
        throw AppError.validation(
          fieldErrors,
          serverText(language, 'validation.credentialsRequired'),
        );
      }
      const { username: email, password } = request.body;
      const ipKey = `signin:ip:${request.ip}`;
      const accountKey = `signin:account:${email.toLowerCase()}`;
      // Every attempt is counted up front (so parallel guesses cannot outrun the limit); a
      // successful one is taken back, which leaves only failures counting.
      await enforceRateLimits(
        app,
        reply,
        [
          { key: ipKey, rule: { limit: signIn.perIp, windowSeconds: signIn.windowSeconds } },
          {
            key: accountKey,
            rule: { limit: signIn.perAccount, windowSeconds: signIn.windowSeconds },
          },
        ],
        (seconds) => tooManyAttemptsText(language, seconds),
      );

      const user = await accounts.checkCredentials(email, password);
      if (!user) {
        throw new AppError(
          'not_authenticated',
          serverText(language, 'validation.invalidCredentials'),
        );
      }
      await app.rateLimiter.refund([ipKey]);
      await app.rateLimiter.reset([accountKey]);
      return accounts.startSession(user);
    },
  );

  app.post(
    '/token/refresh/',
    {
      schema: {
        tags: TAGS,
        summary: 'Exchange a refresh token for a new access and refresh token',
        description:
          'The refresh token rotates: the one sent stops working. Sending an already used one ends that whole sign-in.',
        body: refreshRequestSchema,
        response: { 200: tokenPairSchema },
      },
    },
    async (request) => accounts.rotate(request.body.refresh),
  );

  app.post(
    '/token/revoke/',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign out: the refresh token and every token rotated from it stop working',
        body: refreshRequestSchema,
      },
    },
    async (request, reply) => {
      await accounts.revoke(request.body.refresh);
      return reply.status(204).send();
    },
  );

  app.get(
    '/users/me/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: userProfileSchema },
      },
    },
    // app.authenticate has just read the user's row.
    async (request) => toUserProfile(currentUser(request)),
  );

  app.put(
    '/users/me/',
    {
      preHandler: app.authenticate,
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Update the phone number, and ask for a new e-mail address or password',
        description: [
          'The username cannot change. A new e-mail address or password needs `current_password`',
          '(a field error when missing or wrong). A new password signs out every other session of',
          'the account. A new e-mail address takes effect only when the link mailed to it is',
          'followed (POST /api/email-change/confirm/); the answer then carries `email_change`, the',
          'same whether or not another account uses that address.',
          `At most ${profile.perAccount} changes per account and ${profile.perIp} per IP in`,
          `${profile.windowSeconds} s, wrong passwords included (then 429).`,
        ].join(' '),
        security: [{ bearerAuth: [] }],
        body: profileUpdateSchema,
        response: { 200: profileUpdateResponseSchema },
      },
    },
    async (request, reply) => {
      const startedAt = performance.now();
      const language = requestLanguage(request);
      const user = currentUser(request);
      await checkProfileAttempt(request, reply, user.id, language);
      const updated = await accounts.updateProfile(user, request.body, language);
      if (!isEmailChange(user, request.body)) return updated;

      const newEmail = request.body.email;
      await requestEmailChange(app, user.id, newEmail);
      await waitUntilElapsed(startedAt, EMAIL_CHANGE_MIN_RESPONSE_MS);
      return {
        ...updated,
        email_change: {
          new_email: newEmail,
          detail: serverText(language, 'accounts.emailChange.requested', { email: newEmail }),
        },
      };
    },
  );

  app.get(
    '/users/me/export/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Download my data (GDPR art. 15 and 20)',
        description:
          'Everything the shop keeps about the signed-in customer, as a JSON attachment: profile, orders with lines and history (staff’s internal notes left out), delivery addresses, back-in-stock subscriptions, contact messages and consents. What was sent from the account’s address (contact messages, subscriptions made signed out) is included only from when the account confirmed the address through the mailed link (ADR 0049).',
        security: [{ bearerAuth: [] }],
        response: { 200: dataExportSchema },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const data = await exportCustomerData(app.database.db, currentUser(request).id, now);
      if (!data) throw new AppError('not_authenticated', { key: 'errors.accountGone' });
      return reply
        .header('content-disposition', `attachment; filename="${dataExportFileName(now)}"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.delete(
    '/users/me/',
    {
      preHandler: app.authenticate,
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Erase my account (GDPR art. 17)',
        description: [
          'Needs `current_password` (a field error when missing or wrong; counted with the',
          'profile changes, then 429). Every sign-in ends at once; the cart, links, subscriptions,',
          'contact messages and every mail about the account and its orders go (what was sent',
          'from its address only from its confirmation on, ADR 0049); orders stay as accounting',
          'records without e-mail address. 409 while a payment of the customer is still open.',
        ].join(' '),
        security: [{ bearerAuth: [] }],
        body: accountErasureSchema,
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const user = currentUser(request);
      await checkProfileAttempt(request, reply, user.id, language);
      await accounts.erase(user, request.body.current_password, language);
      request.log.info({ userId: user.id }, 'account erased by its holder');
      return reply.status(204).send();
    },
  );

  await app.register(passwordResetRoutes);
  await app.register(emailChangeRoutes);

  /**
   * A request that checks the current password (a profile change, an erasure): counted before
   * validation and before the password check, since guessing the current password through
   * these forms is an attempt like any other; then the body's field errors.
   */
  async function checkProfileAttempt(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    language: Language,
  ): Promise<void> {
    const rule = { windowSeconds: profile.windowSeconds };
    await enforceRateLimits(
      app,
      reply,
      [
        { key: `profile:ip:${request.ip}`, rule: { ...rule, limit: profile.perIp } },
        { key: `profile:account:${userId}`, rule: { ...rule, limit: profile.perAccount } },
      ],
      (seconds) => tooManyAttemptsText(language, seconds),
    );
    const fieldErrors = translatedFieldErrors(request, language);
    if (fieldErrors) throw invalidFields(fieldErrors, language);
  }

  /**
   * The welcome mail, in the language the customer signed up in. The account exists by now:
   * a mail that cannot be queued is logged, never turned into a failed sign-up.
   */
  async function queueWelcomeMail(
    { username, email }: { username: string; email: string },
    language: Language,
    log: FastifyRequest['log'],
  ): Promise<void> {
    try {
      await app.mail.enqueue({
        // Usernames never change and are unique regardless of case.
        dedupeKey: `welcome:${username.toLowerCase()}`,
        template: 'welcome',
        language,
        to: email,
        data: {
          username,
          shopUrl: storefrontUrl(app.config.publicUrl, 'products', {}),
        },
      });
    } catch (error) {
      log.error({ err: error }, 'the welcome mail could not be queued');
    }
  }

  /**
   * The link that confirms the sign-up address (ADR 0049): the account works at once, and its
   * export and erasure reach what was sent from the address only once it is followed. Like
   * the welcome mail, a link that cannot be queued is logged, never a failed sign-up.
   */
  async function queueAddressConfirmation(
    email: string,
    log: FastifyRequest['log'],
  ): Promise<void> {
    try {
      const user = await findUserByEmail(app.database.db, email);
      if (user) await requestAddressConfirmation(app, user.id);
    } catch (error) {
      log.error({ err: error }, 'the address confirmation mail could not be queued');
    }
  }
};
