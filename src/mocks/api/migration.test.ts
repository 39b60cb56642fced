/**
 * The migration of saved demo data, version 1 (one collection per area) -> 2 (one store), on
 * what version 1 really saved (fixtures/savedVersion1.json): a registered account that used
 * every area keeps its sign-in, its profile and its data.
 */
import { getApp } from 'firebase/app';
import { getAuth } from 'firebase/auth';
import { API_AREAS } from '@/backend/api';
import { ADMIN_OWNER } from '@/backend/admin/table';
import { freshFirebaseApp } from '@/test/firebaseApp';
import { apiUrl } from '../apiBase';
import { DB_STORAGE_KEY, persistDbIn, snapshotDb } from '../db';
import saved from './fixtures/savedVersion1.json';
import { DEMO_DATA_VERSION, migrateVersion1, VERSION_1_KEYS } from './migration';

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
        area.tables.map((t) => t.name).sort(),
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
