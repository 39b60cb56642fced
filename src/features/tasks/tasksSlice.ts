import {
  createSelector,
  createSlice,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { requestCases } from '@/lib/request';
import { idleRequest, idleWrite, type RequestState, type WriteState } from '@/lib/requestState';
import { rootSelector } from '@/lib/selectors';
import { TASK_STATUSES, type Task, type TaskSort, type TaskStatus } from '@/contract/tasks';
import { byOrder, tasksAdapter, tasksRequests } from './requests';

export interface TasksState {
  /** In the order the API answered (the list's sort); the board sorts by `order` itself. */
  items: EntityState<Task, string>;
  query: { q: string; sort: TaskSort };
  request: RequestState;
  selectedId: string | null;
  /** The last move (refused: said beside the columns) and the last other write. */
  move: WriteState;
  write: WriteState;
}

export const initialState: TasksState = {
  items: tasksAdapter.getInitialState(),
  query: { q: '', sort: 'dueDate' },
  request: idleRequest(),
  selectedId: null,
  write: idleWrite(),
  move: idleWrite(),
};

const tasksSlice = createSlice({
  name: 'tasks',
  initialState,
  reducers: {
    taskSelected(state, action: PayloadAction<string | null>) {
      state.selectedId = action.payload;
    },
  },
  extraReducers: requestCases(...tasksRequests),
});

const fromRoot = rootSelector(tasksSlice);
export const selectTasks = fromRoot((state) => tasksAdapter.getSelectors().selectAll(state.items));
export const selectTasksQuery = fromRoot((state) => state.query);
export const selectTasksRequest = fromRoot((state) => state.request);
export const selectTaskWriteError = fromRoot((state) => state.write.error);
export const selectTaskMoveError = fromRoot((state) => state.move.error);
export const selectSelectedTask = fromRoot(
  ({ selectedId, items }) => (selectedId && items.entities[selectedId]) || null,
);

/** The board: each column's tasks by their `order`. */
export const selectBoard = createSelector([selectTasks], (tasks) => {
  const column = (status: TaskStatus) => tasks.filter((t) => t.status === status).sort(byOrder);
  return Object.fromEntries(TASK_STATUSES.map((s) => [s, column(s)])) as Record<TaskStatus, Task[]>;
});

export const { taskSelected } = tasksSlice.actions;
export default tasksSlice;
