/**
 * `load`, run on the first call and shared by the calls while it is under way or done. A
 * failure reaches the callers waiting on it and is then forgotten: the next call runs `load`
 * again. For the things this app loads once but may not get the first time: a chunk that did
 * not arrive while the network was down, a demo backend whose worker did not start.
 */
export function onceUntilFailed<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
