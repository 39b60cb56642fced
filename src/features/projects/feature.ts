import { defineClosingFeature } from '@/lib/closeWhenDeleted';
import projectsSlice, { projectDeletedElsewhere, selectShownProjectId } from './projectsSlice';
import { projectsRequests } from './requests';

/**
 * Injected with the projects routes (list and details).
 * The project page says it is gone when someone else deletes it (issue 40).
 */
export const projectsFeature = defineClosingFeature({
  name: 'projects',
  slice: projectsSlice,
  requests: projectsRequests,
  deleted: { area: 'projects', openId: selectShownProjectId, closed: projectDeletedElsewhere },
});
