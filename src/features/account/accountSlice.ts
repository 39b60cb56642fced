import { createSlice } from '@reduxjs/toolkit';
import { profileNameChanged } from '@/features/events';
import type { AppError } from '@/services/errors';
import type { UserProfile } from '@/services/types';
import { idleRequest, idleWrite, type RequestState, type WriteState } from '@/lib/requestState';
import {
  fieldSelectors,
  fieldReadReducers,
  readReducers,
  writeReducers,
} from '@/lib/resourceSlice';
import type {
  ActivityItem,
  Invoice,
  Page,
  ProjectSummary,
  Subscription,
  TaskSummary,
} from '@/contract/account';

export interface AccountState {
  profile: UserProfile | null;
  profileRequest: RequestState;
  nameSave: WriteState;
  passwordChange: WriteState;
  activity: ActivityItem[];
  activityTotal: number;
  activityPage: number;
  activityRequest: RequestState;
  projects: ProjectSummary[];
  projectsRequest: RequestState;
  tasks: TaskSummary[];
  tasksRequest: RequestState;
  invoice: Invoice | null;
  invoiceRequest: RequestState;
  subscription: Subscription | null;
  subscriptionRequest: RequestState;
  planSave: WriteState;
}

export const initialState: AccountState = {
  profile: null,
  profileRequest: idleRequest(),
  nameSave: idleWrite(),
  passwordChange: idleWrite(),
  activity: [],
  activityTotal: 0,
  activityPage: 0,
  activityRequest: idleRequest(),
  projects: [],
  projectsRequest: idleRequest(),
  tasks: [],
  tasksRequest: idleRequest(),
  invoice: null,
  invoiceRequest: idleRequest(),
  subscription: null,
  subscriptionRequest: idleRequest(),
  planSave: idleWrite(),
};

/** Items per "load more" page of the activity timeline. */
export const ACTIVITY_PAGE_SIZE = 8;

const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    ...fieldReadReducers('profile', 'profile', {
      request: (state: AccountState) => state.profileRequest,
      requested: (_state, _uid: string) => {},
    }),
    /** The submit of the name form: shown at once (optimistic), rolled back on failure. */
    ...writeReducers('nameChange', 'nameChanged', {
      write: (state: AccountState) => state.nameSave,
      opened: 'nameFormOpened',
      requested: (state, { name }: { uid: string; name: string; previous: string }) => {
        if (state.profile) state.profile.name = name;
      },
      saved: (_state, _changed: { uid: string; name: string }) => {},
      failed: (state, { previous }: { error: AppError; previous: string }) => {
        if (state.profile) state.profile.name = previous;
      },
    }),
    ...writeReducers('passwordChange', 'passwordChanged', {
      write: (state: AccountState) => state.passwordChange,
      requested: (_state, _passwords: { current: string; next: string }) => {},
    }),
    /** `page` 1 (the default) starts the timeline again; later pages are appended ("load more"). */
    ...readReducers('activity', {
      request: (state: AccountState) => state.activityRequest,
      requested: (_state, _page: number | undefined) => {},
      loaded: (state, { page, items, total }: { page: number } & Page<ActivityItem>) => {
        state.activity = page === 1 ? items : [...state.activity, ...items];
        state.activityTotal = total;
        state.activityPage = page;
      },
    }),
    ...fieldReadReducers('projects', 'projects', {
      request: (state: AccountState) => state.projectsRequest,
    }),
    ...fieldReadReducers('tasks', 'tasks', {
      request: (state: AccountState) => state.tasksRequest,
    }),
    /** `id` null: the newest invoice. */
    ...fieldReadReducers('invoice', 'invoice', {
      request: (state: AccountState) => state.invoiceRequest,
      requested: (state, _id: string | null) => {
        state.invoice = null;
      },
      empty: null,
    }),
    ...fieldReadReducers('subscription', 'subscription', {
      request: (state: AccountState) => state.subscriptionRequest,
    }),
    /** Confirmed in the dialog: marked at once, rolled back on failure. */
    ...writeReducers('planChange', 'planChanged', {
      write: (state: AccountState) => state.planSave,
      prepare: (next: Subscription, previous: Subscription | null) => ({ next, previous }),
      requested: (state, { next }) => {
        state.subscription = next;
      },
      saved: (state, subscription: Subscription) => {
        state.subscription = subscription;
      },
      failed: (state, { previous }: { error: AppError; previous: Subscription | null }) => {
        state.subscription = previous;
      },
    }),
  },
});

export const {
  selectProfile,
  selectProfileRequest,
  selectNameSave,
  selectPasswordChange,
  selectActivity,
  selectActivityTotal,
  selectActivityPage,
  selectActivityRequest,
  selectProjects,
  selectProjectsRequest,
  selectTasks,
  selectTasksRequest,
  selectInvoice,
  selectInvoiceRequest,
  selectSubscription,
  selectSubscriptionRequest,
  selectPlanSave,
} = fieldSelectors(accountSlice);

export const {
  profileRequested,
  profileLoaded,
  profileNotFound,
  profileFailed,
  nameChangeRequested,
  nameChanged,
  nameChangeFailed,
  nameFormOpened,
  passwordChangeRequested,
  passwordChanged,
  passwordChangeFailed,
  activityRequested,
  activityLoaded,
  activityFailed,
  projectsRequested,
  projectsLoaded,
  projectsFailed,
  tasksRequested,
  tasksLoaded,
  tasksFailed,
  invoiceRequested,
  invoiceLoaded,
  invoiceNotFound,
  invoiceFailed,
  subscriptionRequested,
  subscriptionLoaded,
  subscriptionFailed,
  planChangeRequested,
  planChanged,
  planChangeFailed,
} = accountSlice.actions;
export default accountSlice;

export { profileNameChanged };
