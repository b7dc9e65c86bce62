import {
  ownGiftCardSchema,
  ownGiftCardsSchema,
  type GiftCardRecipientInput,
  type OwnGiftCard,
  type OwnGiftCards,
} from '@shop/contracts';
import { api } from '../../../lib/api';
import { parseAnswer } from '../../../lib/api-client';

export const GIFT_CARDS_PATH = '/api/users/me/gift-cards/';

function recipientPath(id: number): string {
  return `${GIFT_CARDS_PATH}${id}/recipient/`;
}

export const giftCardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/users/me/gift-cards/: the money gift cards the customer bought, with balances. */
    getMyGiftCards: build.query<OwnGiftCards, void>({
      query: () => ({
        url: GIFT_CARDS_PATH,
        check: (data) => parseAnswer(ownGiftCardsSchema, data, GIFT_CARDS_PATH),
      }),
      providesTags: ['Orders'],
      // Balances move with other orders, and belong to one customer: asked again on each visit.
      keepUnusedDataFor: 0,
    }),
    /** PUT .../{id}/recipient/: mail the card to someone on a chosen day (until it is sent). */
    setGiftCardRecipient: build.mutation<
      OwnGiftCard,
      { id: number; recipient: GiftCardRecipientInput }
    >({
      query: ({ id, recipient }) => {
        const url = recipientPath(id);
        return {
          url,
          method: 'PUT',
          body: recipient,
          check: (data) => parseAnswer(ownGiftCardSchema, data, url),
        };
      },
      invalidatesTags: ['Orders'],
    }),
    /** DELETE .../{id}/recipient/: the card stays with the buyer. */
    cancelGiftCardRecipient: build.mutation<OwnGiftCard, { id: number }>({
      query: ({ id }) => {
        const url = recipientPath(id);
        return {
          url,
          method: 'DELETE',
          check: (data) => parseAnswer(ownGiftCardSchema, data, url),
        };
      },
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const {
  useGetMyGiftCardsQuery,
  useSetGiftCardRecipientMutation,
  useCancelGiftCardRecipientMutation,
} = giftCardsApi;
