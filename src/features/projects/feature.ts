import { defineFeature } from '@/lib/feature';
import { requestsSaga } from '@/lib/request';
import projectsSlice from './projectsSlice';
import { projectsRequests } from './requests';

/** Injected with the projects routes (list and details). */
export const projectsFeature = defineFeature({
  name: 'projects',
  slice: projectsSlice,
  saga: requestsSaga(...projectsRequests),
});
