import { createSlice } from '@reduxjs/toolkit';
import { profileNameChanged } from '@/features/events';
import { requestCases } from '@/lib/request';
import type { UserProfile } from '@/services/types';
import {
  idleRequest,
  idleWrite,
  writeReset,
  type RequestState,
  type WriteState,
} from '@/lib/requestState';
import { fieldSelectors } from '@/lib/selectors';
import { accountRequests } from './requests';
import type {
  ActivityItem,
  Invoice,
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

const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    /** The name form opens again: the last save's outcome is cleared. */
    nameFormOpened(state) {
      writeReset(state.nameSave);
    },
  },
  extraReducers: requestCases(...accountRequests),
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

export const { nameFormOpened } = accountSlice.actions;
export default accountSlice;

export { profileNameChanged };
