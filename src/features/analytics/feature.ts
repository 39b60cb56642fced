import { defineFeature } from '@/lib/feature';
import analyticsSlice from './analyticsSlice';
import { analyticsSaga, createAnalyticsSaga } from './analyticsSaga';

/** Injected with the analytics dashboard's route. */
export const analyticsFeature = defineFeature({
  name: 'analytics',
  slice: analyticsSlice,
  saga: analyticsSaga,
});

/** The same feature with a short poll interval, for tests. */
export const analyticsFeatureWith = (options: { pollInterval: number }) =>
  defineFeature({ name: 'analytics', slice: analyticsSlice, saga: createAnalyticsSaga(options) });
