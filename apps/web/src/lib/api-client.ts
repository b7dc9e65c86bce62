import type { z } from 'zod';
import { ERROR_CODES, type ErrorCode, type ErrorResponse } from '@shop/contracts';
import { getAccessToken } from './auth-tokens';
import { getCurrentLanguage } from './language';

/**
 * The one HTTP client of the storefront (spec §7). Every call to our API goes through
 * `apiClient` so timeouts, language, authentication and error shapes are handled once.
 */

/** Spec §9: request timeout. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** Spec §7: these endpoints answer in the visitor's language, so they get `?lang=`. */
const LANGUAGE_AWARE_PATHS = ['/api/products/', '/api/checkout/orders'] as const;

export type ApiErrorKind =
  /** The server answered with an error status (the parsed body is in `body`). */
  | 'http'
  /** An HTML page came back instead of JSON: typically the backend is not running and a
   * web server answered with its own page (spec §8 "server not running"). */
  | 'html'
  /** No answer at all: connection refused, offline, DNS failure. */
  | 'network'
  /** No answer within REQUEST_TIMEOUT_MS. */
  | 'timeout'
  /** A success status, but the body is not what the caller expected. */
  | 'invalid_response';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  body?: unknown;
  url: string;
  method?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status, or 0 when no response arrived (network failure, timeout). */
  readonly status: number;
  /** The parsed JSON body, the raw text when it was not JSON, or undefined when empty. */
  readonly body: unknown;
  readonly url: string;

  constructor({ kind, status = 0, body, url, method = 'GET', cause }: ApiErrorInit) {
    super(`${method} ${url} failed (${kind}${status ? ` ${status}` : ''})`, { cause });
    this.kind = kind;
    this.status = status;
    this.body = body;
    this.url = url;
  }

  get isHtml(): boolean {
    return this.kind === 'html';
  }

  get isNetworkError(): boolean {
    return this.kind === 'network';
  }

  get isTimeout(): boolean {
    return this.kind === 'timeout';
  }

  /** The API's error envelope `{ code, detail, ...fields }` when the body has that shape. */
  get errorResponse(): ErrorResponse | null {
    // The same test as the contracts' errorResponseSchema, written out so that every page's
    // error handling works without zod (which the first page does not load).
    return isErrorResponse(this.body) ? this.body : null;
  }

  /** A message from the server (`detail`, `message` or `error`), when it sent one. */
  get serverMessage(): string | undefined {
    const body = this.body;
    if (typeof body !== 'object' || body === null) return undefined;
    for (const key of ['detail', 'message', 'error'] as const) {
      const value = (body as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
    return undefined;
  }
}

function isErrorResponse(body: unknown): body is ErrorResponse {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { code, detail } = body as Record<string, unknown>;
  return ERROR_CODES.includes(code as ErrorCode) && typeof detail === 'string';
}

/** Validates a success answer; a body of another shape is an `invalid_response` ApiError. */
export function parseAnswer<T>(schema: z.ZodType<T>, data: unknown, url: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError({
      kind: 'invalid_response',
      status: 200,
      body: data,
      url,
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/**
 * The answer schemas (and form conversions) used by code every page carries: the store's
 * slices for products, session, profile, cart and checkout. They come with zod, about 25 KB
 * compressed, so they are a chunk of their own, loaded while the first such request is under
 * way instead of before the first render.
 */
export const loadLazyContracts = () => import('./lazy-contracts');
export type LazyContracts = Awaited<ReturnType<typeof loadLazyContracts>>;

/**
 * Waits for `answer` and validates it like `parseAnswer`, with a schema from the lazily
 * loaded contracts. Pass the request's promise, not its result, so that they load while the
 * request is on its way.
 */
export async function parseAnswerLater<T>(
  pickSchema: (contracts: LazyContracts) => z.ZodType<T>,
  answer: Promise<unknown>,
  url: string,
): Promise<T> {
  const [contracts, data] = await Promise.all([loadLazyContracts(), answer]);
  return parseAnswer(pickSchema(contracts), data, url);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

// ---------------------------------------------------------------------------------------------
// 401 seam. The accounts feature registers a handler at start-up (features/accounts/session.ts)
// that refreshes the access token and resolves true so the request is retried once; when there
// is no refresh token or the refresh is refused it clears both tokens, sends the browser to
// /login and resolves false (spec §7). It is told which access token the refused request
// carried, so a token another request or tab has renewed meanwhile is simply used.
// ---------------------------------------------------------------------------------------------
export type UnauthorizedHandler = (refused: { accessToken: string | null }) => Promise<boolean>;

let unauthorizedHandler: UnauthorizedHandler | null = null;

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/**
 * A file the API serves only to the signed-in user (an invoice's or credit note's PDF, a photo's
 * preview), or a file sent to it (a photo's upload, as FormData), as the raw response: sent with the access token and, on a 401, renewed once through the same
 * handler as every JSON call, so a download long after sign-in works like any other request.
 */
export async function fetchSignedIn(
  url: string,
  init: { method?: HttpMethod; body?: FormData } = {},
): Promise<Response> {
  const attempt = async () => {
    const token = getAccessToken();
    const response = await fetch(url, {
      ...init,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    });
    return { token, response };
  };
  const first = await attempt();
  if (first.response.status !== 401 || !unauthorizedHandler) return first.response;
  if (!(await unauthorizedHandler({ accessToken: first.token }))) return first.response;
  return (await attempt()).response;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  /** Query parameters; null and undefined values are left out. */
  params?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Skip the refresh-and-retry on 401 (for the token calls themselves). */
  skipAuthRefresh?: boolean;
}

function needsLanguage(pathname: string): boolean {
  return LANGUAGE_AWARE_PATHS.some((path) => pathname.includes(path));
}

/** Builds the request URL: query parameters plus `lang` for language-aware endpoints. */
export function buildUrl(path: string, params?: Record<string, QueryValue>): string {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== null && value !== undefined) url.searchParams.set(key, String(value));
  }
  if (needsLanguage(url.pathname) && !url.searchParams.has('lang')) {
    url.searchParams.set('lang', getCurrentLanguage());
  }
  // Same-origin requests stay relative so the dev proxy and the production server both work.
  return url.origin === origin ? `${url.pathname}${url.search}` : url.toString();
}

function looksLikeHtml(contentType: string, text: string): boolean {
  return contentType.includes('text/html') || /^\s*</.test(text);
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

async function send(path: string, options: RequestOptions, isRetry: boolean): Promise<unknown> {
  const method = options.method ?? 'GET';
  const url = buildUrl(path, options.params);

  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // The JSON content type goes with a JSON body. It is not sent on body-less calls (GET,
  // DELETE): servers such as Fastify reject an empty body declared as JSON.
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  // Server messages (validation, sign-in) come back in the interface language; `lang` stays
  // reserved for the spec's language-aware paths.
  headers['Accept-Language'] ??= getCurrentLanguage();
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  // One controller for both the timeout and the caller's own cancellation.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const callerSignal = options.signal;
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forwardAbort();
  else callerSignal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    text = await response.text();
  } catch (error) {
    if (timedOut) throw new ApiError({ kind: 'timeout', url, method, cause: error });
    // Cancelled by the caller (a screen unmounted, a newer request replaced it): not an API
    // failure, so the caller's own AbortError goes through untouched.
    if (callerSignal?.aborted) throw error;
    throw new ApiError({ kind: 'network', url, method, cause: error });
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }

  const contentType = response.headers.get('content-type') ?? '';
  const status = response.status;

  if (text.trim() !== '' && looksLikeHtml(contentType, text)) {
    throw new ApiError({ kind: 'html', status, body: text, url, method });
  }

  const parsed = text.trim() === '' ? ({ ok: true, value: null } as const) : parseJson(text);

  if (response.ok) {
    if (!parsed.ok)
      throw new ApiError({ kind: 'invalid_response', status, body: text, url, method });
    return parsed.value;
  }

  if (status === 401 && !isRetry && !options.skipAuthRefresh && unauthorizedHandler) {
    if (await unauthorizedHandler({ accessToken: token })) return send(path, options, true);
  }

  throw new ApiError({
    kind: 'http',
    status,
    body: parsed.ok ? (parsed.value ?? undefined) : text,
    url,
    method,
  });
}

/**
 * Sends a request and resolves with the parsed JSON body (null when the body is empty).
 * The result is `unknown` on purpose: callers validate it with the schemas from
 * @shop/contracts. Rejects with an ApiError, or with the caller's AbortError when cancelled.
 */
export function request(path: string, options: RequestOptions = {}): Promise<unknown> {
  return send(path, options, false);
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const apiClient = {
  request,
  get: (path: string, options?: Options) => request(path, { ...options, method: 'GET' }),
  post: (path: string, body?: unknown, options?: Options) =>
    request(path, { ...options, method: 'POST', body }),
  put: (path: string, body?: unknown, options?: Options) =>
    request(path, { ...options, method: 'PUT', body }),
  patch: (path: string, body?: unknown, options?: Options) =>
    request(path, { ...options, method: 'PATCH', body }),
  delete: (path: string, options?: Options) => request(path, { ...options, method: 'DELETE' }),
};
