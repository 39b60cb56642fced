import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createEntityAdapter } from '@/lib/entityAdapter';
import {
  idleRequest,
  writeFailed,
  writeSaved,
  writeStarted,
  type RequestState,
  type WriteState,
} from '@/lib/requestState';
import {
  fieldReadReducers,
  fieldSelectors,
  queryReadReducers,
  rootSelector,
} from '@/lib/resourceSlice';
import type { AppError } from '@/services/errors';
import type {
  AdminUser,
  AdminUserPage,
  AdminUserPatch,
  AdminUserSort,
  AuditPage,
} from '@/contract/admin';

/** The accounts of the page shown, by uid, in the order the API answered (its sort). */
const usersAdapter = createEntityAdapter<AdminUser>({ selectId: (user) => user.uid });
const { selectAll } = usersAdapter.getSelectors();

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
    /** `usersSearched(q)`: each keystroke; the list is read once typing pauses (the saga). */
    ...queryReadReducers('users', {
      request: (state: AdminState) => state.usersRequest,
      query: (state) => state.usersQuery,
      loaded: (state, page: AdminUserPage) => {
        usersAdapter.setAll(state.users, page.items);
        state.usersTotal = page.total;
      },
    }),
    ...fieldReadReducers('audit', 'audit', {
      request: (state: AdminState) => state.auditRequest,
      requested: (state, query: Partial<AuditQuery> | undefined) => {
        state.auditQuery = { ...state.auditQuery, ...query };
      },
    }),
    /** Optimistic: the row shows the new role or status at once, marked as saving. */
    accountChangeRequested(state, action: PayloadAction<AccountChangeRequest>) {
      const { user, patch } = action.payload;
      usersAdapter.updateOne(state.users, { id: user.uid, changes: patch });
      const change: AccountChange = { status: 'idle', error: null, patch };
      writeStarted(change);
      state.changes[user.uid] = change;
    },
    /** The server's answer: the account as stored. */
    accountChanged(state, action: PayloadAction<AdminUser>) {
      usersAdapter.setOne(state.users, action.payload);
      const change = state.changes[action.payload.uid];
      if (change) writeSaved(change);
    },
    /** Refused: the row goes back to what it was and says why. */
    accountChangeFailed(state, action: PayloadAction<{ previous: AdminUser; error: AppError }>) {
      const { previous, error } = action.payload;
      if (state.users.entities[previous.uid]) usersAdapter.setOne(state.users, previous);
      const change = state.changes[previous.uid];
      if (change) writeFailed(change, error);
    },
    /** The person read the refusal and closed it. */
    accountChangeDismissed(state, action: PayloadAction<string>) {
      delete state.changes[action.payload];
    },
  },
});

const fromRoot = rootSelector(adminSlice);
export const { selectAudit, selectAuditQuery, selectAuditRequest } = fieldSelectors(adminSlice);
export const selectAdminUsers = fromRoot((state) => selectAll(state.users));
export const selectAdminUsersTotal = fromRoot((state) => state.usersTotal);
export const selectAdminUsersQuery = fromRoot((state) => state.usersQuery);
export const selectAdminUsersRequest = fromRoot((state) => state.usersRequest);
export const selectAccountChanges = fromRoot((state) => state.changes);

export const {
  usersRequested,
  usersLoaded,
  usersNotFound,
  usersFailed,
  usersSearched,
  auditRequested,
  auditLoaded,
  auditNotFound,
  auditFailed,
  accountChangeRequested,
  accountChanged,
  accountChangeFailed,
  accountChangeDismissed,
} = adminSlice.actions;
export default adminSlice;
