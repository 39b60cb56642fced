export { ProjectsList } from './components/ProjectsList';
export { ProjectDetailsView } from './components/ProjectDetailsView';
export { projectsMessages } from './messages';
