import { describe, expect, it } from 'vitest';
import { applyMiddleware, combineReducers, legacy_createStore } from 'redux';
import { api, failureOf } from './api';
import { ApiError } from './api-client';
import { describeApiFailure } from './api-failure';
import type { ApiDispatch } from './server-state/server-state';

const refused = describeApiFailure(
  new ApiError({ kind: 'http', status: 409, body: { detail: 'Taken.' }, url: '/api/x/' }),
);

const calls = api.injectEndpoints({
  endpoints: (build) => ({
    refusedCall: build.mutation<string, void>({ queryFn: async () => ({ error: refused }) }),
    brokenCall: build.mutation<string, void>({
      queryFn: async () => {
        throw new TypeError('x is undefined');
      },
    }),
  }),
});

function testStore() {
  const store = legacy_createStore(
    combineReducers({ [api.reducerPath]: api.reducer }),
    applyMiddleware(api.middleware()),
  );
  return store.dispatch as ApiDispatch;
}

describe('failureOf', () => {
  it('reads a call’s stored failure and what unwrap() threw as the same ApiFailure', async () => {
    const dispatch = testStore();
    const result = await dispatch(calls.endpoints.refusedCall.initiate());
    expect(failureOf(result.error)).toBe(refused);
    const thrown = await dispatch(calls.endpoints.refusedCall.initiate())
      .unwrap()
      .catch((error: unknown) => error);
    expect(failureOf(thrown)).toBe(refused);
  });

  it('reads an error thrown by an endpoint’s own code as unexpected (the layer stored it so)', async () => {
    const { error } = await testStore()(calls.endpoints.brokenCall.initiate());
    expect(failureOf(error)).toEqual(describeApiFailure(new TypeError('x is undefined')));
    expect(failureOf(error)?.kind).toBe('unexpected');
  });

  it('answers null for no error, and for what no call stored (a direct apiClient call’s ApiError)', () => {
    expect(failureOf(undefined)).toBeNull();
    expect(failureOf(null)).toBeNull();
    expect(failureOf(new ApiError({ kind: 'network', url: '/api/x/' }))).toBeNull();
  });
});
