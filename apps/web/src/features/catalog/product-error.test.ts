import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { productError } from './product-error';
import { describeApiFailure } from '../../lib/api-failure';

const url = '/api/products/star-map/';

describe('productError (spec §8 product detail messages)', () => {
  it('maps 404 to not found and 500 to a server error', () => {
    expect(
      productError(describeApiFailure(new ApiError({ kind: 'http', status: 404, url }))),
    ).toEqual({
      reason: 'notFound',
    });
    expect(
      productError(
        describeApiFailure(new ApiError({ kind: 'http', status: 500, body: { detail: 'x' }, url })),
      ),
    ).toEqual({ reason: 'serverError' });
  });

  it('maps an HTML answer and a refused connection to the server messages', () => {
    expect(
      productError(describeApiFailure(new ApiError({ kind: 'html', status: 200, url }))),
    ).toEqual({
      reason: 'serverNotRunning',
    });
    expect(productError(describeApiFailure(new ApiError({ kind: 'network', url })))).toEqual({
      reason: 'cannotConnect',
    });
    expect(
      productError(describeApiFailure(new ApiError({ kind: 'http', status: 502, url }))),
    ).toEqual({
      reason: 'cannotConnect',
    });
  });

  it('shows another answer as "API Error" with its message, detail or body', () => {
    const detail = { code: 'validation_error', detail: 'Some query parameters are not valid.' };
    expect(
      productError(
        describeApiFailure(new ApiError({ kind: 'http', status: 400, body: detail, url })),
      ),
    ).toEqual({
      reason: 'apiError',
      message: 'Some query parameters are not valid.',
    });
    expect(
      productError(
        describeApiFailure(
          new ApiError({ kind: 'http', status: 429, body: { message: 'Slow down' }, url }),
        ),
      ),
    ).toEqual({ reason: 'apiError', message: 'Slow down' });
    expect(
      productError(
        describeApiFailure(
          new ApiError({ kind: 'http', status: 418, body: { teapot: true }, url }),
        ),
      ),
    ).toEqual({ reason: 'apiError', message: '{"teapot":true}' });
    expect(
      productError(
        describeApiFailure(new ApiError({ kind: 'http', status: 403, body: 'Forbidden', url })),
      ),
    ).toEqual({ reason: 'apiError', message: 'Forbidden' });
  });

  it('falls back to the generic message otherwise', () => {
    expect(productError(describeApiFailure(new ApiError({ kind: 'timeout', url })))).toEqual({
      reason: 'generic',
    });
    expect(
      productError(
        describeApiFailure(new ApiError({ kind: 'invalid_response', status: 200, url })),
      ),
    ).toEqual({
      reason: 'generic',
    });
    expect(
      productError(describeApiFailure(new ApiError({ kind: 'http', status: 400, url }))),
    ).toEqual({
      reason: 'generic',
    });
    expect(productError(describeApiFailure(new Error('boom')))).toEqual({ reason: 'generic' });
  });
});
