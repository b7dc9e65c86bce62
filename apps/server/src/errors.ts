import type { ErrorCode } from '@shop/contracts';

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

/** Field name -> messages, as the storefront's forms read them. */
export type FieldErrors = Record<string, string[]>;

/**
 * The one error type the shop throws on purpose. The error handler turns it into
 * `{ code, detail, ...fields }` with the status that belongs to the code.
 */
export class AppError extends Error {
  override name = 'AppError';
  /**
   * Also answer the message as `error` (`{ code, detail, error }`): the checkout's alerts in
   * the storefront read `error`, as the spec's API does; every other client keeps `detail`.
   */
  withErrorText = false;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }

  /** An error whose answer carries the message as `error` too (see `withErrorText`). */
  static withErrorText(code: ErrorCode, message: string): AppError {
    const error = new AppError(code, message);
    error.withErrorText = true;
    return error;
  }

  get statusCode(): number {
    return STATUS_BY_CODE[this.code];
  }

  static notFound(message = 'Not found.'): AppError {
    return new AppError('not_found', message);
  }

  static validation(fields: FieldErrors, message = 'Some fields are not valid.'): AppError {
    return new AppError('validation_error', message, fields);
  }
}
