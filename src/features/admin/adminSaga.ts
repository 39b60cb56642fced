import { put, takeEvery } from 'redux-saga/effects';
import { demoDataReset } from '@/features/events';
import { debounceSearch, optimisticWrite, takeLatestRead, loadQuery } from '@/lib/resourceSaga';
import type { AppError } from '@/services/errors';
import { ADMIN_API, type AdminUser } from '@/contract/admin';
import {
  accountChangeFailed,
  accountChangeRequested,
  accountChanged,
  auditFailed,
  auditLoaded,
  auditRequested,
  selectAdminUsersQuery,
  selectAuditQuery,
  usersFailed,
  usersLoaded,
  usersRequested,
  usersSearched,
} from './adminSlice';

export const REFUSAL_KEYS = {
  lastAdmin: 'admin.errors.lastAdmin',
  selfDemote: 'admin.errors.selfDemote',
  selfDisable: 'admin.errors.selfDisable',
  gone: 'admin.errors.gone',
} as const;

/**
 * The 409 refusals of the API's contract (docs/api/admin.md), by the start of their English
 * message: the page says each in the reader's language.
 */
const KNOWN_REFUSALS: readonly { starts: string; key: string }[] = [
  { starts: 'This is the last active Admin', key: REFUSAL_KEYS.lastAdmin },
  { starts: 'You cannot remove your own Admin role', key: REFUSAL_KEYS.selfDemote },
  { starts: 'You cannot disable your own account', key: REFUSAL_KEYS.selfDisable },
];

/** A known refusal in the reader's language; any other keeps the server's own words. */
export function explainRefusal(error: AppError): AppError {
  const words = error.message;
  if (error.status !== 409 || !words) return error;
  const known = KNOWN_REFUSALS.find(({ starts }) => words.startsWith(starts));
  if (!known) return error;
  const { message: _english, ...rest } = error;
  return { ...rest, messageKey: known.key };
}

export function* handleUsersRequested() {
  yield* loadQuery(
    selectAdminUsersQuery,
    ADMIN_API.users,
    (query) => ({
      q: query.q.trim() || undefined,
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
    }),
    { loaded: usersLoaded, failed: usersFailed },
  );
}

export function* handleAuditRequested() {
  yield* loadQuery(
    selectAuditQuery,
    ADMIN_API.audit,
    (query) => ({ page: query.page, pageSize: query.pageSize }),
    { loaded: auditLoaded, failed: auditFailed },
  );
}

/**
 * Optimistic: the row shows the change at once (the reducer); a refusal puts the account back
 * as it was and the row says why. A change made is a new audit entry: the audit list reloads.
 */
export function* handleAccountChangeRequested({
  payload,
}: ReturnType<typeof accountChangeRequested>) {
  const outcome = yield* optimisticWrite({
    request: (http) => http.updatePatch<AdminUser>(ADMIN_API.user(payload.user.uid), payload.patch),
    succeeded: accountChanged,
    failed: (error) =>
      accountChangeFailed({
        previous: payload.user,
        error: explainRefusal(error),
      }),
    notFoundKey: REFUSAL_KEYS.gone,
  });
  if (outcome.kind === 'ok') yield put(auditRequested({ page: 1 }));
}

/** Both lists reload with the demo data reset (the accounts stay; the audit may not). */
export function* adminSaga() {
  yield takeLatestRead('admin', [usersRequested.type, demoDataReset.type], handleUsersRequested);
  yield debounceSearch(usersSearched.type, () => usersRequested());
  yield takeLatestRead('admin', [auditRequested.type, demoDataReset.type], handleAuditRequested);
  yield takeEvery(accountChangeRequested.type, handleAccountChangeRequested);
}
