import { nextTask } from '@/lib/nextTask';

/**
 * The API's requests while a stored session is being checked. The frame and the page draw
 * before the check (see `sessionRestoring`):
 * - a session without a token in this tab (remembered from an earlier visit) holds the
 *   requests here until the check has put its token in the state (`hold`, `release`);
 * - a session with one (this tab's, a reload) lets them go at once, and the check waits for
 *   them (`quiet`), so its SDK and lookups do not compete with the first page's data.
 * Open unless held; the auth saga holds it at start-up and releases it with the first report.
 */
export interface SessionGate {
  hold(): void;
  release(): void;
  /** Resolves at once when open, else when released. */
  passed(): Promise<void>;
  /** Counts `request` as in flight until it settles (the HTTP helper tracks each of its own). */
  track<T>(request: Promise<T>): Promise<T>;
  /** Resolves once no tracked request is in flight (looked at after the current task). */
  quiet(): Promise<void>;
}

export function createSessionGate(): SessionGate {
  let passed: Promise<void> = Promise.resolve();
  let open: (() => void) | null = null;
  let inFlight = 0;
  let waiters: (() => void)[] = [];

  const settleOne = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    const woken = waiters;
    waiters = [];
    woken.forEach((wake) => wake());
  };

  return {
    hold() {
      if (open) return;
      passed = new Promise((resolve) => {
        open = resolve;
      });
    },
    release() {
      open?.();
      open = null;
    },
    passed: () => passed,
    track(request) {
      inFlight += 1;
      request.then(settleOne, settleOne);
      return request;
    },
    async quiet() {
      // A request that settles may let its saga send the next (a list, then its details):
      // quiet means none in flight after a task in which nothing new went out.
      await nextTask();
      while (inFlight > 0) {
        await new Promise<void>((resolve) => waiters.push(resolve));
        await nextTask();
      }
    },
  };
}
