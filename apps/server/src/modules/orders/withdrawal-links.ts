import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  linkWithdrawalInputSchema,
  orderIdOfNumber,
  WITHDRAWAL_LINK_TTL_HOURS,
  withdrawalLinkOrderSchema,
  withdrawalLinkParamsSchema,
  withdrawalLinkRequestedSchema,
  withdrawalLinkRequestSchema,
  withdrawalSchema,
} from '@shop/contracts';
import { requestLanguage } from '../../i18n/request-language.js';
import { serverText, tooManyAttemptsText } from '../../i18n/texts.js';
import { enforceRateLimits } from '../../plugins/rate-limit.js';
import { hashLinkToken } from '../../security/link-tokens.js';
import { waitUntilElapsed } from '../../security/response-floor.js';
import { mailWithdrawalLink, readWithdrawalLink, withdrawFromOrder } from '../../orders/index.js';

/**
 * The withdrawal function for everyone (art. 11a; ADR 0047): the order's number and e-mail
 * address get a link mailed to that address; the link opens the order's withdrawal step.
 */

/**
 * Every link request answers no sooner than this: with an order, a token row and a rendered
 * mail take a few milliseconds more; the floor hides whether the order exists.
 */
export const WITHDRAWAL_LINK_MIN_RESPONSE_MS = 250;

const TAGS = ['orders'];

export const withdrawalLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool, db } = app.database;

  app.post(
    '/withdrawal-links/',
    {
      schema: {
        tags: TAGS,
        summary: 'Mail a link to withdraw from an order, without signing in',
        description: [
          'Always 200 with the same `detail`, whether or not the number and address are an',
          'order’s. When they are, a link to /withdraw/{token} goes to the order’s address; it',
          `works for ${WITHDRAWAL_LINK_TTL_HOURS} hours and one withdrawal, and signs nobody in.`,
          `At most ${app.config.rateLimits.withdrawalLink.perOrder} requests per order number and`,
          `${app.config.rateLimits.withdrawalLink.perIp} per IP in`,
          `${app.config.rateLimits.withdrawalLink.windowSeconds} s (then 429). 400 per field for`,
          'a malformed number or address.',
        ].join(' '),
        body: withdrawalLinkRequestSchema,
        response: { 200: withdrawalLinkRequestedSchema },
      },
      // Counted before validation, like the reset-link request: every probe is an attempt.
      preValidation: async (request, reply) => {
        const language = requestLanguage(request);
        const { perOrder, perIp, windowSeconds } = app.config.rateLimits.withdrawalLink;
        const orderNumber = orderNumberOf(request.body);
        await enforceRateLimits(
          app,
          reply,
          [
            { key: `withdrawal-link:ip:${request.ip}`, rule: { limit: perIp, windowSeconds } },
            ...(orderNumber
              ? [
                  {
                    key: `withdrawal-link:order:${orderNumber}`,
                    rule: { limit: perOrder, windowSeconds },
                  },
                ]
              : []),
          ],
          (seconds) => tooManyAttemptsText(language, seconds),
        );
      },
    },
    async (request) => {
      const startedAt = performance.now();
      const language = requestLanguage(request);
      await mailWithdrawalLink(
        { pool, jobs: app.jobs, db, publicUrl: app.config.publicUrl },
        {
          orderId: orderIdOfNumber(request.body.order_number),
          email: request.body.email,
          language,
        },
      );
      await waitUntilElapsed(startedAt, WITHDRAWAL_LINK_MIN_RESPONSE_MS);
      return { detail: serverText(language, 'withdrawal.linkRequested') };
    },
  );

  app.get(
    '/withdrawal-links/:token/',
    {
      schema: {
        tags: TAGS,
        summary: 'The order a mailed withdrawal link opens, for its withdrawal step',
        description: [
          'The lines with the units that may still be withdrawn, the period, and the name and',
          'address the statement confirms. An unknown, used or expired link is a 400 with the',
          'reason in `detail` and `token`.',
        ].join(' '),
        params: withdrawalLinkParamsSchema,
        response: { 200: withdrawalLinkOrderSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return readWithdrawalLink(db, request.params.token, requestLanguage(request));
    },
  );

  app.post(
    '/withdrawal-links/:token/withdrawal/',
    {
      schema: {
        tags: TAGS,
        summary: 'Withdraw from (part of) the order a mailed link opens (art. 11a)',
        description: [
          'The same rules and answers as POST /api/checkout/orders/{order_id}/withdrawal/; the',
          'statement confirms the consumer’s `name` and the `email` the acknowledgement goes to',
          '(art. 11a(2)). A withdrawal spends the link: a second one with it is a 400 (`token`).',
        ].join(' '),
        params: withdrawalLinkParamsSchema,
        body: linkWithdrawalInputSchema,
        response: { 201: withdrawalSchema },
      },
    },
    async (request, reply) => {
      const withdrawal = await withdrawFromOrder(
        { pool, jobs: app.jobs, seller: app.config.seller },
        {
          linkTokenHash: hashLinkToken(request.params.token),
          items: request.body.items,
          reason: request.body.reason ?? '',
          name: request.body.name,
          email: request.body.email,
          language: requestLanguage(request),
        },
      );
      return reply.status(201).send(withdrawal);
    },
  );
};

/** The order number a request names, digits only, for its rate limit (before validation). */
function orderNumberOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>).order_number;
  const digits = typeof value === 'string' ? value.replace(/\D/g, '').slice(0, 12) : '';
  return digits || undefined;
}
