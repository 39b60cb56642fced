export { MembersDirectory } from './components/MembersDirectory';
export { membersMessages } from './messages';
