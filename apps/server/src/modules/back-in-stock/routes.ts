import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backInStockRequestSchema,
  backInStockResponseSchema,
  backInStockUnsubscribeResponseSchema,
  backInStockUnsubscribeSchema,
  errorResponseSchema,
  productSlugParamsSchema,
  type Language,
} from '@shop/contracts';
import { AppError, type FieldErrors } from '../../errors.js';
import { PRODUCT_RESTOCKED_QUEUE } from '../../plugins/jobs.js';
import { enforceRateLimits } from '../../plugins/rate-limit.js';
import { requestLanguage } from '../../i18n/request-language.js';
import { serverText, tooManyAttemptsText } from '../../i18n/texts.js';
import { mailLanguage } from '../../mail/templates.js';
import { notifyBackInStock, ORDERABLE_SQL, productNameIn } from './notify.js';

const TAGS = ['back-in-stock'];

/** Subscriptions one IP may ask for in an hour: each can cause a mail to any address. */
export const BACK_IN_STOCK_SUBSCRIPTIONS_PER_IP_PER_HOUR = 30;

/**
 * 'Notify When Available' (issue 8, beyond the spec): subscribe to a product that cannot be
 * ordered now, unsubscribe with the mail's link, and the `product-restocked` worker that
 * mails the subscribers once the product is back.
 */
export const backInStockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool } = app.database;

  app.jobs.work(PRODUCT_RESTOCKED_QUEUE, async (data) => {
    const productId = Number((data as { product_id?: unknown } | null)?.product_id);
    if (!Number.isSafeInteger(productId) || productId <= 0) {
      throw new Error('product-restocked job without a valid product_id');
    }
    await notifyBackInStock(
      {
        pool,
        jobs: app.jobs,
        mail: app.mail,
        publicUrl: app.config.publicUrl,
        log: app.log,
      },
      productId,
    );
  });

  /** Signing in is optional here, but a token that is sent must be valid. */
  async function signedInIfTokenSent(request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.authorization) await app.authenticate(request, reply);
  }

  app.post(
    '/products/:slug/notify/',
    {
      attachValidation: true,
      // A signed-in customer may send no body at all.
      preValidation: async (request) => {
        request.body ??= {};
      },
      preHandler: signedInIfTokenSent,
      schema: {
        tags: TAGS,
        summary: "Ask for one mail when a product that can't be ordered now is back",
        description: [
          'A signed-in customer may send an empty body: the account’s e-mail and language are',
          'used. A visitor sends `email` (400 when missing). 201 `subscribed` the first time,',
          '200 `already_subscribed` while that subscription is open; 409 when the product can be',
          'ordered now; 404 for an unknown product.',
        ].join(' '),
        security: [{ bearerAuth: [] }, {}],
        params: productSlugParamsSchema,
        body: backInStockRequestSchema,
        response: {
          200: backInStockResponseSchema,
          201: backInStockResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const fieldErrors = emailFieldErrors(request, language);
      if (fieldErrors) {
        throw AppError.validation(fieldErrors, serverText(language, 'forms.invalidFields'));
      }
      await enforceRateLimits(
        app,
        reply,
        [
          {
            key: `back-in-stock:ip:${request.ip}`,
            rule: { limit: BACK_IN_STOCK_SUBSCRIPTIONS_PER_IP_PER_HOUR, windowSeconds: 3600 },
          },
        ],
        (seconds) => tooManyAttemptsText(language, seconds),
      );

      const { rows: products } = await pool.query<{ id: number; orderable: boolean }>(
        `select p.id, ${ORDERABLE_SQL} as orderable from products p
          where p.slug = $1 and p.archived_at is null`,
        [request.params.slug],
      );
      const product = products[0];
      if (!product) throw AppError.notFound(serverText(language, 'backInStock.productNotFound'));
      if (product.orderable) {
        throw new AppError('conflict', serverText(language, 'backInStock.productAvailable'));
      }

      const user = request.user;
      const given = request.body.email;
      let email: string;
      let subscriberLanguage: Language = language;
      if (given) {
        email = given;
      } else if (user) {
        email = user.email;
        const { rows } = await pool.query<{ language: string }>(
          'select language from users where id = $1',
          [user.id],
        );
        // Mails to a customer go in the language kept on the account.
        subscriberLanguage = mailLanguage(rows[0]?.language);
      } else {
        const message = serverText(language, 'backInStock.emailRequired');
        throw AppError.validation({ email: [message] }, message);
      }

      // The partial unique index allows one open subscription per product and address.
      const { rows } = await pool.query<{ id: number }>(
        `insert into back_in_stock_subscriptions (product_id, user_id, email, language)
         values ($1, $2, $3, $4)
         on conflict (product_id, lower(email)) where notified_at is null and unsubscribed_at is null
         do nothing
         returning id`,
        [product.id, user?.id ?? null, email, subscriberLanguage],
      );
      const created = rows.length === 1;
      return reply.status(created ? 201 : 200).send({
        status: created ? 'subscribed' : 'already_subscribed',
        email,
        detail: serverText(
          language,
          created ? 'backInStock.subscribed' : 'backInStock.alreadySubscribed',
          { email },
        ),
      });
    },
  );

  app.post(
    '/back-in-stock/unsubscribe/',
    {
      schema: {
        tags: TAGS,
        summary: 'Stop a back-in-stock subscription with the token of its mail’s link',
        description:
          '200 also when the subscription was already closed (unsubscribed or notified); 404 for an unknown token.',
        body: backInStockUnsubscribeSchema,
        response: { 200: backInStockUnsubscribeResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const { token } = request.body;
      await pool.query(
        `update back_in_stock_subscriptions set unsubscribed_at = now()
          where unsubscribe_token = $1 and unsubscribed_at is null and notified_at is null`,
        [token],
      );
      const { rows } = await pool.query<{
        slug: string;
        name: string;
        name_nl: string;
        name_fr: string;
      }>(
        `select p.slug, p.name, p.name_nl, p.name_fr
           from back_in_stock_subscriptions s join products p on p.id = s.product_id
          where s.unsubscribe_token = $1`,
        [token],
      );
      const product = rows[0];
      if (!product) throw AppError.notFound(serverText(language, 'backInStock.unsubscribeUnknown'));
      return {
        detail: serverText(language, 'backInStock.unsubscribed', {
          product: productNameIn(product, language),
        }),
      };
    },
  );
};

function emailFieldErrors(request: FastifyRequest, language: Language): FieldErrors | null {
  const failure = request.validationError;
  if (!failure) return null;
  const fields: FieldErrors = {};
  for (const issue of failure.validation ?? []) {
    const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
    const text =
      issue.keyword === 'too_small'
        ? serverText(language, 'backInStock.emailRequired')
        : serverText(language, 'forms.emailInvalid');
    const list = (fields[name] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return fields;
}
