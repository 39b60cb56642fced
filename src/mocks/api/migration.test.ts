/**
 * The migration of saved demo data, version 1 (one collection per area) -> 2 (one store), on
 * what version 1 really saved (fixtures/savedVersion1.json): a registered account that used
 * every area keeps its sign-in, its profile and its data.
 */
import { getApp } from 'firebase/app';
import { getAuth } from 'firebase/auth';
import { API_AREAS } from '@/backend/api';
import { seedFiles } from '@/backend/files/seed';
import type { Row } from '@/backend/store';
import { seedTasks } from '@/backend/tasks/seed';
import { WORKSPACE_OWNER } from '@/backend/workspace';
import type { FileEntry } from '@/contract/files';
import type { Task } from '@/contract/tasks';
import { ADMIN_OWNER } from '@/backend/admin/table';
import { freshFirebaseApp } from '@/test/firebaseApp';
import { apiUrl } from '../apiBase';
import { DB_STORAGE_KEY, persistDbIn, snapshotDb } from '../db';
import saved from './fixtures/savedVersion1.json';
import {
  DEMO_DATA_VERSION,
  migrateVersion1,
  migrateVersion2,
  VERSION_1_KEYS,
  type DemoData,
} from './migration';

const { uid, password, storage } = saved as {
  uid: string;
  password: string;
  storage: Record<string, unknown>;
};
type Saved = { version: number; data: Record<string, Record<string, unknown>> };
const version1 = (name: string) => (storage[`shreyu_demo_${name}`] as Saved).data;

describe('saved demo data, version 1 -> 2', () => {
  it('keeps every area of every owner, table by table, with its id counter', () => {
    const { data, blobs, dropped } = migrateVersion1(storage);
    expect(dropped).toEqual([]);
    const mine = data.owners[uid] ?? {};
    // Every area but the users page's (kept under ADMIN_OWNER), each table filled. Not the
    // chat's: its seeded contacts went with chat between members (issue 40), so version 1's
    // rows land in the tables of their day, which nothing reads any more.
    for (const area of API_AREAS.filter((a) => a.name !== 'admin' && a.name !== 'chat')) {
      expect(Object.keys(mine[area.name]?.tables ?? {}).sort()).toEqual(
        area.tables
          .map((t) => t.name)
          // Version 3's (where migrated files' bytes are): version 2 had no such table.
          .filter((name) => name !== 'file_blobs')
          .sort(),
      );
    }
    const old = (name: string) => version1(name)[uid] as Record<string, unknown>;
    expect(mine.tasks).toEqual({
      tables: { tasks: old('tasks').tasks },
      nextId: old('tasks').nextId,
    });
    expect(mine.account?.tables.account_subscription).toEqual([
      { id: 'current', planId: 'business', billing: 'yearly' },
    ]);
    expect(mine.account?.tables.account_invoices).toEqual(old('account').invoices);
    expect(mine.forms?.tables.form_drafts).toEqual([
      expect.objectContaining({ id: 'markdown', content: '# Kept draft' }),
    ]);
    expect(mine.files?.tables.file_views).toContainEqual({
      id: 'u100',
      viewedAt: (old('files').viewed as Record<string, string>).u100,
    });
    expect(mine.maps?.tables.map_markers).toEqual(old('maps_markers'));
    expect(mine.tables?.tables.people).toEqual(old('tables_people'));
    expect(mine.chat?.tables.chat_messages).toEqual(old('chat').messages);
    expect(mine.dashboard?.tables.dashboard_tasks).toEqual(old('dashboard').tasks);
    expect(data.owners[ADMIN_OWNER]?.admin?.tables.admin_audit).toEqual([
      expect.objectContaining({ targetUid: uid, field: 'role', to: 'Admin' }),
    ]);
    expect(blobs).toContainEqual({
      key: `email:${uid}:mail-1000/att-1001`,
      base64: btoa('attached bytes'),
    });
  });

  it('drops an unreadable entry alone: that area seeds again, the rest is kept', () => {
    const broken = {
      ...storage,
      shreyu_demo_tasks: { version: 1, data: { [uid]: { tasks: 'not a list' } } },
    };
    const { data, dropped } = migrateVersion1(broken);
    expect(dropped).toEqual([`shreyu_demo_tasks: ${uid}`]);
    expect(data.owners[uid]?.tasks).toBeUndefined();
    expect(data.owners[uid]?.calendar).toBeDefined();
  });

  it('ignores what is absent or of another version', () => {
    expect(migrateVersion1({})).toEqual({ data: { owners: {} }, blobs: [], dropped: [] });
    expect(migrateVersion1({ shreyu_demo_tasks: { version: 7, data: {} } }).data.owners).toEqual(
      {},
    );
  });
});

describe('a browser holding version 1 data, after the change', () => {
  beforeEach(() => {
    window.localStorage.clear();
    for (const [key, value] of Object.entries(storage)) {
      window.localStorage.setItem(key, JSON.stringify(value));
    }
    persistDbIn(window.localStorage);
  });
  afterEach(() => {
    persistDbIn(null);
    window.localStorage.clear();
  });

  /** A page's items (or a bare list), each item's `key`. */
  const values = (page: unknown, key: string) =>
    ((page as { items?: unknown[] }).items ?? (page as unknown[])).map(
      (item) => (item as Record<string, unknown>)[key],
    );

  /** Signs in as the registered account through the SDK; its API calls. */
  async function signedIn() {
    const app = freshFirebaseApp('migrated');
    await app.auth.signIn('nora@example.test', password, { remember: false });
    const token = (await getAuth(getApp(app.appName)).currentUser?.getIdToken()) ?? '';
    const send = (method: string, path: string, body?: unknown) =>
      fetch(new URL(apiUrl(path), window.location.href), {
        method,
        headers: {
          Authorization: `JWT ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const get = async (path: string): Promise<unknown> => {
      const response = await send('GET', path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      return response.headers.get('content-type')?.includes('json')
        ? ((await response.json()) as unknown)
        : response.text();
    };
    return { get, send };
  }

  it('the registered account signs in, keeps its profile and finds its data', async () => {
    const { get } = await signedIn();
    const profile = (await snapshotDb()).documents[`users/${uid}`]?.fields;
    expect(profile).toMatchObject({ name: { stringValue: 'Nora Registered' } });

    expect(values(await get('tasks?pageSize=100'), 'title')).toContain('Migrate the demo store');
    expect(values(await get('calendar/events'), 'title')).toContain('Migration day');
    expect(values(await get('projects?pageSize=100'), 'name')).toContain('Saved project');
    expect(values(await get('maps/markers'), 'name')).toContain('Oslo');
    expect(await get('account/subscription')).toEqual({ planId: 'business', billing: 'yearly' });
    expect(await get('forms/editor-drafts/markdown')).toMatchObject({ content: '# Kept draft' });
    // Admin: the users page's audit (owner '') came along, and the role from the profile.
    expect(values(await get('admin/audit'), 'target')).toContainEqual({
      uid,
      email: 'nora@example.test',
    });
    // The attachment's bytes moved from the e-mail collection to the blob store.
    expect(await get('email/messages/mail-1000/attachments/att-1001')).toBe('attached bytes');

    // Saved as version 2 in one key; the version 1 keys are gone; the accounts stay.
    const kept = JSON.parse(window.localStorage.getItem('shreyu_demo_data') ?? 'null') as Saved;
    expect(kept.version).toBe(DEMO_DATA_VERSION);
    expect(Object.keys(kept.data.owners ?? {})).toEqual(expect.arrayContaining([uid, '']));
    for (const key of VERSION_1_KEYS) expect(window.localStorage.getItem(key)).toBeNull();
    expect(window.localStorage.getItem(DB_STORAGE_KEY)).toContain('nora@example.test');
  });

  it('a new id follows the saved counter: nothing saved is overwritten', async () => {
    const { get, send } = await signedIn();
    const before = values(await get('tasks?pageSize=100'), 'title');
    expect(before).toContain('Migrate the demo store');
    const made = await send('POST', 'tasks', { title: 'After the change', priority: 'low' });
    expect(made.status).toBe(200);
    const after = values(await get('tasks?pageSize=100'), 'title');
    expect(after).toEqual(expect.arrayContaining([...before, 'After the change']));
    expect(after).toHaveLength(before.length + 1);
  });
});

describe('saved demo data, version 2 -> 3 (one workspace)', () => {
  const now = Date.UTC(2026, 9, 1);
  const later = now + 3 * 86_400_000;
  const without = (row: object, ...keys: string[]) =>
    Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key))) as Row;
  const v2 = (at: number) => ({
    tasks: {
      tables: {
        tasks: seedTasks(at).map((t) => without(t, 'createdBy', 'updatedBy', 'updatedAt')),
      },
      nextId: 1001,
    },
    files: {
      tables: {
        files: seedFiles(at).map((f) => without(f, 'createdBy', 'updatedBy', 'updatedAt')),
        file_views: [{ id: 'seed-1', viewedAt: new Date(at).toISOString() } as Row],
      },
      nextId: 1002,
    },
    maps: { tables: { map_markers: [] }, nextId: 1000 },
  });

  it('moves both accounts into the workspace: the seed once, changes and own rows kept, ids renewed with their references', () => {
    const a = v2(now);
    const b = v2(later);
    (a.tasks.tables.tasks[0] as Record<string, unknown>).title = 'A renamed it';
    (b.tasks.tables.tasks[1] as Record<string, unknown>).status = 'done';
    // Each account's own task, the same id in both (a copy of its t2).
    const ownTask = (tables: typeof a.tasks.tables, title: string) =>
      tables.tasks.push({ ...(tables.tasks[1] as Row), id: 't1000', title } as Row);
    ownTask(a.tasks.tables, 'A task');
    ownTask(b.tasks.tables, 'B task');
    const file = (id: string, name: string, parentId: string | null) =>
      ({
        ...(a.files.tables.files[5] as Row),
        id,
        name,
        parentId,
        kind: id.startsWith('d') ? 'folder' : 'file',
      }) as Row;
    a.files.tables.files.push(file('d1000', 'A folder', null), file('u1001', 'a.txt', 'd1000'));
    b.files.tables.files.push(file('d1000', 'B folder', null), file('u1001', 'b.txt', 'd1000'));
    b.files.tables.file_views.push({ id: 'u1001', viewedAt: new Date(later).toISOString() } as Row);
    const data: DemoData = { owners: { 'uid-a': a, 'uid-b': b, '': {} } };
    const { owners } = migrateVersion2(data, later);
    expect(Object.keys(owners['uid-a'] ?? {})).toEqual(['maps']);
    expect(Object.keys(owners['uid-b'] ?? {})).toEqual(['maps']);
    const tasks = (owners[WORKSPACE_OWNER]?.tasks?.tables.tasks ?? []) as unknown as Task[];
    // 10 seed tasks (A's first as A renamed it), A's, B's, and B's changed copy of t2.
    expect(tasks).toHaveLength(13);
    expect(new Set(tasks.map((t) => t.id)).size).toBe(13);
    expect(tasks.find((t) => t.id === 't1')).toMatchObject({
      title: 'A renamed it',
      createdBy: null,
    });
    expect(tasks.find((t) => t.id === 't1000')).toMatchObject({
      title: 'A task',
      createdBy: 'uid-a',
    });
    expect(tasks.find((t) => t.title === 'B task')).toMatchObject({
      createdBy: 'uid-b',
      updatedBy: 'uid-b',
    });
    const copies = tasks.filter((t) => t.title === seedTasks(now)[1]?.title);
    expect(copies.map((t) => t.status).sort()).toEqual(['done', 'todo']);
    const todo = tasks
      .filter((t) => t.status === 'todo')
      .map((t) => t.order)
      .sort((x, y) => x - y);
    expect(todo).toEqual(todo.map((_, index) => index));
    const files = owners[WORKSPACE_OWNER]?.files?.tables ?? {};
    const entries = (files.files ?? []) as unknown as FileEntry[];
    expect(entries).toHaveLength(14 + 4);
    const bFolder = entries.find((f) => f.name === 'B folder');
    const bFile = entries.find((f) => f.name === 'b.txt');
    expect(bFolder?.id).not.toBe('d1000');
    expect(bFile?.parentId).toBe(bFolder?.id);
    expect(entries.find((f) => f.name === 'a.txt')?.parentId).toBe('d1000');
    expect(files.file_blobs).toEqual(
      expect.arrayContaining([
        { id: 'u1001', key: 'uid-a:u1001' },
        { id: bFile?.id, key: 'uid-b:u1001' },
      ]),
    );
    expect(files.file_blobs).toHaveLength(2);
    expect((files.file_views ?? []).map((v) => v.id).sort()).toEqual([bFile?.id, 'seed-1'].sort());
  });
});
