import { put, takeEvery, takeLatest } from 'redux-saga/effects';
import { demoDataReset, notificationAdded } from '@/features/events';
import { describeErrorKey } from './errorText';
import { requestResource } from '@/lib/requestResource';
import { CALENDAR_API, type CalendarEvent } from './api';
import {
  calendarLeft,
  eventCreated,
  eventCreateFailed,
  eventCreateRequested,
  eventDeleted,
  eventDeleteFailed,
  eventDeleteRequested,
  eventsFailed,
  eventsLoaded,
  eventsNotFound,
  eventsRequested,
  eventUpdated,
  eventUpdateFailed,
  eventUpdateRequested,
} from './calendarSlice';

const draftOf = ({ id: _id, ...draft }: CalendarEvent) => draft;

/** Reads: takeLatest, so a newer request (or leaving the page) aborts the one in flight. */
export function* handleEventsRequested(action: { type: string }) {
  if (action.type === calendarLeft.type) return;
  const outcome = yield* requestResource((http, signal) =>
    http.get<CalendarEvent[]>(CALENDAR_API.events, undefined, { signal }),
  );
  if (outcome.kind === 'ok') yield put(eventsLoaded(outcome.data));
  else if (outcome.kind === 'not-found') yield put(eventsNotFound());
  else yield put(eventsFailed(outcome.error));
}

export function* handleEventCreateRequested(action: ReturnType<typeof eventCreateRequested>) {
  const { tempId, draft } = action.payload;
  const outcome = yield* requestResource((http) =>
    http.create<CalendarEvent>(CALENDAR_API.events, draft),
  );
  if (outcome.kind === 'ok') yield put(eventCreated({ tempId, event: outcome.data }));
  else {
    const error =
      outcome.kind === 'failed'
        ? outcome.error
        : { code: 'http/not-found', messageKey: 'errors.http.notFound', status: 404 };
    // The modal stays open with what was typed and shows the reason there.
    yield put(eventCreateFailed({ tempId, error }));
  }
}

export function* handleEventUpdateRequested(action: ReturnType<typeof eventUpdateRequested>) {
  const { event, previous, fromEditor } = action.payload;
  const outcome = yield* requestResource((http) =>
    http.update<CalendarEvent>(CALENDAR_API.event(event.id), draftOf(event)),
  );
  if (outcome.kind === 'ok') {
    yield put(eventUpdated({ event: outcome.data, fromEditor }));
    return;
  }
  const error =
    outcome.kind === 'failed'
      ? outcome.error
      : { code: 'http/not-found', messageKey: 'errors.http.notFound', status: 404 };
  yield put(eventUpdateFailed({ previous, error, fromEditor }));
  // A drag has no form to show the reason in: a toast says the change was undone, and why.
  if (!fromEditor) {
    yield put(
      notificationAdded({
        title: 'calendar.moveFailed',
        message: describeErrorKey(error),
        params: { title: previous.title },
        variant: 'danger',
        delay: 6000,
      }),
    );
  }
}

export function* handleEventDeleteRequested(action: ReturnType<typeof eventDeleteRequested>) {
  const event = action.payload;
  const outcome = yield* requestResource((http) => http.delete(CALENDAR_API.event(event.id)));
  // Already gone on the server: what the person wanted.
  if (outcome.kind !== 'failed') yield put(eventDeleted());
  else yield put(eventDeleteFailed({ event, error: outcome.error }));
}

export function* calendarSaga() {
  yield takeLatest(
    [eventsRequested.type, demoDataReset.type, calendarLeft.type],
    handleEventsRequested,
  );
  yield takeEvery(eventCreateRequested.type, handleEventCreateRequested);
  yield takeEvery(eventUpdateRequested.type, handleEventUpdateRequested);
  yield takeEvery(eventDeleteRequested.type, handleEventDeleteRequested);
}
