import {
  pickupPointsResponseSchema,
  type PickupPointsQuery,
  type PickupPointsResponse,
} from '@shop/contracts';
import { api } from '../../../lib/api';
import { parseAnswer } from '../../../lib/api-client';

export const PICKUP_POINTS_PATH = '/api/delivery/pickup-points/';

export const pickupPointsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/delivery/pickup-points/ (issue 27): the carrier's points near a postal code. */
    getPickupPoints: build.query<PickupPointsResponse, PickupPointsQuery>({
      query: ({ country, postal_code }) => ({
        url: PICKUP_POINTS_PATH,
        params: { country, postal_code },
        check: (data) => parseAnswer(pickupPointsResponseSchema, data, PICKUP_POINTS_PATH),
      }),
    }),
  }),
});

export const { useGetPickupPointsQuery } = pickupPointsApi;
