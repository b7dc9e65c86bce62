import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { describeNotifyFailure, isInvalidUnsubscribeLink } from './back-in-stock-failure';
import { describeApiFailure } from '../../lib/api-failure';

const url = '/api/products/star-map/notify/';

describe('describeNotifyFailure', () => {
  it("puts the server's e-mail error on the e-mail field", () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      url,
      body: {
        code: 'invalid',
        detail: 'Please correct the fields.',
        email: ['Enter a valid e-mail address.'],
      },
    });
    expect(describeNotifyFailure(describeApiFailure(error))).toEqual({
      emailError: 'Enter a valid e-mail address.',
      message: null,
    });
  });

  it("shows the server's detail for a refusal of the whole request", () => {
    const orderable = new ApiError({
      kind: 'http',
      status: 409,
      url,
      body: { code: 'conflict', detail: 'This product can be ordered now.' },
    });
    expect(describeNotifyFailure(describeApiFailure(orderable))).toEqual({
      emailError: null,
      message: 'This product can be ordered now.',
    });
  });

  it("leaves a fault or a missing answer to the form's own 'try again' text", () => {
    expect(
      describeNotifyFailure(describeApiFailure(new ApiError({ kind: 'network', url }))),
    ).toEqual({
      emailError: null,
      message: null,
    });
    const fault = new ApiError({ kind: 'http', status: 500, url, body: { detail: 'boom' } });
    expect(describeNotifyFailure(describeApiFailure(fault)).message).toBeNull();
    expect(describeNotifyFailure(describeApiFailure(new Error('x'))).message).toBeNull();
  });
});

describe('isInvalidUnsubscribeLink', () => {
  const unsubscribeUrl = '/api/back-in-stock/unsubscribe/';
  it('calls a refused token an invalid link', () => {
    for (const status of [400, 404]) {
      const error = new ApiError({ kind: 'http', status, url: unsubscribeUrl, body: {} });
      expect(isInvalidUnsubscribeLink(describeApiFailure(error))).toBe(true);
    }
  });

  it('leaves faults and lost answers to a retry', () => {
    const fault = new ApiError({ kind: 'http', status: 503, url: unsubscribeUrl, body: {} });
    expect(isInvalidUnsubscribeLink(describeApiFailure(fault))).toBe(false);
    expect(
      isInvalidUnsubscribeLink(
        describeApiFailure(new ApiError({ kind: 'timeout', url: unsubscribeUrl })),
      ),
    ).toBe(false);
  });
});
