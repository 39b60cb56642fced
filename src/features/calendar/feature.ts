import { defineFeature } from '@/lib/feature';
import calendarSlice from './calendarSlice';
import { calendarSaga } from './calendarSaga';

/** Injected with the calendar's route (pages/apps/Calendar exports it in `features`). */
export const calendarFeature = defineFeature({
  name: 'calendar',
  slice: calendarSlice,
  saga: calendarSaga,
});
