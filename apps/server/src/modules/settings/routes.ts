import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moneyToApi, publicSettingsSchema, type PublicSettings } from '@shop/contracts';
import { readShopSettings } from '../../db/shop-settings.js';

/**
 * The shop's settings that visitors may see: where it delivers, its currency, who sells (from
 * the configuration) and what gift wrapping costs (staff set it in the admin panel).
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { seller } = app.config;
  const settings: Omit<PublicSettings, 'gift_wrapping'> = {
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
      legal_form: seller.legalForm,
      register_court: seller.registerCourt,
      iban: seller.iban,
      bic: seller.bic,
    },
  };

  app.get(
    '/settings/',
    {
      schema: {
        tags: ['settings'],
        summary:
          "The shop's public settings: delivery countries, currency, the seller's identity and gift wrapping's price",
        response: { 200: publicSettingsSchema },
      },
    },
    async (_request, reply) => {
      // Staff may change the wrapping price at any moment: the browser asks again each time
      // (an unchanged answer costs a 304 through its ETag).
      reply.header('cache-control', 'no-cache');
      const { giftWrappingPrice } = await readShopSettings(app.database.db);
      return { ...settings, gift_wrapping: { price: moneyToApi(giftWrappingPrice) } };
    },
  );
};
