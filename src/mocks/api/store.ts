/**
 * The demo API's one store: the storage port of src/backend (store.ts) over one persisted
 * collection, `shreyu_demo_data`, holding every owner's areas table by table, as
 * `memoryStore()` does in a Map. Any route of `API_ROUTES` runs on it: an area needs nothing
 * here. Saved demo data carries its version (`DEMO_DATA_VERSION`); the data of version 1
 * (one collection per area) is adopted once by `migrateVersion1`, and version 2's shared
 * areas (kept per account) move into the workspace by `migrateVersion2` (./migration.ts).
 * The accounts and profiles stay in the identity collection (src/mocks/db/db.ts): the demo
 * API also runs without them (emulator and cloud builds), so it must not carry them.
 */
import { API_AREAS } from '@/backend/api';
import { attachmentBlobKey } from '@/backend/blobKeys';
import { streamOf } from '@/backend/bytes';
import { emailSeed } from '@/backend/email/seed';
import { memoryTable, type MemoryRows } from '@/backend/memory';
import type { BlobStore, Row, Store, TableInfo, TableSpec } from '@/backend/store';
import {
  defineCollection,
  userCollectionList,
  withCollection,
  type CollectionSession,
} from '../db/collections';
import { browserBlobs } from './browserBlobs';
import {
  DEMO_DATA_VERSION,
  FIRST_ID,
  migrateVersion1,
  migrateVersion2,
  VERSION_1_KEYS,
  type DemoData,
} from './migration';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** Version 1's data, as version 2 keeps it; its inline attachments move to the blob store. */
async function adoptVersion1(stored: Record<string, unknown>): Promise<DemoData> {
  const { data, blobs, dropped } = migrateVersion1(stored);
  for (const { key, base64 } of blobs)
    await browserBlobs.put(key, streamOf(fromBase64(base64)), { type: '' });
  if (dropped.length > 0) {
    console.warn(
      `[demo backend] unreadable saved data starts again from its seed: ${dropped.join(', ')}`,
    );
  }
  return migrateVersion2(data);
}

const isVersion2 = (stored: unknown): stored is { version: 2; data: DemoData } =>
  isObject(stored) &&
  stored.version === 2 &&
  isObject(stored.data) &&
  isObject(stored.data.owners) &&
  Object.values(stored.data.owners).every(isObject);

export const demoDataCollection = defineCollection<DemoData>({
  key: 'shreyu_demo_data',
  version: DEMO_DATA_VERSION,
  seed: () => ({ owners: {} }),
  isValid: (data): data is DemoData =>
    isObject(data) && isObject(data.owners) && Object.values(data.owners).every(isObject),
  // Version 2 kept the shared areas per account: they move into the workspace.
  upgrade: (stored) => (isVersion2(stored) ? migrateVersion2(stored.data) : null),
  adopt: { keys: VERSION_1_KEYS, from: adoptVersion1 },
});

const areas = new Map(API_AREAS.map((area) => [area.name, area]));

/**
 * Bytes an area's seed refers to. Seeds give rows only (the server answers the short note
 * for these); the demo keeps the sample attachment downloadable, as it always did.
 */
async function seedBlobs(owner: string, area: string, now: number, blobs: BlobStore) {
  if (area !== 'email') return;
  for (const [path, base64] of Object.entries(emailSeed(now).files)) {
    const [messageId = '', attachmentId = ''] = path.split('/');
    await blobs.put(
      attachmentBlobKey(owner, messageId, attachmentId),
      streamOf(fromBase64(base64)),
      {
        type: '',
      },
    );
  }
}

/** The store for one request, on the collections of its session. */
export function demoStore(session: CollectionSession, now: number): Store {
  const open = async (owner: string, spec: TableInfo): Promise<MemoryRows<Row>> => {
    const data = await session.open(demoDataCollection);
    const mine = (data.owners[owner] ??= {});
    let saved = mine[spec.area];
    if (!saved) {
      const area = areas.get(spec.area);
      if (!area) throw new Error(`No area "${spec.area}" for table ${spec.name}`);
      saved = { tables: structuredClone(area.seed(owner, now)), nextId: FIRST_ID };
      mine[spec.area] = saved;
      await seedBlobs(owner, spec.area, now, browserBlobs);
    }
    const area = saved;
    return { rows: (area.tables[spec.name] ??= []), nextId: () => area.nextId++ };
  };
  const store: Store = {
    table: <R extends Row>(spec: TableSpec<R>) =>
      memoryTable<R>((owner) => open(owner, spec) as Promise<MemoryRows<R>>, spec),
    // Requests already run one at a time (the session holds every collection).
    transaction: (work) => work(store),
    async resetOwner(owner, then) {
      const data = await session.open(demoDataCollection);
      delete data.owners[owner];
      // Empty: each area taken as seeded, with no rows (else seeded again on next use).
      if (then === 'empty')
        data.owners[owner] = Object.fromEntries(
          [...areas.keys()].map((name) => [name, { tables: {}, nextId: FIRST_ID }]),
        );
      // Collections of their own (src/migration's example, tests) are the owner's data too.
      for (const collection of userCollectionList()) {
        delete (await session.open(collection.spec))[owner];
      }
    },
  };
  return store;
}

/** A copy of an owner's saved rows of one table (tests: what a request left behind). */
export function savedRows<R extends Row>(owner: string, table: TableSpec<R>): Promise<R[]> {
  return withCollection(demoDataCollection, (data) =>
    structuredClone((data.owners[owner]?.[table.area]?.tables[table.name] ?? []) as R[]),
  );
}
