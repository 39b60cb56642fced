interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task, so the browser can paint and answer input in between. The boot
 * (src/index.tsx) runs in steps separated by this: on a mid-range phone, evaluating the app
 * and its libraries in one go blocked input for about 400 ms (Lighthouse's total blocking time).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
