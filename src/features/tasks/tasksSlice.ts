import {
  createSelector,
  createSlice,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { isStale, requestCases } from '@/lib/request';
import { idleRequest, idleWrite, type RequestState, type WriteState } from '@/lib/requestState';
import { rootSelector } from '@/lib/selectors';
import type { Task, TaskSort, TaskStatus } from '@/contract/tasks';
import { TASK_STATUSES } from '@/contract/tasks.plain';
import { byOrder, tasksAdapter, tasksRequests } from './requests';
import type { TaskConflict } from './versions';

export interface TasksState {
  /** In the order the API answered (the list's sort); the board sorts by `order` itself. */
  items: EntityState<Task, string>;
  query: { q: string; sort: TaskSort };
  request: RequestState;
  selectedId: string | null;
  /** The last move (refused: said beside the columns) and the last other write. */
  move: WriteState;
  write: WriteState;
  /** A change refused because someone else changed the task first (409): see versions.ts. */
  conflict: TaskConflict | null;
  /** The versions this tab's own writes made, per task (versions.ts). */
  own: Record<string, number[]>;
}

export const initialState: TasksState = {
  items: tasksAdapter.getInitialState(),
  query: { q: '', sort: 'dueDate' },
  request: idleRequest(),
  selectedId: null,
  write: idleWrite(),
  move: idleWrite(),
  conflict: null,
  own: {},
};

const tasksSlice = createSlice({
  name: 'tasks',
  initialState,
  reducers: {
    taskSelected(state, action: PayloadAction<string | null>) {
      state.selectedId = action.payload;
    },
    /**
     * The choice after a conflict: `theirs` shows the task as it is now (my change dropped);
     * `mine` only closes the message (the panel sends my change again on their version).
     */
    taskConflictResolved(state, { payload }: PayloadAction<'theirs' | 'mine'>) {
      if (payload === 'theirs' && state.conflict)
        tasksAdapter.setOne(state.items, state.conflict.current);
      state.conflict = null;
    },
    /** The open task was deleted by someone else: it closes (its message is the saga's). */
    taskDeletedElsewhere(state, { payload: id }: PayloadAction<string>) {
      tasksAdapter.removeOne(state.items, id);
      if (state.selectedId === id) state.selectedId = null;
      if (state.conflict?.id === id) state.conflict = null;
    },
  },
  extraReducers: requestCases(...tasksRequests),
});

const fromRoot = rootSelector(tasksSlice);
export const selectTasks = fromRoot((state) => tasksAdapter.getSelectors().selectAll(state.items));
export const selectTasksQuery = fromRoot((state) => state.query);
export const selectTasksRequest = fromRoot((state) => state.request);
/** A failed write's error; not a conflict, which the details panel shows with its choice. */
export const selectTaskWriteError = fromRoot(({ write: { error } }) =>
  error && !isStale(error) ? error : null,
);
export const selectTaskMoveError = fromRoot((state) => state.move.error);
export const selectTaskConflict = fromRoot((state) => state.conflict);
export const selectSelectedTaskId = fromRoot((state) => state.selectedId);
export const selectSelectedTask = fromRoot(
  ({ selectedId, items }) => (selectedId && items.entities[selectedId]) || null,
);

/** The board: each column's tasks by their `order`. */
export const selectBoard = createSelector([selectTasks], (tasks) => {
  const column = (status: TaskStatus) => tasks.filter((t) => t.status === status).sort(byOrder);
  return Object.fromEntries(TASK_STATUSES.map((s) => [s, column(s)])) as Record<TaskStatus, Task[]>;
});

export const { taskSelected, taskConflictResolved, taskDeletedElsewhere } = tasksSlice.actions;
export default tasksSlice;
