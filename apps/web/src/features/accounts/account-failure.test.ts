import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { accountFailureOf, describeFailure, placeFieldErrors } from './account-failure';
import { describeApiFailure } from '../../lib/api-failure';

const url = '/api/token/';

function http(status: number, body?: unknown) {
  return new ApiError({ kind: 'http', status, body, url, method: 'POST' });
}

describe('describeFailure', () => {
  it('keeps the server field errors and leaves the generic detail out', () => {
    const failure = describeFailure(
      describeApiFailure(
        http(400, {
          code: 'validation_error',
          detail: 'Please correct the fields below.',
          email: ['A user with that email already exists.'],
          username: 'A user with that username already exists.',
        }),
      ),
      'signup',
    );
    expect(failure).toEqual({
      fields: {
        email: ['A user with that email already exists.'],
        username: ['A user with that username already exists.'],
      },
      message: null,
      reason: null,
    });
  });

  it('puts a general error in the banner', () => {
    expect(
      describeFailure(
        describeApiFailure(http(400, { non_field_errors: ['Unable to sign in.'], email: ['x'] })),
        'login',
      ).message,
    ).toBe('Unable to sign in.');
    expect(
      describeFailure(
        describeApiFailure(http(401, { code: 'not_authenticated', detail: 'Ongeldig.' })),
        'login',
      ),
    ).toEqual({ fields: {}, message: 'Ongeldig.', reason: null });
    expect(
      describeFailure(
        describeApiFailure(http(429, { code: 'rate_limited', detail: 'Wait 30 s' })),
        'login',
      ).message,
    ).toBe('Wait 30 s');
  });

  it('shows a non-object error as it is', () => {
    expect(describeFailure(describeApiFailure(http(400, 'Bad things')), 'signup').message).toBe(
      'Bad things',
    );
  });

  it('falls back to the texts of spec §8 when the server says nothing', () => {
    expect(describeFailure(describeApiFailure(http(401)), 'login').reason).toBe(
      'invalidCredentials',
    );
    expect(describeFailure(describeApiFailure(http(404)), 'login').reason).toBe(
      'loginEndpointNotFound',
    );
    expect(describeFailure(describeApiFailure(http(500)), 'login').reason).toBe('loginFailed');
    expect(describeFailure(describeApiFailure(http(502)), 'signup').reason).toBe(
      'registrationFailed',
    );
    expect(describeFailure(describeApiFailure(http(500)), 'profile').reason).toBe('unexpected');
    expect(
      describeFailure(
        describeApiFailure(new ApiError({ kind: 'html', status: 200, body: '<html>', url })),
        'login',
      ).reason,
    ).toBe('loginEndpointNotFound');
  });

  it('tells a network failure and a timeout from the rest', () => {
    expect(
      describeFailure(describeApiFailure(new ApiError({ kind: 'network', url })), 'login').reason,
    ).toBe('network');
    expect(
      describeFailure(describeApiFailure(new ApiError({ kind: 'timeout', url })), 'signup').reason,
    ).toBe('network');
    expect(describeFailure(describeApiFailure(new Error('boom')), 'signup').reason).toBe(
      'unexpected',
    );
  });
});

describe('placeFieldErrors', () => {
  it("shows a username error on the login form's e-mail field", () => {
    const placed = placeFieldErrors(
      { fields: { username: ['Wrong'], password: ['Too short'] }, message: null, reason: null },
      ['email', 'password'] as const,
      { username: 'email' },
    );
    expect(placed).toEqual({ fields: { email: 'Wrong', password: 'Too short' }, message: null });
  });

  it('adds errors of fields the form does not have to the banner', () => {
    const placed = placeFieldErrors(
      {
        fields: { email: ['Taken'], is_staff: ['Nope'] },
        message: 'Check the form.',
        reason: null,
      },
      ['email'] as const,
    );
    expect(placed).toEqual({ fields: { email: 'Taken' }, message: 'Check the form. Nope' });
  });
});

describe('accountFailureOf', () => {
  it('reads a call’s stored error, what unwrap() threw and a bug the same way', () => {
    const refused = describeApiFailure(http(401, { detail: 'No active account.' }));
    const stored = { message: 'No active account.', fields: {}, reason: null };
    expect(accountFailureOf(refused, 'login')).toEqual(stored);
    expect(accountFailureOf(http(401, { detail: 'No active account.' }), 'login')).toEqual(stored);
    expect(accountFailureOf(http(401), 'login').reason).toBe('invalidCredentials');
    // Our own code threw (an Error-like object): the unexpected-error text.
    const bug = { name: 'TypeError', message: 'x is undefined' };
    expect(accountFailureOf(bug, 'profile')).toEqual({
      fields: {},
      message: null,
      reason: 'unexpected',
    });
    expect(accountFailureOf(undefined, 'signup').reason).toBe('unexpected');
  });
});
