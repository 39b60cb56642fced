/**
 * The apps a test booted, stopped after it: their sagas would otherwise go on listening
 * (auth state, tokens, storage) while the next test runs, and write the browser storage the
 * next test's app reads its token from.
 */
const stops = new Set<() => void>();

export function registerApp(stop: () => void): void {
  stops.add(stop);
}

export function stopApps(): void {
  for (const stop of stops) stop();
  stops.clear();
}
