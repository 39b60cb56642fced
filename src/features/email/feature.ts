import { defineFeature } from '@/lib/feature';
import emailSlice from './emailSlice';
import { emailSaga } from './emailSaga';

/** Injected with the e-mail routes (inbox, details, compose). */
export const emailFeature = defineFeature({ name: 'email', slice: emailSlice, saga: emailSaga });
