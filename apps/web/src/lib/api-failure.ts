import { isApiError } from './api-client';

/**
 * What went wrong with a call to our API, seen from a screen (spec §8). The one place that
 * reads a failure: the server-state layer's base query (lib/api.ts) stores it as the query's error and the
 * forms that call `apiClient` themselves pass their error through it; each screen then only
 * chooses which of its texts a kind shows.
 */
export type ApiFailureKind =
  /** Not a failure of the API client: a bug, or something thrown by our own code. */
  | 'unexpected'
  /** No answer at all: connection refused, offline, DNS failure. */
  | 'network'
  /** No answer in time (REQUEST_TIMEOUT_MS). */
  | 'timeout'
  /** A web page answered where the API should: the API server is not running behind it. */
  | 'serverNotRunning'
  /** A gateway's 502/503/504 without our JSON envelope: the API server is not reachable. */
  | 'unreachable'
  /** A success status with a body that is not what the call expects. */
  | 'invalidResponse'
  /** The API refused the request (4xx). */
  | 'refused'
  /** The API failed (5xx with our envelope, or a 500). */
  | 'serverError';

/** Plain data (it lives in the Redux store as a query's or a mutation's error). */
export interface ApiFailure {
  kind: ApiFailureKind;
  /** HTTP status, 0 without an answer. */
  status: number;
  /**
   * The server's message for the request as a whole, already in the visitor's language: its
   * general errors (`non_field_errors`), else, when it sent no field errors, its `detail`,
   * `message` or `error`, or a plain-text body. With field errors the detail only says
   * "correct the fields"; the fields say it better.
   */
  message: string | null;
  /** The server's `detail` (or `message`, `error`, plain-text body), even beside field errors. */
  detail: string | null;
  /** The server's messages per field. */
  fields: Record<string, string[]>;
  /** The answer's body as text (JSON written out), for screens that show what came back. */
  answer: string | null;
}

/** Keys of the error envelope that are about the whole request, not one field. */
const ENVELOPE_KEYS = new Set(['code', 'detail']);
/** Keys that are about the whole request when they hold one text (`{ error: '…' }`). */
const MESSAGE_KEYS = new Set(['message', 'error']);
const GENERAL_ERROR_KEYS = new Set(['non_field_errors', '__all__']);
const GATEWAY_STATUSES = [502, 503, 504];

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string' && value.trim() !== '') return [value];
  if (Array.isArray(value)) {
    return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
  }
  return [];
}

function answerText(body: unknown): string | null {
  if (body === undefined || body === null || body === '') return null;
  return typeof body === 'string' ? body : JSON.stringify(body);
}

const noAnswer = (kind: ApiFailureKind, status = 0): ApiFailure => ({
  kind,
  status,
  message: null,
  detail: null,
  fields: {},
  answer: null,
});

export function describeApiFailure(error: unknown): ApiFailure {
  if (!isApiError(error)) return noAnswer('unexpected');
  if (error.isNetworkError) return noAnswer('network');
  if (error.isTimeout) return noAnswer('timeout');
  if (error.isHtml) return noAnswer('serverNotRunning', error.status);
  if (error.kind !== 'http') return noAnswer('invalidResponse', error.status);

  const body = error.body;
  const fields: Record<string, string[]> = {};
  const general: string[] = [];
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    for (const [name, value] of Object.entries(body)) {
      if (ENVELOPE_KEYS.has(name) || (MESSAGE_KEYS.has(name) && typeof value === 'string')) {
        continue;
      }
      const messages = messagesOf(value);
      if (messages.length === 0) continue;
      if (GENERAL_ERROR_KEYS.has(name)) general.push(...messages);
      else fields[name] = messages;
    }
  }
  const textBody = typeof body === 'string' && body.trim() !== '' ? body.trim() : undefined;
  const detail = error.serverMessage ?? textBody ?? null;
  const hasFields = Object.keys(fields).length > 0;

  const status = error.status;
  const fromGateway = GATEWAY_STATUSES.includes(status) && !error.errorResponse;
  return {
    kind: fromGateway ? 'unreachable' : status >= 500 ? 'serverError' : 'refused',
    status,
    message: general.join(' ') || (hasFields ? null : detail),
    detail,
    fields,
    answer: answerText(body),
  };
}

/** Whether the API answered with an error status (a refusal, a fault, a gateway's answer). */
export function isHttpFailure({ kind }: ApiFailure): boolean {
  return kind === 'refused' || kind === 'serverError' || kind === 'unreachable';
}

/** A field's messages as one text, or null. */
export function fieldText(failure: ApiFailure, field: string): string | null {
  return failure.fields[field]?.join(' ') || null;
}
