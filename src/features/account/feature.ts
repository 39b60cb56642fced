import { defineFeature } from '@/lib/feature';
import accountSlice from './accountSlice';
import { accountSaga } from './accountSaga';

/** Injected with the account pages' routes (profile, activity, invoice, pricing). */
export const accountFeature = defineFeature({
  name: 'account',
  slice: accountSlice,
  saga: accountSaga,
});
