import type { KeyValueStore } from '../types';

/**
 * A KeyValueStore over Web Storage. Every call is guarded: storage can be full, disabled
 * (private mode) or throw on access, and none of that may crash the app.
 */
export function createBrowserStorage(
  storage: Storage | undefined = typeof window === 'undefined' ? undefined : window.localStorage,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = typeof window ===
  'undefined'
    ? undefined
    : window,
): KeyValueStore {
  return {
    get(key) {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        storage?.setItem(key, value);
      } catch {
        // Quota exceeded or storage disabled: the setting lives only in memory this visit.
      }
    },
    remove(key) {
      try {
        storage?.removeItem(key);
      } catch {
        // Same as above: nothing to clean up when storage is unavailable.
      }
    },
    subscribe(key, listener) {
      if (!target) return () => undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.key === key && (event.storageArea === null || event.storageArea === storage)) {
          listener(event.newValue);
        } else if (event.key === null && event.storageArea === storage) {
          listener(null); // storage.clear() in another tab
        }
      };
      target.addEventListener('storage', onStorage);
      return () => target.removeEventListener('storage', onStorage);
    },
  };
}
