/**
 * The bytes of the files people upload to the demo file manager. In the browser they go to
 * IndexedDB (localStorage holds strings and a few MB; files may be 50 MB), so a download after
 * a reload returns exactly what was uploaded. Under jest (no IndexedDB) a Map in memory.
 */
export interface StoredBlob {
  type: string;
  bytes: ArrayBuffer;
}

const DB_NAME = 'shreyu_demo_blobs';
const STORE = 'blobs';
const memory = new Map<string, StoredBlob>();

let opening: Promise<IDBDatabase> | null = null;

function hasIndexedDb(): boolean {
  return typeof indexedDB !== 'undefined' && typeof window !== 'undefined';
}

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('IndexedDB refused to open'));
    };
  });
  return opening;
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest,
): Promise<T> {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const request = work(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result as T);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

export async function putBlob(key: string, blob: StoredBlob): Promise<void> {
  if (!hasIndexedDb()) {
    memory.set(key, blob);
    return;
  }
  await run('readwrite', (store) => store.put(blob, key));
}

export async function getBlob(key: string): Promise<StoredBlob | null> {
  if (!hasIndexedDb()) return memory.get(key) ?? null;
  const found = await run<StoredBlob | undefined>('readonly', (store) => store.get(key));
  return found ?? null;
}

export async function deleteBlob(key: string): Promise<void> {
  if (!hasIndexedDb()) {
    memory.delete(key);
    return;
  }
  await run('readwrite', (store) => store.delete(key));
}

/** Deletes every blob whose key starts with `prefix` (one key range in IndexedDB). */
export async function deleteBlobsWithPrefix(prefix: string): Promise<void> {
  if (!hasIndexedDb()) {
    for (const key of [...memory.keys()]) if (key.startsWith(prefix)) memory.delete(key);
    return;
  }
  // Every string that starts with `prefix` sorts from `prefix` up to `prefix` + U+FFFF.
  await run('readwrite', (store) =>
    store.delete(IDBKeyRange.bound(prefix, `${prefix}\uffff`, false, false)),
  );
}

/** jest: empty between tests. */
export function resetBlobs(): void {
  memory.clear();
}
