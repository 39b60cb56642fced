import type { Task, TaskStatus } from '@/contract/tasks';
import { TASK_STATUSES } from '@/contract/tasks.plain';

export type Columns = Record<TaskStatus, string[]>;

export const columnIds = (board: Record<TaskStatus, Task[]>): Columns =>
  Object.fromEntries(TASK_STATUSES.map((s) => [s, board[s].map((t) => t.id)])) as Columns;

export const columnOf = (columns: Columns, id: string) =>
  TASK_STATUSES.find((s) => columns[s].includes(id));

/**
 * Where the dragged card is while it moves: React keeps the order (the drag-over handler
 * prevents the library's own DOM reordering), so the cards never leave React's tree.
 */
export function moveOver(columns: Columns, sourceId: string, targetId: string): Columns {
  const from = columnOf(columns, sourceId);
  const targetColumn = (TASK_STATUSES as readonly string[]).includes(targetId)
    ? (targetId as TaskStatus)
    : columnOf(columns, targetId);
  if (!from || !targetColumn || sourceId === targetId) return columns;
  const next = { ...columns, [from]: columns[from].filter((id) => id !== sourceId) };
  const target = [...next[targetColumn]];
  if (targetColumn === targetId) {
    if (from === targetColumn) return columns; // over its own column's empty space
    target.push(sourceId);
  } else {
    const overIndex = columns[targetColumn].indexOf(targetId);
    const sourceIndex = columns[from].indexOf(sourceId);
    // Within a column the card takes the place of the one it is over.
    const at = from === targetColumn && sourceIndex < overIndex ? overIndex : overIndex;
    target.splice(at, 0, sourceId);
  }
  next[targetColumn] = target;
  return next;
}
