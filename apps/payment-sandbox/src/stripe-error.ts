/**
 * Errors in Stripe's shape: `{ error: { type, code?, message, param? } }` with Stripe's status
 * codes, so the SDK raises the same error classes (StripeInvalidRequestError,
 * StripeAuthenticationError, StripeIdempotencyError) with the same `code` and `param` as it
 * does against Stripe. Messages copy Stripe's wording where it is known.
 */

export type StripeErrorType = 'invalid_request_error' | 'idempotency_error' | 'api_error';

/**
 * Every error code the sandbox answers with (in `error.code`, and as a charge's
 * `failure_code`), each one from Stripe's documented list of error codes
 * (https://docs.stripe.com/error-codes). A test checks this list against the codes the
 * `stripe` SDK's type definitions enumerate, so the sandbox never invents one; where Stripe
 * answers without a code, so does the sandbox.
 */
export const SANDBOX_ERROR_CODES = [
  'amount_too_large',
  'authentication_required',
  'card_declined',
  'charge_already_refunded',
  'email_invalid',
  'expired_card',
  'incorrect_cvc',
  'insufficient_funds',
  'parameter_invalid_empty',
  'parameter_invalid_integer',
  'parameter_missing',
  'parameter_unknown',
  'payment_intent_authentication_failure',
  'processing_error',
  'resource_already_exists',
  'resource_missing',
  'url_invalid',
] as const;
export type StripeErrorCode = (typeof SANDBOX_ERROR_CODES)[number];

export interface StripeErrorBody {
  error: {
    type: StripeErrorType;
    message: string;
    code?: StripeErrorCode;
    param?: string;
    doc_url?: string;
  };
}

export class StripeApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly type: StripeErrorType,
    message: string,
    readonly code?: StripeErrorCode,
    readonly param?: string,
  ) {
    super(message);
    this.name = 'StripeApiError';
  }

  toBody(): StripeErrorBody {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code ? { code: this.code } : {}),
        ...(this.code
          ? { doc_url: `https://stripe.com/docs/error-codes/${this.code.replaceAll('_', '-')}` }
          : {}),
        ...(this.param !== undefined ? { param: this.param } : {}),
      },
    };
  }
}

export function invalidRequest(
  message: string,
  param?: string,
  code?: StripeErrorCode,
): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, code, param);
}

export const stripeErrors = {
  missing: (param: string) =>
    invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing'),
  unknown: (param: string) =>
    invalidRequest(`Received unknown parameter: ${param}`, param, 'parameter_unknown'),
  /**
   * A parameter Stripe knows but this sandbox does not implement. Refusing it loudly (instead
   * of ignoring it) keeps the shop from relying on behaviour that was never simulated.
   */
  notSimulated: (param: string) =>
    invalidRequest(
      `Received unknown parameter: ${param}. (The local payment sandbox implements only the parameters the shop uses; see apps/payment-sandbox/README.md.)`,
      param,
      'parameter_unknown',
    ),
  emptyString: (param: string) =>
    invalidRequest(
      `You passed an empty string for '${param}'. We assume empty values are an attempt to unset a parameter; however '${param}' cannot be unset. You should remove '${param}' from your request or supply a non-empty value.`,
      param,
      'parameter_invalid_empty',
    ),
  invalidInteger: (param: string, value: string) =>
    invalidRequest(`Invalid integer: ${value}`, param, 'parameter_invalid_integer'),
  notNonNegative: (param: string) =>
    invalidRequest('Invalid non-negative integer', param, 'parameter_invalid_integer'),
  // Stripe answers these without a code.
  invalidString: (param: string) =>
    invalidRequest(`Invalid string: ${param} must be a string`, param),
  invalidArray: (param: string) => invalidRequest('Invalid array', param),
  invalidHash: (param: string) => invalidRequest('Invalid hash', param),
  invalidEnum: (param: string, allowed: readonly string[]) =>
    invalidRequest(`Invalid ${param}: must be one of ${joinOr(allowed)}`, param),
  invalidUrl: (param: string) => invalidRequest('Not a valid URL', param, 'url_invalid'),
  invalidEmail: (param: string, value: string) =>
    invalidRequest(`Invalid email address: ${value}`, param, 'email_invalid'),
  /** 404 for an object named in the URL; 400 when a parameter names a missing object. */
  noSuch: (objectName: string, id: string, param: string, statusCode: 400 | 404 = 400) =>
    new StripeApiError(
      statusCode,
      'invalid_request_error',
      `No such ${objectName}: '${id}'`,
      'resource_missing',
      param,
    ),
};

function joinOr(values: readonly string[]): string {
  if (values.length <= 1) return values.join('');
  return `${values.slice(0, -1).join(', ')}, or ${values.at(-1)}`;
}
