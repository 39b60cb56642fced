import {
  createSelector,
  createSlice,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { requestCases } from '@/lib/request';
import { idleRequest, idleWrite, type RequestState, type WriteState } from '@/lib/requestState';
import { rootSelector } from '@/lib/resourceSlice';
import { TASK_STATUSES, type Task, type TaskSort, type TaskStatus } from './api';
import { tasksAdapter, tasksRequests } from './requests';

export interface TasksQuery {
  q: string;
  sort: TaskSort;
}

export interface TasksState {
  /** In the order the API answered (the list's sort); the board sorts by `order` itself. */
  items: EntityState<Task, string>;
  query: TasksQuery;
  request: RequestState;
  selectedId: string | null;
  /** The last create, edit, delete or comment (its refusal is shown where it happened). */
  write: WriteState;
  /** The last move (a refusal is said beside the columns). */
  move: WriteState;
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

const { selectAll } = tasksAdapter.getSelectors();
const fromRoot = rootSelector(tasksSlice);
export const selectTasks = fromRoot((state) => selectAll(state.items));
export const selectTasksQuery = fromRoot((state) => state.query);
export const selectTasksRequest = fromRoot((state) => state.request);
export const selectTaskWriteError = fromRoot((state) => state.write.error);
export const selectTaskMoveError = fromRoot((state) => state.move.error);
export const selectSelectedTask = fromRoot(
  (state) => (state.selectedId && state.items.entities[state.selectedId]) || null,
);

/** The board: each column's tasks by their `order`. */
export const selectBoard = createSelector(
  [selectTasks],
  (tasks) =>
    Object.fromEntries(
      TASK_STATUSES.map((status) => [
        status,
        tasks.filter((t) => t.status === status).sort((a, b) => a.order - b.order),
      ]),
    ) as Record<TaskStatus, Task[]>,
);

export const { taskSelected } = tasksSlice.actions;
export default tasksSlice;
