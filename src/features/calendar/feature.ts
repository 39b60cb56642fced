import { defineFeature } from '@/lib/feature';
import { requestsSaga } from '@/lib/request';
import calendarSlice from './calendarSlice';
import { calendarRequests } from './requests';

/** Injected with the calendar's route (pages/apps/Calendar exports it in `features`). */
export const calendarFeature = defineFeature({
  name: 'calendar',
  slice: calendarSlice,
  saga: requestsSaga(...calendarRequests),
});
