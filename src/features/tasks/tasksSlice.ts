import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '@/services/errors';
import { idleRequest, type RequestState } from '@/lib/requestState';
import { queryReadReducers, rootSelector } from '@/lib/resourceSlice';
import {
  TASK_STATUSES,
  type Task,
  type TaskComment,
  type TaskInput,
  type TaskPage,
  type TaskSort,
  type TaskStatus,
} from './api';

export interface TasksQuery {
  q: string;
  sort: TaskSort;
}

export interface TasksState {
  /** In the order the API answered (the list's sort); the board sorts by `order` itself. */
  items: Task[];
  query: TasksQuery;
  request: RequestState;
  selectedId: string | null;
  /** The last write the server refused (shown where it happened, then cleared by the next). */
  writeError: AppError | null;
  /** The last refused move (the board says so beside the columns). */
  moveError: AppError | null;
}

export const initialState: TasksState = {
  items: [],
  query: { q: '', sort: 'dueDate' },
  request: idleRequest(),
  selectedId: null,
  writeError: null,
  moveError: null,
};

/** Moves a task to `status` at `index` among that column's other tasks, renumbering both columns. */
export function applyMove(items: Task[], id: string, status: TaskStatus, index: number): void {
  const task = items.find((t) => t.id === id);
  if (!task) return;
  const from = task.status;
  const column = (s: TaskStatus) =>
    items.filter((t) => t.status === s && t.id !== id).sort((a, b) => a.order - b.order);
  const target = column(status);
  target.splice(Math.max(0, Math.min(index, target.length)), 0, task);
  task.status = status;
  target.forEach((t, i) => {
    t.order = i;
  });
  if (from !== status) {
    column(from).forEach((t, i) => {
      t.order = i;
    });
  }
}

const tasksSlice = createSlice({
  name: 'tasks',
  initialState,
  reducers: {
    /** `tasksSearched(q)`: each keystroke; the list is read once typing pauses (the saga). */
    ...queryReadReducers('tasks', {
      request: (state: TasksState) => state.request,
      query: (state) => state.query,
      loaded: (state, page: TaskPage) => {
        state.items = page.items;
      },
    }),
    taskSelected(state, action: PayloadAction<string | null>) {
      state.selectedId = action.payload;
    },
    /** Optimistic: a temporary card shows at once (`tempId`), replaced by the stored one. */
    taskCreateRequested(
      state,
      action: PayloadAction<{ tempId: string; input: Partial<TaskInput> & { title: string } }>,
    ) {
      const { tempId, input } = action.payload;
      const status = input.status ?? 'todo';
      state.writeError = null;
      state.items.push({
        description: '',
        priority: 'medium',
        dueDate: null,
        assignee: null,
        checklist: [],
        ...input,
        status,
        id: tempId,
        order: state.items.filter((t) => t.status === status).length,
        createdAt: new Date().toISOString(),
        comments: [],
      });
    },
    taskCreated(state, action: PayloadAction<{ tempId: string; task: Task }>) {
      const index = state.items.findIndex((t) => t.id === action.payload.tempId);
      if (index >= 0) state.items[index] = action.payload.task;
      else state.items.push(action.payload.task);
    },
    taskCreateFailed(state, action: PayloadAction<{ tempId: string; error: AppError }>) {
      state.items = state.items.filter((t) => t.id !== action.payload.tempId);
      state.writeError = action.payload.error;
    },
    /** Asks for a change; the saga keeps the board as it was, then applies it (`taskUpdateApplied`). */
    taskUpdateRequested(state, _action: PayloadAction<{ id: string; patch: Partial<TaskInput> }>) {
      state.writeError = null;
    },
    taskUpdateApplied(state, action: PayloadAction<{ id: string; patch: Partial<TaskInput> }>) {
      const task = state.items.find((t) => t.id === action.payload.id);
      state.writeError = null;
      if (!task) return;
      const { status, ...rest } = action.payload.patch;
      Object.assign(task, rest);
      if (status && status !== task.status)
        applyMove(state.items, task.id, status, Number.MAX_SAFE_INTEGER);
    },
    taskUpdated(state, action: PayloadAction<Task>) {
      const index = state.items.findIndex((t) => t.id === action.payload.id);
      if (index >= 0) state.items[index] = action.payload;
    },
    /** Rollback: the task as it was before the refused change. */
    taskUpdateFailed(state, action: PayloadAction<{ previous: Task[]; error: AppError }>) {
      state.items = action.payload.previous;
      state.writeError = action.payload.error;
    },
    taskDeleteRequested(state, _action: PayloadAction<string>) {
      state.writeError = null;
    },
    taskDeleteApplied(state, action: PayloadAction<string>) {
      state.items = state.items.filter((t) => t.id !== action.payload);
      if (state.selectedId === action.payload) state.selectedId = null;
      state.writeError = null;
    },
    taskDeleted(_state, _action: PayloadAction<string>) {},
    taskDeleteFailed(state, action: PayloadAction<{ previous: Task[]; error: AppError }>) {
      state.items = action.payload.previous;
      state.writeError = action.payload.error;
    },
    taskMoveRequested(
      state,
      _action: PayloadAction<{ id: string; status: TaskStatus; index: number }>,
    ) {
      state.moveError = null;
    },
    /** Optimistic: the card goes where it was dropped before the server answers. */
    taskMoveApplied(
      state,
      action: PayloadAction<{ id: string; status: TaskStatus; index: number }>,
    ) {
      const { id, status, index } = action.payload;
      applyMove(state.items, id, status, index);
    },
    /** The server answers the tasks the move changed (not the board): theirs win. */
    taskMoved(state, action: PayloadAction<Task[]>) {
      const byId = new Map(action.payload.map((t) => [t.id, t]));
      state.items = state.items.map((t) => byId.get(t.id) ?? t);
    },
    /** Snap back: the board as it was before the drop. */
    taskMoveFailed(state, action: PayloadAction<{ previous: Task[]; error: AppError }>) {
      state.items = action.payload.previous;
      state.moveError = action.payload.error;
    },
    taskCommentAddRequested(_state, _action: PayloadAction<{ id: string; text: string }>) {},
    taskCommentAdded(state, action: PayloadAction<{ id: string; comment: TaskComment }>) {
      state.items.find((t) => t.id === action.payload.id)?.comments.push(action.payload.comment);
    },
    taskCommentAddFailed(state, action: PayloadAction<AppError>) {
      state.writeError = action.payload;
    },
  },
});

const fromRoot = rootSelector(tasksSlice);
export const selectTasks = fromRoot((state) => state.items);
export const selectTasksQuery = fromRoot((state) => state.query);
export const selectTasksRequest = fromRoot((state) => state.request);
export const selectSelectedTaskId = fromRoot((state) => state.selectedId);
export const selectTaskWriteError = fromRoot((state) => state.writeError);
export const selectTaskMoveError = fromRoot((state) => state.moveError);

export const selectSelectedTask = createSelector(
  [selectTasks, selectSelectedTaskId],
  (tasks, id) => tasks.find((t) => t.id === id) ?? null,
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

export const {
  tasksRequested,
  tasksLoaded,
  tasksNotFound,
  tasksFailed,
  tasksSearched,
  taskSelected,
  taskCreateRequested,
  taskCreated,
  taskCreateFailed,
  taskUpdateRequested,
  taskUpdateApplied,
  taskUpdated,
  taskUpdateFailed,
  taskDeleteRequested,
  taskDeleteApplied,
  taskDeleted,
  taskDeleteFailed,
  taskMoveRequested,
  taskMoveApplied,
  taskMoved,
  taskMoveFailed,
  taskCommentAddRequested,
  taskCommentAdded,
  taskCommentAddFailed,
} = tasksSlice.actions;
export default tasksSlice;
