import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { requestCases } from '@/lib/request';
import { idleRequest, type RequestState, type WriteState } from '@/lib/requestState';
import { fieldSelectors, rootSelector } from '@/lib/selectors';
import type { AdminUser, AdminUserPatch, AdminUserSort, AuditPage } from '@/contract/admin';
import { adminRequests, usersAdapter } from './requests';

export interface UsersQuery {
  /** Name or e-mail, as typed; the saga sends it once typing pauses. */
  q: string;
  sort: AdminUserSort;
  page: number;
  pageSize: number;
}

export interface AuditQuery {
  page: number;
  pageSize: number;
}

/** One account's change in flight or just refused: what was asked, and how it went. */
export interface AccountChange extends WriteState {
  patch: AdminUserPatch;
}

/** What a change asks for: the account as shown (to roll back to) and the patch. */
export interface AccountChangeRequest {
  user: AdminUser;
  patch: AdminUserPatch;
}

export interface AdminState {
  users: ReturnType<typeof usersAdapter.getInitialState>;
  usersTotal: number;
  usersQuery: UsersQuery;
  usersRequest: RequestState;
  audit: AuditPage;
  auditQuery: AuditQuery;
  auditRequest: RequestState;
  /** By uid: a row shows its change while it is saving, and the reason when it was refused. */
  changes: Record<string, AccountChange>;
}

export const USERS_PAGE_SIZE = 10;
export const AUDIT_PAGE_SIZE = 8;

export const initialState: AdminState = {
  users: usersAdapter.getInitialState(),
  usersTotal: 0,
  usersQuery: { q: '', sort: 'name', page: 1, pageSize: USERS_PAGE_SIZE },
  usersRequest: idleRequest(),
  audit: { items: [], total: 0 },
  auditQuery: { page: 1, pageSize: AUDIT_PAGE_SIZE },
  auditRequest: idleRequest(),
  changes: {},
};

const adminSlice = createSlice({
  name: 'admin',
  initialState,
  reducers: {
    /** The person read the refusal and closed it. */
    accountChangeDismissed(state, action: PayloadAction<string>) {
      delete state.changes[action.payload];
    },
  },
  extraReducers: requestCases(...adminRequests),
});

const fromRoot = rootSelector(adminSlice);
export const { selectAudit, selectAuditQuery, selectAuditRequest } = fieldSelectors(adminSlice);
export const selectAdminUsers = fromRoot((state) =>
  usersAdapter.getSelectors().selectAll(state.users),
);
export const selectAdminUsersTotal = fromRoot((state) => state.usersTotal);
export const selectAdminUsersQuery = fromRoot((state) => state.usersQuery);
export const selectAdminUsersRequest = fromRoot((state) => state.usersRequest);
export const selectAccountChanges = fromRoot((state) => state.changes);

export const { accountChangeDismissed } = adminSlice.actions;
export default adminSlice;
