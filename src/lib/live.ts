import { createAction, type Action } from '@reduxjs/toolkit';
import { delay, fork, put, take } from 'typed-redux-saga';
import { ALL_AREAS } from '@/contract/events.plain';
import { liveChanged, liveResynced } from '@/features/events';
import { pageLeft } from './feature';

/** Live events this close together cause one read (a board move, a burst of edits). */
export const LIVE_REFRESH_MS = 250;

/**
 * A data feature's answer to live updates (issue 40): what it shows is read again when
 * someone changed one of its `areas` (or every area, `*`) or the stream resynced.
 *
 *   const tasksLive = refetchOnLive('tasks');
 *   listTasks = defineRequest('tasks/list', { ..., also: [demoDataReset, tasksLive.refreshed] });
 *   tasksRequests = [listTasks, ..., tasksLive]   (its `watch` runs with the requests')
 *
 * Quietly: `refreshed` reads again without a `requested` (the view keeps what it shows, no
 * skeleton, forms keep what was typed), and a failure is dropped (the next event tries again).
 * Only while the feature is on screen (a read of it asked since its page was last left), and a
 * burst of events within `LIVE_REFRESH_MS` is one read.
 */
export function refetchOnLive(feature: string, areas: readonly string[] = [feature]) {
  const refreshed = createAction(`${feature}/liveRefreshed`, () => ({
    payload: undefined,
    meta: { quiet: true },
  }));
  const concerns = (action: Action) =>
    liveResynced.match(action) ||
    (liveChanged.match(action) &&
      (action.payload.area === ALL_AREAS || areas.includes(action.payload.area)));
  const asked = (action: Action) =>
    action.type.startsWith(`${feature}/`) && action.type.endsWith('/requested');
  const left = (action: Action) => pageLeft.match(action) && action.payload.includes(feature);
  function* watch() {
    const view = { shown: false };
    yield* fork(function* followView() {
      for (;;) view.shown = asked(yield* take([asked, left]));
    });
    for (;;) {
      yield* take(concerns);
      // What comes meanwhile is read by this same read: it goes out after them.
      yield* delay(LIVE_REFRESH_MS);
      if (view.shown) yield* put(refreshed());
    }
  }
  // No state of its own: it sits in the feature's list of requests beside its reads.
  return { refreshed, watch, cases: () => undefined };
}
