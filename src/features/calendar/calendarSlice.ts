import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createEntityAdapter } from '@/lib/entityAdapter';
import type { AppError } from '@/services/errors';
import {
  idleRequest,
  idleWrite,
  writeFailed,
  writeSaved,
  writeStarted,
  type RequestState,
  type WriteState,
} from '@/lib/requestState';
import { rootSelector, readReducers, writeReducers } from '@/lib/resourceSlice';
import type { CalendarEvent, EventDraft } from '@/contract/calendar';

/** The modal's save: it closes on `saved`, shows the error (and 422 fields) on `failed`. */
export type EditorState = WriteState;

/** The events by id (the calendar places them by date, not by order). */
const eventsAdapter = createEntityAdapter<CalendarEvent>();
const { selectAll } = eventsAdapter.getSelectors();

export interface CalendarState {
  events: ReturnType<typeof eventsAdapter.getInitialState>;
  request: RequestState;
  editor: EditorState;
}

const initialState: CalendarState = {
  events: eventsAdapter.getInitialState(),
  request: idleRequest(),
  editor: idleWrite(),
};

/** An event still on the calendar takes these values (one deleted meanwhile stays gone). */
const replace = (state: CalendarState, event: CalendarEvent) =>
  eventsAdapter.updateOne(state.events, { id: event.id, changes: event });

const calendarSlice = createSlice({
  name: 'calendar',
  initialState,
  reducers: {
    ...readReducers('events', {
      request: (state: CalendarState) => state.request,
      loaded: (state, events: CalendarEvent[]) => {
        eventsAdapter.setAll(state.events, events);
      },
      notFound: (state) => {
        eventsAdapter.removeAll(state.events);
      },
    }),
    /** From the modal: the event appears at once under a temporary id. */
    ...writeReducers('eventCreate', 'eventCreated', {
      write: (state: CalendarState) => state.editor,
      opened: 'editorOpened',
      prepare: (draft: EventDraft) => ({
        tempId: `tmp-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
        draft,
      }),
      requested: (state, { tempId, draft }) => {
        eventsAdapter.addOne(state.events, { id: tempId, ...draft });
      },
      saved: (state, { tempId, event }: { tempId: string; event: CalendarEvent }) => {
        // The temporary id becomes the stored one.
        eventsAdapter.updateOne(state.events, { id: tempId, changes: event });
      },
      failed: (state, { tempId }: { tempId: string; error: AppError }) => {
        eventsAdapter.removeOne(state.events, tempId);
      },
    }),
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
    ...writeReducers('eventDelete', 'eventDeleted', {
      write: (state: CalendarState) => state.editor,
      requested: (state, event: CalendarEvent) => {
        eventsAdapter.removeOne(state.events, event.id);
      },
      failed: (state, { event }: { event: CalendarEvent; error: AppError }) => {
        eventsAdapter.addOne(state.events, event); // kept if it is back already
      },
    }),
  },
});

const fromRoot = rootSelector(calendarSlice);
export const selectEvents = fromRoot((state) => selectAll(state.events));
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
