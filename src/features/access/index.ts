export { accessFeature } from './feature';
export { accessMessages } from './messages';
export { TeamAccess } from './components/TeamAccess';
export { RemoveMember } from './components/RemoveMember';
