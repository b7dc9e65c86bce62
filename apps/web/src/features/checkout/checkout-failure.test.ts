import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { checkoutFailure } from './checkout-failure';
import { describeApiFailure } from '../../lib/api-failure';

const url = '/api/checkout/create-checkout-session/';
const http = (status: number, body?: unknown) =>
  new ApiError({ kind: 'http', status, body, url, method: 'POST' });

describe('checkoutFailure (spec §8)', () => {
  it("shows the server's text for a 400", () => {
    expect(
      checkoutFailure(
        describeApiFailure(http(400, { code: 'cart_empty', detail: 'Your cart is empty.' })),
      ),
    ).toEqual({
      reason: 'serverMessage',
      message: 'Your cart is empty.',
    });
    expect(
      checkoutFailure(describeApiFailure(http(400, { error: 'Star map is no longer available.' }))),
    ).toEqual({
      reason: 'serverMessage',
      message: 'Star map is no longer available.',
    });
  });

  it('falls back to the session error for a 400 without a message', () => {
    expect(checkoutFailure(describeApiFailure(http(400)))).toEqual({ reason: 'sessionError' });
    expect(checkoutFailure(describeApiFailure(http(400, { detail: '  ' })))).toEqual({
      reason: 'sessionError',
    });
  });

  it('asks to sign in on a 401', () => {
    expect(
      checkoutFailure(describeApiFailure(http(401, { code: 'not_authenticated', detail: 'x' }))),
    ).toEqual({
      reason: 'signIn',
    });
  });

  it("shows the server's text for a 409 or a 429 (issue 14), else the generic text", () => {
    expect(
      checkoutFailure(
        describeApiFailure(http(429, { code: 'rate_limited', detail: 'Try again in 42 seconds.' })),
      ),
    ).toEqual({ reason: 'serverMessage', message: 'Try again in 42 seconds.' });
    expect(
      checkoutFailure(
        describeApiFailure(
          http(409, { code: 'conflict', error: 'Your bank is still processing…' }),
        ),
      ),
    ).toEqual({ reason: 'serverMessage', message: 'Your bank is still processing…' });
    expect(checkoutFailure(describeApiFailure(http(429)))).toEqual({ reason: 'generic' });
  });

  it('uses the generic text for everything else', () => {
    expect(checkoutFailure(describeApiFailure(http(500, { detail: 'boom' })))).toEqual({
      reason: 'generic',
    });
    expect(checkoutFailure(describeApiFailure(new ApiError({ kind: 'network', url })))).toEqual({
      reason: 'generic',
    });
    expect(checkoutFailure(describeApiFailure(new ApiError({ kind: 'timeout', url })))).toEqual({
      reason: 'generic',
    });
    expect(
      checkoutFailure(
        describeApiFailure(new ApiError({ kind: 'invalid_response', status: 200, body: {}, url })),
      ),
    ).toEqual({ reason: 'generic' });
    expect(checkoutFailure(describeApiFailure(new Error('nope')))).toEqual({ reason: 'generic' });
  });
});
