import { demoDataReset, profileNameChanged } from '@/features/events';
import { answer, get, put, type Call } from '@/lib/client';
import { defineRequest } from '@/lib/request';
import { toAppError } from '@/services/errors';
import {
  ACCOUNT_API,
  type ActivityItem,
  type Invoice,
  type Page,
  type ProjectSummary,
  type Subscription,
  type TaskSummary,
} from '@/contract/account';
import type { AccountState } from './accountSlice';

/** Items per "load more" page of the activity timeline. */
export const ACTIVITY_PAGE_SIZE = 8;

/** Firebase codes the password form explains in its own words (keys in ./locales). */
const PASSWORD_ERRORS: Record<string, string> = {
  'auth/invalid-credential': 'account.password.errors.wrongCurrent',
  'auth/invalid-login-credentials': 'account.password.errors.wrongCurrent',
  'auth/wrong-password': 'account.password.errors.wrongCurrent',
  'auth/weak-password': 'account.password.errors.weak',
  'auth/too-many-requests': 'account.password.errors.tooMany',
  'auth/requires-recent-login': 'account.password.errors.recentLogin',
};

const api = {
  activity: (page: number) =>
    get<Page<ActivityItem>>(ACCOUNT_API.activity, { page, pageSize: ACTIVITY_PAGE_SIZE }),
  projects: () => get<ProjectSummary[]>(ACCOUNT_API.projects),
  tasks: () => get<TaskSummary[]>(ACCOUNT_API.tasks),
  invoice: (id: string | null) =>
    get<Invoice>(id ? ACCOUNT_API.invoice(id) : ACCOUNT_API.latestInvoice),
  subscription: () => get<Subscription>(ACCOUNT_API.subscription),
  changePlan: (next: Subscription) => put<Subscription>(ACCOUNT_API.subscription, next),
  profile:
    (uid: string): Call<AccountState['profile']> =>
    async (_http, _signal, { profiles }) =>
      answer(await profiles.get(uid)),
  /**
   * The name lives twice: Firebase's display name and users/{uid}. The document goes first
   * (the rules check it); if the display name then fails, the document gets the old name
   * back so the two never disagree.
   */
  rename:
    (uid: string, name: string, previous: string): Call<{ uid: string; name: string }> =>
    async (_http, _signal, { profiles, auth }) => {
      await profiles.updateName(uid, name);
      try {
        await auth.updateDisplayName(name);
      } catch (error) {
        // The document keeps the new name if this fails too; the next sign-in reads it there.
        await profiles.updateName(uid, previous).catch(() => undefined);
        throw error;
      }
      return answer({ uid, name });
    },
  changePassword:
    (current: string, next: string): Call<null> =>
    async (_http, _signal, { auth }) => {
      try {
        await auth.changePassword(current, next);
      } catch (thrown) {
        const error = toAppError(thrown);
        const key = PASSWORD_ERRORS[error.code];
        throw key ? { code: error.code, messageKey: key } : error;
      }
      return { kind: 'ok', data: null, status: 204 };
    },
};

export const readProfile = defineRequest('account/profile', {
  read: (state: AccountState) => state.profileRequest,
  call: (uid: string) => api.profile(uid),
  loaded: (state, profile) => void (state.profile = profile),
});

/** The submit of the name form: shown at once, rolled back on failure; the session is told. */
export const changeName = defineRequest('account/name', {
  write: (state: AccountState) => state.nameSave,
  call: ({ uid, name, previous }: { uid: string; name: string; previous: string }) =>
    api.rename(uid, name, previous),
  optimistic: (state, { name }) => void (state.profile && (state.profile.name = name)),
  rollback: (state, { request }) => void (state.profile && (state.profile.name = request.previous)),
  announce: (changed) => profileNameChanged(changed),
});

export const changePassword = defineRequest('account/password', {
  write: (state: AccountState) => state.passwordChange,
  call: ({ current, next }: { current: string; next: string }) => api.changePassword(current, next),
});

/** `page` 1 (the default) starts the timeline again; later pages are appended ("load more"). */
export const readActivity = defineRequest('account/activity', {
  read: (state: AccountState) => state.activityRequest,
  call: (page?: number) => api.activity(page ?? 1),
  empty: { items: [], total: 0 },
  loaded: (state, { items, total }, page = 1) => {
    state.activity = page === 1 ? items : [...state.activity, ...items];
    state.activityTotal = total;
    state.activityPage = page;
  },
  also: [demoDataReset],
});

export const readProjects = defineRequest('account/projects', {
  read: (state: AccountState) => state.projectsRequest,
  call: (_: void) => api.projects(),
  empty: [],
  loaded: (state, projects) => void (state.projects = projects),
});

export const readTasks = defineRequest('account/tasks', {
  read: (state: AccountState) => state.tasksRequest,
  call: (_: void) => api.tasks(),
  empty: [],
  loaded: (state, tasks) => void (state.tasks = tasks),
});

/** `id` null: the newest invoice. */
export const readInvoice = defineRequest('account/invoice', {
  read: (state: AccountState) => state.invoiceRequest,
  requested: (state, _id: string | null) => void (state.invoice = null),
  call: (id) => api.invoice(id),
  loaded: (state, invoice) => void (state.invoice = invoice),
});

/** A missing subscription is a failure here (the plans page has no not-found state). */
export const readSubscription = defineRequest('account/subscription', {
  read: (state: AccountState) => state.subscriptionRequest,
  call: (_: void) => api.subscription(),
  missingFails: true,
  loaded: (state, subscription) => void (state.subscription = subscription),
  also: [demoDataReset],
});

/** Confirmed in the dialog: marked at once, rolled back on failure. */
export const changePlan = defineRequest('account/plan', {
  write: (state: AccountState) => state.planSave,
  call: ({ next }: { next: Subscription; previous: Subscription | null }) => api.changePlan(next),
  optimistic: (state, { next }) => void (state.subscription = next),
  gone: true, // no answer to read back: the plan asked for stands
  succeeded: (state, subscription: Subscription | null, { next }) =>
    void (state.subscription = subscription ?? next),
  rollback: (state, { request }) => void (state.subscription = request.previous),
});

export const accountRequests = [
  readProfile,
  changeName,
  changePassword,
  readActivity,
  readProjects,
  readTasks,
  readInvoice,
  readSubscription,
  changePlan,
];
