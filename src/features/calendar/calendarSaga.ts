import { put, takeEvery } from 'redux-saga/effects';
import { demoDataReset, notificationAdded } from '@/features/events';
import { describeErrorKey } from './errorText';
import { requestResource } from '@/lib/requestResource';
import { failureOf, loadGet, takeLatestRead, writeResource } from '@/lib/resourceSaga';
import { CALENDAR_API, type CalendarEvent } from '@/contract/calendar';
import {
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

export function* handleEventsRequested() {
  yield* loadGet<CalendarEvent[]>(CALENDAR_API.events, undefined, {
    loaded: eventsLoaded,
    notFound: eventsNotFound,
    failed: eventsFailed,
  });
}

export function* handleEventCreateRequested(action: ReturnType<typeof eventCreateRequested>) {
  const { tempId, draft } = action.payload;
  yield* writeResource({
    request: (http) => http.create<CalendarEvent>(CALENDAR_API.events, draft),
    succeeded: (event) => eventCreated({ tempId, event }),
    // The modal stays open with what was typed and shows the reason there.
    failed: (error) => eventCreateFailed({ tempId, error }),
  });
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
  const error = failureOf(outcome);
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
  yield takeLatestRead(
    'calendar',
    [eventsRequested.type, demoDataReset.type],
    handleEventsRequested,
  );
  yield takeEvery(eventCreateRequested.type, handleEventCreateRequested);
  yield takeEvery(eventUpdateRequested.type, handleEventUpdateRequested);
  yield takeEvery(eventDeleteRequested.type, handleEventDeleteRequested);
}
