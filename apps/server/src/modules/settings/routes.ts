import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsSchema, type PublicSettings } from '@shop/contracts';

/** The shop's settings that visitors may see (where it delivers, its currency, who sells). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { seller } = app.config;
  const settings: PublicSettings = {
    shipping_countries: [...app.config.shippingCountries],
    currency: 'EUR',
    seller: {
      legal_name: seller.legalName,
      address: {
        street: seller.address.street,
        postal_code: seller.address.postalCode,
        city: seller.address.city,
        country: seller.address.country,
      },
      enterprise_number: seller.enterpriseNumber,
      vat_number: seller.vatNumber,
      email: seller.email,
      phone: seller.phone,
    },
  };

  app.get(
    '/settings/',
    {
      schema: {
        tags: ['settings'],
        summary:
          "The shop's public settings: delivery countries, currency and the seller's identity",
        response: { 200: publicSettingsSchema },
      },
    },
    async (_request, reply) => {
      // Settings change only with a restart; a few minutes of caching is harmless.
      reply.header('cache-control', 'public, max-age=300');
      return settings;
    },
  );
};
