import { and, eq, isNull, sql } from 'drizzle-orm';
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
import { localisedProductName, productIsOrderable } from '../../db/catalog-rules.js';
import { findVariantOfProduct } from '../../db/variants.js';
import { backInStockSubscriptions, products, users } from '../../db/schema.js';
import { AppError, type FieldErrors } from '../../errors.js';
import { enforceRateLimits } from '../../plugins/rate-limit.js';
import { requestLanguage } from '../../i18n/request-language.js';
import { serverText, tooManyAttemptsText } from '../../i18n/texts.js';
import { mailLanguage } from '../../mail/templates.js';

const TAGS = ['back-in-stock'];

/** Subscriptions one IP may ask for in an hour: each can cause a mail to any address. */
export const BACK_IN_STOCK_SUBSCRIPTIONS_PER_IP_PER_HOUR = 30;

/**
 * 'Notify When Available' (issue 8, beyond the spec): subscribe to a product that cannot be
 * ordered now, unsubscribe with the mail's link (the `product-restocked` job that mails the
 * subscribers once the product is back is in ./jobs.ts).
 */
export const backInStockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

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
          'used. A visitor sends `email` (400 when missing). `variant_id` asks about one',
          'combination of a product with options (400 when it is not one of the product’s).',
          '201 `subscribed` the first time, 200 `already_subscribed` while that subscription is',
          'open; 409 when the product (or the combination) can be ordered now; 404 for an unknown',
          'product.',
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

      const [product] = await db
        .select({ id: products.id, orderable: productIsOrderable })
        .from(products)
        .where(and(eq(products.slug, request.params.slug), isNull(products.archivedAt)));
      if (!product) throw AppError.notFound(serverText(language, 'backInStock.productNotFound'));
      const variantId = request.body.variant_id ?? null;
      const variant =
        variantId === null ? null : await findVariantOfProduct(db, product.id, variantId);
      if (variantId !== null && !variant) {
        const message = serverText(language, 'backInStock.variantUnknown');
        throw AppError.validation({ variant_id: [message] }, message);
      }
      // A combination is orderable when the product is and a unit of it is left (or it is made
      // to order), as the product page shows it (ADR 0080).
      const variantOrderable = !variant || variant.stock === null || variant.stock > 0;
      if (product.orderable && variantOrderable) {
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
        const [account] = await db
          .select({ language: users.language })
          .from(users)
          .where(eq(users.id, user.id));
        // Mails to a customer go in the language kept on the account.
        subscriberLanguage = mailLanguage(account?.language);
      } else {
        const message = serverText(language, 'backInStock.emailRequired');
        throw AppError.validation({ email: [message] }, message);
      }

      // The partial unique index allows one open subscription per product and address.
      const rows = await db
        .insert(backInStockSubscriptions)
        .values({
          productId: product.id,
          variantId,
          userId: user?.id ?? null,
          email,
          language: subscriberLanguage,
        })
        // The only conflict a new row can meet is that index (the id and the random
        // unsubscribe token are fresh); Drizzle cannot name an expression index as the target.
        .onConflictDoNothing()
        .returning({ id: backInStockSubscriptions.id });
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
      await db
        .update(backInStockSubscriptions)
        .set({ unsubscribedAt: sql`now()` })
        .where(
          and(
            eq(backInStockSubscriptions.unsubscribeToken, token),
            isNull(backInStockSubscriptions.unsubscribedAt),
            isNull(backInStockSubscriptions.notifiedAt),
          ),
        );
      const [product] = await db
        .select({ name: localisedProductName(language) })
        .from(backInStockSubscriptions)
        .innerJoin(products, eq(products.id, backInStockSubscriptions.productId))
        .where(eq(backInStockSubscriptions.unsubscribeToken, token));
      if (!product) throw AppError.notFound(serverText(language, 'backInStock.unsubscribeUnknown'));
      return {
        detail: serverText(language, 'backInStock.unsubscribed', { product: product.name }),
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
      name === 'variant_id'
        ? serverText(language, 'backInStock.variantUnknown')
        : issue.keyword === 'too_small'
          ? serverText(language, 'backInStock.emailRequired')
          : serverText(language, 'forms.emailInvalid');
    const list = (fields[name] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return fields;
}
