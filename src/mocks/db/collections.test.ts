import { DEMO_ADMIN } from './seed';
import {
  DB_STORAGE_KEY,
  defineCollection,
  defineUserCollection,
  persistDbIn,
  resetUserData,
  snapshotDb,
  withCollection,
  withDb,
  withUserData,
} from '.';

interface Note {
  id: string;
  text: string;
}

const notes = defineUserCollection<Note[]>({
  name: 'test_notes',
  version: 1,
  seed: ({ uid }) => [{ id: 'n1', text: `first note of ${uid}` }],
  isValid: (entry): entry is Note[] => Array.isArray(entry),
});

const counters = defineCollection<{ count: number }>({
  key: 'shreyu_demo_test_counter',
  version: 2,
  seed: () => ({ count: 0 }),
  isValid: (data): data is { count: number } =>
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { count?: unknown }).count === 'number',
  upgrade: (stored) => {
    const old = stored as { version?: number; data?: { n?: unknown } };
    return old.version === 1 && typeof old.data?.n === 'number' ? { count: old.data.n } : null;
  },
});

/** Merges what an older version saved under two keys; refuses a marked one. */
const merged = defineCollection<{ total: number }>({
  key: 'shreyu_demo_test_merged',
  version: 1,
  seed: () => ({ total: 0 }),
  isValid: (data): data is { total: number } =>
    typeof (data as { total?: unknown } | null)?.total === 'number',
  adopt: {
    keys: ['shreyu_demo_test_a', 'shreyu_demo_test_b'],
    from: (stored) => {
      if (stored.shreyu_demo_test_b === 'refused') throw new Error('unreadable');
      return {
        total: [stored.shreyu_demo_test_a, stored.shreyu_demo_test_b]
          .map(Number)
          .reduce((a, b) => a + b),
      };
    },
  },
});

describe('demo db collections (persisted in the browser)', () => {
  beforeEach(() => persistDbIn(window.localStorage));
  afterEach(() => persistDbIn(null));

  it('keeps the accounts people registered when a collection is added or upgraded', async () => {
    await withDb((state) => {
      state.accounts.someone = {
        ...state.accounts[DEMO_ADMIN.uid]!,
        uid: 'someone',
        email: 'me@x.test',
      };
    });
    // A collection of an older version in storage, and a brand new one:
    window.localStorage.setItem(counters.key, JSON.stringify({ version: 1, data: { n: 7 } }));
    expect(await withCollection(counters, (data) => data.count)).toBe(7);
    expect(await withUserData(notes, 'someone', (list) => list.length)).toBe(1);
    expect(Object.keys((await snapshotDb()).accounts)).toContain('someone');
  });

  it('reads the accounts saved by the first version of the demo backend (bare, version 1)', async () => {
    const legacy = await snapshotDb();
    const bare = {
      ...legacy,
      version: 1,
      accounts: { ...legacy.accounts, old: { ...legacy.accounts[DEMO_ADMIN.uid]!, uid: 'old' } },
      refreshTokens: { tok1: DEMO_ADMIN.uid, tok2: DEMO_ADMIN.uid },
    };
    window.localStorage.setItem(DB_STORAGE_KEY, JSON.stringify(bare));
    const state = await snapshotDb();
    expect(Object.keys(state.accounts)).toContain('old');
    expect(state.refreshTokens).toEqual({}); // the list that only ever grew is gone
  });

  it('re-seeds a corrupt collection alone, with a console warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await withDb((state) => {
      state.outbox.push({ requestType: 'PASSWORD_RESET', email: 'a@b.c', at: 1 });
    });
    await withCollection(counters, (data) => {
      data.count = 3;
    });
    window.localStorage.setItem(counters.key, '{not json');
    expect(await withCollection(counters, (data) => data.count)).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(counters.key));
    expect((await snapshotDb()).outbox).toHaveLength(1);
  });

  it('keeps data per user, and "reset demo data" re-seeds only that user', async () => {
    await withUserData(notes, 'alice', (list) => {
      list.push({ id: 'n2', text: 'mine' });
    });
    await withUserData(notes, 'bob', (list) => {
      list.length = 0;
    });
    expect(await withUserData(notes, 'alice', (list) => list.map((n) => n.id))).toEqual([
      'n1',
      'n2',
    ]);
    expect(await withUserData(notes, 'bob', (list) => list.length)).toBe(0);
    await resetUserData('alice');
    expect(await withUserData(notes, 'alice', (list) => list.map((n) => n.id))).toEqual(['n1']);
    expect(await withUserData(notes, 'bob', (list) => list.length)).toBe(0);
  });

  it('adopts what an older version saved under other keys, and removes them once saved', async () => {
    window.localStorage.setItem('shreyu_demo_test_a', '2');
    window.localStorage.setItem('shreyu_demo_test_b', '3');
    expect(await withCollection(merged, (data) => data.total)).toBe(5);
    expect(window.localStorage.getItem('shreyu_demo_test_a')).toBeNull();
    expect(window.localStorage.getItem('shreyu_demo_test_b')).toBeNull();
    expect(await withCollection(merged, (data) => data.total)).toBe(5);
  });

  it('seeds, with a warning, when the older data cannot be adopted; the accounts stay', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem('shreyu_demo_test_b', JSON.stringify('refused'));
    expect(await withCollection(merged, (data) => data.total)).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(merged.key));
    expect(Object.keys((await snapshotDb()).accounts)).toContain(DEMO_ADMIN.uid);
  });
});
