import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

/**
 * Redux's hooks typed with the shop's store. Apart from store.ts, which imports every
 * feature's slice: the components that use them would otherwise import the store at run time,
 * and the slices that import those features' entries would close an import cycle.
 */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
