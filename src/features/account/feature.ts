import { defineFeature } from '@/lib/feature';
import { requestsSaga } from '@/lib/request';
import accountSlice from './accountSlice';
import { accountRequests } from './requests';

/** Injected with the account pages' routes (profile, activity, invoice, pricing). */
export const accountFeature = defineFeature({
  name: 'account',
  slice: accountSlice,
  saga: requestsSaga(...accountRequests),
});
