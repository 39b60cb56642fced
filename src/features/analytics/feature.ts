import { defineFeature } from '@/lib/feature';
import { requestsSaga } from '@/lib/request';
import analyticsSlice from './analyticsSlice';
import { analyticsRequests } from './requests';

/** Injected with the analytics dashboard's route. */
export const analyticsFeature = defineFeature({
  name: 'analytics',
  slice: analyticsSlice,
  saga: requestsSaga(...analyticsRequests()),
});

/** The same feature with a short poll interval, for tests. */
export const analyticsFeatureWith = ({ pollInterval }: { pollInterval: number }) =>
  defineFeature({
    name: 'analytics',
    slice: analyticsSlice,
    saga: requestsSaga(...analyticsRequests(pollInterval)),
  });
