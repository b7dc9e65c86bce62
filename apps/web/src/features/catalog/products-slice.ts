import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { ProductListItem } from '@shop/contracts';
import { getProducts, type GetProductsParams } from './api/get-products';
import { productsErrorReason, type ProductsErrorReason } from './products-error';
import { describeApiFailure } from '../../lib/api-failure';

export type ProductsStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface ProductsState {
  items: ProductListItem[];
  status: ProductsStatus;
  error: ProductsErrorReason | null;
  /** The request whose answer the list is waiting for; older answers are ignored. */
  requestId: string | null;
}

const initialState: ProductsState = {
  items: [],
  status: 'idle',
  error: null,
  requestId: null,
};

export const fetchProducts = createAsyncThunk<
  ProductListItem[],
  GetProductsParams,
  { rejectValue: ProductsErrorReason }
>('catalog/fetchProducts', async (params, { signal, rejectWithValue }) => {
  try {
    return await getProducts(params, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    if (import.meta.env.DEV) console.error('Loading products failed', error);
    return rejectWithValue(productsErrorReason(describeApiFailure(error)));
  }
});

export const productsSlice = createSlice({
  name: 'products',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchProducts.pending, (state, action) => {
        state.status = 'loading';
        state.error = null;
        state.requestId = action.meta.requestId;
      })
      .addCase(fetchProducts.fulfilled, (state, action) => {
        if (state.requestId !== action.meta.requestId) return;
        state.items = action.payload;
        state.status = 'succeeded';
        state.requestId = null;
      })
      .addCase(fetchProducts.rejected, (state, action) => {
        // A cancelled request was replaced by a newer one (or its screen left): nothing to show.
        if (state.requestId !== action.meta.requestId || action.meta.aborted) return;
        state.status = 'failed';
        state.error = action.payload ?? 'generic';
        state.requestId = null;
      });
  },
});

export const productsReducer = productsSlice.reducer;
