import {
  ApiError,
  apiClient,
  buildUrl,
  loadLazyContracts,
  type HttpMethod,
  type LazyContracts,
  type QueryValue,
} from './api-client';
import { describeApiFailure, type ApiFailure } from './api-failure';
import { createApi, type CallResult, type ServerState } from './server-state/server-state';

/**
 * The storefront's server state (ADR 29, ADR 0106): one API of our own cache layer
 * (lib/server-state/) whose endpoints the features add with `api.injectEndpoints` in their own
 * `api/` folder. Every call goes through `apiClient`
 * (timeouts, language, token and its refresh, error shapes); every failure is stored as an
 * `ApiFailure` (lib/api-failure.ts).
 */

export interface ApiRequest {
  url: string;
  method?: HttpMethod;
  /** Query parameters; null and undefined values are left out. */
  params?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Checks the success answer and returns what the endpoint keeps; throws an
   * `invalid_response` ApiError for a body of another shape (see `parseAnswer`).
   */
  check?: (data: unknown) => unknown;
  /** Skip the refresh-and-retry on 401 (calls that do not depend on a sign-in). */
  skipAuthRefresh?: boolean;
}

/** One of the shop's own API answers, read by the server's renderer through its own router. */
export interface ServerAnswer {
  status: number;
  body: unknown;
}

/**
 * The store's extra argument on the server (entry-server.tsx): the base query reads the
 * answers through the app's router instead of `fetch`, with the address the browser would ask.
 */
export interface ServerReader {
  readApi: (path: string) => Promise<ServerAnswer>;
}

function serverReader(extra: unknown): ServerReader['readApi'] | undefined {
  return (extra as Partial<ServerReader> | undefined)?.readApi;
}

async function send(request: ApiRequest, signal: AbortSignal, extra: unknown): Promise<unknown> {
  const readApi = serverReader(extra);
  if (!readApi) return apiClient.request(request.url, { ...request, signal });
  const url = buildUrl(request.url, request.params);
  const answer = await readApi(url);
  if (answer.status >= 200 && answer.status < 300) return answer.body;
  throw new ApiError({ kind: 'http', status: answer.status, body: answer.body, url });
}

async function apiClientQuery(
  request: ApiRequest,
  { signal, extra }: { signal: AbortSignal; extra: unknown },
): Promise<CallResult<unknown, ApiFailure>> {
  try {
    const data = await send(request, signal, extra);
    return { data: request.check ? await request.check(data) : data };
  } catch (error) {
    if (import.meta.env.DEV && !signal.aborted) console.error(`${request.url} failed`, error);
    return { error: describeApiFailure(error) };
  }
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiClientQuery,
  tagTypes: ['Cart', 'Profile', 'Orders', 'Products'],
  // An error thrown by our own code in an endpoint is `unexpected` (describeApiFailure).
  failureOf: describeApiFailure,
});

/** The cache entries a server-rendered page was built from (the `api` part of its store). */
export interface PageQueries {
  queries: ServerState<ApiFailure>['queries'];
}

/** Puts a server-rendered page's cache entries into the browser's store, before hydration. */
export const pageQueriesReceived = (page: PageQueries) => api.util.rehydrate(page.queries);

/** The entries of a store's API state worth sending with the page (answered, not pending). */
export function pageQueriesOf(state: unknown): PageQueries {
  const { queries } = api.stateOf(state);
  const settled = Object.fromEntries(
    Object.entries(queries).filter(
      ([, entry]) => entry?.status === 'fulfilled' || entry?.status === 'rejected',
    ),
  );
  return { queries: settled };
}

/**
 * A query's or mutation's error (or what `unwrap()` threw): the layer stores every failure as
 * an `ApiFailure` (the base query's, or `failureOf: describeApiFailure` for an error thrown by an
 * endpoint's code). Null for none, and for what no call stored (a direct `apiClient` call's
 * `ApiError`, a bug in a form's own code), which the caller reads with `describeApiFailure`.
 */
export function failureOf(error: unknown): ApiFailure | null {
  // An ApiError has a `kind` too, but not a failure's.
  const isFailure =
    typeof error === 'object' &&
    error !== null &&
    !(error instanceof ApiError) &&
    typeof (error as ApiFailure).kind === 'string';
  return isFailure ? (error as ApiFailure) : null;
}

/**
 * A request whose answer is checked with the lazily loaded answer schemas (zod stays out of
 * the first render): they start loading with the request, not after it.
 */
export function withLazySchemas(
  request: Omit<ApiRequest, 'check'>,
  check: (contracts: LazyContracts, data: unknown) => unknown,
): ApiRequest {
  const contracts = loadLazyContracts();
  return { ...request, check: async (data) => check(await contracts, data) };
}
