import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  checkoutSessionResultSchema,
  checkoutStartSchema,
  checkoutSuccessQuerySchema,
  checkoutSuccessSchema,
  errorResponseSchema,
  languageSchema,
} from '@shop/contracts';
import { paymentEvents } from '../db/schema.js';
import { AppError } from '../errors.js';
import { serverText } from '../i18n/texts.js';
import { findOwnOrderBySession } from '../orders/index.js';
import { PaymentSignatureError, type Payments } from '../payments/stripe.js';
import { countryOfAcceptLanguage } from '../payments/payment-methods.js';
import { requestLanguage } from '../i18n/request-language.js';
import { currentUser } from '../plugins/auth.js';
import { enforceRateLimits } from '../plugins/rate-limit.js';
import type { CheckoutContext } from './context.js';
import { handlePaymentEvent, settleSession } from './fulfilment.js';
import { startCheckout } from './start-checkout.js';

const TAGS = ['checkout'];

export interface CheckoutRoutesOptions {
  payments: Payments;
}

export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (
  app,
  { payments },
) => {
  const contextFor = (log: FastifyInstance['log']): CheckoutContext => ({
    pool: app.database.pool,
    payments,
    jobs: app.jobs,
    config: app.config,
    log,
  });

  app.post(
    '/checkout/create-checkout-session/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Turn the cart into a pending order and open a hosted payment page',
        description:
          "An optional body `{company_invoice: {company_name, street, postal_code, city, country, vat_number}}` asks for the invoice to be made out to a company (VAT number checked for its country's format and check digits, then asked of VIES: 400 beside `company_invoice.vat_number` when VIES does not know it; a VIES that is down or slower than VIES_TIMEOUT_MS never blocks, the order keeps the number as unverified for staff; 400 per field). When gift cards or a discount pay the order whole no payment page opens: the body must then carry `shipping: {name, address_1, address_2, postal_code, city, country}` (a country the shop ships to) and `accept_terms: true` (400 per field otherwise), the order is paid at once and `checkout_url` points at the confirmation page; when a payment page opens, which asks both itself, sending either is refused (400 per field). Reserves the stock and snapshots the cart into a pending order, then creates a Stripe Checkout Session (30 minutes). One open payment page per customer: while the cart still matches the open page, the same page is returned; otherwise the open page is expired and its stock released first. 400 `{error}` for an empty cart or an unavailable line; 409 while a bank debit for the previous checkout is being processed; 429 with Retry-After when the account starts checkout too often; 503 when the payment provider cannot be reached (nothing stays reserved).",
        security: [{ bearerAuth: [] }],
        querystring: z.object({ lang: languageSchema.optional() }),
        body: checkoutStartSchema,
        response: {
          200: checkoutSessionResultSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // `lang`, else the storefront's Accept-Language: names and the payment page's locale.
      const language = requestLanguage(request);
      const { perAccount, windowSeconds } = app.config.rateLimits.checkout;
      await enforceRateLimits(
        app,
        reply,
        [{ key: `checkout:account:${user.id}`, rule: { limit: perAccount, windowSeconds } }],
        (seconds) => serverText(language, 'checkout.tooManyStarts', { count: seconds }),
      );
      return startCheckout(
        contextFor(request.log),
        {
          id: user.id,
          email: user.email,
          invoiceCompany: request.body?.company_invoice ?? null,
          countryHint: countryOfAcceptLanguage(request.headers['accept-language']),
          noPaymentPage: {
            shipping: request.body?.shipping ?? null,
            acceptTerms: request.body?.accept_terms,
          },
        },
        language,
      );
    },
  );

  app.get(
    '/checkout/success/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'The order paid through a Checkout Session (its owner only)',
        description:
          'Settles the session first (the same fulfilment as the webhook), so the page shows the paid order even when the webhook is late.',
        security: [{ bearerAuth: [] }],
        querystring: checkoutSuccessQuerySchema,
        response: { 200: checkoutSuccessSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { session_id: sessionId } = request.query;
      const before = await findOwnOrderBySession(app.database.db, userId, sessionId);
      if (!before) throw AppError.notFound({ key: 'errors.noSuchOrder' });
      if (before.status !== 'pending') return before;
      try {
        await settleSession(contextFor(request.log), sessionId);
      } catch (error) {
        // The webhook or the reconciliation settles it later; the page shows it as pending.
        request.log.warn({ err: error, sessionId }, 'success page could not settle the session');
      }
      return (await findOwnOrderBySession(app.database.db, userId, sessionId)) ?? before;
    },
  );

  await app.register(webhookRoute, { contextFor, payments });
};

/**
 * The webhook reads its body raw (the signature covers the exact bytes), in a scope of its
 * own so every other route keeps parsing JSON.
 */
async function webhookRoute(
  app: FastifyInstance,
  {
    contextFor,
    payments,
  }: { contextFor: (log: FastifyInstance['log']) => CheckoutContext; payments: Payments },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/checkout/webhook/',
    {
      schema: {
        tags: TAGS,
        summary: 'Stripe webhook endpoint',
        description:
          'Register it for checkout.session.completed, checkout.session.async_payment_succeeded, checkout.session.async_payment_failed, checkout.session.expired and charge.refunded. Verifies Stripe-Signature; a repeated event id is acknowledged without effect.',
      },
    },
    async (request: FastifyRequest, reply) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new AppError('validation_error', 'A signed webhook body is required.');
      }
      let event;
      try {
        event = payments.constructWebhookEvent(request.body, signature);
      } catch (error) {
        if (error instanceof PaymentSignatureError) {
          throw new AppError('validation_error', `Webhook signature rejected: ${error.message}`);
        }
        throw error;
      }

      const { db } = app.database;
      const received = await db
        .insert(paymentEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (received.length === 0) return reply.send({ received: true, duplicate: true });
      try {
        await handlePaymentEvent(contextFor(request.log), event);
      } catch (error) {
        // Forget the event so the provider's retry handles it again.
        await db.delete(paymentEvents).where(eq(paymentEvents.id, event.id));
        throw error;
      }
      return reply.send({ received: true });
    },
  );
}
