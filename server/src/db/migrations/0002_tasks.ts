import type { Kysely } from 'kysely';
import { createTables, dropTables, type FrozenTable } from './tables';

/** Tasks (src/backend/tasks/table.ts as of this migration). */
const TABLES: FrozenTable[] = [
  {
    name: 'tasks',
    columns: {
      id: 'text',
      title: 'text',
      description: 'text',
      status: 'text',
      priority: 'text',
      dueDate: 'date?',
      assignee: 'text?',
      checklist: 'json',
      order: 'integer',
      createdAt: 'timestamp',
      comments: 'json',
    },
    indexes: [['status', 'order'], ['dueDate'], ['createdAt'], ['assignee']],
    // The board order (routes.ts BOARD_ORDER): the list's default.
    rankIndexes: [
      { column: 'status', rank: ['todo', 'in-progress', 'review', 'done'], then: ['order'] },
    ],
  },
];

export const up = (db: Kysely<unknown>) => createTables(db, TABLES);
export const down = (db: Kysely<unknown>) => dropTables(db, TABLES);
