import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
  /** The stored event the modal shows (null: none, or a new one). */
  openId: string | null;
}

const initialState: CalendarState = {
  events: eventsAdapter.getInitialState(),
  request: idleRequest(),
  editor: idleWrite(),
  move: idleWrite(),
  openId: null,
};

const calendarSlice = createSlice({
  name: 'calendar',
  initialState,
  reducers: {
    /** The modal opens (on this stored event, or a new one): the last save's outcome is cleared. */
    editorOpened(state, { payload }: PayloadAction<string | null>) {
      writeReset(state.editor);
      state.openId = payload;
    },
    /** The open event was deleted by someone else: it closes (its message is the saga's). */
    eventDeletedElsewhere(state, { payload: id }: PayloadAction<string>) {
      eventsAdapter.removeOne(state.events, id);
      if (state.openId === id) state.openId = null;
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
export const selectOpenEventId = fromRoot((state) => state.openId);

export const { editorOpened, eventDeletedElsewhere } = calendarSlice.actions;
export default calendarSlice;
