import { createAction } from '@reduxjs/toolkit';
import { delay, put, select, take } from 'typed-redux-saga';
import { liveChanged } from '@/features/events';
import { get } from '@/lib/client';
import { LIVE_REFRESH_MS } from '@/lib/live';
import type { LazyRoot } from '@/lib/selectors';
import { createEntityAdapter } from '@/lib/entityAdapter';
import { defineRequest } from '@/lib/request';
import type { Member, MemberList } from '@/contract/members';
import { MEMBERS_API } from '@/contract/members.plain';
import { DIRECTORY_AREAS } from '@/contract/events.plain';
import type { MembersState } from './membersSlice';

export const membersAdapter = createEntityAdapter<Member>({ selectId: (member) => member.uid });

/** The directory read again quietly: what shows stays, a failure is dropped. */
export const membersRefreshed = createAction('members/refreshed', () => ({
  payload: undefined,
  meta: { quiet: true },
}));

/** The whole directory (a workspace has its members by the dozen, not a page of them). */
export const listMembers = defineRequest('members/list', {
  read: (state: MembersState) => state.request,
  call: () => get<MemberList>(MEMBERS_API.list),
  loaded: (state, list) => membersAdapter.setAll(state.items, list.items),
  also: [membersRefreshed],
});

/**
 * The directory changed since it was read: a live change made by someone it does not know (a
 * member who joined: what they did shows their name, not a uid), or an Admin's change of a
 * member (`members`: a role). It is read again quietly (a burst: one read).
 */
const directoryChanges = {
  *watch() {
    for (;;) {
      const { payload } = yield* take(liveChanged);
      const stale = yield* select(({ members }: LazyRoot<'members', MembersState>) =>
        members?.request.status === 'succeeded'
          ? payload.area === DIRECTORY_AREAS.members || !members.items.entities[payload.by]
          : false,
      );
      if (!stale) continue;
      yield* delay(LIVE_REFRESH_MS);
      yield* put(membersRefreshed());
    }
  },
  cases: () => undefined,
};

export const membersRequests = [listMembers, directoryChanges];
