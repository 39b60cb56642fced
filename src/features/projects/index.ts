export { projectsFeature } from './feature';
export {
  projectsRequested,
  projectRequested,
  selectProjects,
  selectProject,
} from './projectsSlice';
