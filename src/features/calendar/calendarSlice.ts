import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '@/services/errors';
import {
  idleRequest,
  idleWrite,
  writeFailed,
  writeReset,
  writeSaved,
  writeStarted,
  type RequestState,
  type WriteState,
} from '@/lib/requestState';
import { rootSelector, readReducers } from '@/lib/resourceSlice';
import type { CalendarEvent, EventDraft } from './api';

/** The modal's save: it closes on `saved`, shows the error (and 422 fields) on `failed`. */
export type EditorState = WriteState;

export interface CalendarState {
  events: CalendarEvent[];
  request: RequestState;
  editor: EditorState;
}

const initialState: CalendarState = {
  events: [],
  request: idleRequest(),
  editor: idleWrite(),
};

const replace = (state: CalendarState, event: CalendarEvent) => {
  const index = state.events.findIndex((item) => item.id === event.id);
  if (index >= 0) state.events[index] = event;
};

const calendarSlice = createSlice({
  name: 'calendar',
  initialState,
  reducers: {
    ...readReducers('events', {
      request: (state: CalendarState) => state.request,
      loaded: (state, events: CalendarEvent[]) => {
        state.events = events;
      },
      notFound: (state) => {
        state.events = [];
      },
    }),
    editorOpened(state) {
      writeReset(state.editor);
    },
    /** From the modal: the event appears at once under a temporary id. */
    eventCreateRequested: {
      reducer(state, action: PayloadAction<{ tempId: string; draft: EventDraft }>) {
        state.events.push({ id: action.payload.tempId, ...action.payload.draft });
        writeStarted(state.editor);
      },
      prepare: (draft: EventDraft) => ({
        payload: { tempId: `tmp-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, draft },
      }),
    },
    eventCreated(state, action: PayloadAction<{ tempId: string; event: CalendarEvent }>) {
      const index = state.events.findIndex((item) => item.id === action.payload.tempId);
      if (index >= 0) state.events[index] = action.payload.event;
      writeSaved(state.editor);
    },
    eventCreateFailed(state, action: PayloadAction<{ tempId: string; error: AppError }>) {
      state.events = state.events.filter((item) => item.id !== action.payload.tempId);
      writeFailed(state.editor, action.payload.error);
    },
    /**
     * A change from the modal (`fromEditor`) or a drag/resize: shown at once, rolled back
     * to `previous` if the server refuses.
     */
    eventUpdateRequested(
      state,
      action: PayloadAction<{ event: CalendarEvent; previous: CalendarEvent; fromEditor: boolean }>,
    ) {
      replace(state, action.payload.event);
      if (action.payload.fromEditor) writeStarted(state.editor);
    },
    eventUpdated(state, action: PayloadAction<{ event: CalendarEvent; fromEditor: boolean }>) {
      replace(state, action.payload.event);
      if (action.payload.fromEditor) writeSaved(state.editor);
    },
    eventUpdateFailed(
      state,
      action: PayloadAction<{ previous: CalendarEvent; error: AppError; fromEditor: boolean }>,
    ) {
      replace(state, action.payload.previous);
      if (action.payload.fromEditor) writeFailed(state.editor, action.payload.error);
    },
    eventDeleteRequested(state, action: PayloadAction<CalendarEvent>) {
      state.events = state.events.filter((item) => item.id !== action.payload.id);
      writeStarted(state.editor);
    },
    eventDeleted(state) {
      writeSaved(state.editor);
    },
    eventDeleteFailed(state, action: PayloadAction<{ event: CalendarEvent; error: AppError }>) {
      if (!state.events.some((item) => item.id === action.payload.event.id)) {
        state.events.push(action.payload.event);
      }
      writeFailed(state.editor, action.payload.error);
    },
  },
});

const fromRoot = rootSelector(calendarSlice);
export const selectEvents = fromRoot((state) => state.events);
export const selectEventsRequest = fromRoot((state) => state.request);
export const selectEditor = fromRoot((state) => state.editor);

export const {
  eventsRequested,
  eventsLoaded,
  eventsNotFound,
  eventsFailed,
  editorOpened,
  eventCreateRequested,
  eventCreated,
  eventCreateFailed,
  eventUpdateRequested,
  eventUpdated,
  eventUpdateFailed,
  eventDeleteRequested,
  eventDeleted,
  eventDeleteFailed,
} = calendarSlice.actions;
export default calendarSlice;
