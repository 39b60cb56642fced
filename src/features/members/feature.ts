import { defineFeature } from '@/lib/feature';
import { requestsSaga } from '@/lib/request';
import membersSlice from './membersSlice';
import { membersRequests } from './requests';

/** Injected with every page that names members (assignees, teams, authors). */
export const membersFeature = defineFeature({
  name: 'members',
  slice: membersSlice,
  saga: requestsSaga(...membersRequests),
});
