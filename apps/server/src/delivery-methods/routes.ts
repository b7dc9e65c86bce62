import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deliveryMethodListSchema,
  deliveryMethodsQuerySchema,
  deliveryRatesQuerySchema,
  deliveryRatesSchema,
  errorResponseSchema,
} from '@shop/contracts';
import { AppError } from '../errors.js';
import { requestLanguage } from '../i18n/request-language.js';
import { serverText } from '../i18n/texts.js';
import { methodsOfferedIn, methodToApi } from './methods.js';
import { deliveryRatesOverview } from './overview.js';

/** The delivery methods offered in a country (issue 27): public, the cart and checkout read it. */
export const deliveryMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/delivery/methods/',
    {
      schema: {
        tags: ['delivery'],
        summary: 'The delivery methods offered in a country, with price, threshold and estimate',
        description:
          'The estimate is a range of Brussels days counted in Belgian working days from today ' +
          '(weekends and Belgian public holidays skipped). A country the shop does not deliver ' +
          'to is a 400 on `country`.',
        querystring: deliveryMethodsQuerySchema,
        response: { 200: deliveryMethodListSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const language = request.query.lang ?? requestLanguage(request);
      const { country } = request.query;
      if (!app.config.shippingCountries.includes(country)) {
        const message = serverText(language, 'delivery.countryNotDelivered');
        throw AppError.validation({ country: [message] }, message);
      }
      const now = new Date();
      return (await methodsOfferedIn(app.database.db, country, language)).map((method) =>
        methodToApi(method, now),
      );
    },
  );

  app.get(
    '/delivery/rates/',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Every delivery method with its price per delivery country, and the workshop',
        description:
          'What the shipping page and the terms say about delivery: the active methods with ' +
          'their price and free-from threshold in each country the shop delivers to, the ' +
          'estimate in Belgian working days, and where collection orders are picked up.',
        querystring: deliveryRatesQuerySchema,
        response: { 200: deliveryRatesSchema, 400: errorResponseSchema },
      },
    },
    async (request) =>
      deliveryRatesOverview(
        app.database.db,
        app.config.shippingCountries,
        request.query.lang ?? requestLanguage(request),
      ),
  );
};
