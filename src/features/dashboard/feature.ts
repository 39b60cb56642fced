import { defineFeature } from '@/lib/feature';
import { requestsSaga } from '@/lib/request';
import dashboardSlice from './dashboardSlice';
import { dashboardRequests } from './requests';

/** Injected with the dashboard's route (pages/dashboard/Ecommerce exports it in `features`). */
export const dashboardFeature = defineFeature({
  name: 'dashboard',
  slice: dashboardSlice,
  saga: requestsSaga(...dashboardRequests),
});
