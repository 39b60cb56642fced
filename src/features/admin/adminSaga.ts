import { put, select, takeEvery } from 'redux-saga/effects';
import { demoDataReset } from '@/features/events';
import { getServices } from '@/lib/services';
import { debounceSearch, loadResource, optimisticWrite, takeLatestRead } from '@/lib/resourceSaga';
import type { AppError } from '@/services/errors';
import { ADMIN_API, type AdminUser, type AdminUserPage, type AuditPage } from './api';
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
  type AccountChangeRequest,
} from './adminSlice';

/** The refusals the page explains in the reader's language (the server's words are English). */
export const REFUSAL_KEYS = {
  self: 'admin.errors.self',
  lastAdmin: 'admin.errors.lastAdmin',
  gone: 'admin.errors.gone',
} as const;

/**
 * A 409 is one of two known refusals (the API's contract): an Admin may not demote or disable
 * themselves, nor leave no active Admin. Which one follows from whose account it is, so the
 * page says it in the reader's language; any other refusal keeps the server's own words.
 */
export function explainRefusal(
  error: AppError,
  { user }: AccountChangeRequest,
  selfUid: string | null,
): AppError {
  if (error.status !== 409) return error;
  const { message: _english, ...rest } = error;
  return {
    ...rest,
    messageKey: user.uid === selfUid ? REFUSAL_KEYS.self : REFUSAL_KEYS.lastAdmin,
  };
}

export function* handleUsersRequested() {
  const query = (yield select(selectAdminUsersQuery)) as ReturnType<typeof selectAdminUsersQuery>;
  yield* loadResource(
    (http, signal) =>
      http.get<AdminUserPage>(
        ADMIN_API.users,
        {
          q: query.q.trim() || undefined,
          sort: query.sort,
          page: query.page,
          pageSize: query.pageSize,
        },
        { signal },
      ),
    { loaded: usersLoaded, failed: usersFailed },
  );
}

export function* handleAuditRequested() {
  const query = (yield select(selectAuditQuery)) as ReturnType<typeof selectAuditQuery>;
  yield* loadResource(
    (http, signal) =>
      http.get<AuditPage>(
        ADMIN_API.audit,
        { page: query.page, pageSize: query.pageSize },
        { signal },
      ),
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
  const { session } = yield* getServices();
  const selfUid = session.read()?.uid ?? null;
  const outcome = yield* optimisticWrite({
    request: (http) => http.updatePatch<AdminUser>(ADMIN_API.user(payload.user.uid), payload.patch),
    succeeded: accountChanged,
    failed: (error) =>
      accountChangeFailed({
        previous: payload.user,
        error: explainRefusal(error, payload, selfUid),
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
