import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { profileNameChanged } from '@/features/events';
import type { AppError } from '@/services/errors';
import type { UserProfile } from '@/services/types';
import {
  idleRequest,
  requestFailed,
  requestNotFound,
  requestStarted,
  requestSucceeded,
  type RequestState,
} from '@/lib/requestState';
import type { ActivityItem, Invoice, Page, ProjectSummary, Subscription, TaskSummary } from './api';

export interface AccountState {
  profile: UserProfile | null;
  profileRequest: RequestState;
  nameSave: RequestState;
  passwordChange: RequestState;
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
  planSave: RequestState;
}

export const initialState: AccountState = {
  profile: null,
  profileRequest: idleRequest(),
  nameSave: idleRequest(),
  passwordChange: idleRequest(),
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
  planSave: idleRequest(),
};

/** Items per "load more" page of the activity timeline. */
export const ACTIVITY_PAGE_SIZE = 8;

const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    profileRequested: {
      reducer: (state, _action: PayloadAction<{ uid: string }>) =>
        requestStarted(state.profileRequest),
      prepare: (uid: string) => ({ payload: { uid } }),
    },
    profileLoaded(state, action: PayloadAction<UserProfile>) {
      requestSucceeded(state.profileRequest);
      state.profile = action.payload;
    },
    profileNotFound(state) {
      requestNotFound(state.profileRequest);
    },
    profileFailed(state, action: PayloadAction<AppError>) {
      requestFailed(state.profileRequest, action.payload);
    },
    /** The submit of the name form: shown at once (optimistic), rolled back on failure. */
    nameChangeRequested: {
      reducer(state, action: PayloadAction<{ uid: string; name: string; previous: string }>) {
        requestStarted(state.nameSave);
        if (state.profile) state.profile.name = action.payload.name;
      },
      prepare: (input: { uid: string; name: string; previous: string }) => ({ payload: input }),
    },
    nameChanged(state, _action: PayloadAction<{ uid: string; name: string }>) {
      requestSucceeded(state.nameSave);
    },
    nameChangeFailed(state, action: PayloadAction<{ error: AppError; previous: string }>) {
      requestFailed(state.nameSave, action.payload.error);
      if (state.profile) state.profile.name = action.payload.previous;
    },
    nameFormOpened(state) {
      state.nameSave = idleRequest();
    },
    passwordChangeRequested: {
      reducer: (state, _action: PayloadAction<{ current: string; next: string }>) =>
        requestStarted(state.passwordChange),
      prepare: (input: { current: string; next: string }) => ({ payload: input }),
    },
    passwordChanged(state) {
      requestSucceeded(state.passwordChange);
    },
    passwordChangeFailed(state, action: PayloadAction<AppError>) {
      requestFailed(state.passwordChange, action.payload);
    },
    /** `page` 1 starts the timeline again; later pages are appended ("load more"). */
    activityRequested: {
      reducer: (state, _action: PayloadAction<{ page: number }>) =>
        requestStarted(state.activityRequest),
      prepare: (page: number = 1) => ({ payload: { page } }),
    },
    activityLoaded(state, action: PayloadAction<{ page: number } & Page<ActivityItem>>) {
      requestSucceeded(state.activityRequest);
      const { page, items, total } = action.payload;
      state.activity = page === 1 ? items : [...state.activity, ...items];
      state.activityTotal = total;
      state.activityPage = page;
    },
    activityFailed(state, action: PayloadAction<AppError>) {
      requestFailed(state.activityRequest, action.payload);
    },
    projectsRequested: (state) => requestStarted(state.projectsRequest),
    projectsLoaded(state, action: PayloadAction<ProjectSummary[]>) {
      requestSucceeded(state.projectsRequest);
      state.projects = action.payload;
    },
    projectsFailed(state, action: PayloadAction<AppError>) {
      requestFailed(state.projectsRequest, action.payload);
    },
    tasksRequested: (state) => requestStarted(state.tasksRequest),
    tasksLoaded(state, action: PayloadAction<TaskSummary[]>) {
      requestSucceeded(state.tasksRequest);
      state.tasks = action.payload;
    },
    tasksFailed(state, action: PayloadAction<AppError>) {
      requestFailed(state.tasksRequest, action.payload);
    },
    /** `id` null: the newest invoice. */
    invoiceRequested: {
      reducer(state, _action: PayloadAction<{ id: string | null }>) {
        requestStarted(state.invoiceRequest);
        state.invoice = null;
      },
      prepare: (id: string | null) => ({ payload: { id } }),
    },
    invoiceLoaded(state, action: PayloadAction<Invoice>) {
      requestSucceeded(state.invoiceRequest);
      state.invoice = action.payload;
    },
    invoiceNotFound(state) {
      requestNotFound(state.invoiceRequest);
      state.invoice = null;
    },
    invoiceFailed(state, action: PayloadAction<AppError>) {
      requestFailed(state.invoiceRequest, action.payload);
    },
    subscriptionRequested: (state) => requestStarted(state.subscriptionRequest),
    subscriptionLoaded(state, action: PayloadAction<Subscription>) {
      requestSucceeded(state.subscriptionRequest);
      state.subscription = action.payload;
    },
    subscriptionFailed(state, action: PayloadAction<AppError>) {
      requestFailed(state.subscriptionRequest, action.payload);
    },
    /** Confirmed in the dialog: marked at once, rolled back on failure. */
    planChangeRequested: {
      reducer(state, action: PayloadAction<{ next: Subscription; previous: Subscription | null }>) {
        requestStarted(state.planSave);
        state.subscription = action.payload.next;
      },
      prepare: (next: Subscription, previous: Subscription | null) => ({
        payload: { next, previous },
      }),
    },
    planChanged(state, action: PayloadAction<Subscription>) {
      requestSucceeded(state.planSave);
      state.subscription = action.payload;
    },
    planChangeFailed(
      state,
      action: PayloadAction<{ error: AppError; previous: Subscription | null }>,
    ) {
      requestFailed(state.planSave, action.payload.error);
      state.subscription = action.payload.previous;
    },
  },
  selectors: {
    selectProfile: (s) => s.profile,
    selectProfileRequest: (s) => s.profileRequest,
    selectNameSave: (s) => s.nameSave,
    selectPasswordChange: (s) => s.passwordChange,
    selectActivity: (s) => s.activity,
    selectActivityTotal: (s) => s.activityTotal,
    selectActivityPage: (s) => s.activityPage,
    selectActivityRequest: (s) => s.activityRequest,
    selectProjects: (s) => s.projects,
    selectProjectsRequest: (s) => s.projectsRequest,
    selectTasks: (s) => s.tasks,
    selectTasksRequest: (s) => s.tasksRequest,
    selectInvoice: (s) => s.invoice,
    selectInvoiceRequest: (s) => s.invoiceRequest,
    selectSubscription: (s) => s.subscription,
    selectSubscriptionRequest: (s) => s.subscriptionRequest,
    selectPlanSave: (s) => s.planSave,
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
} = accountSlice.getSelectors((root: { account?: AccountState }) => root.account ?? initialState);

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
