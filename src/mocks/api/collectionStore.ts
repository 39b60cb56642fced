/**
 * The storage port of the shared API layer (src/backend/store.ts) over the demo db's browser
 * collections: each area keeps its rows in its per-user collection, with the same keys,
 * versions and shapes as before (saved demo data keeps working). A request runs in one
 * `withCollections` session: the collections it opens are saved when it ends.
 */
import { memoryTable, type MemoryRows } from '@/backend/memory';
import type { AreaSpec, BlobStore, Row, Store, TableInfo, TableSpec } from '@/backend/store';
import {
  userCollectionList,
  userEntry,
  type CollectionSession,
  type UserCollection,
} from '../db/collections';
import { deleteBlob, deleteBlobsWithPrefix, getBlob, putBlob } from '../blobStore';
import { bytesRead, readAll } from '@/backend/bytes';

interface AreaBinding<E> {
  collection: UserCollection<E>;
  /**
   * A table's rows inside an owner's entry: the array they live in, or (rows kept in
   * another shape, e.g. a map) a copy and how to write it back.
   */
  rows(entry: E, table: TableInfo): Row[] | { rows: Row[]; written(): void };
  /** The entry's id counter, counted on (or any unique suffix: maps' random ids). */
  nextId(entry: E): number | string;
}

const bindings = new Map<string, AreaBinding<unknown>>();

type CountedEntry = { nextId: number } & Record<string, unknown>;

/**
 * Where an area's tables live: the per-user collection whose entries hold them. By default
 * an entry is `{ [table name]: rows, nextId }`; give `rows` and `nextId` for another shape.
 */
export function bindArea<E>(
  area: AreaSpec,
  collection: UserCollection<E>,
  access: Partial<Omit<AreaBinding<E>, 'collection'>> = {},
): void {
  const binding: AreaBinding<E> = {
    collection,
    rows:
      access.rows ??
      ((entry, table) => {
        const record = entry as unknown as Record<string, Row[] | undefined>;
        return (record[table.name] ??= []);
      }),
    nextId: access.nextId ?? ((entry) => (entry as unknown as CountedEntry).nextId++),
  };
  bindings.set(area.name, binding);
}

/**
 * `rows` for an entry that keeps each table's rows in a field of its own:
 * `rowsInFields<DashboardSeed>({ dashboard_orders: 'orders', ... })`.
 */
export const rowsInFields =
  <E>(fields: Record<string, keyof E>) =>
  (entry: E, table: TableInfo): Row[] => {
    const field = fields[table.name];
    if (field === undefined) throw new Error(`No field keeps the rows of ${table.name}`);
    return entry[field] as Row[];
  };

/** `nextId` of an area whose routes add no rows (`who`: "The dashboards"). */
export const addsNoRows = (who: string) => (): never => {
  throw new Error(`${who} add no rows`);
};

/** The store for one request, on the collections of its session. */
export function collectionStore(session: CollectionSession, now: number): Store {
  const open = async (owner: string, spec: TableInfo): Promise<MemoryRows<Row>> => {
    const binding = bindings.get(spec.area);
    if (!binding) throw new Error(`The demo backend keeps no collection for area "${spec.area}"`);
    const all = await session.open(binding.collection.spec);
    const entry = userEntry(binding.collection, all, owner, now);
    const rows = binding.rows(entry, spec);
    const nextId = () => binding.nextId(entry);
    return Array.isArray(rows) ? { rows, nextId } : { ...rows, nextId };
  };
  const store: Store = {
    table: <R extends Row>(spec: TableSpec<R>) =>
      memoryTable<R>((owner) => open(owner, spec) as Promise<MemoryRows<R>>),
    // Requests already run one at a time (the session holds every collection).
    transaction: (work) => work(store),
    async resetOwner(owner) {
      for (const collection of userCollectionList()) {
        const all = await session.open(collection.spec);
        delete all[owner];
      }
    },
  };
  return store;
}

/**
 * Blobs some areas keep inside their collection (e-mail attachments, base64 in the saved
 * data, as before): keys starting with `prefix` go to the store `make` gives for the request.
 */
const blobBindings = new Map<string, (session: CollectionSession, now: number) => BlobStore>();

export function bindBlobs(
  prefix: string,
  make: (session: CollectionSession, now: number) => BlobStore,
): void {
  blobBindings.set(prefix, make);
}

/** The blob store of one request: bound prefixes in their collections, the rest in IndexedDB. */
export function collectionBlobs(session: CollectionSession, now: number): BlobStore {
  const storeFor = (key: string) => {
    for (const [prefix, make] of blobBindings) {
      if (key.startsWith(prefix)) return make(session, now);
    }
    return browserBlobs;
  };
  return {
    put: (key, stream, info) => storeFor(key).put(key, stream, info),
    get: (key, range) => storeFor(key).get(key, range),
    delete: (key) => storeFor(key).delete(key),
    async deletePrefix(prefix) {
      // The bound stores whose keys may start with `prefix`, and IndexedDB for the rest.
      for (const [bound, make] of blobBindings) {
        if (bound.startsWith(prefix) || prefix.startsWith(bound)) {
          await make(session, now).deletePrefix(prefix);
        }
      }
      await browserBlobs.deletePrefix(prefix);
    },
  };
}

/** File bytes in this browser's IndexedDB (a Map under jest); the demo buffers each file whole. */
export const browserBlobs: BlobStore = {
  async put(key, stream, { type }) {
    const bytes = await readAll(stream);
    await putBlob(key, {
      type,
      bytes: bytes.buffer.slice(
        bytes.byteOffset,
        bytes.byteOffset + bytes.byteLength,
      ) as ArrayBuffer,
    });
    return { size: bytes.byteLength };
  },
  async get(key, range) {
    const blob = await getBlob(key);
    return blob ? bytesRead(new Uint8Array(blob.bytes), blob.type, range) : null;
  },
  delete: (key) => deleteBlob(key),
  deletePrefix: (prefix) => deleteBlobsWithPrefix(prefix),
};
