import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickupPointsQuerySchema, pickupPointsResponseSchema } from '@shop/contracts';
import { pickupPointsNear } from '../../carriers/index.js';

/** The pick-up points a customer chooses from (issue 27), from the carrier seam. */
export const pickupPointRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/delivery/pickup-points/',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Pick-up points near a postal code',
        description: [
          'The carrier service’s pick-up points and parcel lockers near `postal_code` in',
          '`country`, nearest first: name, address, opening hours per weekday and distance in',
          'metres. A country or postal code that is not one answers 400 with a message per field.',
        ].join(' '),
        querystring: pickupPointsQuerySchema,
        response: { 200: pickupPointsResponseSchema },
      },
    },
    async (request) => {
      const { country, postal_code: postalCode } = request.query;
      return { results: await pickupPointsNear({ country, postalCode }) };
    },
  );
};
