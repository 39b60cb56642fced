/**
 * The projects API in the demo backend: the routes of src/backend/projects on the browser
 * collection `shreyu_demo_projects` (version 1: `{ projects: ProjectDetails[], nextId }`).
 */
import type { ProjectDetails } from '@/contract/projects';
import { projectsRoutes } from '@/backend/projects/routes';
import { projectsArea } from '@/backend/projects/table';
import type { ApiEndpoint } from '../api/server';
import { bindArea } from '../api/collectionStore';
import { routeEndpoints } from '../api/routes';
import { defineUserCollection, hasFields } from '../db/collections';

interface ProjectsData {
  projects: ProjectDetails[];
  nextId: number;
}

export const projectsCollection = defineUserCollection<ProjectsData>({
  name: 'projects',
  version: 1,
  seed: ({ uid, now }) => ({
    projects: projectsArea.seed(uid, now).projects as ProjectDetails[],
    nextId: 100,
  }),
  isValid: hasFields<ProjectsData>({ projects: 'array' }),
});

bindArea(projectsArea, projectsCollection);

export const projectsEndpoints: ApiEndpoint[] = routeEndpoints(projectsRoutes);
