import type { RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import type { AppEnv } from '@/config/env';

const ATTEMPTS = 3;
/**
 * How long one start may take. A healthy start (register, activate, the worker's answer)
 * takes well under a second, a few on a slow phone's first visit; one whose worker never
 * activates (its registration replaced while pages load in quick succession) never settles,
 * and a sign-in waiting on it would wait for ever with nothing on screen.
 */
export const START_TIMEOUT_MS = 5000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `promise`, or a rejection once `ms` have passed without it settling. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the demo backend's worker did not start within ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

const STALE_UPDATE =
  /^Failed to update a ServiceWorker for scope .*(mockServiceWorker|demoWorker)\.js/;

/**
 * msw asks an existing registration to update without awaiting it (`registration.update()`
 * in its getWorkerInstance). When pages load in quick succession the registration may be
 * gone by then (the last client closed), and the browser rejects that floating promise with
 * "Failed to update a ServiceWorker ... Not found": an unhandled page error although the
 * worker that starts next is fine. That one rejection is expected; it is noted, not thrown.
 */
function ignoreStaleWorkerUpdates(): void {
  if (typeof window === 'undefined' || ignoringStaleUpdates) return;
  ignoringStaleUpdates = true;
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    const message = reason instanceof Error ? reason.message : String(reason);
    if (!STALE_UPDATE.test(message)) return;
    event.preventDefault();
    console.warn('[demo backend] a stale worker registration could not be updated (harmless)');
  });
}
let ignoringStaleUpdates = false;

/**
 * How long a page waits at most to be taken over by a worker of ours (see awaitClaim): a
 * bound for a worker that never answers, not the usual wait (a worker that installs takes
 * over the page when it activates; one that fails is seen at once). It was 2 s: on a busy
 * 2-core machine a worker's install and activation can take longer, and msw then reloads the
 * page under whatever the visitor (or a test) was doing.
 */
export const CLAIM_WAIT_MS = 10_000;

/** What public/demoWorker.js answers with clients.claim(): it takes every open page over. */
export const CLAIM_MESSAGE = 'shreyu:claim';

/**
 * msw reloads the page when a registration of its worker exists but does not control the
 * page (its getWorkerInstance), and a reload empties what the visitor typed: traced after a
 * Lighthouse run, the e-mail typed on the sign-in form, the page reloaded, the password typed
 * into the new page, Log In refused. Two moments lead there:
 * - another tab's worker is installing or waiting: it takes over every open page when it
 *   activates (clients.claim), so the page waits for that;
 * - the worker is active but this page is not its (it was opened while the worker
 *   installed, or by a hard reload): the page asks it to claim every open page now
 *   (CLAIM_MESSAGE, public/demoWorker.js), and waits for that.
 * At most CLAIM_WAIT_MS either way; msw decides after that, as before.
 */
async function awaitClaim(
  container: ServiceWorkerContainer | undefined,
  workerUrl: string,
  timeoutMs = CLAIM_WAIT_MS,
): Promise<void> {
  if (!container || container.controller) return;
  const url = new URL(workerUrl, window.location.href).href;
  const registrations = await container.getRegistrations();
  const ours = (worker: ServiceWorker | null) => worker?.scriptURL === url;
  const coming = registrations
    .flatMap((r) => [r.installing, r.waiting])
    .filter((worker): worker is ServiceWorker => ours(worker));
  const active = registrations.map((r) => r.active).find(ours);
  if (coming.length === 0 && !active) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', done);
      for (const worker of coming) worker.removeEventListener('statechange', failed);
      resolve();
    };
    // A worker that failed to install (or was replaced) will not take the page over.
    const failed = (event: Event) => {
      if ((event.target as ServiceWorker).state === 'redundant') done();
    };
    const timer = setTimeout(done, timeoutMs);
    container.addEventListener('controllerchange', done);
    for (const worker of coming) worker.addEventListener('statechange', failed);
    if (coming.length === 0) active?.postMessage(CLAIM_MESSAGE);
  });
}

/** What public/demoWorker.js asks the open pages when it was stopped and started again. */
export const MOCKING_QUESTION = 'shreyu:mocking?';

/**
 * The browser stops an idle service worker and starts it again on the next event; msw's list
 * of the pages it answers for is lost with it, and the pages' requests would go to the
 * network. The worker started again asks each open page (public/demoWorker.js); a page whose
 * demo backend runs says yes over the port it was given.
 */
function answerRestartedWorker(container: ServiceWorkerContainer | undefined): void {
  if (!container || answering.has(container)) return;
  answering.add(container);
  container.addEventListener('message', (event: MessageEvent) => {
    if (event.data === MOCKING_QUESTION) event.ports[0]?.postMessage(true);
  });
}
const answering = new WeakSet<ServiceWorkerContainer>();

/**
 * Starts an msw worker under the base path and resolves when it answers requests. A start
 * the browser refuses, or one that has not settled within START_TIMEOUT_MS, is stopped and
 * tried again a few times before the failure is reported (as a rejected promise the sagas
 * see as a network failure, never as an unhandled page error).
 */
export async function startWorker(
  env: AppEnv,
  handlers: RequestHandler[],
  overrides: RequestHandler[] = [],
) {
  ignoreStaleWorkerUpdates();
  // msw's worker with the claim message (public/demoWorker.js imports mockServiceWorker.js).
  const url = `${env.publicUrl}demoWorker.js`;
  await awaitClaim(
    typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
    url,
  ).catch(() => undefined); // a browser that cannot list registrations: msw decides
  const worker = setupWorker(...handlers);
  if (overrides.length > 0) worker.use(...overrides);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await within(
        worker.start({
          serviceWorker: {
            url,
            options: { scope: env.publicUrl },
          },
          onUnhandledRequest: 'bypass',
          quiet: true,
        }),
        START_TIMEOUT_MS,
      );
      answerRestartedWorker(typeof navigator === 'undefined' ? undefined : navigator.serviceWorker);
      return worker;
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(
        `[demo backend] the worker did not start (attempt ${attempt}); trying again`,
        error,
      );
      worker.stop();
      await pause(250 * attempt);
    }
  }
}
