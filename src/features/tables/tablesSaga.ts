import { put, takeEvery, takeLatest } from 'redux-saga/effects';
import { demoDataReset } from '@/features/events';
import { requestResource } from '@/lib/requestResource';
import { LARGE_MAX, TABLES_API, type Person } from './api';
import {
  largePeopleFailed,
  largePeopleLoaded,
  largePeopleRequested,
  peopleDeleted,
  peopleDeleteFailed,
  peopleDeleteRequested,
  peopleFailed,
  peopleLoaded,
  peopleNotFound,
  peopleRequested,
} from './tablesSlice';

export function* handlePeopleRequested() {
  const outcome = yield* requestResource((http, signal) =>
    http.get<Person[]>(TABLES_API.people, undefined, { signal }),
  );
  if (outcome.kind === 'ok') yield put(peopleLoaded(outcome.data));
  else if (outcome.kind === 'not-found') yield put(peopleNotFound());
  else yield put(peopleFailed(outcome.error));
}

export function* handleLargePeopleRequested() {
  const outcome = yield* requestResource((http, signal) =>
    http.get<Person[]>(TABLES_API.largePeople, { count: LARGE_MAX }, { signal }),
  );
  if (outcome.kind === 'ok') yield put(largePeopleLoaded(outcome.data));
  else
    yield put(
      largePeopleFailed(
        outcome.kind === 'failed'
          ? outcome.error
          : { code: 'http/not-found', messageKey: 'errors.http.notFound', status: 404 },
      ),
    );
}

/** A write: the rows are already gone (optimistic); a refusal puts them back with a message. */
export function* handlePeopleDeleteRequested(action: ReturnType<typeof peopleDeleteRequested>) {
  const ids = action.payload.map((p) => p.id);
  const outcome = yield* requestResource((http, signal) =>
    http.create<{ removed: number[] }>(TABLES_API.bulkDelete, { ids }, { signal }),
  );
  if (outcome.kind === 'ok') yield put(peopleDeleted(outcome.data.removed));
  else
    yield put(
      peopleDeleteFailed({
        restore: action.payload,
        error:
          outcome.kind === 'failed'
            ? outcome.error
            : { code: 'http/not-found', messageKey: 'errors.http.notFound', status: 404 },
      }),
    );
}

export function* tablesSaga() {
  yield takeLatest([peopleRequested.type, demoDataReset.type], handlePeopleRequested);
  yield takeLatest(largePeopleRequested.type, handleLargePeopleRequested);
  yield takeEvery(peopleDeleteRequested.type, handlePeopleDeleteRequested);
}
