import { defineFeature } from '@/lib/feature';
import filesSlice from './filesSlice';
import { filesSaga } from './filesSaga';

/** Injected with the file manager's route. */
export const filesFeature = defineFeature({ name: 'files', slice: filesSlice, saga: filesSaga });
