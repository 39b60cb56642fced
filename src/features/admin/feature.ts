import { defineFeature } from '@/lib/feature';
import adminSlice from './adminSlice';
import { adminSaga } from './adminSaga';

/** Injected with the users page: no other page (nor the sign-in pages) carries it. */
export const adminFeature = defineFeature({ name: 'admin', slice: adminSlice, saga: adminSaga });
