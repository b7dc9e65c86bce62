import {
  ORDERS_PAGE_SIZE,
  ordersPageSchema,
  type Language,
  type OrderStatus,
  type OrdersPage,
} from '@shop/contracts';
import { api } from '../../../lib/api';
import { parseAnswer } from '../../../lib/api-client';

export const ORDERS_PATH = '/api/checkout/orders/';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/checkout/orders/ (spec §7): one page of the signed-in customer's orders, newest
     * first, with product names in the interface language (another language is another entry).
     */
    getOrders: build.query<
      OrdersPage,
      { page: number; status: OrderStatus | null; language: Language }
    >({
      query: ({ page, status, language }) => ({
        url: ORDERS_PATH,
        params: { page, page_size: ORDERS_PAGE_SIZE, status, lang: language },
        check: (data) => parseAnswer(ordersPageSchema, data, ORDERS_PATH),
      }),
      providesTags: ['Orders'],
      // Orders change on their own (paid, shipped) and belong to one customer: nothing is
      // kept once the page is left, so every visit asks again and no one sees another's.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetOrdersQuery } = ordersApi;
