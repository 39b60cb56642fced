import { eventChannel, type EventChannel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { call, delay, fork, put, race, take, takeEvery } from 'typed-redux-saga';
import type { LiveEvent } from '@/contract/events';
import { pagePath } from '@/config/pages';
import { DIRECTORY_AREAS, EVENT_NAMES, EVENT_OPS } from '@/contract/events.plain';
import {
  liveChanged,
  liveResynced,
  roleCheckRequested,
  sessionEnded,
  sessionStarted,
} from '@/features/events';
import { getServices } from '@/lib/services';
import type { HttpClient } from '@/services/http';
import { liveBackShown, liveStatusChanged } from './liveSlice';
import type { SseFrame } from './sse';
import { streamChannel } from './streamChannel';

/** The first wait after the stream dropped; doubled each time it drops again, up to the cap. */
export const RETRY_FIRST_MS = 1_000;
export const RETRY_MAX_MS = 30_000;
/** How long the top bar says "back" after a pause. */
export const BACK_SHOWN_MS = 4_000;

/**
 * The wait before attempt `n` (0-based) to open the stream again: doubled each time, capped,
 * and jittered (between half and all of it) so that clients cut together by a restart do not
 * come back together.
 */
export const retryDelay = (attempt: number, random = Math.random) =>
  Math.round(Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** attempt) * (0.5 + random() / 2));

/** `true` when the browser comes online, `false` when it goes offline. */
const onlineChannel = (): EventChannel<boolean> =>
  eventChannel((emit) => {
    const online = () => emit(true);
    const offline = () => emit(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });

/**
 * Until someone is signed in with a token other than `refused` (the one the server closed the
 * stream for). The session's token as the HTTP helper sends it: the feature loads with the
 * signed-in frame, after the session started; later sessions say `sessionStarted`.
 */
function* signedIn(refused: string | null) {
  const { session } = yield* getServices();
  for (;;) {
    const token = session.getToken();
    if (token && token !== refused) return;
    yield* take(sessionStarted);
  }
}

/** What one open stream came to. */
type Outcome = 'closed' | 'offline' | 'dropped' | 'renew';

/**
 * One open stream, until it ends: each change becomes `liveChanged`, a reset `liveResynced`.
 * `cursor.lastId` follows the ids received; `onOpen` runs once the server first speaks.
 */
function* readStream(
  http: HttpClient,
  online: EventChannel<boolean>,
  cursor: { lastId: string | null },
  onOpen: () => Generator<unknown, void>,
) {
  const channel = yield* call(streamChannel, http, cursor.lastId);
  let opened = false;
  try {
    for (;;) {
      const { message, network } = yield* race({ message: take(channel), network: take(online) });
      if (network === false) return 'offline' satisfies Outcome;
      // Back online while this stream stayed open: what was read again meanwhile may have
      // failed (offline), so everything shown is read again.
      if (network === true) yield* put(liveResynced());
      if (!message) continue;
      if (message.kind === 'ended') return 'dropped' satisfies Outcome;
      const { frame } = message;
      if (frame.id) cursor.lastId = frame.id;
      if (!opened) {
        opened = true;
        yield* onOpen();
      }
      const outcome = yield* handleFrame(frame);
      if (outcome) return outcome;
    }
  } finally {
    channel.close();
  }
}

function* handleFrame(frame: SseFrame) {
  switch (frame.event) {
    case EVENT_NAMES.change: {
      const event = asLiveEvent(safeJson(frame.data));
      if (event) yield* put(liveChanged(event));
      return undefined;
    }
    case EVENT_NAMES.reset:
      yield* put(liveResynced());
      return undefined;
    case EVENT_NAMES.closed:
      return 'closed' satisfies Outcome;
    case EVENT_NAMES.renew:
      return 'renew' satisfies Outcome;
    default:
      return undefined; // `ready`, and names a later server may add
  }
}

/**
 * The event a `change` frame carries, or null for one that is not (checked by hand, as
 * `liveEventSchema` says: zod would add its weight to every signed-in page).
 */
function asLiveEvent(value: unknown): LiveEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, area, op, recordId, by, at } = value as Record<string, unknown>;
  const ops: readonly unknown[] = EVENT_OPS;
  const texts = [id, area, by, at].every((field) => typeof field === 'string');
  if (!texts || !ops.includes(op) || (recordId !== null && typeof recordId !== 'string'))
    return null;
  return { id, area, op, recordId, by, at } as LiveEvent;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The stream for one session, opened again after every drop (with backoff) and paused while
 * offline, resumed with the last id. Returns when the server closes it for this session.
 */
export function* followStream() {
  const { http } = yield* getServices();
  const online = yield* call(onlineChannel);
  const cursor = { lastId: null as string | null };
  let attempt = 0;
  /** Paused since the stream was last open: say "back" when it opens again. */
  let paused = false;
  let everOpen = false;
  let renewing = false;
  function* opened() {
    attempt = 0;
    if (renewing) return;
    if (paused) {
      // Missed events come again from the last id, but what the screen read while the
      // network was away may have failed: everything shown is read again once.
      yield* put(liveResynced());
      yield* put(liveStatusChanged('back'));
      yield* fork(function* hideBack() {
        yield* delay(BACK_SHOWN_MS);
        yield* put(liveBackShown());
      });
    } else yield* put(liveStatusChanged('live'));
    paused = false;
    everOpen = true;
  }
  try {
    for (;;) {
      if (!navigator.onLine) {
        paused = true;
        yield* put(liveStatusChanged('offline'));
        while (!(yield* take(online)));
      }
      if (!renewing)
        yield* put(liveStatusChanged(everOpen || paused ? 'reconnecting' : 'connecting'));
      const outcome = yield* readStream(http, online, cursor, opened);
      if (outcome === 'closed') return;
      // Its token expires: opened again at once with a fresh one, from the last id, as if
      // nothing happened (nothing was missed: no resync, no status).
      renewing = outcome === 'renew';
      if (renewing) continue;
      paused = true;
      if (outcome === 'offline') continue;
      yield* put(liveStatusChanged('reconnecting'));
      // Back online during the wait: try at once.
      yield* race([delay(retryDelay(attempt)), take(online)]);
      attempt += 1;
    }
  } finally {
    online.close();
  }
}

/** A `role` change: an Admin changed this account (the server sends it to its streams only). */
const isRoleChange = (action: Action) =>
  liveChanged.match(action) && action.payload.area === DIRECTORY_AREAS.role;

/** A `membership` change of this account (removed from the workspace, or let in). */
const isMembershipChange = (action: Action) =>
  liveChanged.match(action) && action.payload.area === DIRECTORY_AREAS.membership;

/**
 * An Admin changed this account's role or status: the auth feature takes a new token at once
 * and the role it stands for, so the menu and the role guards follow without a reload.
 */
function* checkRoleOnChange() {
  yield* takeEvery(isRoleChange, function* check() {
    yield* put(roleCheckRequested({ changed: true }));
  });
}

/**
 * This account's membership changed while a workspace page shows (on a member's screen that
 * is a removal): a new token, and the waiting page at once, not at its next request. The
 * waiting page reads the standing itself (a member it sends back to the dashboard), so this
 * chunk, counted in every signed-in page's bytes, carries no request of its own.
 */
function* checkMembershipOnChange() {
  yield* takeEvery(isMembershipChange, function* check() {
    yield* put(roleCheckRequested({ changed: true }));
    const { navigator } = yield* getServices();
    yield* call([navigator, navigator.navigate], pagePath('auth-waiting'), { replace: true });
  });
}

/**
 * Live updates (issue 40): one stream per signed-in session. It starts once someone is signed
 * in, stops at sign-out; closed by the server (account disabled, signed out everywhere), it is
 * not opened again with that token, only with a new one (a new sign-in).
 */
export function* liveSaga() {
  yield* fork(checkRoleOnChange);
  yield* fork(checkMembershipOnChange);
  let refused: string | null = null;
  for (;;) {
    yield* signedIn(refused);
    const { ended } = yield* race({ run: call(followStream), ended: take(sessionEnded) });
    yield* put(liveStatusChanged(ended ? 'off' : 'closed'));
    refused = ended ? null : (yield* getServices()).session.getToken();
  }
}
