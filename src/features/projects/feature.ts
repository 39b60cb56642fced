import { fork } from 'typed-redux-saga';
import { closeWhenDeleted } from '@/lib/closeWhenDeleted';
import { defineFeature } from '@/lib/feature';
import { requestsSaga } from '@/lib/request';
import projectsSlice, { projectDeletedElsewhere, selectShownProjectId } from './projectsSlice';
import { projectsRequests } from './requests';

/** The project page says it is gone when someone else deletes it (issue 40). */
const watchDeleted = closeWhenDeleted({
  area: 'projects',
  openId: selectShownProjectId,
  closed: projectDeletedElsewhere,
});

/** Injected with the projects routes (list and details). */
export const projectsFeature = defineFeature({
  name: 'projects',
  slice: projectsSlice,
  *saga() {
    yield* fork(requestsSaga(...projectsRequests));
    yield* fork(watchDeleted);
  },
});
