import { defineFeature } from '@/lib/feature';
import { requestsSaga } from '@/lib/request';
import adminSlice from './adminSlice';
import { adminRequests } from './requests';

/** Injected with the users page: no other page (nor the sign-in pages) carries it. */
export const adminFeature = defineFeature({
  name: 'admin',
  slice: adminSlice,
  saga: requestsSaga(...adminRequests),
});
