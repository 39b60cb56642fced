import { DIRECTORY_AREAS } from '@/contract/events.plain';
import { get, post, remove } from '@/lib/client';
import { refetchOnLive } from '@/lib/live';
import { defineRequest } from '@/lib/request';
import { idleWrite } from '@/lib/requestState';
import type {
  Invitation,
  InvitationInput,
  InvitationList,
  JoinRequestList,
  Member,
} from '@/contract/members';
import { MEMBERS_API } from '@/contract/members.plain';
import type { AccessState, RequestDecision } from './accessSlice';

/** Another Admin's change, a request that came, an invitation taken up: the lists read again. */
const accessLive = refetchOnLive('access', [
  DIRECTORY_AREAS.invitations,
  DIRECTORY_AREAS.joinRequests,
  DIRECTORY_AREAS.members,
]);

export const listInvitations = defineRequest('access/invitations', {
  read: (state: AccessState) => state.invitationsRequest,
  call: (_: void) => get<InvitationList>(MEMBERS_API.invitations),
  missingFails: true,
  loaded: (state, list) => void (state.invitations = list.items),
  also: [accessLive.refreshed],
});

export const listJoinRequests = defineRequest('access/requests', {
  read: (state: AccessState) => state.requestsRequest,
  call: (_: void) => get<JoinRequestList>(MEMBERS_API.requests),
  missingFails: true,
  loaded: (state, list) => void (state.requests = list.items),
  also: [accessLive.refreshed],
});

/** An invitation made: first in the list, and shown with its link and how its e-mail went. */
export const invite = defineRequest('access/invite', {
  write: (state: AccessState) => state.invite,
  call: (input: InvitationInput) => post<Invitation>(MEMBERS_API.invitations, input),
  succeeded: (state, invitation) => {
    state.invitations = [invitation, ...state.invitations.filter((i) => i.id !== invitation.id)];
    state.made = invitation;
  },
});

export const revokeInvitation = defineRequest('access/revoke', {
  write: (state: AccessState, id: string) => (state.revokes[id] ??= idleWrite()),
  call: (id: string) => remove(MEMBERS_API.invitation(id)),
  succeeded: (state, _none, id) => {
    const invitation = state.invitations.find((i) => i.id === id);
    if (invitation) invitation.status = 'revoked';
  },
  notify: 'access.invitations.revokeFailed',
});

/** Accept (with a role) or decline a request to join; either way it leaves the list. */
export const decideRequest = defineRequest('access/decide', {
  write: (state: AccessState, { uid }: RequestDecision) => (state.decisions[uid] ??= idleWrite()),
  call: ({ uid, accept }: RequestDecision) =>
    accept
      ? post<Member | null>(MEMBERS_API.acceptRequest(uid), { role: accept })
      : post<Member | null>(MEMBERS_API.declineRequest(uid), {}),
  succeeded: (state, _answer, { uid }) => {
    state.requests = state.requests.filter((request) => request.uid !== uid);
  },
});

/** Ends an account's membership (its records stay, its name greyed). */
export const removeMember = defineRequest('access/remove', {
  write: (state: AccessState, uid: string) => (state.removals[uid] ??= idleWrite()),
  call: (uid: string) => remove(MEMBERS_API.member(uid)),
  succeeded: (state, _none, uid) => void (state.removed[uid] = true),
});

export const accessRequests = [
  listInvitations,
  listJoinRequests,
  invite,
  revokeInvitation,
  decideRequest,
  removeMember,
  accessLive,
];
