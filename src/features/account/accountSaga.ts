import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { demoDataReset } from '@/features/events';
import { getServices } from '@/lib/services';
import { loadGet, takeLatestRead } from '@/lib/resourceSaga';
import { toAppError, type AppError } from '@/services/errors';
import type { HttpResult } from '@/services/http';
import type { UserProfile } from '@/services/types';
import {
  ACCOUNT_API,
  type ActivityItem,
  type Invoice,
  type Page,
  type ProjectSummary,
  type Subscription,
  type TaskSummary,
} from '@/contract/account';
import {
  ACTIVITY_PAGE_SIZE,
  activityFailed,
  activityLoaded,
  activityRequested,
  invoiceFailed,
  invoiceLoaded,
  invoiceNotFound,
  invoiceRequested,
  nameChangeFailed,
  nameChangeRequested,
  nameChanged,
  passwordChangeFailed,
  passwordChangeRequested,
  passwordChanged,
  planChangeFailed,
  planChangeRequested,
  planChanged,
  profileFailed,
  profileLoaded,
  profileNameChanged,
  profileNotFound,
  profileRequested,
  projectsFailed,
  projectsLoaded,
  projectsRequested,
  subscriptionFailed,
  subscriptionLoaded,
  subscriptionRequested,
  tasksFailed,
  tasksLoaded,
  tasksRequested,
} from './accountSlice';

/** Firebase codes the password form explains in its own words (keys in ./locales). */
const PASSWORD_ERRORS: Record<string, string> = {
  'auth/invalid-credential': 'account.password.errors.wrongCurrent',
  'auth/invalid-login-credentials': 'account.password.errors.wrongCurrent',
  'auth/wrong-password': 'account.password.errors.wrongCurrent',
  'auth/weak-password': 'account.password.errors.weak',
  'auth/too-many-requests': 'account.password.errors.tooMany',
  'auth/requires-recent-login': 'account.password.errors.recentLogin',
};

function* handleProfileRequested({ payload }: ReturnType<typeof profileRequested>) {
  const { profiles } = yield* getServices();
  try {
    const profile = (yield call([profiles, profiles.get], payload)) as UserProfile | null;
    if (profile) yield put(profileLoaded(profile));
    else yield put(profileNotFound());
  } catch (error) {
    yield put(profileFailed(toAppError(error)));
  }
}

/**
 * The name lives twice: Firebase's display name and users/{uid}. The document goes first
 * (the rules check it); if the display name then fails, the document gets the old name
 * back so the two never disagree.
 */
function* handleNameChange({ payload }: ReturnType<typeof nameChangeRequested>) {
  const { profiles, auth } = yield* getServices();
  const { uid, name, previous } = payload;
  try {
    yield call([profiles, profiles.updateName], uid, name);
  } catch (error) {
    yield put(nameChangeFailed({ error: toAppError(error), previous }));
    return;
  }
  try {
    yield call([auth, auth.updateDisplayName], name);
  } catch (error) {
    try {
      yield call([profiles, profiles.updateName], uid, previous);
    } catch {
      // The document keeps the new name; the next sign-in reads it from there.
    }
    yield put(nameChangeFailed({ error: toAppError(error), previous }));
    return;
  }
  yield put(nameChanged({ uid, name }));
  yield put(profileNameChanged({ uid, name }));
}

function* handlePasswordChange({ payload }: ReturnType<typeof passwordChangeRequested>) {
  const { auth } = yield* getServices();
  try {
    yield call([auth, auth.changePassword], payload.current, payload.next);
    yield put(passwordChanged());
  } catch (thrown) {
    const error: AppError = toAppError(thrown);
    const key = PASSWORD_ERRORS[error.code];
    yield put(passwordChangeFailed(key ? { code: error.code, messageKey: key } : error));
  }
}

function* handleActivityRequested({ payload }: ReturnType<typeof activityRequested>) {
  const page = payload ?? 1;
  yield* loadGet<Page<ActivityItem>>(
    ACCOUNT_API.activity,
    { page, pageSize: ACTIVITY_PAGE_SIZE },
    {
      loaded: (data) => activityLoaded({ page, ...data }),
      notFound: () => activityLoaded({ page, items: [], total: 0 }),
      failed: activityFailed,
    },
  );
}

function* handleProjectsRequested() {
  yield* loadGet<ProjectSummary[]>(ACCOUNT_API.projects, undefined, {
    loaded: projectsLoaded,
    notFound: () => projectsLoaded([]),
    failed: projectsFailed,
  });
}

function* handleTasksRequested() {
  yield* loadGet<TaskSummary[]>(ACCOUNT_API.tasks, undefined, {
    loaded: tasksLoaded,
    notFound: () => tasksLoaded([]),
    failed: tasksFailed,
  });
}

function* handleInvoiceRequested({ payload: id }: ReturnType<typeof invoiceRequested>) {
  const url = id ? ACCOUNT_API.invoice(id) : ACCOUNT_API.latestInvoice;
  yield* loadGet<Invoice>(url, undefined, {
    loaded: invoiceLoaded,
    notFound: invoiceNotFound,
    failed: invoiceFailed,
  });
}

/** A missing subscription is a failure here (the plans page has no not-found state). */
function* handleSubscriptionRequested() {
  yield* loadGet<Subscription>(ACCOUNT_API.subscription, undefined, {
    loaded: subscriptionLoaded,
    failed: subscriptionFailed,
  });
}

function* handlePlanChange({ payload }: ReturnType<typeof planChangeRequested>) {
  const { http } = yield* getServices();
  try {
    const result = (yield call(
      [http, http.update],
      ACCOUNT_API.subscription,
      payload.next,
    )) as HttpResult<Subscription>;
    yield put(planChanged(result.kind === 'ok' ? result.data : payload.next));
  } catch (error) {
    yield put(planChangeFailed({ error: toAppError(error), previous: payload.previous }));
  }
}

export function* accountSaga() {
  yield takeLatest(profileRequested.type, handleProfileRequested);
  yield takeEvery(nameChangeRequested.type, handleNameChange);
  yield takeEvery(passwordChangeRequested.type, handlePasswordChange);
  yield takeLatestRead('account', activityRequested.type, handleActivityRequested);
  yield takeLatestRead('account', projectsRequested.type, handleProjectsRequested);
  yield takeLatestRead('account', tasksRequested.type, handleTasksRequested);
  yield takeLatestRead('account', invoiceRequested.type, handleInvoiceRequested);
  yield takeLatestRead('account', subscriptionRequested.type, handleSubscriptionRequested);
  yield takeEvery(planChangeRequested.type, handlePlanChange);
  // Reset demo data: what the pages show is read again.
  yield takeLatest(demoDataReset.type, function* reload() {
    yield put(activityRequested(1));
    yield put(subscriptionRequested());
  });
}
