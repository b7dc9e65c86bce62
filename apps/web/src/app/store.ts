import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { productsReducer } from '../features/catalog/products-slice';
import { authReducer } from '../features/accounts/auth-slice';
import { profileReducer } from '../features/accounts/profile-slice';
import { cartReducer } from '../features/cart/cart-slice';
import { checkoutReducer } from '../features/checkout/checkout-slice';

/**
 * The global store. Each feature owns its slice and registers it here
 * (later: cart, auth, profile).
 */
export const store = configureStore({
  reducer: {
    products: productsReducer,
    auth: authReducer,
    profile: profileReducer,
    cart: cartReducer,
    checkout: checkoutReducer,
  },
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
