import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { describeContactFailure } from './contact-failure';
import { describeApiFailure } from '../../lib/api-failure';

const url = '/api/contact/';

describe('describeContactFailure', () => {
  it("puts the server's messages on their fields, without a message above the button", () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      url,
      body: {
        code: 'validation_error',
        detail: 'Please correct the highlighted fields.',
        email: ['Enter a valid e-mail address.'],
        message: ['This field is required.', 'Too short.'],
        website: ['ignored: the honeypot has no visible field'],
      },
    });
    expect(describeContactFailure(describeApiFailure(error))).toEqual({
      fields: {
        email: 'Enter a valid e-mail address.',
        message: 'This field is required. Too short.',
      },
      message: null,
    });
  });

  it("shows the server's detail when the whole message is refused (rate limit)", () => {
    const error = new ApiError({
      kind: 'http',
      status: 429,
      url,
      body: { code: 'rate_limited', detail: 'Too many messages. Please try again later.' },
    });
    expect(describeContactFailure(describeApiFailure(error))).toEqual({
      fields: {},
      message: 'Too many messages. Please try again later.',
    });
  });

  it("leaves faults and lost answers to the form's 'Failed to send message' text", () => {
    for (const error of [
      new ApiError({ kind: 'network', url, method: 'POST' }),
      new ApiError({ kind: 'timeout', url, method: 'POST' }),
      new ApiError({ kind: 'http', status: 500, url, body: { detail: 'Internal error' } }),
      new ApiError({ kind: 'html', status: 502, url, body: '<html></html>' }),
      new TypeError('failed to fetch'),
    ]) {
      expect(describeContactFailure(describeApiFailure(error))).toEqual({
        fields: {},
        message: null,
      });
    }
  });
});
