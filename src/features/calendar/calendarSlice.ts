import { createSlice } from '@reduxjs/toolkit';
import { requestCases } from '@/lib/request';
import {
  idleRequest,
  idleWrite,
  writeReset,
  type RequestState,
  type WriteState,
} from '@/lib/requestState';
import { rootSelector } from '@/lib/selectors';
import { calendarRequests, eventsAdapter } from './requests';

/** The modal's save: it closes on `saved`, shows the error (and 422 fields) on `failed`. */
export type EditorState = WriteState;

export interface CalendarState {
  events: ReturnType<typeof eventsAdapter.getInitialState>;
  request: RequestState;
  editor: EditorState;
  /** The last drag or resize (a refusal is said in a toast). */
  move: WriteState;
}

const initialState: CalendarState = {
  events: eventsAdapter.getInitialState(),
  request: idleRequest(),
  editor: idleWrite(),
  move: idleWrite(),
};

const calendarSlice = createSlice({
  name: 'calendar',
  initialState,
  reducers: {
    /** The modal opens again: the last save's outcome is cleared. */
    editorOpened(state) {
      writeReset(state.editor);
    },
  },
  extraReducers: requestCases(...calendarRequests),
});

const fromRoot = rootSelector(calendarSlice);
export const selectEvents = fromRoot((state) =>
  eventsAdapter.getSelectors().selectAll(state.events),
);
export const selectEventsRequest = fromRoot((state) => state.request);
export const selectEditor = fromRoot((state) => state.editor);

export const { editorOpened } = calendarSlice.actions;
export default calendarSlice;
