import { get } from '@/lib/client';
import { createEntityAdapter } from '@/lib/entityAdapter';
import { defineRequest } from '@/lib/request';
import type { Member, MemberList } from '@/contract/members';
import { MEMBERS_API } from '@/contract/members.plain';
import type { MembersState } from './membersSlice';

export const membersAdapter = createEntityAdapter<Member>({ selectId: (member) => member.uid });

/** The whole directory (a workspace has its members by the dozen, not a page of them). */
export const listMembers = defineRequest('members/list', {
  read: (state: MembersState) => state.request,
  call: () => get<MemberList>(MEMBERS_API.list),
  loaded: (state, list) => membersAdapter.setAll(state.items, list.items),
});

export const membersRequests = [listMembers];
