import { call, put, takeEvery } from 'typed-redux-saga';
import { HOME_PATH } from '@/config/pages';
import { roleCheckRequested } from '@/features/events';
import { get, post } from '@/lib/client';
import { defineRequest } from '@/lib/request';
import { getServices } from '@/lib/services';
import type { JoinRequest, JoinRequestInput, MembershipStatus } from '@/contract/members';
import { MEMBERS_API } from '@/contract/members.plain';
import type { MembershipState } from './membershipSlice';

/**
 * How often the waiting page asks again whether it was let in (ms): an Admin's accept turns the
 * page into the dashboard within this, without a reload (paused while the tab is hidden, asked
 * again as soon as it shows).
 */
export const WAITING_POLL_MS = 4000;

/** The caller's own standing, asked again every `WAITING_POLL_MS` while the waiting page shows. */
export const readMembership = defineRequest('membership/read', {
  read: (state: MembershipState) => state.request,
  call: (_: void) => get<MembershipStatus>(MEMBERS_API.me),
  missingFails: true,
  loaded: (state, status) => void (state.status = status),
  poll: { every: WAITING_POLL_MS, quiet: true, pauseHidden: true },
});

/** "Ask to join": one request per account, with an optional note. */
export const askToJoin = defineRequest('membership/ask', {
  write: (state: MembershipState) => state.ask,
  call: (input: JoinRequestInput) => post<JoinRequest>(MEMBERS_API.requests, input),
  succeeded: (state, request) => {
    if (state.status)
      state.status.request = {
        status: request.status,
        note: request.note,
        createdAt: request.createdAt,
      };
  },
});

/**
 * Let in (an Admin accepted, an invitation was taken up): a fresh token (the role it carries),
 * then the dashboard, in place of the waiting page.
 */
const admitted = {
  *watch() {
    yield* takeEvery(readMembership.succeeded, function* enter({ payload }) {
      if (!payload.data.member) return;
      yield* put(roleCheckRequested({ changed: true }));
      const { navigator } = yield* getServices();
      yield* call([navigator, navigator.navigate], HOME_PATH, { replace: true });
    });
  },
  cases: () => undefined,
};

export const membershipRequests = [readMembership, askToJoin, admitted];
