import type { ErrorCode } from '@shop/contracts';
import { serverText, type TextKey, type TextValues } from './i18n/texts.js';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation_error: 400,
  not_authenticated: 401,
  permission_denied: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
};

/**
 * A message from the locale files, said by the error handler in the request's language: for
 * errors thrown where the request's language is not at hand (authentication, defaults, the
 * admin's staff texts).
 */
export interface ErrorText {
  key: TextKey;
  values?: TextValues;
}

/**
 * Field name -> messages, as the storefront's and the admin's forms read them: sentences
 * already in the request's language, or locale texts the error handler says in it.
 */
export type FieldErrors = Record<string, (string | ErrorText)[]>;

/** The field errors with every locale text said in `language`. */
export function fieldErrorsIn(
  fields: FieldErrors,
  language: Parameters<typeof serverText>[0],
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, messages]) => [
      name,
      messages.map((message) =>
        typeof message === 'string' ? message : serverText(language, message.key, message.values),
      ),
    ]),
  );
}

/**
 * The one error type the shop throws on purpose. The error handler turns it into
 * `{ code, detail, ...fields }` with the status that belongs to the code. The message is a
 * sentence already in the request's language, or an `ErrorText` the handler says in it (the
 * error's own `message`, for logs, is then the English text).
 */
export class AppError extends Error {
  override name = 'AppError';
  /**
   * Also answer the message as `error` (`{ code, detail, error }`): the checkout's alerts in
   * the storefront read `error`, as the spec's API does; every other client keeps `detail`.
   */
  withErrorText = false;

  /** The locale text the answer says, when the message was given as one. */
  readonly text: ErrorText | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string | ErrorText,
    readonly fields?: FieldErrors,
  ) {
    super(typeof message === 'string' ? message : serverText('en', message.key, message.values));
    this.text = typeof message === 'string' ? undefined : message;
  }

  /** An error whose answer carries the message as `error` too (see `withErrorText`). */
  static withErrorText(code: ErrorCode, message: string | ErrorText): AppError {
    const error = new AppError(code, message);
    error.withErrorText = true;
    return error;
  }

  get statusCode(): number {
    return STATUS_BY_CODE[this.code];
  }

  static notFound(message: string | ErrorText = { key: 'errors.notFound' }): AppError {
    return new AppError('not_found', message);
  }

  static validation(
    fields: FieldErrors,
    message: string | ErrorText = { key: 'errors.invalidFields' },
  ): AppError {
    return new AppError('validation_error', message, fields);
  }
}
