/**
 * The migrations of saved demo data. Version 1 kept each area in a collection of its own
 * (`shreyu_demo_<name>`, `{ version: 1, data: { [owner]: entry } }`, each entry in a shape of
 * its own); version 2 keeps every area's rows in one store, table by table (./store.ts);
 * version 3 keeps the shared areas (projects, tasks, calendar, files) under the workspace
 * (`migrateVersion2`, as the server's migration 0013 does).
 * Frozen like the server's SQL migrations: each describes what its version wrote, so it is
 * never edited when an area changes; a later change of shape gets a migration of its own.
 * The accounts and profiles (the identity collection) are not touched by them.
 */
import {
  comparedValue,
  WORKSPACE_0013_PRISTINE,
  WORKSPACE_0013_TABLES,
} from '@/backend/frozen/workspace0013';
import type { Row } from '@/backend/store';

/** An owner's rows of one area, and the counter its new ids come from. */
export interface SavedArea {
  tables: Record<string, Row[]>;
  nextId: number;
}

/** Version 2: every owner's areas (the owner key `''` holds the users page's audit trail). */
export interface DemoData {
  owners: Record<string, Record<string, SavedArea>>;
}

export const DEMO_DATA_VERSION = 3;

/** A blob version 1 kept inside its collection (e-mail attachments), base64. */
export interface InlineBlob {
  key: string;
  base64: string;
}

export interface MigratedData {
  data: DemoData;
  /** Bytes that move to the blob store. */
  blobs: InlineBlob[];
  /** `<key>: <owner>` of each entry that was unreadable: that area seeds again. */
  dropped: string[];
}

type Entry = Record<string, unknown>;
const isObject = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const rows = (value: unknown): Row[] | null => (Array.isArray(value) ? (value as Row[]) : null);

interface Layout {
  area: string;
  /** The entry's tables, or null when the entry is not what version 1 wrote. */
  tables(entry: unknown): Record<string, Row[] | null> | null;
  blobs?(entry: Entry, owner: string): InlineBlob[];
}

/** Each version-1 collection: its area and where each table's rows were in an entry. */
const LAYOUTS: Record<string, Layout> = {
  account: {
    area: 'account',
    tables: (e) =>
      isObject(e) && isObject(e.subscription)
        ? {
            account_activity: rows(e.activity),
            account_projects: rows(e.projects),
            account_tasks: rows(e.tasks),
            account_invoices: rows(e.invoices),
            account_subscription: [{ id: 'current', ...e.subscription }],
          }
        : null,
  },
  admin_audit: {
    area: 'admin',
    tables: (e) =>
      isObject(e)
        ? { admin_audit: rows(e.admin_audit), admin_revocations: rows(e.admin_revocations ?? []) }
        : null,
  },
  calendar: {
    area: 'calendar',
    tables: (e) => (isObject(e) ? { calendar_events: rows(e.events) } : null),
  },
  chat: {
    area: 'chat',
    tables: (e) =>
      isObject(e)
        ? { chat_conversations: rows(e.conversations), chat_messages: rows(e.messages) }
        : null,
  },
  dashboard: {
    area: 'dashboard',
    tables: (e) =>
      isObject(e)
        ? {
            dashboard_orders: rows(e.orders),
            dashboard_tasks: rows(e.tasks),
            dashboard_conversation: rows(e.conversation),
            dashboard_performers: rows(e.performers),
          }
        : null,
  },
  email: {
    area: 'email',
    tables: (e) => (isObject(e) && isObject(e.files) ? { email_messages: rows(e.messages) } : null),
    // `files` held `<messageId>/<attachmentId>` -> base64; the blob key adds the owner.
    blobs: (e, owner) =>
      Object.entries(e.files as Entry)
        .filter((pair): pair is [string, string] => typeof pair[1] === 'string')
        .map(([path, base64]) => ({ key: `email:${owner}:${path}`, base64 })),
  },
  files: {
    area: 'files',
    tables: (e) =>
      isObject(e)
        ? {
            files: rows(e.entries),
            // The Recent view's times were a map by file id.
            file_views: Object.entries(isObject(e.viewed) ? e.viewed : {}).map(
              ([id, viewedAt]) => ({ id, viewedAt }) as Row,
            ),
          }
        : null,
  },
  forms_drafts: {
    area: 'forms',
    // A map by editor id.
    tables: (e) =>
      isObject(e) && Object.values(e).every(isObject)
        ? { form_drafts: Object.entries(e).map(([id, draft]) => ({ ...(draft as Entry), id })) }
        : null,
  },
  maps_markers: { area: 'maps', tables: (e) => ({ map_markers: rows(e) }) },
  projects: {
    area: 'projects',
    tables: (e) => (isObject(e) ? { projects: rows(e.projects) } : null),
  },
  tables_people: { area: 'tables', tables: (e) => ({ people: rows(e) }) },
  tasks: { area: 'tasks', tables: (e) => (isObject(e) ? { tasks: rows(e.tasks) } : null) },
};

/** The storage keys version 1 wrote its areas under. */
export const VERSION_1_KEYS: readonly string[] = Object.keys(LAYOUTS).map(
  (name) => `shreyu_demo_${name}`,
);

/** Where new ids start in an area that kept no counter (version 2's seeds start there too). */
export const FIRST_ID = 1000;

/**
 * Version 1 -> 2. `stored`: each of `VERSION_1_KEYS` with its parsed value (null or absent:
 * nothing saved). Every readable entry is kept, owner by owner; an unreadable one is dropped
 * alone (that owner's area seeds again on first use, as version 1 did with it).
 */
export function migrateVersion1(stored: Record<string, unknown>): MigratedData {
  const result: MigratedData = { data: { owners: {} }, blobs: [], dropped: [] };
  for (const [name, layout] of Object.entries(LAYOUTS)) {
    const key = `shreyu_demo_${name}`;
    const saved = stored[key];
    if (!isObject(saved) || saved.version !== 1 || !isObject(saved.data)) continue;
    for (const [owner, entry] of Object.entries(saved.data)) {
      const tables = layout.tables(entry);
      if (!tables || Object.values(tables).some((list) => list === null)) {
        result.dropped.push(`${key}: ${owner}`);
        continue;
      }
      const counter = isObject(entry) ? entry.nextId : undefined;
      (result.data.owners[owner] ??= {})[layout.area] = {
        tables: tables as Record<string, Row[]>,
        nextId: typeof counter === 'number' ? counter : FIRST_ID,
      };
      if (layout.blobs && isObject(entry)) result.blobs.push(...layout.blobs(entry, owner));
    }
  }
  return result;
}

/** The workspace's owner key (frozen copy of src/backend/workspace.ts as of version 3). */
const WORKSPACE = '*workspace';

const PRISTINE = new Map(
  WORKSPACE_0013_PRISTINE.map(([table, id, value]) => [
    `${table}\u0000${id}`,
    JSON.stringify(value),
  ]),
);

/** JSON with object keys sorted, so that two equal values compare equal as text. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    isObject(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );

/**
 * Version 2 -> 3: every account's rows of the shared areas move into the workspace, nothing
 * lost (the rules of the server's migration 0013): the first account holding a seed id keeps
 * its copy; another's copy that still is the seed goes, one it changed stays; ids that
 * collide get new ones (the area's counter), and what refers to them follows (a folder's
 * children, the Recent view, the key of an uploaded file's bytes in `file_blobs`); the
 * board's columns are numbered again; each moved row says which account made it (the seed's:
 * none). Accounts are taken in the order they were saved.
 */
export function migrateVersion2(data: DemoData, now = Date.now()): DemoData {
  const owners = Object.keys(data.owners).filter((owner) => owner !== '' && owner !== WORKSPACE);
  const workspace = (data.owners[WORKSPACE] ??= {});
  const at = new Date(now).toISOString();
  for (const area of [...new Set(WORKSPACE_0013_TABLES.map((t) => t.area))]) {
    const holders = owners.filter((owner) => data.owners[owner]?.[area]);
    if (holders.length === 0) continue;
    const target: SavedArea = (workspace[area] ??= { tables: {}, nextId: FIRST_ID });
    target.nextId = Math.max(
      target.nextId,
      ...holders.map((owner) => data.owners[owner]?.[area]?.nextId ?? FIRST_ID),
    );
    const tables = WORKSPACE_0013_TABLES.filter((t) => t.area === area);
    const idsOf = (table: string) => new Set((target.tables[table] ?? []).map((r) => String(r.id)));
    for (const owner of holders) {
      const saved = data.owners[owner]?.[area];
      if (!saved) continue;
      /** Old id -> new id, for this account's rows that kept going (dropped seed copies: none). */
      const moved = new Map<string, string>();
      const rows: Record<string, Row[]> = {};
      for (const { table, seedIds, same } of tables) {
        const taken = idsOf(table);
        for (const row of saved.tables[table] ?? []) {
          const id = String(row.id);
          const isSeed = seedIds.includes(id);
          let newId = id;
          if (taken.has(id)) {
            const pristine = PRISTINE.get(`${table}\u0000${id}`);
            const still = canonical(comparedValue(row, same));
            if (isSeed && pristine !== undefined && still === canonical(JSON.parse(pristine))) {
              continue;
            }
            newId = `${id.replace(/\d+$/, '')}${target.nextId++}`;
          }
          taken.add(newId);
          moved.set(id, newId);
          const record = row as unknown as Record<string, unknown>;
          const createdAt = typeof record.createdAt === 'string' ? record.createdAt : at;
          const author = isSeed && newId === id ? null : owner;
          (rows[table] ??= []).push({
            ...row,
            id: newId,
            createdAt,
            createdBy: author,
            updatedBy: author,
            updatedAt: createdAt,
          } as Row);
        }
      }
      if (area === 'files') {
        const blobs: Row[] = [];
        for (const file of rows.files ?? []) {
          const record = file as unknown as Record<string, unknown>;
          const parent = typeof record.parentId === 'string' ? record.parentId : null;
          if (parent !== null) record.parentId = moved.get(parent) ?? parent;
        }
        for (const [oldId, newId] of moved) {
          const file = (rows.files ?? []).find((f) => f.id === newId) as
            Record<string, unknown> | undefined;
          if (file?.kind === 'file' && !oldId.startsWith('seed-')) {
            blobs.push({ id: newId, key: `${owner}:${oldId}` } as Row);
          }
        }
        const views = idsOf('file_views');
        for (const view of saved.tables.file_views ?? []) {
          const newId = moved.get(String(view.id));
          if (newId === undefined || views.has(newId)) continue;
          views.add(newId);
          (rows.file_views ??= []).push({ ...view, id: newId });
        }
        rows.file_blobs = blobs;
      }
      for (const [table, list] of Object.entries(rows)) {
        (target.tables[table] ??= []).push(...list);
      }
      delete data.owners[owner]?.[area];
    }
    // The board: each column numbered again, in its old order (then the order rows came in).
    if (area === 'tasks') {
      const tasks = (target.tables.tasks ?? []) as unknown as Record<string, unknown>[];
      const columns = new Map<unknown, Record<string, unknown>[]>();
      for (const task of tasks)
        columns.set(task.status, [...(columns.get(task.status) ?? []), task]);
      for (const column of columns.values()) {
        column
          .map((task, index) => ({ task, index }))
          .sort((a, b) => Number(a.task.order) - Number(b.task.order) || a.index - b.index)
          .forEach(({ task }, position) => {
            task.order = position;
          });
      }
    }
  }
  return data;
}
