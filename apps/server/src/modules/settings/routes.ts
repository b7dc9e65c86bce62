import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsSchema, type PublicSettings } from '@shop/contracts';

/** The shop's settings that visitors may see (where it delivers, its currency). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings: PublicSettings = {
    shipping_countries: [...app.config.shippingCountries],
    currency: 'EUR',
  };

  app.get(
    '/settings/',
    {
      schema: {
        tags: ['settings'],
        summary: "The shop's public settings: delivery countries and currency",
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
