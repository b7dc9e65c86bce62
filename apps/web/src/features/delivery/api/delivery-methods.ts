import type { DeliveryMethod, Language } from '@shop/contracts';
import { api, withLazySchemas } from '../../../lib/api';
import { parseAnswer } from '../../../lib/api-client';

export const DELIVERY_METHODS_PATH = '/api/delivery/methods/';

export const deliveryMethodsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/delivery/methods/ (issue 27): the methods offered in a country, in `language`. */
    getDeliveryMethods: build.query<DeliveryMethod[], { country: string; language: Language }>({
      query: ({ country, language }) =>
        withLazySchemas(
          { url: DELIVERY_METHODS_PATH, params: { country, lang: language } },
          (contracts, data) =>
            parseAnswer(contracts.deliveryMethodListSchema, data, DELIVERY_METHODS_PATH),
        ),
    }),
  }),
});

export const { useGetDeliveryMethodsQuery } = deliveryMethodsApi;
