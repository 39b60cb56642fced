import { defineFeature } from '@/lib/feature';
import dashboardSlice from './dashboardSlice';
import { dashboardSaga } from './dashboardSaga';

/** Injected with the dashboard's route (pages/dashboard/Ecommerce exports it in `features`). */
export const dashboardFeature = defineFeature({
  name: 'dashboard',
  slice: dashboardSlice,
  saga: dashboardSaga,
});
