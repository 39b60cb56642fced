import { fork } from 'typed-redux-saga';
import { closeWhenDeleted } from '@/lib/closeWhenDeleted';
import { defineFeature } from '@/lib/feature';
import { requestsSaga } from '@/lib/request';
import calendarSlice, { eventDeletedElsewhere, selectOpenEventId } from './calendarSlice';
import { calendarRequests } from './requests';

/** The open event closes when someone else deletes it (issue 40). */
const watchDeleted = closeWhenDeleted({
  area: 'calendar',
  openId: selectOpenEventId,
  closed: eventDeletedElsewhere,
});

/** Injected with the calendar's route (pages/apps/Calendar exports it in `features`). */
export const calendarFeature = defineFeature({
  name: 'calendar',
  slice: calendarSlice,
  *saga() {
    yield* fork(requestsSaga(...calendarRequests));
    yield* fork(watchDeleted);
  },
});
