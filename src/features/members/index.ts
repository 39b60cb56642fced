export { membersFeature } from './feature';
export { listMembers } from './requests';
export {
  selectActiveMembers,
  selectMemberById,
  selectMemberEntities,
  selectMembers,
  selectMembersRequest,
} from './membersSlice';
export { membersMessages } from './messages';
