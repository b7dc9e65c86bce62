import {
  withdrawalLinkOrderSchema,
  withdrawalLinkRequestedSchema,
  withdrawalSchema,
  type LinkWithdrawalInput,
  type Withdrawal,
  type WithdrawalLinkOrder,
  type WithdrawalLinkRequest,
  type WithdrawalLinkRequested,
} from '@shop/contracts';
import { api } from '../../../lib/api';
import { parseAnswer } from '../../../lib/api-client';

const LINKS_PATH = '/api/withdrawal-links/';

function linkPath(token: string): string {
  return `${LINKS_PATH}${encodeURIComponent(token)}/`;
}

/** The withdrawal function without a sign-in (art. 11a, ADR 0047): a mailed link per order. */
export const withdrawalLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/withdrawal-links/: the same answer whether or not the order exists. */
    requestWithdrawalLink: build.mutation<WithdrawalLinkRequested, WithdrawalLinkRequest>({
      query: (request) => ({
        url: LINKS_PATH,
        method: 'POST',
        body: request,
        skipAuthRefresh: true,
        check: (data) => parseAnswer(withdrawalLinkRequestedSchema, data, LINKS_PATH),
      }),
    }),
    /** GET /api/withdrawal-links/{token}/: the order the link opens; a dead link is a 400. */
    getWithdrawalLink: build.query<WithdrawalLinkOrder, string>({
      query: (token) => ({
        url: linkPath(token),
        skipAuthRefresh: true,
        check: (data) => parseAnswer(withdrawalLinkOrderSchema, data, linkPath(token)),
      }),
      keepUnusedDataFor: 0,
    }),
    /** POST /api/withdrawal-links/{token}/withdrawal/: the statement; it spends the link. */
    withdrawWithLink: build.mutation<Withdrawal, { token: string; request: LinkWithdrawalInput }>({
      query: ({ token, request }) => ({
        url: `${linkPath(token)}withdrawal/`,
        method: 'POST',
        body: request,
        skipAuthRefresh: true,
        check: (data) => parseAnswer(withdrawalSchema, data, `${linkPath(token)}withdrawal/`),
      }),
    }),
  }),
});

export const {
  useRequestWithdrawalLinkMutation,
  useGetWithdrawalLinkQuery,
  useWithdrawWithLinkMutation,
} = withdrawalLinksApi;
