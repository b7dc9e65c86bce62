import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isTextMessageKey, textMessage, type ErrorResponse } from '@shop/contracts';
import { AppError, STATUS_BY_CODE, type FieldErrors } from '../errors.js';
import { requestLanguage } from '../i18n/request-language.js';

/**
 * The one place where errors become HTTP answers. Every answer is JSON the storefront
 * can show: `{ code, detail }`, plus one entry per invalid field for validation errors.
 * A client's mistake is never a 500; an unexpected failure is logged and answered
 * without internals.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, body } = toErrorAnswer(error, request);
    if (status >= 500 && status !== 503) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, body.detail);
    return reply.status(status).send(body);
  });
});

function toErrorAnswer(
  error: FastifyError | AppError,
  request: FastifyRequest,
): { status: number; body: ErrorResponse } {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: {
        ...error.fields,
        ...(error.withErrorText ? { error: error.message } : {}),
        code: error.code,
        detail: error.message,
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: FieldErrors = {};
    for (const issue of error.validation) {
      const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
      (fields[name] ??= []).push(validationMessage(issue, request));
    }
    const where =
      error.validationContext === 'querystring' ? 'query parameters' : error.validationContext;
    return {
      status: 400,
      body: {
        ...fields,
        code: 'validation_error',
        detail: `Some ${where ?? 'fields'} are not valid.`,
      },
    };
  }
  const status = error.statusCode ?? 500;
  if (status === 413) {
    return {
      status,
      body: { code: 'payload_too_large', detail: 'The request body is too large.' },
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
        detail: 'Some values are not valid: a character or a number the shop cannot store.',
      },
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: STATUS_BY_CODE.service_unavailable,
      body: {
        code: 'service_unavailable',
        detail: 'The shop is briefly unavailable. Please try again in a moment.',
      },
    };
  }
  return {
    status: 500,
    body: { code: 'internal_error', detail: 'Something went wrong on our side. Please try again.' },
  };
}

/**
 * A field's message: the shared free-text rule's messages are keys (contracts text.ts), said
 * here in the request's language; other schema messages are sentences already.
 */
export function validationMessage(
  issue: { message?: string; params?: Record<string, unknown> },
  request: FastifyRequest,
): string {
  const message = issue.message ?? 'Invalid value.';
  if (!isTextMessageKey(message)) return message;
  // fastify-type-provider-zod keeps the zod issue's own fields in `params`: a custom issue's
  // values are then in `params.params`.
  const own = issue.params?.params as Record<string, unknown> | undefined;
  const max = own?.max ?? issue.params?.max;
  return textMessage(message, requestLanguage(request), typeof max === 'number' ? { max } : {});
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
