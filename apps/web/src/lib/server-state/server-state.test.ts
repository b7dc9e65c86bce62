import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyMiddleware,
  combineReducers,
  legacy_createStore,
  type Middleware,
  type UnknownAction,
} from 'redux';
import { createApi, type ApiDispatch, type CallResult } from './server-state';

/** A request the test answers by hand: its resolver, in the order requests were made. */
interface Held {
  url: string;
  signal: AbortSignal;
  answer: (result: CallResult<unknown, string>) => void;
}

function testApi() {
  const held: Held[] = [];
  const api = createApi<{ url: string }, string, 'Item'>({
    reducerPath: 'api',
    tagTypes: ['Item'],
    baseQuery: ({ url }, { signal }) => new Promise((answer) => held.push({ url, signal, answer })),
    failureOf: (error) => `thrown: ${(error as Error).message}`,
  });
  const log: string[] = [];
  const items = api.injectEndpoints({
    endpoints: (build) => ({
      getItem: build.query<string, number>({
        query: (id) => ({ url: `/items/${id}` }),
        providesTags: ['Item'],
        keepUnusedDataFor: 5,
      }),
      getOther: build.query<string, void>({ query: () => ({ url: '/other' }) }),
      renameItem: build.mutation<string, number>({
        query: (id) => ({ url: `/items/${id}/rename` }),
        invalidatesTags: ['Item'],
        async onQueryStarted(id, { getState, queryFulfilled }) {
          log.push('started');
          const answer = await queryFulfilled.catch(() => null);
          // Work of its own after the answer (a sign-in stores its tokens, say).
          await new Promise((resolve) => setTimeout(resolve, 0));
          const stored = (getState() as { api: { queries: object } }).api.queries;
          log.push(`answered ${answer?.data ?? 'nothing'} (${Object.keys(stored).length} stored)`);
        },
      }),
      breakItem: build.mutation<string, void>({
        queryFn: async () => {
          throw new Error('bug');
        },
      }),
    }),
  });
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    if (typeof action === 'object') actions.push(action as UnknownAction);
    return next(action);
  };
  const store = legacy_createStore(
    combineReducers({ api: api.reducer }),
    applyMiddleware(api.middleware(), recorder),
  );
  const dispatch = store.dispatch as unknown as ApiDispatch;
  const entry = (key: string) => store.getState().api.queries[key];
  return { api, items, held, log, actions, dispatch, entry };
}

/** Lets the promises settle that are already settling. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('the server-state layer (ADR 0106)', () => {
  it('asks once for a key while its request is under way, and every caller gets the answer', async () => {
    const { items, held, dispatch } = testApi();
    const first = dispatch(items.endpoints.getItem.initiate(1));
    const second = dispatch(items.endpoints.getItem.initiate(1));
    const other = dispatch(items.endpoints.getItem.initiate(2));
    expect(held.map((request) => request.url)).toEqual(['/items/1', '/items/2']);
    held[0]!.answer({ data: 'one' });
    held[1]!.answer({ data: 'two' });
    expect(await first).toEqual({ data: 'one' });
    expect(await second).toEqual({ data: 'one' });
    expect(await other).toEqual({ data: 'two' });
    // Answered: asked again only when forced.
    expect(await dispatch(items.endpoints.getItem.initiate(1))).toEqual({ data: 'one' });
    expect(held).toHaveLength(2);
    void dispatch(items.endpoints.getItem.initiate(1, { forceRefetch: true }));
    expect(held).toHaveLength(3);
  });

  it('an invalidated tag reads again the entries being read and drops the unread ones', async () => {
    const { items, held, dispatch, entry } = testApi();
    const read = dispatch(items.endpoints.getItem.initiate(1));
    const once = dispatch(items.endpoints.getItem.initiate(2, { subscribe: false }));
    const other = dispatch(items.endpoints.getOther.initiate());
    held.forEach((request, index) => request.answer({ data: `answer ${index}` }));
    await Promise.all([read, once, other]);

    const rename = dispatch(items.endpoints.renameItem.initiate(1));
    held[3]!.answer({ data: 'renamed' });
    await rename;
    expect(held.map((request) => request.url).slice(4)).toEqual(['/items/1']);
    expect(entry('getItem(1)')).toMatchObject({ status: 'pending', data: 'answer 0' });
    expect(entry('getItem(2)')).toBeUndefined();
    expect(entry('getOther()')).toMatchObject({ data: 'answer 2' });
    held[4]!.answer({ data: 'new name' });
    await settle();
    expect(entry('getItem(1)')).toMatchObject({ status: 'fulfilled', data: 'new name' });
    read.unsubscribe();
  });

  it('keeps an entry nobody reads for keepUnusedDataFor seconds, unless it is read again', async () => {
    vi.useFakeTimers();
    const { items, held, dispatch, entry } = testApi();
    const reader = dispatch(items.endpoints.getItem.initiate(1));
    held[0]!.answer({ data: 'one' });
    await reader;
    reader.unsubscribe();
    await vi.advanceTimersByTimeAsync(4_000);
    const again = dispatch(items.endpoints.getItem.initiate(1));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(entry('getItem(1)')).toMatchObject({ data: 'one' });
    again.unsubscribe();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(entry('getItem(1)')).toBeDefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(entry('getItem(1)')).toBeUndefined();
    expect(held).toHaveLength(1);
  });

  it('drops the answer of a request whose entry was replaced meanwhile', async () => {
    const { items, held, dispatch, entry } = testApi();
    const reader = dispatch(items.endpoints.getItem.initiate(1));
    dispatch(items.util.upsertQueryEntries([{ endpointName: 'getItem', arg: 1, value: 'newer' }]));
    held[0]!.answer({ data: 'older' });
    await reader;
    expect(entry('getItem(1)')).toMatchObject({ status: 'fulfilled', data: 'newer' });
    reader.unsubscribe();
  });

  it('a mutation’s lifecycle sees its answer stored, and its call settles after the lifecycle', async () => {
    const { items, held, log, dispatch } = testApi();
    const call = dispatch(items.endpoints.renameItem.initiate(1));
    expect(log).toEqual(['started']);
    held[0]!.answer({ data: 'renamed' });
    await expect(call.unwrap()).resolves.toBe('renamed');
    expect(log).toEqual(['started', 'answered renamed (0 stored)']);

    const refused = dispatch(items.endpoints.renameItem.initiate(2));
    held[1]!.answer({ error: 'refused' });
    await expect(refused.unwrap()).rejects.toBe('refused');
    expect(await refused).toEqual({ error: 'refused' });
    expect(log.at(-1)).toBe('answered nothing (0 stored)');
  });

  it('stores an error thrown by an endpoint’s own code as a failure, in its rejected step', async () => {
    const { items, dispatch, actions } = testApi();
    const result = await dispatch(items.endpoints.breakItem.initiate());
    expect(result).toEqual({ error: 'thrown: bug' });
    const rejected = actions.filter((action) => items.endpoints.breakItem.matchRejected(action));
    expect(rejected).toMatchObject([{ payload: 'thrown: bug' }]);
  });

  it('matches the steps of the calls to endpoints named, queries and mutations alike', async () => {
    const { api, held, dispatch, actions, items } = testApi();
    const isItemCall = api.isCallOf(['getItem', 'renameItem']);
    const read = dispatch(items.endpoints.getItem.initiate(1, { subscribe: false }));
    const rename = dispatch(items.endpoints.renameItem.initiate(1));
    void dispatch(items.endpoints.getOther.initiate(undefined, { subscribe: false }));
    held[0]!.answer({ data: 'one' });
    held[1]!.answer({ error: 'refused' });
    await Promise.all([read, rename]);
    const matched = actions
      .filter(isItemCall)
      .map((action) => `${action.meta.arg.endpointName} ${action.meta.requestStatus}`);
    expect(matched).toEqual([
      'getItem pending',
      'renameItem pending',
      'getItem fulfilled',
      'renameItem rejected',
    ]);
    // The layer's other actions (an invalidation here) are no call's steps.
    expect(actions.some((action) => action.type === 'api/invalidateTags')).toBe(true);
    expect(actions.filter(api.isCallOf(['getOther']))).toHaveLength(1);
  });

  it('aborts the request of a call that is aborted', () => {
    const { items, held, dispatch } = testApi();
    const call = dispatch(items.endpoints.renameItem.initiate(1));
    call.abort();
    expect(held[0]!.signal.aborted).toBe(true);
  });
});
