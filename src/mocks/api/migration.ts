/**
 * The one migration of saved demo data: version 1 kept each area in a collection of its own
 * (`shreyu_demo_<name>`, `{ version: 1, data: { [owner]: entry } }`, each entry in a shape of
 * its own); version 2 keeps every area's rows in one store, table by table (./store.ts).
 * Frozen like the server's SQL migrations: it describes what version 1 wrote, so it is
 * never edited when an area changes; a later change of shape gets a migration of its own.
 * The accounts and profiles (the identity collection) are not touched by it.
 */
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

export const DEMO_DATA_VERSION = 2;

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
