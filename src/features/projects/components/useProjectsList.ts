import { useAppSelector } from '@/app/hooks';
import {
  selectProjects,
  selectProjectsQuery,
  selectProjectsRequest,
  selectProjectsTotal,
} from '../projectsSlice';

/** What the projects list reads: the page of projects, their total, the query and its request. */
export function useProjectsList() {
  return {
    items: useAppSelector(selectProjects),
    total: useAppSelector(selectProjectsTotal),
    query: useAppSelector(selectProjectsQuery),
    request: useAppSelector(selectProjectsRequest),
  };
}
