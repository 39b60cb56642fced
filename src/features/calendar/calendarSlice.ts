import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '@/services/errors';
import {
  idleRequest,
  requestFailed,
  requestNotFound,
  requestStarted,
  requestSucceeded,
  type RequestState,
} from '@/lib/requestState';
import type { CalendarEvent, EventDraft } from './api';

/** The modal's save: it closes on `saved`, shows the error (and 422 fields) on `failed`. */
export interface EditorState {
  status: 'idle' | 'saving' | 'saved' | 'failed';
  error: AppError | null;
}

export interface CalendarState {
  events: CalendarEvent[];
  request: RequestState;
  editor: EditorState;
}

const initialState: CalendarState = {
  events: [],
  request: idleRequest(),
  editor: { status: 'idle', error: null },
};

const replace = (state: CalendarState, event: CalendarEvent) => {
  const index = state.events.findIndex((item) => item.id === event.id);
  if (index >= 0) state.events[index] = event;
};

const calendarSlice = createSlice({
  name: 'calendar',
  initialState,
  reducers: {
    eventsRequested(state) {
      requestStarted(state.request);
    },
    eventsLoaded(state, action: PayloadAction<CalendarEvent[]>) {
      requestSucceeded(state.request);
      state.events = action.payload;
    },
    eventsNotFound(state) {
      requestNotFound(state.request);
      state.events = [];
    },
    eventsFailed(state, action: PayloadAction<AppError>) {
      requestFailed(state.request, action.payload);
    },
    /** The page was left: requests in flight are cancelled. */
    calendarLeft() {},
    editorOpened(state) {
      state.editor = { status: 'idle', error: null };
    },
    /** From the modal: the event appears at once under a temporary id. */
    eventCreateRequested: {
      reducer(state, action: PayloadAction<{ tempId: string; draft: EventDraft }>) {
        state.events.push({ id: action.payload.tempId, ...action.payload.draft });
        state.editor = { status: 'saving', error: null };
      },
      prepare: (draft: EventDraft) => ({
        payload: { tempId: `tmp-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, draft },
      }),
    },
    eventCreated(state, action: PayloadAction<{ tempId: string; event: CalendarEvent }>) {
      const index = state.events.findIndex((item) => item.id === action.payload.tempId);
      if (index >= 0) state.events[index] = action.payload.event;
      state.editor = { status: 'saved', error: null };
    },
    eventCreateFailed(state, action: PayloadAction<{ tempId: string; error: AppError }>) {
      state.events = state.events.filter((item) => item.id !== action.payload.tempId);
      state.editor = { status: 'failed', error: action.payload.error };
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
      if (action.payload.fromEditor) state.editor = { status: 'saving', error: null };
    },
    eventUpdated(state, action: PayloadAction<{ event: CalendarEvent; fromEditor: boolean }>) {
      replace(state, action.payload.event);
      if (action.payload.fromEditor) state.editor = { status: 'saved', error: null };
    },
    eventUpdateFailed(
      state,
      action: PayloadAction<{ previous: CalendarEvent; error: AppError; fromEditor: boolean }>,
    ) {
      replace(state, action.payload.previous);
      if (action.payload.fromEditor)
        state.editor = { status: 'failed', error: action.payload.error };
    },
    eventDeleteRequested(state, action: PayloadAction<CalendarEvent>) {
      state.events = state.events.filter((item) => item.id !== action.payload.id);
      state.editor = { status: 'saving', error: null };
    },
    eventDeleted(state) {
      state.editor = { status: 'saved', error: null };
    },
    eventDeleteFailed(state, action: PayloadAction<{ event: CalendarEvent; error: AppError }>) {
      if (!state.events.some((item) => item.id === action.payload.event.id)) {
        state.events.push(action.payload.event);
      }
      state.editor = { status: 'failed', error: action.payload.error };
    },
  },
  selectors: {
    selectEvents: (state) => state.events,
    selectEventsRequest: (state) => state.request,
    selectEditor: (state) => state.editor,
  },
});

export const { selectEvents, selectEventsRequest, selectEditor } = calendarSlice.getSelectors(
  (root: { calendar?: CalendarState }) => root.calendar ?? initialState,
);

export const {
  eventsRequested,
  eventsLoaded,
  eventsNotFound,
  eventsFailed,
  calendarLeft,
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
