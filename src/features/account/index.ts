export { accountFeature } from './feature';
export { accountMessages } from './messages';
export { profileNameChanged, type AccountState } from './accountSlice';
