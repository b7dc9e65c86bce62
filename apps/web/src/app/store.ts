import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authReducer } from '../features/accounts/auth-slice';
import { cartReducer } from '../features/cart/cart-slice';
import { checkoutReducer } from '../features/checkout/checkout-slice';
import { api, type ServerReader } from '../lib/api';

const reducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authReducer,
  cart: cartReducer,
  checkout: checkoutReducer,
});

/**
 * The store. Each feature owns its slice and registers it here; the server's answers live in
 * the one RTK Query cache (lib/api.ts, ADR 29). The browser makes one store; the server one
 * per rendered page, so no visitor's state reaches another's page, with `server` reading the
 * API through its own router.
 */
export function createAppStore({
  preloadedState,
  server,
}: { preloadedState?: Partial<ReturnType<typeof reducer>>; server?: ServerReader } = {}) {
  return configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: server },
        // The development checks (absent from production builds) warn when they take over
        // 32 ms, which a loaded test machine reaches with nothing wrong: the warning read like
        // a failure in a green run. They still check every action.
        serializableCheck: { warnAfter: 1000 },
        immutableCheck: { warnAfter: 1000 },
      }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
