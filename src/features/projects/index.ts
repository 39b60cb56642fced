export { projectsFeature } from './feature';
export { PROJECTS_API, type Project, type ProjectDetails } from './api';
export {
  projectsRequested,
  projectRequested,
  selectProjects,
  selectProject,
} from './projectsSlice';
