import type { Action } from '@reduxjs/toolkit';
import { fork, put, select, takeEvery } from 'typed-redux-saga';
import { liveChanged, notificationAdded } from '@/features/events';
import { defineFeature, type LazyFeature } from './feature';
import { requestsSaga } from './request';

/**
 * A data feature that shows one record at a time (calendar, projects, tasks): its declared
 * requests under the generic watcher, and the open record closed when someone else deletes it.
 *
 * Issue 40: deleting what another member is looking at closes it there, with a message. When
 * the live stream says a record of `deleted.area` was deleted (`liveChanged`, op `delete`) and
 * it is the one open here (`openId`), `closed(id)` closes it and a notice says why: the area's
 * `<area>.deleted.title` and `.message` texts, as a warning that stays 8 s. A delete made in
 * this tab closed it already (the optimistic delete), so it is not open any more here.
 */
export function defineClosingFeature<const Name extends string, State, Root>(feature: {
  name: Name;
  slice: LazyFeature<Name, State>['slice'];
  requests: readonly { watch: () => Generator }[];
  deleted: { area: string; openId: (state: Root) => string | null; closed: (id: string) => Action };
}): LazyFeature<Name, State> {
  const { area, openId, closed } = feature.deleted;
  const notice = {
    title: `${area}.deleted.title`,
    message: `${area}.deleted.message`,
    variant: 'warning',
    delay: 8000,
  } as const;
  function* closeIfOpen({ payload }: ReturnType<typeof liveChanged>) {
    if (payload.area !== area || payload.op !== 'delete' || !payload.recordId) return;
    if ((yield* select(openId)) !== payload.recordId) return;
    yield* put(closed(payload.recordId));
    yield* put(notificationAdded(notice));
  }
  return defineFeature({
    name: feature.name,
    slice: feature.slice,
    *saga() {
      yield* fork(requestsSaga(...feature.requests));
      yield* takeEvery(liveChanged, closeIfOpen);
    },
  });
}
