export { membershipFeature } from './feature';
export { membershipMessages } from './messages';
export { askToJoin, readMembership, WAITING_POLL_MS } from './requests';
export { selectJoinAsk, selectMembershipRequest, selectMembershipStatus } from './membershipSlice';
