import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { describeApiFailure, fieldText, isHttpFailure } from './api-failure';

const url = '/api/contact/';
const http = (status: number, body?: unknown) => new ApiError({ kind: 'http', status, body, url });

describe('describeApiFailure: one reading of every failure (spec §8)', () => {
  it('tells the failures without an answer apart', () => {
    expect(describeApiFailure(new ApiError({ kind: 'network', url })).kind).toBe('network');
    expect(describeApiFailure(new ApiError({ kind: 'timeout', url })).kind).toBe('timeout');
    expect(
      describeApiFailure(new ApiError({ kind: 'html', status: 502, body: '<html>', url })),
    ).toEqual({
      kind: 'serverNotRunning',
      status: 502,
      message: null,
      detail: null,
      fields: {},
      answer: null,
    });
    expect(
      describeApiFailure(new ApiError({ kind: 'invalid_response', status: 200, url })).kind,
    ).toBe('invalidResponse');
    expect(describeApiFailure(new TypeError('x is undefined')).kind).toBe('unexpected');
  });

  it("calls a gateway's bare 502/503/504 unreachable, and our own 503 a server error", () => {
    expect(describeApiFailure(http(502)).kind).toBe('unreachable');
    expect(describeApiFailure(http(504, 'Gateway Timeout')).kind).toBe('unreachable');
    const ours = describeApiFailure(http(503, { code: 'service_unavailable', detail: 'Down' }));
    expect(ours).toMatchObject({ kind: 'serverError', status: 503, detail: 'Down' });
    expect(isHttpFailure(ours)).toBe(true);
    expect(isHttpFailure(describeApiFailure(new ApiError({ kind: 'network', url })))).toBe(false);
  });

  it('keeps field messages and leaves the generic detail out of the message', () => {
    const failure = describeApiFailure(
      http(400, {
        code: 'validation_error',
        detail: 'Please correct the highlighted fields.',
        email: ['Enter a valid e-mail address.'],
        message: ['This field is required.', 'Too short.'],
      }),
    );
    expect(failure).toMatchObject({
      kind: 'refused',
      status: 400,
      message: null,
      detail: 'Please correct the highlighted fields.',
      fields: {
        email: ['Enter a valid e-mail address.'],
        message: ['This field is required.', 'Too short.'],
      },
    });
    expect(fieldText(failure, 'message')).toBe('This field is required. Too short.');
    expect(fieldText(failure, 'phone')).toBeNull();
  });

  it("uses general errors, then the server's detail, message or error, then a text body", () => {
    expect(describeApiFailure(http(400, { non_field_errors: ['No.'], email: ['x'] })).message).toBe(
      'No.',
    );
    expect(describeApiFailure(http(429, { code: 'rate_limited', detail: 'Wait.' })).message).toBe(
      'Wait.',
    );
    expect(describeApiFailure(http(400, { error: 'Gone.' }))).toMatchObject({
      message: 'Gone.',
      fields: {},
    });
    expect(describeApiFailure(http(403, ' Forbidden '))).toMatchObject({
      message: 'Forbidden',
      answer: ' Forbidden ',
    });
    expect(describeApiFailure(http(418, { teapot: true }))).toMatchObject({
      message: null,
      answer: '{"teapot":true}',
    });
    expect(describeApiFailure(http(400, { detail: '  ' })).message).toBeNull();
  });
});
