/**
 * The demo db grows by collections. Each has its own storage key, version and seed, so a
 * new or upgraded collection never touches the accounts people registered or another
 * collection's data, and a corrupt one is re-seeded alone (with a console warning).
 *
 * In the browser (demo mode) collections live in localStorage: they survive a reload and
 * are shared by the tabs. Under jest they live in memory and `resetCollections()` empties them.
 */

export interface CollectionSpec<T> {
  /** The localStorage key (`shreyu_demo_<name>`). */
  key: string;
  /** Raise it when the stored shape changes; give `upgrade` to keep what the older one saved. */
  version: number;
  seed(): T | Promise<T>;
  isValid(data: unknown): data is T;
  /**
   * Data saved by an older version (the whole stored value, whatever its shape): what to
   * keep of it, or null to seed afresh.
   */
  upgrade?(stored: unknown): T | null;
  /**
   * Data an older version saved under other keys (several collections merged into this one):
   * read when this key holds nothing yet; `from` gets each key's parsed value (null: absent)
   * and answers what to keep (null: seed). Those keys are removed once this one is saved.
   */
  adopt?: {
    keys: readonly string[];
    from(stored: Record<string, unknown>): T | null | Promise<T | null>;
  };
}

interface Envelope {
  version: number;
  data: unknown;
}

const specs = new Set<CollectionSpec<unknown>>();
const memory = new Map<string, unknown>();
let storage: Storage | null = null;
let queue: Promise<unknown> = Promise.resolve();
/** Keys whose data a collection adopted: removed after that collection's first save. */
const adoptedKeys = new Map<CollectionSpec<unknown>, readonly string[]>();

/** Declares a collection (once, at module level) so that reset and persistence know it. */
export function defineCollection<T>(spec: CollectionSpec<T>): CollectionSpec<T> {
  specs.add(spec);
  return spec;
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && 'version' in value && 'data' in value;

async function load<T>(spec: CollectionSpec<T>): Promise<T> {
  if (!storage) {
    if (memory.has(spec.key)) return memory.get(spec.key) as T;
    return spec.seed();
  }
  let stored: unknown = null;
  try {
    const raw = storage.getItem(spec.key);
    stored = raw === null ? null : JSON.parse(raw);
  } catch {
    stored = undefined; // not JSON at all
  }
  if (stored === null) return (await adopt(spec, storage)) ?? spec.seed();
  if (isEnvelope(stored) && stored.version === spec.version && spec.isValid(stored.data)) {
    return stored.data;
  }
  let upgraded: T | null = null;
  try {
    upgraded = stored === undefined ? null : (spec.upgrade?.(stored) ?? null);
  } catch {
    upgraded = null; // an upgrade that trips over odd data: seed afresh, as for corrupt data
  }
  if (upgraded !== null && spec.isValid(upgraded)) return upgraded;
  console.warn(
    `[demo backend] the saved "${spec.key}" data was unreadable or of an older shape: it starts again from its seed (other demo data is kept)`,
  );
  return spec.seed();
}

const readJson = (target: Storage, key: string): unknown => {
  try {
    const raw = target.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null; // unreadable: nothing to keep
  }
};

/** What `spec` keeps of the data older versions saved under its `adopt` keys, if any. */
async function adopt<T>(spec: CollectionSpec<T>, target: Storage): Promise<T | null> {
  if (!spec.adopt) return null;
  const stored = Object.fromEntries(spec.adopt.keys.map((key) => [key, readJson(target, key)]));
  if (Object.values(stored).every((value) => value === null)) return null;
  let adopted: T | null = null;
  try {
    adopted = await spec.adopt.from(stored);
  } catch {
    adopted = null; // as for corrupt data: seed afresh
  }
  adoptedKeys.set(spec, spec.adopt.keys);
  if (adopted !== null && spec.isValid(adopted)) return adopted;
  console.warn(
    `[demo backend] the saved data of an older version was unreadable: "${spec.key}" starts again from its seed (the accounts are kept)`,
  );
  return null;
}

function save<T>(spec: CollectionSpec<T>, data: T): void {
  if (!storage) {
    memory.set(spec.key, data);
    return;
  }
  try {
    storage.setItem(spec.key, JSON.stringify({ version: spec.version, data } satisfies Envelope));
  } catch {
    memory.set(spec.key, data); // storage full or disabled: keep going in memory for this page
    return;
  }
  // Only once the new form is saved: a failed save leaves the old data for the next try.
  const adopted = adoptedKeys.get(spec);
  if (!adopted) return;
  adoptedKeys.delete(spec);
  for (const key of adopted) storage.removeItem(key);
}

/**
 * Runs `work` on a collection's data and saves it afterwards (also when `work` throws or
 * refuses: a refusal may have counted something). Calls run one at a time across all
 * collections, so an async step in one request cannot lose another request's write. In the
 * browser the data is re-read each time, so several tabs see one another's changes.
 */
export function withCollection<T, R>(
  spec: CollectionSpec<T>,
  work: (data: T) => R | Promise<R>,
): Promise<R> {
  const run = queue.then(async () => {
    const data = await load(spec);
    try {
      return await work(data);
    } finally {
      save(spec, data);
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

/** The collections one `withCollections` call has open. */
export interface CollectionSession {
  /** A collection's data, loaded once per session and saved when the session ends. */
  open<T>(spec: CollectionSpec<T>): Promise<T>;
}

/**
 * Like `withCollection`, for work that needs several collections, or does not know which
 * before it starts (a request of the shared API layer): each is loaded when first opened,
 * and every opened one is saved at the end (also when `work` throws). One at a time with
 * every other collection call.
 */
export function withCollections<R>(
  work: (session: CollectionSession) => R | Promise<R>,
): Promise<R> {
  const run = queue.then(async () => {
    const opened = new Map<CollectionSpec<unknown>, unknown>();
    const session: CollectionSession = {
      async open<T>(spec: CollectionSpec<T>): Promise<T> {
        if (!opened.has(spec)) {
          opened.set(spec, await load(spec));
        }
        return opened.get(spec) as T;
      },
    };
    try {
      return await work(session);
    } finally {
      for (const [spec, data] of opened) save(spec, data);
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Browser demo mode: keep collections in `localStorage`. */
export function persistCollectionsIn(target: Storage | null): void {
  storage = target;
}

/** Every collection back to its seed (jest: after each test). */
export function resetCollections(): void {
  memory.clear();
  adoptedKeys.clear();
  for (const spec of specs) {
    for (const key of [spec.key, ...(spec.adopt?.keys ?? [])]) {
      try {
        storage?.removeItem(key);
      } catch {
        // nothing stored
      }
    }
  }
}

// ---------------------------------------------------------------------------------------
// Per-user data: what the demo API serves is kept per account (the token's user id).

export interface UserSeedContext {
  uid: string;
  /** The time the data is seeded at: seeds put their dates relative to it. */
  now: number;
}

export interface UserCollection<T> {
  spec: CollectionSpec<Record<string, T>>;
  seedFor(context: UserSeedContext): T;
  isValidEntry(entry: unknown): entry is T;
}

const userCollections = new Set<UserCollection<unknown>>();

/** What a field of a saved entry must hold: an array, or a value of this `typeof`. */
export type FieldKind = 'array' | 'number' | 'string' | 'object';

const isKind = (value: unknown, kind: FieldKind) =>
  kind === 'array' ? Array.isArray(value) : typeof value === kind;

/**
 * A saved entry's check (`isValid`) from the fields it must have and what they hold:
 * `hasFields<ChatData>({ conversations: 'array', messages: 'array', nextId: 'number' })`.
 */
export function hasFields<T>(kinds: { [K in keyof T]?: FieldKind }) {
  const fields = Object.entries(kinds) as [string, FieldKind][];
  return (value: unknown): value is T =>
    typeof value === 'object' &&
    value !== null &&
    fields.every(([name, kind]) => isKind((value as Record<string, unknown>)[name], kind));
}

/**
 * A collection that holds one entry per user, seeded for that user on first use (dates
 * relative to that moment). A user's entry that is unreadable is re-seeded alone.
 */
export function defineUserCollection<T>(options: {
  name: string;
  version: number;
  seed(context: UserSeedContext): T;
  isValid(entry: unknown): entry is T;
  /** Keep a user's entry saved by an older version: what to keep, or null to seed afresh. */
  upgradeEntry?(entry: unknown, storedVersion: number): T | null;
}): UserCollection<T> {
  const isRecord = (value: unknown): value is Record<string, T> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  const spec = defineCollection<Record<string, T>>({
    key: `shreyu_demo_${options.name}`,
    version: options.version,
    seed: () => ({}),
    isValid: isRecord,
    upgrade: (stored) => {
      if (!isEnvelope(stored) || !isRecord(stored.data) || !options.upgradeEntry) return null;
      const kept: Record<string, T> = {};
      for (const [uid, entry] of Object.entries(stored.data)) {
        const upgraded = options.upgradeEntry(entry, stored.version);
        if (upgraded !== null) kept[uid] = upgraded;
      }
      return kept;
    },
  });
  const collection: UserCollection<T> = {
    spec,
    seedFor: options.seed,
    isValidEntry: options.isValid,
  };
  userCollections.add(collection);
  return collection;
}

/** This user's entry of a collection's data, seeded on first use (or when unreadable). */
export function userEntry<T>(
  collection: UserCollection<T>,
  all: Record<string, T>,
  uid: string,
  now: number = Date.now(),
): T {
  let entry = all[uid];
  if (entry === undefined || !collection.isValidEntry(entry)) {
    if (entry !== undefined) {
      console.warn(
        `[demo backend] ${collection.spec.key}: this user's data was unreadable; it starts again from its seed`,
      );
    }
    entry = collection.seedFor({ uid, now });
    all[uid] = entry;
  }
  return entry;
}

/** Runs `work` on this user's entry (seeded on first use) and saves it. */
export function withUserData<T, R>(
  collection: UserCollection<T>,
  uid: string,
  work: (entry: T) => R | Promise<R>,
): Promise<R> {
  return withCollection(collection.spec, (all) => work(userEntry(collection, all, uid)));
}

/** Every per-user collection (reset, inside a `withCollections` session). */
export const userCollectionList = (): UserCollection<unknown>[] => [...userCollections];

/** "Reset demo data": this user's entries of every collection go back to their seed. */
export async function resetUserData(uid: string): Promise<void> {
  for (const collection of userCollections) {
    await withCollection(collection.spec, (all) => {
      delete all[uid];
    });
  }
}
