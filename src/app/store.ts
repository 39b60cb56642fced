import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { authSlice } from '@/features/auth';
import { dashboardSlice } from '@/features/dashboard';
import { layoutSlice } from '@/features/layout';
import { localeSlice } from '@/features/locale';
import { notificationsSlice } from '@/features/notifications';
import type { Services } from '@/services/types';
import { rootSaga } from './rootSaga';

export const rootReducer = combineSlices(
  authSlice,
  layoutSlice,
  notificationsSlice,
  localeSlice,
  dashboardSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

export interface SetupStoreOptions {
  services: Services;
  preloadedState?: Partial<RootState>;
}

/**
 * Builds the store and starts every saga. Services reach the sagas only through saga
 * context, so tests swap nothing but the network (msw) behind them.
 */
export function setupStore({ services, preloadedState }: SetupStoreOptions) {
  const sagaMiddleware = createSagaMiddleware({ context: { services } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
