import { useAppSelector } from '@/app/hooks';
import {
  selectSelectedTask,
  selectTaskWriteError,
  selectTasks,
  selectTasksQuery,
  selectTasksRequest,
} from '../tasksSlice';

/**
 * What the task list reads: the tasks, the query and its request, the selected task and the last
 * write error.
 */
export function useTaskList() {
  return {
    tasks: useAppSelector(selectTasks),
    query: useAppSelector(selectTasksQuery),
    request: useAppSelector(selectTasksRequest),
    selected: useAppSelector(selectSelectedTask),
    writeError: useAppSelector(selectTaskWriteError),
  };
}
