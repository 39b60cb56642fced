import { defineFeature } from '@/lib/feature';
import projectsSlice from './projectsSlice';
import { projectsSaga } from './projectsSaga';

/** Injected with the projects routes (list and details). */
export const projectsFeature = defineFeature({
  name: 'projects',
  slice: projectsSlice,
  saga: projectsSaga,
});
