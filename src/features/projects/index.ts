export { projectsFeature } from './feature';
export { listProjects, readProject } from './requests';
export { selectProjects, selectProject } from './projectsSlice';
