import { createSlice } from '@reduxjs/toolkit';
import { requestCases } from '@/lib/request';
import { idleRequest, idleWrite, type RequestState, type WriteState } from '@/lib/requestState';
import { fieldSelectors } from '@/lib/selectors';
import type { Invitation, JoinRequest } from '@/contract/members';
import { accessRequests } from './requests';

/** An Admin's answer to a request to join: `accept` is the role given; absent, declined. */
export interface RequestDecision {
  uid: string;
  accept?: 'Admin' | 'user';
}

/** Who gets in (issue 49), as the users page shows it to an Admin. */
export interface AccessState {
  invitations: Invitation[];
  invitationsRequest: RequestState;
  requests: JoinRequest[];
  requestsRequest: RequestState;
  invite: WriteState;
  /** The invitation just made: its link to copy and how its e-mail went. */
  made: Invitation | null;
  revokes: Record<string, WriteState>;
  decisions: Record<string, WriteState>;
  removals: Record<string, WriteState>;
  /** Accounts removed from this page (their row says so until the list is read again). */
  removed: Record<string, true>;
}

export const initialState: AccessState = {
  invitations: [],
  invitationsRequest: idleRequest(),
  requests: [],
  requestsRequest: idleRequest(),
  invite: idleWrite(),
  made: null,
  revokes: {},
  decisions: {},
  removals: {},
  removed: {},
};

const accessSlice = createSlice({
  name: 'access',
  initialState,
  reducers: {
    /** The invite dialog closed: the next one starts empty. */
    inviteClosed(state) {
      state.invite = idleWrite();
      state.made = null;
    },
  },
  extraReducers: requestCases(...accessRequests),
});

export const {
  selectInvitations,
  selectInvitationsRequest,
  selectRequests: selectJoinRequests,
  selectRequestsRequest: selectJoinRequestsRequest,
  selectInvite,
  selectMade,
  selectRevokes,
  selectDecisions,
  selectRemovals,
  selectRemoved,
} = fieldSelectors(accessSlice);
export const { inviteClosed } = accessSlice.actions;
export default accessSlice;
