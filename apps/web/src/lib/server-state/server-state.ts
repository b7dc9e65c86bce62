import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Action, Middleware, UnknownAction } from 'redux';

/*
 * The storefront's server state (ADR 0106): a small cache of API answers in the Redux store,
 * with the part of RTK Query's interface the shop uses (ADR 29 made that the one mechanism for
 * server state), so the features' endpoints and components did not change shape. An endpoint's
 * answer is an entry under its cache key (endpoint and argument); one request per key runs at a
 * time; an entry nobody reads is dropped after `keepUnusedDataFor` seconds; a tag invalidated
 * reads again the entries that provide it and are read, and drops the others.
 */

/** What an endpoint call settles with: the data, or the failure (never thrown). */
export type CallResult<Data, Failure> =
  { data: Data; error?: undefined } | { data?: undefined; error: Failure };

export interface QueryEntry<Failure> {
  status: 'pending' | 'fulfilled' | 'rejected';
  endpointName: string;
  originalArgs: unknown;
  /** The request whose answer the entry waits for or holds; a later one's answer replaces it. */
  requestId: string;
  data?: unknown;
  error?: Failure;
}

export interface ServerState<Failure> {
  queries: Record<string, QueryEntry<Failure> | undefined>;
}

/** A function dispatched to the store, run by the layer's middleware with the store's context. */
export type Thunk<Result> = (context: ThunkContext) => Result;

export interface ApiDispatch {
  <Result>(thunk: Thunk<Result>): Result;
  <A extends Action>(action: A): A;
}

interface ThunkContext {
  dispatch: ApiDispatch;
  getState: () => unknown;
  /** The store's extra argument: the server renderer's API reader (lib/api.ts). */
  extra: unknown;
  runtime: Runtime;
}

/** One step (pending, fulfilled, rejected) of a call, as the slices see it in their reducers. */
export interface CallStep<Failure = unknown> {
  type: string;
  meta: {
    requestId: string;
    requestStatus: 'pending' | 'fulfilled' | 'rejected';
    arg: { type: 'query' | 'mutation'; endpointName: string; originalArgs: unknown };
  };
  payload?: unknown;
  error?: Failure;
}

/** A call step's endpoint, narrowed to the names a matcher was given (`isCallOf`). */
interface CallOf<Name extends string> {
  meta: { arg: { endpointName: Name } };
}

export interface LifecycleApi<Result> {
  dispatch: ApiDispatch;
  getState: () => unknown;
  /** Settles after the answer is in the store: with the data, or rejects with `{ error }`. */
  queryFulfilled: Promise<{ data: Result }>;
}

type Lifecycle<Arg, Result> = (arg: Arg, api: LifecycleApi<Result>) => unknown;

interface EndpointBase<Result, Arg, Request, Failure> {
  query?: (arg: Arg) => Request;
  /** An endpoint that makes its own call(s) with the base query. */
  queryFn?: (
    arg: Arg,
    api: { signal: AbortSignal; dispatch: ApiDispatch; getState: () => unknown },
    extraOptions: undefined,
    baseQuery: (request: Request) => Promise<CallResult<unknown, Failure>>,
  ) => Promise<CallResult<Result, Failure>>;
  /** Runs as the call starts; `queryFulfilled` settles once its answer is stored. */
  onQueryStarted?: Lifecycle<Arg, Result>;
}

export interface QueryDefinition<
  Result,
  Arg,
  Request,
  Failure,
  Tag extends string,
> extends EndpointBase<Result, Arg, Request, Failure> {
  kind: 'query';
  providesTags?: readonly Tag[];
  /** Seconds an entry nobody reads stays (60 unless set). */
  keepUnusedDataFor?: number;
}

export interface MutationDefinition<
  Result,
  Arg,
  Request,
  Failure,
  Tag extends string,
> extends EndpointBase<Result, Arg, Request, Failure> {
  kind: 'mutation';
  /** Read again (or dropped, if nobody reads them) once the mutation has answered. */
  invalidatesTags?: readonly Tag[];
}

/* eslint-disable @typescript-eslint/no-explicit-any -- any argument and result: the
   definitions' own types come back through the mapped types below. */
type AnyQuery = QueryDefinition<any, any, any, any, any>;
type AnyMutation = MutationDefinition<any, any, any, any, any>;
type AnyDefinition = AnyQuery | AnyMutation;
/* eslint-enable @typescript-eslint/no-explicit-any */

type Definitions = Record<string, AnyDefinition>;

export interface Builder<Request, Failure, Tag extends string> {
  query<Result, Arg>(
    definition: Omit<QueryDefinition<Result, Arg, Request, Failure, Tag>, 'kind'>,
  ): QueryDefinition<Result, Arg, Request, Failure, Tag>;
  mutation<Result, Arg>(
    definition: Omit<MutationDefinition<Result, Arg, Request, Failure, Tag>, 'kind'>,
  ): MutationDefinition<Result, Arg, Request, Failure, Tag>;
}

/** A call under way: a promise of its result, which `unwrap()` turns into data or a throw. */
export type Call<Result, Failure> = Promise<CallResult<Result, Failure>> & {
  requestId: string;
  unwrap: () => Promise<Result>;
  abort: () => void;
};

export type QueryCall<Result, Failure> = Call<Result, Failure> & {
  arg: unknown;
  /** Ends this caller's reading of the entry (its removal timer starts when nobody reads). */
  unsubscribe: () => void;
};

export interface QueryOptions {
  /** Reads the entry (keeps it) until `unsubscribe`; the server's one-page store does not. */
  subscribe?: boolean;
  /** Asks again even when the entry holds an answer. */
  forceRefetch?: boolean;
}

export interface QueryHookResult<Result, Failure> {
  /** The answer for this argument, else the last answer this component was shown. */
  data?: Result;
  /** The answer for this argument only. */
  currentData?: Result;
  error?: Failure;
  isUninitialized: boolean;
  /** Fetching with no answer yet. */
  isLoading: boolean;
  isFetching: boolean;
  isSuccess: boolean;
  isError: boolean;
  refetch: () => void;
}

export interface MutationHookResult<Result, Arg, Failure> {
  data?: Result;
  error?: Failure;
  originalArgs?: Arg;
  isUninitialized: boolean;
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
  reset: () => void;
}

export interface QueryEndpoint<Result, Arg, Failure> {
  initiate(arg: Arg, options?: QueryOptions): Thunk<QueryCall<Result, Failure>>;
  select(arg: Arg): (state: unknown) => { status: string; data?: Result; error?: Failure };
  matchPending(action: Action): action is CallStep<Failure>;
  matchFulfilled(action: Action): action is CallStep<Failure>;
  matchRejected(action: Action): action is CallStep<Failure> & { payload: Failure };
}

export interface MutationEndpoint<Result, Arg, Failure> {
  /** `track` is RTK Query's option; this layer keeps no mutation state in the store. */
  initiate(arg: Arg, options?: { track?: boolean }): Thunk<Call<Result, Failure>>;
  matchPending(action: Action): action is CallStep<Failure>;
  matchFulfilled(action: Action): action is CallStep<Failure>;
  matchRejected(action: Action): action is CallStep<Failure> & { payload: Failure };
}

type EndpointOf<D> =
  D extends QueryDefinition<infer Result, infer Arg, infer _Request, infer Failure, infer _Tag>
    ? QueryEndpoint<Result, Arg, Failure>
    : D extends MutationDefinition<
          infer Result,
          infer Arg,
          infer _Request,
          infer Failure,
          infer _Tag
        >
      ? MutationEndpoint<Result, Arg, Failure>
      : never;

type HookName<Name extends string, D> = D extends AnyQuery
  ? `use${Capitalize<Name>}Query`
  : `use${Capitalize<Name>}Mutation`;

type HookOf<D> =
  D extends QueryDefinition<infer Result, infer Arg, infer _Request, infer Failure, infer _Tag>
    ? (arg: Arg, options?: { skip?: boolean }) => QueryHookResult<Result, Failure>
    : D extends MutationDefinition<
          infer Result,
          infer Arg,
          infer _Request,
          infer Failure,
          infer _Tag
        >
      ? () => readonly [
          (arg: Arg) => Call<Result, Failure>,
          MutationHookResult<Result, Arg, Failure>,
        ]
      : never;

export type Injected<D extends Definitions, Failure, Tag extends string> = {
  endpoints: { [Name in keyof D]: EndpointOf<D[Name]> };
  util: ApiUtil<Failure, Tag>;
} & { [Name in keyof D & string as HookName<Name, D[Name]>]: HookOf<D[Name]> };

export interface UpsertEntry {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

export interface ApiUtil<Failure, Tag extends string> {
  /** Stores answers as if their queries had answered them (a change's answer, say). */
  upsertQueryEntries(entries: UpsertEntry[]): UnknownAction;
  invalidateTags(tags: readonly Tag[]): UnknownAction;
  /** Empties the cache and stops its timers (the server renderer, after each page). */
  resetApiState(): UnknownAction;
  /** Puts settled entries (another store's, the server's page) into the cache. */
  rehydrate(queries: ServerState<Failure>['queries']): UnknownAction;
}

export interface ApiOptions<Request, Failure, Tag extends string> {
  reducerPath: string;
  tagTypes: readonly Tag[];
  /** Makes a request; never throws (its failures come back as `error`). */
  baseQuery: (
    request: Request,
    context: { signal: AbortSignal; extra: unknown },
  ) => Promise<CallResult<unknown, Failure>>;
  /** The failure stored for an error thrown by an endpoint's own code. */
  failureOf: (error: unknown) => Failure;
}

/**
 * The entry's key: the endpoint and its argument as JSON with sorted keys, so equal arguments
 * written in another order share the entry.
 */
export function cacheKeyOf(endpointName: string, arg: unknown): string {
  const sorted = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
            .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
        )
      : value;
  return `${endpointName}(${arg === undefined ? '' : JSON.stringify(sorted(arg))})`;
}

/** What the layer keeps per store beside its state: readers, removal timers, calls under way. */
class Runtime {
  readonly readers = new Map<string, number>();
  readonly removals = new Map<string, ReturnType<typeof setTimeout>>();
  readonly running = new Map<
    string,
    { requestId: string; promise: Promise<CallResult<unknown, unknown>>; abort: () => void }
  >();

  isRead(key: string): boolean {
    return (this.readers.get(key) ?? 0) > 0;
  }

  read(key: string): void {
    this.readers.set(key, (this.readers.get(key) ?? 0) + 1);
    clearTimeout(this.removals.get(key));
    this.removals.delete(key);
  }

  /** Starts the removal timer once nobody reads the entry. */
  unread(key: string, remove: () => void, seconds: number): void {
    const readers = (this.readers.get(key) ?? 0) - 1;
    if (readers > 0) this.readers.set(key, readers);
    else {
      this.readers.delete(key);
      this.removeLater(key, remove, seconds);
    }
  }

  removeLater(key: string, remove: () => void, seconds: number): void {
    if (this.isRead(key)) return;
    clearTimeout(this.removals.get(key));
    this.removals.set(
      key,
      setTimeout(() => {
        this.removals.delete(key);
        if (!this.isRead(key)) remove();
      }, seconds * 1000),
    );
  }

  reset(): void {
    for (const timer of this.removals.values()) clearTimeout(timer);
    this.removals.clear();
    this.readers.clear();
    this.running.clear();
  }
}

const DEFAULT_KEEP_UNUSED_SECONDS = 60;
let requestCount = 0;
const nextRequestId = () => `r${(requestCount += 1)}`;

/** The server-state layer: its reducer, its store middleware, and `injectEndpoints`. */
export function createApi<Request, Failure, Tag extends string>(
  options: ApiOptions<Request, Failure, Tag>,
) {
  const { reducerPath: path } = options;
  const type = {
    upsert: `${path}/upsertQueryEntries`,
    invalidate: `${path}/invalidateTags`,
    remove: `${path}/removeQueryEntry`,
    reset: `${path}/resetApiState`,
    rehydrate: `${path}/rehydrate`,
  };
  const definitions = new Map<string, AnyDefinition>();
  const initialState: ServerState<Failure> = { queries: {} };
  const stateOf = (root: unknown) => (root as Record<string, ServerState<Failure>>)[path]!;

  type Action = UnknownAction & {
    payload?: unknown;
    meta?: CallStep['meta'] & { queryCacheKey?: string };
  };

  function reducer(state = initialState, action: Action): ServerState<Failure> {
    const meta = action.meta;
    const key = meta?.queryCacheKey;
    if (key !== undefined && meta) {
      const entry = state.queries[key];
      let next: QueryEntry<Failure> | undefined;
      if (meta.requestStatus === 'pending') {
        const { endpointName, originalArgs } = meta.arg;
        next = {
          ...entry,
          status: 'pending',
          endpointName,
          originalArgs,
          requestId: meta.requestId,
        };
      } else if (entry?.requestId !== meta.requestId) {
        // Dropped meanwhile (nobody read it), or replaced by a newer answer: this one is stale.
        return state;
      } else if (meta.requestStatus === 'fulfilled') {
        next = { ...entry, status: 'fulfilled', data: action.payload, error: undefined };
      } else {
        next = { ...entry, status: 'rejected', error: action.payload as Failure };
      }
      return { queries: { ...state.queries, [key]: next } };
    }
    switch (action.type) {
      case type.upsert: {
        const queries = { ...state.queries };
        type Upserted = UpsertEntry & { requestId: string };
        for (const { endpointName, arg, value, requestId } of action.payload as Upserted[]) {
          queries[cacheKeyOf(endpointName, arg)] = {
            status: 'fulfilled',
            endpointName,
            originalArgs: arg,
            requestId,
            data: value,
          };
        }
        return { queries };
      }
      case type.remove: {
        const { [action.payload as string]: _removed, ...queries } = state.queries;
        return { queries };
      }
      case type.reset:
        return initialState;
      case type.rehydrate:
        return {
          queries: { ...state.queries, ...(action.payload as ServerState<Failure>['queries']) },
        };
      default:
        return state;
    }
  }

  const util: ApiUtil<Failure, Tag> = {
    upsertQueryEntries: (entries) => ({
      type: type.upsert,
      payload: entries.map((entry) => ({ ...entry, requestId: nextRequestId() })),
    }),
    invalidateTags: (tags) => ({ type: type.invalidate, payload: tags }),
    resetApiState: () => ({ type: type.reset }),
    rehydrate: (queries) => ({ type: type.rehydrate, payload: queries }),
  };

  const keepSeconds = (endpointName: string) => {
    const definition = definitions.get(endpointName);
    return definition?.kind === 'query' && definition.keepUnusedDataFor !== undefined
      ? definition.keepUnusedDataFor
      : DEFAULT_KEEP_UNUSED_SECONDS;
  };

  function removeLater(context: ThunkContext, key: string): void {
    const entry = stateOf(context.getState()).queries[key];
    if (!entry) return;
    context.runtime.removeLater(
      key,
      () => context.dispatch({ type: type.remove, payload: key }),
      keepSeconds(entry.endpointName),
    );
  }

  /** Runs a call: its lifecycle, its request, its steps in the store, in RTK Query's order. */
  async function execute(
    context: ThunkContext,
    definition: AnyDefinition,
    arg: unknown,
    signal: AbortSignal,
    settled: (result: CallResult<unknown, Failure>) => void,
  ): Promise<CallResult<unknown, Failure>> {
    const { dispatch, getState, extra } = context;
    let answered!: (result: CallResult<unknown, Failure>) => void;
    const queryFulfilled = new Promise<{ data: unknown }>((resolve, reject) => {
      answered = (result) =>
        result.error === undefined ? resolve({ data: result.data }) : reject(result);
    });
    // A lifecycle need not wait for the answer; a failure it does not read is not unhandled.
    queryFulfilled.catch(() => undefined);
    let lifecycle: unknown;
    try {
      lifecycle = definition.onQueryStarted?.(arg, { dispatch, getState, queryFulfilled });
    } catch (error) {
      lifecycle = Promise.reject(error);
    }
    const baseQuery = (request: Request) => options.baseQuery(request, { signal, extra });
    let result: CallResult<unknown, Failure>;
    try {
      result = definition.queryFn
        ? await definition.queryFn(arg, { signal, dispatch, getState }, undefined, baseQuery)
        : await baseQuery(definition.query!(arg));
    } catch (error) {
      result = { error: options.failureOf(error) };
    }
    settled(result);
    answered(result);
    // The call's promise settles after its lifecycle: a change's answer is in the cart by then.
    await Promise.resolve(lifecycle).catch((error: unknown) => {
      if (import.meta.env.DEV) console.error('onQueryStarted failed', error);
    });
    return result;
  }

  function asCall<Result>(
    promise: Promise<CallResult<unknown, Failure>>,
    requestId: string,
    abort: () => void,
  ): Call<Result, Failure> {
    const typed = promise as Promise<CallResult<Result, Failure>>;
    return Object.assign(typed, {
      requestId,
      abort,
      unwrap: async () => {
        const result = await typed;
        if (result.error !== undefined) throw result.error;
        return result.data as Result;
      },
    });
  }

  function step(
    name: string,
    kind: 'query' | 'mutation',
    requestStatus: CallStep['meta']['requestStatus'],
    requestId: string,
    originalArgs: unknown,
    extra: { payload?: unknown; queryCacheKey?: string } = {},
  ): Action {
    const { payload, queryCacheKey } = extra;
    return {
      type: `${path}/execute${kind === 'query' ? 'Query' : 'Mutation'}/${requestStatus}`,
      payload,
      meta: {
        requestId,
        requestStatus,
        arg: { type: kind, endpointName: name, originalArgs },
        ...(queryCacheKey === undefined ? {} : { queryCacheKey }),
      },
    };
  }

  interface Started {
    promise: Promise<CallResult<unknown, Failure>>;
    requestId: string;
    abort: () => void;
  }

  /** Starts the query's request unless one is under way or (not forced) it is answered. */
  function startQuery(context: ThunkContext, name: string, arg: unknown, force: boolean): Started {
    const key = cacheKeyOf(name, arg);
    const { runtime, dispatch } = context;
    const entry = stateOf(context.getState()).queries[key];
    const running = runtime.running.get(key);
    // A request whose entry was dropped or overwritten since answers nobody: not joined.
    if (running && entry?.requestId === running.requestId) {
      // Asked again while a request is under way (an invalidation): once it has answered.
      const promise = force
        ? running.promise.then(() => startQuery(context, name, arg, true).promise)
        : (running.promise as Promise<CallResult<unknown, Failure>>);
      return { promise, requestId: running.requestId, abort: running.abort };
    }
    if (entry?.status === 'fulfilled' && !force) {
      const promise = Promise.resolve({ data: entry.data });
      return { promise, requestId: entry.requestId, abort: () => undefined };
    }
    const definition = definitions.get(name)!;
    const requestId = nextRequestId();
    const controller = new AbortController();
    dispatch(step(name, 'query', 'pending', requestId, arg, { queryCacheKey: key }));
    const promise = execute(context, definition, arg, controller.signal, (result) => {
      if (runtime.running.get(key)?.requestId === requestId) runtime.running.delete(key);
      const status = result.error === undefined ? 'fulfilled' : 'rejected';
      const payload = result.error ?? result.data;
      dispatch(step(name, 'query', status, requestId, arg, { payload, queryCacheKey: key }));
      removeLater(context, key);
    });
    const started = { promise, requestId, abort: () => controller.abort() };
    runtime.running.set(key, started);
    return started;
  }

  const callStepTypes = new Set(
    ['Query', 'Mutation'].flatMap((kind) =>
      ['pending', 'fulfilled', 'rejected'].map((status) => `${path}/execute${kind}/${status}`),
    ),
  );

  /**
   * A matcher of the steps (pending, fulfilled, rejected) of the calls to the named endpoints,
   * queries or mutations. By name, as a slice that reacts to another part's calls knows them:
   * their endpoints need not be loaded (RTK Query's `matchFulfilled` and the like need them).
   */
  function isCallOf<Name extends string>(endpointNames: readonly Name[]) {
    return <A extends { type: string }>(
      action: A,
    ): action is A & CallStep<Failure> & CallOf<Name> =>
      callStepTypes.has(action.type) &&
      (endpointNames as readonly string[]).includes(
        (action as Action).meta?.arg.endpointName ?? '',
      );
  }

  function queryEndpoint(name: string): QueryEndpoint<unknown, unknown, Failure> {
    const matches = (status: string) => (action: { type: string }) =>
      action.type.startsWith(`${path}/executeQuery/${status}`) &&
      (action as Action).meta?.arg.endpointName === name;
    return {
      initiate:
        (arg, { subscribe = true, forceRefetch = false } = {}) =>
        (context) => {
          const key = cacheKeyOf(name, arg);
          if (subscribe) context.runtime.read(key);
          const started = startQuery(context, name, arg, forceRefetch);
          let reading = subscribe;
          // A promise of its own: the one under way is shared by every caller.
          const call = asCall<unknown>(
            started.promise.then((result) => result),
            started.requestId,
            started.abort,
          );
          return Object.assign(call, {
            arg,
            unsubscribe: () => {
              if (!reading) return;
              reading = false;
              context.runtime.unread(
                key,
                () => context.dispatch({ type: type.remove, payload: key }),
                keepSeconds(name),
              );
            },
          });
        },
      select: (arg) => (state) => {
        const entry = stateOf(state).queries[cacheKeyOf(name, arg)];
        return {
          status: entry?.status ?? 'uninitialized',
          data: entry?.data,
          error: entry?.error,
        };
      },
      matchPending: matches('pending') as QueryEndpoint<unknown, unknown, Failure>['matchPending'],
      matchFulfilled: matches('fulfilled') as QueryEndpoint<
        unknown,
        unknown,
        Failure
      >['matchFulfilled'],
      matchRejected: matches('rejected') as QueryEndpoint<
        unknown,
        unknown,
        Failure
      >['matchRejected'],
    };
  }

  function mutationEndpoint(name: string): MutationEndpoint<unknown, unknown, Failure> {
    const matches = (status: string) => (action: { type: string }) =>
      action.type === `${path}/executeMutation/${status}` &&
      (action as Action).meta?.arg.endpointName === name;
    return {
      initiate: (arg) => (context) => {
        const definition = definitions.get(name) as AnyMutation;
        const requestId = nextRequestId();
        const controller = new AbortController();
        const { dispatch } = context;
        dispatch(step(name, 'mutation', 'pending', requestId, arg));
        const promise = execute(context, definition, arg, controller.signal, (result) => {
          const status = result.error === undefined ? 'fulfilled' : 'rejected';
          dispatch(
            step(name, 'mutation', status, requestId, arg, {
              payload: result.error ?? result.data,
            }),
          );
          if (definition.invalidatesTags) dispatch(util.invalidateTags(definition.invalidatesTags));
        });
        return asCall(promise, requestId, () => controller.abort());
      },
      matchPending: matches('pending') as MutationEndpoint<
        unknown,
        unknown,
        Failure
      >['matchPending'],
      matchFulfilled: matches('fulfilled') as MutationEndpoint<
        unknown,
        unknown,
        Failure
      >['matchFulfilled'],
      matchRejected: matches('rejected') as MutationEndpoint<
        unknown,
        unknown,
        Failure
      >['matchRejected'],
    };
  }

  /** `useXQuery`: reads the entry while mounted (and not skipped), asking for it if need be. */
  function queryHook(endpoint: QueryEndpoint<unknown, unknown, Failure>, name: string) {
    return function useQuery(arg: unknown, hookOptions?: { skip?: boolean }) {
      const skip = hookOptions?.skip ?? false;
      const key = skip ? null : cacheKeyOf(name, arg);
      const dispatch = useDispatch() as ApiDispatch;
      // The argument of the current key (a new object of equal value keeps the reading).
      const [reading, setReading] = useState({ key, arg });
      if (reading.key !== key) setReading({ key, arg });
      const entry = useSelector((state: unknown) =>
        key === null ? undefined : stateOf(state).queries[key],
      );
      useEffect(() => {
        if (reading.key === null) return;
        const call = dispatch(endpoint.initiate(reading.arg));
        return () => call.unsubscribe();
      }, [dispatch, reading]);
      const refetch = useCallback(() => {
        if (reading.key !== null)
          void dispatch(endpoint.initiate(reading.arg, { subscribe: false, forceRefetch: true }));
      }, [dispatch, reading]);
      const currentData = entry?.data;
      const [lastData, setLastData] = useState(currentData);
      // Skipped (signed out, say), the component forgets what it was shown.
      const shown = skip ? undefined : (currentData ?? lastData);
      if (shown !== lastData) setLastData(shown);
      // Not skipped and not in the cache yet: its request starts with this render's effect, so
      // it reads as under way from the first render (RTK Query's reading), never as an empty
      // answer for a moment.
      const isFetching = entry?.status === 'pending' || (!skip && entry === undefined);
      return {
        data: shown,
        currentData,
        error: entry?.error,
        isUninitialized: skip,
        isLoading: isFetching && shown === undefined,
        isFetching,
        isSuccess: entry?.status === 'fulfilled' || (isFetching && shown !== undefined),
        isError: entry?.status === 'rejected',
        refetch,
      } satisfies QueryHookResult<unknown, Failure>;
    };
  }

  /** `useXMutation`: the trigger, and the state of the last call this component made. */
  function mutationHook(endpoint: MutationEndpoint<unknown, unknown, Failure>) {
    type State = Omit<MutationHookResult<unknown, unknown, Failure>, 'reset'>;
    const idle: State = {
      isUninitialized: true,
      isLoading: false,
      isSuccess: false,
      isError: false,
    };
    return function useMutation() {
      const dispatch = useDispatch() as ApiDispatch;
      const [state, setState] = useState(idle);
      const latest = useRef<string | null>(null);
      const trigger = useCallback(
        (arg: unknown) => {
          const call = dispatch(endpoint.initiate(arg));
          latest.current = call.requestId;
          setState({ ...idle, isUninitialized: false, isLoading: true, originalArgs: arg });
          void call.then((result) => {
            if (latest.current !== call.requestId) return;
            const failed = result.error !== undefined;
            setState({
              ...idle,
              isUninitialized: false,
              isSuccess: !failed,
              isError: failed,
              data: result.data,
              error: result.error,
              originalArgs: arg,
            });
          });
          return call;
        },
        [dispatch],
      );
      const reset = useCallback(() => {
        latest.current = null;
        setState(idle);
      }, []);
      return [trigger, { ...state, reset }] as const;
    };
  }

  /** Reads again the read entries that provide a tag; drops the unread ones. */
  function invalidate(context: ThunkContext, tags: readonly string[]): void {
    for (const [key, entry] of Object.entries(stateOf(context.getState()).queries)) {
      const definition = entry && definitions.get(entry.endpointName);
      if (definition?.kind !== 'query') continue;
      if (!definition.providesTags?.some((tag) => tags.includes(tag))) continue;
      if (context.runtime.isRead(key))
        void startQuery(context, entry!.endpointName, entry!.originalArgs, true);
      else context.dispatch({ type: type.remove, payload: key });
    }
  }

  /**
   * The store's middleware: runs the layer's thunks with the store's context (`extra` is the
   * server renderer's API reader), and the timers and requests its actions ask for.
   */
  function middleware(extra?: unknown): Middleware {
    return (store) => {
      const runtime = new Runtime();
      const context: ThunkContext = {
        dispatch: store.dispatch as ApiDispatch,
        getState: store.getState,
        extra,
        runtime,
      };
      return (next) => (action) => {
        if (typeof action === 'function') return (action as Thunk<unknown>)(context);
        const result = next(action);
        const { type: actionType, payload } = action as Action;
        if (actionType === type.upsert) {
          for (const { endpointName, arg } of payload as UpsertEntry[])
            removeLater(context, cacheKeyOf(endpointName, arg));
        } else if (actionType === type.invalidate) {
          invalidate(context, payload as readonly string[]);
        } else if (actionType === type.reset) {
          runtime.reset();
        }
        return result;
      };
    };
  }

  const build: Builder<Request, Failure, Tag> = {
    query: (definition) => ({ ...definition, kind: 'query' }),
    mutation: (definition) => ({ ...definition, kind: 'mutation' }),
  };

  function injectEndpoints<D extends Definitions>({
    endpoints: define,
  }: {
    endpoints: (builder: Builder<Request, Failure, Tag>) => D;
  }): Injected<D, Failure, Tag> {
    const endpoints: Record<string, unknown> = {};
    const hooks: Record<string, unknown> = {};
    for (const [name, definition] of Object.entries(define(build))) {
      definitions.set(name, definition);
      const hookName = `use${name[0]!.toUpperCase()}${name.slice(1)}`;
      if (definition.kind === 'query') {
        const endpoint = queryEndpoint(name);
        endpoints[name] = endpoint;
        hooks[`${hookName}Query`] = queryHook(endpoint, name);
      } else {
        const endpoint = mutationEndpoint(name);
        endpoints[name] = endpoint;
        hooks[`${hookName}Mutation`] = mutationHook(endpoint);
      }
    }
    return { endpoints, util, ...hooks } as Injected<D, Failure, Tag>;
  }

  return { reducerPath: path, reducer, middleware, util, injectEndpoints, stateOf, isCallOf };
}
