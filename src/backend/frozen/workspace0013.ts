/**
 * Frozen with the workspace's migrations (server migration 0013, the demo's saved data version
 * 3: src/mocks/api/migration.ts): the shared tables as they were then, the ids the seed gave
 * every account, and the seed rows' values on the columns that are not dates. Never edited:
 * a later change of a seed does not change what those migrations did.
 */
import type { Row } from '../store';
import pristineRows from './workspace0013Pristine.json';

const range = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, index) => `${prefix}${index + 1}`);

export interface SharedTable {
  table: string;
  area: string;
  /** The ids the seed gave every account. */
  seedIds: readonly string[];
  /**
   * What a copy of a seed row must equal to be the same row (dates left out): columns, and
   * `#name` for the length of a json list whose items carry dates (comments, activity).
   */
  same: readonly string[];
}

export const WORKSPACE_0013_TABLES: readonly SharedTable[] = [
  {
    table: 'projects',
    area: 'projects',
    seedIds: range('p', 6),
    same: [
      'name',
      'description',
      'state',
      'budget',
      'tags',
      'team',
      'owner',
      'totalTasks',
      'completedTasks',
      'commentCount',
      'hours',
      'progress',
      '#comments',
      '#activity',
      'attachments',
    ],
  },
  {
    table: 'tasks',
    area: 'tasks',
    seedIds: range('t', 10),
    same: [
      'title',
      'description',
      'status',
      'priority',
      'assignee',
      'checklist',
      'order',
      '#comments',
    ],
  },
  {
    table: 'calendar_events',
    area: 'calendar',
    seedIds: range('ev-', 5),
    same: ['title', 'category', 'allDay'],
  },
  {
    table: 'files',
    area: 'files',
    seedIds: ['documents', 'downloads', 'music', 'pictures', 'video', ...range('seed-', 9)],
    same: ['kind', 'name', 'parentId', 'size', 'mimeType', 'trashed'],
  },
];

/** A seed row as every account got it: its table, its id, its values on the compared columns. */
export type PristineRow = readonly [table: string, id: string, value: Record<string, unknown>];

/**
 * The seed rows as every account got them, on the compared columns (`Shared.same`): frozen
 * from the seeds of this release (src/backend/<area>/seed.ts), dates left out. Data, not code:
 * workspace0013Pristine.json (projects, tasks, calendar events, files), read as JSON infers it
 * (arrays of strings and objects), typed here as the rows it holds; its test pins its content.
 */
export const WORKSPACE_0013_PRISTINE = pristineRows as unknown as readonly PristineRow[];

/** The value of `row` on the compared columns (`#name`: the length of a json list). */
export function comparedValue(row: Row, same: readonly string[]): Record<string, unknown> {
  const record = row as unknown as Record<string, unknown>;
  return Object.fromEntries(
    same.map((column) => {
      if (!column.startsWith('#')) return [column, record[column] ?? null];
      const list = record[column.slice(1)];
      return [column, Array.isArray(list) ? list.length : null];
    }),
  );
}
