import { defineFeature } from '@/lib/feature';
import { requestsSaga } from '@/lib/request';
import accessSlice from './accessSlice';
import { accessRequests } from './requests';

/** Injected with the users page (Admins only): invitations, requests to join, removal. */
export const accessFeature = defineFeature({
  name: 'access',
  slice: accessSlice,
  saga: requestsSaga(...accessRequests),
});
