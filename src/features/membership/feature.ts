import { defineFeature } from '@/lib/feature';
import { requestsSaga } from '@/lib/request';
import membershipSlice from './membershipSlice';
import { membershipRequests } from './requests';

/** Injected with the waiting page only: a member's pages never carry it. */
export const membershipFeature = defineFeature({
  name: 'membership',
  slice: membershipSlice,
  saga: requestsSaga(...membershipRequests),
});
