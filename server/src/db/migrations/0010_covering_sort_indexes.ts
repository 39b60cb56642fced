/**
 * Deep pages read through the index alone (issue 41, API speed). A page far into a sorted
 * list (`page=50&sort=dueDate`) is read in two steps by the store: the `row_seq` of the
 * page's rows first, walking the sort's index past the rows before the page, then those rows
 * only (a deferred join, sqlStore.ts). The first step reads no table row only when the index
 * holds every column it needs: the tasks' sort indexes (0009) order by the board rank, an
 * expression of `status`, and PostgreSQL answers from an index alone only when the column
 * itself is in it. So each tasks sort index is built again with `status` included, and the
 * board order (no `sort`) gets one too; the 0009 ones they replace are dropped after.
 * (Projects' and files' sort indexes hold plain columns: they serve the first step already.)
 *
 * And the files' bin (`view=bin`: the trashed entries of every folder), which 0009 left to
 * a sort of every trashed entry: an index for each of its sorts, both ways, and its default
 * order, led by `trashed` (a partial index would not serve the store's `trashed = $1`).
 *
 * Built `CONCURRENTLY`, outside a transaction; each dropped first if it exists (a failed
 * build leaves an invalid index under its name), so this runs again after failing half-way.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { rankExpression } from '../rank';
import * as sortIndexes from './0009_sort_indexes';

export const transaction = false;

const BOARD = ['todo', 'in-progress', 'review', 'done'] as const;
const WORD = /^[A-Za-z_][A-Za-z0-9_]*$/;
const id = (name: string) => {
  if (!WORD.test(name)) throw new Error(`not a plain identifier: ${name}`);
  return sql.id(name);
};

/** `fixed`: a column the list filters on by equality (its direction does not matter). */
type Key = { column: string; desc?: boolean; rank?: boolean; fixed?: boolean };
interface Covering {
  table: 'tasks' | 'files';
  name: string;
  keys: readonly Key[];
  /** The 0009 index this one replaces. */
  replaces?: string;
}

// A frozen copy of the tasks list's spec as of this migration (src/backend/tasks/routes.ts).
const boardOrder = (desc: boolean): Key[] => [
  { column: 'status', rank: true, desc },
  { column: 'order', desc },
];

/** The bin's order: `trashed` (fixed), the sort's keys, then oldest first and id. */
function binKeys(sorted: Key[], desc = false): Key[] {
  return [
    { column: 'trashed', fixed: true },
    ...sorted,
    { column: 'createdAt', desc },
    { column: 'id', desc },
  ];
}

export const COVERING_INDEXES: readonly Covering[] = [
  { table: 'tasks', name: 'tasks_cover_board', keys: boardOrder(false) },
  ...['dueDate', 'createdAt', 'assignee'].flatMap((column) => {
    const name = column.toLowerCase();
    return [
      {
        table: 'tasks' as const,
        name: `tasks_cover_${name}`,
        keys: [{ column }, ...boardOrder(false)],
        replaces: `tasks_sort_${name}`,
      },
      {
        table: 'tasks' as const,
        name: `tasks_cover_${name}_desc`,
        keys: [{ column, desc: true }, ...boardOrder(true)],
        replaces: `tasks_sort_${name}_desc`,
      },
    ];
  }),
  // A frozen copy of the files list's spec (src/backend/files/routes.ts): `sort` = name |
  // modifiedAt | size, then oldest first and id; the default order alone.
  { table: 'files', name: 'files_sort_bin_default', keys: binKeys([]) },
  ...['name', 'modifiedAt', 'size'].flatMap((column) => [
    {
      table: 'files' as const,
      name: `files_sort_bin_${column.toLowerCase()}`,
      keys: binKeys([{ column }]),
    },
    {
      table: 'files' as const,
      name: `files_sort_bin_${column.toLowerCase()}_desc`,
      keys: binKeys([{ column, desc: true }], true),
    },
  ]),
];

function keySql(key: Key): RawBuilder<unknown> {
  const expression = key.rank ? sql`(${rankExpression(key.column, BOARD)})` : id(key.column);
  return key.desc ? sql`${expression} desc nulls first` : sql`${expression} asc nulls last`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of COVERING_INDEXES) {
    await sql`drop index concurrently if exists ${id(index.name)}`.execute(db);
    await sql`
      create index concurrently ${id(index.name)} on ${id(index.table)}
      (owner_uid, ${sql.join(index.keys.map(keySql))}, row_seq)
      ${index.table === 'tasks' ? sql`include (status)` : sql``}
    `.execute(db);
    if (index.replaces) {
      await sql`drop index concurrently if exists ${id(index.replaces)}`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of COVERING_INDEXES) {
    await sql`drop index concurrently if exists ${id(index.name)}`.execute(db);
  }
  // The 0009 indexes it replaced come back as 0009 builds them (its `up` runs again safely).
  await sortIndexes.up(db);
}
