import type { Action } from '@reduxjs/toolkit';
import { fork, put, select, takeEvery } from 'typed-redux-saga';
import { liveChanged, notificationAdded } from '@/features/events';
import { defineFeature, type LazyFeature } from './feature';
import { requestsSaga } from './request';

interface Deleted<Root> {
  area: string;
  openId: (state: Root) => string | null;
  closed: (id: string) => Action;
}

/**
 * Issue 40: deleting what another member is looking at closes it there, with a message. When
 * the live stream says a record of `area` was deleted (`liveChanged`, op `delete`) and it is
 * the one open here (`openId`), `closed(id)` closes it and a notice says why: the area's
 * `<area>.deleted.title` and `.message` texts, as a warning that stays 8 s. A delete made in
 * this tab closed it already (the optimistic delete), so it is not open any more here.
 */
function closeWhenDeleted<Root>(options: Deleted<Root>) {
  const notice = {
    title: `${options.area}.deleted.title`,
    message: `${options.area}.deleted.message`,
    variant: 'warning',
    delay: 8000,
  } as const;
  return function* watchDeleted() {
    yield* takeEvery(liveChanged, function* closeIfOpen({ payload: { area, op, recordId } }) {
      if (area !== options.area || op !== 'delete' || !recordId) return;
      if ((yield* select(options.openId)) !== recordId) return;
      yield* put(options.closed(recordId));
      yield* put(notificationAdded(notice));
    });
  };
}

/**
 * A data feature that shows one record at a time (calendar, projects, tasks): its declared
 * requests under the generic watcher, and the open record closed when someone else deletes
 * it (`deleted`, see `closeWhenDeleted`).
 */
export function defineClosingFeature<const Name extends string, State, Root>(feature: {
  name: Name;
  slice: LazyFeature<Name, State>['slice'];
  requests: readonly { watch: () => Generator }[];
  deleted: Deleted<Root>;
}): LazyFeature<Name, State> {
  const watchRequests = requestsSaga(...feature.requests);
  const watchDeleted = closeWhenDeleted(feature.deleted);
  return defineFeature({
    name: feature.name,
    slice: feature.slice,
    *saga() {
      yield* fork(watchRequests);
      yield* fork(watchDeleted);
    },
  });
}
