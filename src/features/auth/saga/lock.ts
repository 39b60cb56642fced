// The lock screen: locked per uid in localStorage (a reload or another tab stays locked), unlocked by the password.
import { eventChannel } from 'redux-saga';
import { call, put, select, take } from 'typed-redux-saga';
import { getServices } from '@/lib/services';
import { toAppError } from '@/services/errors';
import {
  selectCurrentUser,
  unlockFailed,
  type unlockRequested,
  unlockSucceeded,
  lockChangedElsewhere,
} from '../authSlice';

/** The uid whose screen is locked; in localStorage so a reload (or another tab) stays locked. */
export const LOCK_KEY = 'shreyu_locked';

export function* handleScreenLocked() {
  const svc = yield* getServices();
  const user = yield* select(selectCurrentUser);
  if (user) svc.storage.set(LOCK_KEY, user.uid);
}

export function* handleUnlockRequested({ payload }: ReturnType<typeof unlockRequested>) {
  const svc = yield* getServices();
  try {
    yield* call([svc.auth, svc.auth.reauthenticate], payload.password);
    svc.storage.remove(LOCK_KEY);
    yield* put(unlockSucceeded());
  } catch (error) {
    yield* put(unlockFailed(toAppError(error, 'auth.errors.login')));
  }
}

/**
 * Locking is per browser, not per tab: when another tab locks this user's screen, this tab
 * locks too (the guard sends it to the lock screen); when one unlocks, all do.
 */
export function* watchLockInOtherTabs() {
  const svc = yield* getServices();
  const channel = eventChannel<{ value: string | null }>((emit) =>
    svc.storage.subscribe(LOCK_KEY, (value) => emit({ value })),
  );
  try {
    while (true) {
      const { value } = yield* take(channel);
      const user = yield* select(selectCurrentUser);
      if (user) yield* put(lockChangedElsewhere(value === user.uid));
    }
  } finally {
    channel.close();
  }
}
