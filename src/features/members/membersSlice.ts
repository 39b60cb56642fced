import { createSelector, type EntityState } from '@reduxjs/toolkit';
import { requestsSlice } from '@/lib/request';
import { idleRequest, type RequestState } from '@/lib/requestState';
import { rootSelector } from '@/lib/selectors';
import type { Member } from '@/contract/members';
import { membersAdapter, membersRequests } from './requests';

export interface MembersState {
  /** By name, as the API answers them. */
  items: EntityState<Member, string>;
  request: RequestState;
}

export const initialState: MembersState = {
  items: membersAdapter.getInitialState(),
  request: idleRequest(),
};

const membersSlice = requestsSlice('members', initialState, membersRequests);

const fromRoot = rootSelector(membersSlice);
/** Every member, by name (disabled ones included). */
export const selectMembers = fromRoot((state) =>
  membersAdapter.getSelectors().selectAll(state.items),
);
/** Members by uid. */
export const selectMemberEntities = fromRoot((state) => state.items.entities);
export const selectMembersRequest = fromRoot((state) => state.request);
/** One member by uid (undefined: no member has it, e.g. an old record's name). */
export const selectMemberById = (root: Parameters<typeof selectMemberEntities>[0], uid: string) =>
  selectMemberEntities(root)[uid];
/** The members a new pick may name: the active ones, by name. */
export const selectActiveMembers = createSelector([selectMembers], (members) =>
  members.filter((member) => !member.disabled),
);

export default membersSlice;
