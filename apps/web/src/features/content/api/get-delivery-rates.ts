import type { DeliveryRates, Language } from '@shop/contracts';
import { api, withLazySchemas } from '../../../lib/api';
import { parseAnswer } from '../../../lib/api-client';

const DELIVERY_RATES_PATH = '/api/delivery/rates/';

export const deliveryRatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/delivery/rates/ (issue 27): the methods staff offer with their price per country
     * and estimate, and the workshop. The shipping page and the terms name delivery from it.
     */
    getDeliveryRates: build.query<DeliveryRates, Language>({
      query: (lang) =>
        withLazySchemas(
          { url: DELIVERY_RATES_PATH, params: { lang } },
          ({ deliveryRatesSchema }, data) =>
            parseAnswer(deliveryRatesSchema, data, DELIVERY_RATES_PATH),
        ),
    }),
  }),
});

export const { useGetDeliveryRatesQuery } = deliveryRatesApi;
