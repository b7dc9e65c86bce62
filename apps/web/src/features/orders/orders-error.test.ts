import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { ordersErrorMessage } from './orders-error';
import { describeApiFailure } from '../../lib/api-failure';

const url = '/api/checkout/orders/?lang=en';

describe('ordersErrorMessage', () => {
  it("uses the server's explanation of a refused request", () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      body: { code: 'validation_error', detail: 'The page does not exist.' },
      url,
    });
    expect(ordersErrorMessage(describeApiFailure(error))).toBe('The page does not exist.');
  });

  it('leaves the default text for faults and missing answers', () => {
    expect(
      ordersErrorMessage(
        describeApiFailure(new ApiError({ kind: 'http', status: 500, body: { detail: 'x' }, url })),
      ),
    ).toBeNull();
    expect(
      ordersErrorMessage(describeApiFailure(new ApiError({ kind: 'network', url }))),
    ).toBeNull();
    expect(
      ordersErrorMessage(
        describeApiFailure(new ApiError({ kind: 'html', status: 502, body: '<html>', url })),
      ),
    ).toBeNull();
    expect(
      ordersErrorMessage(describeApiFailure(new ApiError({ kind: 'http', status: 403, url }))),
    ).toBeNull();
    expect(ordersErrorMessage(describeApiFailure(new Error('x')))).toBeNull();
  });
});
