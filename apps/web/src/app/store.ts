import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { productsReducer } from '../features/catalog/products-slice';
import { authReducer } from '../features/accounts/auth-slice';
import { profileReducer } from '../features/accounts/profile-slice';
import { cartReducer } from '../features/cart/cart-slice';
import { checkoutReducer } from '../features/checkout/checkout-slice';

const reducer = combineReducers({
  products: productsReducer,
  auth: authReducer,
  profile: profileReducer,
  cart: cartReducer,
  checkout: checkoutReducer,
});

/**
 * The store. Each feature owns its slice and registers it here. The browser makes one; the
 * server one per rendered page, so no visitor's state reaches another's page.
 */
export function createAppStore(preloadedState?: Partial<ReturnType<typeof reducer>>) {
  return configureStore({ reducer, preloadedState });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
