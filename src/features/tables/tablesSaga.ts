import { takeEvery } from 'redux-saga/effects';
import { demoDataReset } from '@/features/events';
import { loadGet, optimisticWrite, takeLatestRead } from '@/lib/resourceSaga';
import { LARGE_MAX, TABLES_API, type Person } from '@/contract/tables';
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
  yield* loadGet<Person[]>(TABLES_API.people, undefined, {
    loaded: peopleLoaded,
    notFound: peopleNotFound,
    failed: peopleFailed,
  });
}

export function* handleLargePeopleRequested() {
  yield* loadGet<Person[]>(
    TABLES_API.largePeople,
    { count: LARGE_MAX },
    { loaded: largePeopleLoaded, failed: largePeopleFailed },
  );
}

/** A write: the rows are already gone (optimistic); a refusal puts them back with a message. */
export function* handlePeopleDeleteRequested({
  payload: rows,
}: ReturnType<typeof peopleDeleteRequested>) {
  const ids = rows.map((p) => p.id);
  yield* optimisticWrite({
    request: (http, signal) =>
      http.create<{ removed: number[] }>(TABLES_API.bulkDelete, { ids }, { signal }),
    succeeded: (answer) => peopleDeleted(answer.removed),
    failed: (error) => peopleDeleteFailed({ restore: rows, error }),
  });
}

export function* tablesSaga() {
  yield takeLatestRead('tables', [peopleRequested.type, demoDataReset.type], handlePeopleRequested);
  yield takeLatestRead('tables', largePeopleRequested.type, handleLargePeopleRequested);
  yield takeEvery(peopleDeleteRequested.type, handlePeopleDeleteRequested);
}
