/**
 * Versions on the client (issue 40, "two people, one record"): which version a change of a
 * task is sent with, and what a refused one leaves. A write sends the version the person
 * saw; writes of this tab made since do not count against it (two quick changes of one task
 * are not a conflict with oneself): `own` keeps the versions they made.
 */
import type { Draft } from '@reduxjs/toolkit';
import type { Task, TaskInput } from '@/contract/tasks';
import type { TasksState } from './tasksSlice';

/** A change of mine refused (409) because someone changed the task first. */
export interface TaskConflict {
  id: string;
  /** Every change of mine not saved yet (sent again by "Apply mine again"). */
  patch: Partial<TaskInput>;
  /** The task as the server has it now. */
  current: Task;
}

/** How many of a task's own versions are kept (a few are enough: writes go one at a time). */
const KEPT = 20;

/** A version one of this tab's writes made. */
export function noteOwnVersion(state: Draft<TasksState>, id: string, version: number | undefined) {
  if (version === undefined) return;
  state.own[id] = [...(state.own[id] ?? []), version].slice(-KEPT);
}

/**
 * The version a write of task `id` sends: `seen` (or the task's on screen), moved past the
 * versions this tab's own writes made since; undefined for a task saved before versions.
 */
export function sentVersion(state: TasksState, id: string, seen?: number): number | undefined {
  let version = seen ?? state.items.entities[id]?.version;
  if (version === undefined) return undefined;
  const own = state.own[id] ?? [];
  while (own.includes(version + 1)) version += 1;
  return version;
}
