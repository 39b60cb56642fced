import { defineClosingFeature } from '@/lib/closeWhenDeleted';
import calendarSlice, { eventDeletedElsewhere, selectOpenEventId } from './calendarSlice';
import { calendarRequests } from './requests';

/**
 * Injected with the calendar's route (pages/apps/Calendar exports it in `features`).
 * The open event closes when someone else deletes it (issue 40).
 */
export const calendarFeature = defineClosingFeature({
  name: 'calendar',
  slice: calendarSlice,
  requests: calendarRequests,
  deleted: { area: 'calendar', openId: selectOpenEventId, closed: eventDeletedElsewhere },
});
