import { defineFeature } from '@/lib/feature';
import formsSlice from './formsSlice';
import { formsSaga } from './formsSaga';

/** Injected with the forms routes that send to the demo API (validation, wizard, upload, editors). */
export const formsFeature = defineFeature({ name: 'forms', slice: formsSlice, saga: formsSaga });
