import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { authSlice } from '@/features/auth';
import { demoDataSlice } from '@/features/demoData';
import { layoutSlice } from '@/features/layout';
import { localeSlice } from '@/features/locale';
import { notificationsSlice } from '@/features/notifications';
import type { accessFeature } from '@/features/access';
import type { accountFeature } from '@/features/account';
import type { adminFeature } from '@/features/admin';
import type { analyticsFeature } from '@/features/analytics';
import type { calendarFeature } from '@/features/calendar';
import type { chatFeature } from '@/features/chat';
import type { dashboardFeature } from '@/features/dashboard';
import type { emailFeature } from '@/features/email';
import type { filesFeature } from '@/features/files';
import type { formsFeature } from '@/features/forms';
import type { liveFeature } from '@/features/live';
import type { mapsFeature } from '@/features/maps';
import type { membersFeature } from '@/features/members';
import type { membershipFeature } from '@/features/membership';
import type { projectsFeature } from '@/features/projects';
import type { tablesFeature } from '@/features/tables';
import type { tasksFeature } from '@/features/tasks';
import type { LazyFeature, LazySliceStates } from '@/lib/feature';
import type { Services } from '@/services/types';
import { keepAlive, rootSaga } from './rootSaga';

/**
 * The state of the features injected with their route (type-only imports: none of their
 * code is in this chunk). A new data feature adds its `typeof xFeature` here.
 */
type LazyLoadedSlices = LazySliceStates<
  | typeof accessFeature
  | typeof accountFeature
  | typeof adminFeature
  | typeof analyticsFeature
  | typeof calendarFeature
  | typeof chatFeature
  | typeof dashboardFeature
  | typeof emailFeature
  | typeof filesFeature
  | typeof formsFeature
  | typeof membershipFeature
  | typeof liveFeature
  | typeof mapsFeature
  | typeof membersFeature
  | typeof projectsFeature
  | typeof tablesFeature
  | typeof tasksFeature
>;

/**
 * The slices every page needs. Demo-data features (dashboard, apps...) are injected with
 * their route, so the sign-in pages never carry them.
 */
const createRootReducer = () =>
  combineSlices(
    authSlice,
    layoutSlice,
    notificationsSlice,
    localeSlice,
    demoDataSlice,
  ).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;

export interface SetupStoreOptions {
  services: Services;
  preloadedState?: Partial<RootState>;
}

/**
 * Builds the store and starts every saga. Services reach the sagas only through saga
 * context, so tests swap nothing but the network (msw) behind them.
 */
export function setupStore(options: SetupStoreOptions) {
  const { store, startSagas } = createStore(options);
  startSagas();
  return store;
}

/**
 * The store, and the start of its sagas as a separate call: the browser's boot runs them in
 * two tasks (src/app/bootstrap.ts). Start the sagas before anything is dispatched.
 */
export function createStore({ services, preloadedState }: SetupStoreOptions) {
  const sagaMiddleware = createSagaMiddleware({ context: { services } });
  // One root reducer per store: injecting into one store must not change another (a test's).
  const reducer = createRootReducer();
  const store = configureStore({
    reducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });

  const injected = new Set<string>();
  /** The store's running sagas: the root's and each injected feature's. */
  const tasks: Task[] = [];
  /** Adds a lazy feature's slice and starts its saga, once per store (later calls do nothing). */
  function injectFeature(feature: LazyFeature): void {
    if (injected.has(feature.name)) return;
    injected.add(feature.name);
    reducer.inject(feature.slice);
    // The slice's initial state is in place before its first selector runs.
    store.dispatch({ type: `@@inject/${feature.name}` });
    if (feature.saga) tasks.push(sagaMiddleware.run(keepAlive, feature.saga));
  }
  return {
    store: Object.assign(store, { injectFeature }),
    startSagas: () => void tasks.push(sagaMiddleware.run(rootSaga)),
    /** Cancels every saga of this store (tests: an app that is gone stops listening). */
    stopSagas: () => tasks.splice(0).forEach((task) => task.cancel()),
  };
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
