import { defineFeature } from '@/lib/feature';
import { requestsSaga } from '@/lib/request';
import { tablesRequests } from './requests';
import tablesSlice from './tablesSlice';

/** Injected with the tables routes (pages/tables/* export it in `features`). */
export const tablesFeature = defineFeature({
  name: 'tables',
  slice: tablesSlice,
  saga: requestsSaga(...tablesRequests),
});
