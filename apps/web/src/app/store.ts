import { applyMiddleware, combineReducers, legacy_createStore, type Store } from 'redux';
import { authReducer } from '../features/accounts/auth-slice';
import { cartReducer } from '../features/cart/cart-slice';
import { checkoutReducer } from '../features/checkout/checkout-slice';
import { api, type ServerReader } from '../lib/api';
import type { ApiDispatch } from '../lib/server-state/server-state';

const reducer = combineReducers({
  api: api.reducer,
  auth: authReducer,
  cart: cartReducer,
  checkout: checkoutReducer,
});

export type RootState = ReturnType<typeof reducer>;
export type AppDispatch = ApiDispatch;
export type AppStore = Omit<Store<RootState>, 'dispatch'> & { dispatch: AppDispatch };

/**
 * The store. Each feature owns its slice and registers it here; the server's answers live in
 * the one cache of lib/api.ts (ADR 29, ADR 0106). The browser makes one store; the server one
 * per rendered page, so no visitor's state reaches another's page, with `server` reading the
 * API through its own router.
 */
export function createAppStore({
  preloadedState,
  server,
}: { preloadedState?: Partial<RootState>; server?: ServerReader } = {}): AppStore {
  // Redux's `createStore` under the name that does not point to Redux Toolkit (ADR 0106).
  return legacy_createStore(
    reducer,
    preloadedState,
    applyMiddleware(api.middleware(server)),
  ) as unknown as AppStore;
}
