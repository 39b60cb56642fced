/**
 * Issue 41, API speed. Two things the store now relies on:
 *
 * - `row_ids`, one sequence for every new id (`newId`): `nextval` takes no row lock, so
 *   creates by one account no longer wait for each other on a counter row held until
 *   commit. It starts above every counter `id_counters` handed out, so an id made now
 *   never equals one made before (ids are unique per owner and table; the sequence makes
 *   them unique everywhere, and never reuses one after "Reset demo data").
 * - An index on the whole `ORDER BY` of each sort the lists offer (owner, the sort's keys,
 *   the list's default order as tie-breakers, `row_seq`), so a page is read in order from
 *   the index, never sorted from every matching row. A `-field` sort flips every key but
 *   keeps `row_seq` ascending (ties stay in insertion order, as in the demo backend), so a
 *   backward scan of the ascending index cannot serve it: each direction has its own.
 *
 * Built `CONCURRENTLY` (outside a transaction: `transaction = false` below), so a large
 * table keeps taking writes while they build. Each index is dropped first if it exists: a
 * build that failed half-way leaves an invalid index under its name, and this migration is
 * then run again (it is recorded only once it finished).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { rankExpression } from '../rank';

export const transaction = false;

const BOARD = ['todo', 'in-progress', 'review', 'done'] as const;

/** `fixed`: a column the list filters on by equality (its direction does not matter). */
type Key = { column: string; desc?: boolean; rank?: readonly string[]; fixed?: boolean };

interface SortIndex {
  table: string;
  name: string;
  keys: readonly Key[];
  /** A partial index: only the rows where this column is null. */
  whereNull?: string;
}

const flip = (keys: readonly Key[]): Key[] =>
  keys.map((key) => (key.fixed ? key : { ...key, desc: !key.desc }));

/** A sort both ways: `<name>` and `<name>_desc` (every key flipped, `row_seq` not). */
const bothWays = (table: string, name: string, keys: readonly Key[]): SortIndex[] => [
  { table, name: `${table}_sort_${name}`, keys },
  { table, name: `${table}_sort_${name}_desc`, keys: flip(keys) },
];

// Frozen copies of the list specs as of this migration (src/backend/<area>/routes.ts).
const TASKS_BOARD: Key[] = [{ column: 'status', rank: BOARD }, { column: 'order' }];
const PROJECTS_DEFAULT: Key[] = [{ column: 'createdAt', desc: true }, { column: 'id' }];
const FILES_DEFAULT: Key[] = [{ column: 'createdAt' }, { column: 'id' }];
/** Equality filters first: `flip` leaves their direction alone (see `bothWays`). */
const FILES_FOLDER: Key[] = [
  { column: 'parentId', fixed: true },
  { column: 'trashed', fixed: true },
];

export const SORT_INDEXES: readonly SortIndex[] = [
  // tasks: `sort` = dueDate | createdAt | assignee, then the board order.
  ...['dueDate', 'createdAt', 'assignee'].flatMap((column) =>
    bothWays('tasks', column.toLowerCase(), [{ column }, ...TASKS_BOARD]),
  ),
  // projects: `sort` = name | dueDate | progress | createdAt, then newest first and id; the
  // default order alone (no sort).
  ...['name', 'dueDate', 'progress', 'createdAt'].flatMap((column) =>
    bothWays('projects', column.toLowerCase(), [{ column }, ...PROJECTS_DEFAULT]),
  ),
  { table: 'projects', name: 'projects_sort_default', keys: PROJECTS_DEFAULT },
  // files (the folder view: one folder's live entries): `sort` = name | modifiedAt | size,
  // then oldest first and id; the default order alone. (The bin and `sort=type` are read
  // whole and paged by the route.)
  // The top folder (`parentId is null`) has partial ones: PostgreSQL does not take `is null`
  // as fixing the column's value for the order, as it takes `= value`.
  ...[
    ...['name', 'modifiedAt', 'size'].map((c) => [c.toLowerCase(), [{ column: c }]] as const),
    ['default', []] as const,
  ].flatMap(([name, keys]) => {
    const sorted = [...keys, ...FILES_DEFAULT];
    const ways = (prefix: string, fixed: Key[]) =>
      keys.length
        ? bothWays('files', `${prefix}_${name}`, [...fixed, ...sorted])
        : [{ table: 'files', name: `files_sort_${prefix}_${name}`, keys: [...fixed, ...sorted] }];
    return [
      ...ways('folder', FILES_FOLDER),
      ...ways('top', [{ column: 'trashed', fixed: true }]).map((index) => ({
        ...index,
        whereNull: 'parentId',
      })),
    ];
  }),
  // The admin audit: newest first (`serial` descending, then insertion order).
  {
    table: 'admin_audit',
    name: 'admin_audit_sort_default',
    keys: [{ column: 'serial', desc: true }],
  },
  // e-mail: newest first, then id, within a folder (the list always filters by folder).
  {
    table: 'email_messages',
    name: 'email_messages_sort_folder_default',
    keys: [{ column: 'folder' }, { column: 'date', desc: true }, { column: 'id' }],
  },
];

const WORD = /^[A-Za-z_][A-Za-z0-9_]*$/;
const id = (name: string) => {
  if (!WORD.test(name)) throw new Error(`not a plain identifier: ${name}`);
  return sql.id(name);
};

function keySql(key: Key): RawBuilder<unknown> {
  const expression = key.rank ? sql`(${rankExpression(key.column, key.rank)})` : id(key.column);
  // PostgreSQL's default nulls: last ascending, first descending (as the store orders).
  return key.desc ? sql`${expression} desc nulls first` : sql`${expression} asc nulls last`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence if not exists row_ids start 1000000`.execute(db);
  await sql`
    select setval('row_ids', greatest(
      (select last_value from row_ids),
      (select coalesce(max(next), 0) + 1000000 from id_counters)
    ))
  `.execute(db);
  for (const index of SORT_INDEXES) {
    await sql`drop index concurrently if exists ${id(index.name)}`.execute(db);
    await sql`
      create index concurrently ${id(index.name)} on ${id(index.table)}
      (owner_uid, ${sql.join(index.keys.map(keySql))}, row_seq)
      ${index.whereNull ? sql`where ${id(index.whereNull)} is null` : sql``}
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of SORT_INDEXES) {
    await sql`drop index concurrently if exists ${id(index.name)}`.execute(db);
  }
  await sql`drop sequence if exists row_ids`.execute(db);
}
