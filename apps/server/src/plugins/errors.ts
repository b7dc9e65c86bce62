import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { VAT_CATEGORIES, type ErrorResponse, type Language } from '@shop/contracts';
import { AppError, fieldErrorsIn, STATUS_BY_CODE } from '../errors.js';
import { requestLanguage } from '../i18n/request-language.js';
import { serverText, validationText, type TextKey, type TextValues } from '../i18n/texts.js';

/**
 * The one place where errors become HTTP answers. Every answer is JSON the storefront
 * can show: `{ code, detail }`, plus one entry per invalid field for validation errors.
 * A client's mistake is never a 500; an unexpected failure is logged and answered
 * without internals.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, body } = toErrorAnswer(error, requestLanguage(request));
    if (status >= 500 && status !== 503) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, body.detail);
    return reply.status(status).send(body);
  });
});

/**
 * The answer with one entry per invalid field beside its own `code` and `detail`. A field
 * named like one of the answer's own keys (`POST /api/cart/codes/` has a field `code`) cannot
 * be an entry: its messages become the `detail` and `error`, as a refused code's reason does
 * (ADR 0040), so the message still reaches the form rather than being overwritten.
 */
function withFieldErrors(envelope: ErrorResponse, fields: Record<string, string[]>): ErrorResponse {
  const body: ErrorResponse = { ...envelope };
  const clashing: string[] = [];
  for (const [name, messages] of Object.entries(fields)) {
    if (ENVELOPE_KEYS.has(name)) clashing.push(...messages);
    else body[name] = messages;
  }
  if (clashing.length === 0) return body;
  const text = clashing.join(' ');
  return { ...body, detail: text, error: text };
}

const ENVELOPE_KEYS = new Set(['code', 'detail', 'error']);

/** Which part of the request failed validation, in the words of the answer's `detail`. */
const INVALID_PART: Record<string, TextKey> = {
  querystring: 'errors.invalidQuery',
  params: 'errors.invalidPath',
  headers: 'errors.invalidHeaders',
};

/**
 * The answer to an error, its generic texts in the request's language. An AppError's message
 * was written in that language where it was thrown, or is a locale text said here.
 */
function toErrorAnswer(
  error: FastifyError | AppError,
  language: Language,
): { status: number; body: ErrorResponse } {
  if (error instanceof AppError) {
    const detail = error.text
      ? serverText(language, error.text.key, error.text.values)
      : error.message;
    const envelope = {
      ...(error.withErrorText ? { error: detail } : {}),
      code: error.code,
      detail,
    };
    return {
      status: error.statusCode,
      body: error.fields
        ? withFieldErrors(envelope, fieldErrorsIn(error.fields, language))
        : envelope,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = validationFieldErrors(error.validation, language);
    const part = INVALID_PART[error.validationContext ?? ''] ?? 'errors.invalidFields';
    return {
      status: 400,
      body: withFieldErrors(
        { code: 'validation_error', detail: serverText(language, part) },
        fields,
      ),
    };
  }
  const status = error.statusCode ?? 500;
  if (status === 413) {
    return {
      status,
      body: { code: 'payload_too_large', detail: serverText(language, 'errors.payloadTooLarge') },
    };
  }
  if (status === 429) {
    return { status, body: { code: 'rate_limited', detail: error.message } };
  }
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, unsupported content type, ...
    return { status, body: { code: 'validation_error', detail: error.message } };
  }
  if (isRefusedValue(error)) {
    return {
      status: 400,
      body: {
        code: 'validation_error',
        detail: serverText(language, 'errors.refusedValue'),
      },
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: STATUS_BY_CODE.service_unavailable,
      body: {
        code: 'service_unavailable',
        detail: serverText(language, 'errors.unavailable'),
      },
    };
  }
  return {
    status: 500,
    body: { code: 'internal_error', detail: serverText(language, 'errors.internal') },
  };
}

/**
 * A request's validation issues as field errors in the request's language, each message once
 * per field: `{ "address.city": ["…"] }`, or `non_field_errors` for the body as a whole.
 * `overrides` says a field's message in the route's own words (a malformed link token is "this
 * link is unknown", not a length).
 */
export function validationFieldErrors(
  issues: readonly {
    instancePath: string;
    message?: string;
    params?: Record<string, unknown>;
  }[],
  language: Language,
  overrides: Partial<Record<string, (language: Language) => string>> = {},
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
    const text = overrides[name]?.(language) ?? validationMessage(issue, language);
    const list = (fields[name] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return fields;
}

/**
 * A field's message in the request's language: the shared schemas' messages are codes
 * (contracts), said from the locale files with the issue's parameters (`min`, `max`) or the
 * contracts' own (the VAT categories); other schema messages are sentences already.
 */
export function validationMessage(
  issue: { message?: string; params?: Record<string, unknown> },
  language: Language,
): string {
  const message = issue.message ?? serverText(language, 'errors.invalidValue');
  if (message === 'vatCategoryInvalid')
    return validationText(language, message, { values: VAT_CATEGORIES.join(', ') });
  return validationText(language, message, issueValues(issue.params ?? {}));
}

/**
 * The values a message code is said with. fastify-type-provider-zod keeps the zod issue's own
 * fields in `params` (`minimum`, `maximum`); a custom issue's values are
 * then in `params.params`.
 */
function issueValues(params: Record<string, unknown>): TextValues {
  const own = (params.params ?? {}) as Record<string, unknown>;
  const values: TextValues = {};
  const min = own.min ?? params.min ?? params.minimum;
  const max = own.max ?? params.max ?? params.maximum;
  if (typeof min === 'number') values.min = min;
  if (typeof max === 'number') values.max = max;
  return values;
}

/**
 * PostgreSQL refusing a value a client sent: a NUL character in a text (22021), a number out
 * of the column's range (22003). Whatever the route, that is the request's fault.
 */
const REFUSED_VALUE_CODES = new Set(['22021', '22003', '22P05']);

export function isRefusedValue(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && REFUSED_VALUE_CODES.has(code)) return true;
  }
  return false;
}

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03']);

function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (/timeout exceeded when trying to connect|Connection terminated/i.test(current.message)) {
      return true;
    }
  }
  return false;
}
