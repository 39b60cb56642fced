import { requestsSlice } from '@/lib/request';
import { idleRequest, idleWrite, type RequestState, type WriteState } from '@/lib/requestState';
import { fieldSelectors } from '@/lib/selectors';
import type { MembershipStatus } from '@/contract/members';
import { membershipRequests } from './requests';

export interface MembershipState {
  /** The caller's standing as last read (`null`: not read yet). */
  status: MembershipStatus | null;
  request: RequestState;
  /** The request to join being sent. */
  ask: WriteState;
}

export const initialState: MembershipState = {
  status: null,
  request: idleRequest(),
  ask: idleWrite(),
};

const membershipSlice = requestsSlice('membership', initialState, membershipRequests);

export const {
  selectStatus: selectMembershipStatus,
  selectRequest: selectMembershipRequest,
  selectAsk: selectJoinAsk,
} = fieldSelectors(membershipSlice);

export default membershipSlice;
