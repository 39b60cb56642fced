import type { AppEnv } from '@/config/env';
import {
  CLAIM_MESSAGE,
  CLAIM_WAIT_MS,
  MOCKING_QUESTION,
  startWorker,
  START_TIMEOUT_MS,
} from './startWorker';

// The browser's side of a start (register, activate, the worker's answer) is what can hang;
// msw's worker client stands in here with starts that settle, fail or never settle.
type Start = () => Promise<unknown>;
const starts: Start[] = [];
const fakeWorker = {
  start: jest.fn(() => (starts.shift() ?? (() => Promise.resolve(undefined)))()),
  stop: jest.fn(),
  use: jest.fn(),
};
jest.mock('msw/browser', () => ({ setupWorker: () => fakeWorker }));

const env = { publicUrl: '/shreyu/react/' } as AppEnv;
const never: Start = () => new Promise(() => undefined);

beforeEach(() => {
  jest.useFakeTimers();
  starts.length = 0;
  jest.clearAllMocks();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Lets the timers run until `promise` settles (or fails the test after a minute). */
async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  let outcome: { value?: T; error?: unknown } | undefined;
  promise.then(
    (value) => (outcome = { value }),
    (error: unknown) => (outcome = { error }),
  );
  for (let waited = 0; !outcome && waited < 60_000; waited += 100)
    await jest.advanceTimersByTimeAsync(100);
  if (!outcome) throw new Error('startWorker neither resolved nor rejected within a minute');
  return outcome;
}

it('stops a start that never settles and starts again', async () => {
  starts.push(never);
  const { value, error } = await settle(startWorker(env, []));
  expect(error).toBeUndefined();
  expect(value).toBe(fakeWorker);
  expect(fakeWorker.start).toHaveBeenCalledTimes(2);
  expect(fakeWorker.stop).toHaveBeenCalledTimes(1);
});

it('reports a backend that never starts as a failure, instead of waiting for ever', async () => {
  starts.push(never, never, never);
  const began = Date.now();
  const { error } = await settle(startWorker(env, []));
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message).toMatch(/did not start within/);
  expect(fakeWorker.start).toHaveBeenCalledTimes(3);
  // Three deadlines and the pauses between them: a sign-in learns of it in well under 20 s.
  expect(Date.now() - began).toBeGreaterThanOrEqual(3 * START_TIMEOUT_MS);
  expect(Date.now() - began).toBeLessThan(3 * START_TIMEOUT_MS + 2_000);
});

it('tries a refused start again, and does not wait for a start that succeeds', async () => {
  starts.push(() => Promise.reject(new Error('Failed to register a ServiceWorker')));
  const began = Date.now();
  const { value } = await settle(startWorker(env, []));
  expect(value).toBe(fakeWorker);
  expect(fakeWorker.start).toHaveBeenCalledTimes(2);
  expect(Date.now() - began).toBeLessThan(START_TIMEOUT_MS);
});

it('tells a worker started again that this page runs the demo backend, once it runs', async () => {
  // public/demoWorker.js asks over a port; the real exchange is in e2e/demoBackendWorker.test.mjs.
  const container = Object.assign(new EventTarget(), {
    controller: {},
    getRegistrations: () => Promise.resolve([]),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  const ask = (data: unknown) => {
    const port = { postMessage: jest.fn() };
    container.dispatchEvent(Object.assign(new Event('message'), { data, ports: [port] }));
    return port.postMessage;
  };
  try {
    starts.push(never);
    const starting = settle(startWorker(env, []));
    expect(ask(MOCKING_QUESTION)).not.toHaveBeenCalled(); // not running yet
    await starting;
    expect(ask(MOCKING_QUESTION)).toHaveBeenCalledWith(true);
    expect(ask('something else')).not.toHaveBeenCalled();
    await settle(startWorker(env, [])); // a second start: one answer, not two
    expect(ask(MOCKING_QUESTION)).toHaveBeenCalledTimes(1);
  } finally {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  }
});

describe('a worker of ours that does not control the page (msw would reload it)', () => {
  const WORKER_URL = new URL('/shreyu/react/demoWorker.js', window.location.href).href;
  const posted: unknown[] = [];
  /** The browser's side: a registration whose worker is `state`, no controller yet. */
  function serviceWorkers(scriptURL: string, state: 'installing' | 'active' = 'installing') {
    posted.length = 0;
    const worker = Object.assign(new EventTarget(), {
      scriptURL,
      state: state === 'active' ? 'activated' : state,
      postMessage: (message: unknown) => posted.push(message),
    });
    const registration = { installing: null, waiting: null, active: null, [state]: worker };
    const container = Object.assign(new EventTarget(), {
      controller: null as object | null,
      getRegistrations: () => Promise.resolve([registration]),
      worker,
    });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
    return container;
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it.each([
    // It takes over every open page when it activates: nothing to ask.
    ['installing', []],
    // It will not take this page over unless asked (public/demoWorker.js).
    ['active', [CLAIM_MESSAGE]],
  ] as const)(
    'a worker of ours %s: msw starts once it has taken the page over',
    async (state, messages) => {
      const container = serviceWorkers(WORKER_URL, state);
      const started = startWorker(env, []);
      await jest.advanceTimersByTimeAsync(500);
      expect(posted).toEqual(messages);
      expect(fakeWorker.start).not.toHaveBeenCalled();
      container.controller = {};
      container.dispatchEvent(new Event('controllerchange'));
      const { value } = await settle(started);
      expect(value).toBe(fakeWorker);
      expect(fakeWorker.start).toHaveBeenCalledTimes(1);
    },
  );

  it('waits CLAIM_WAIT_MS at most, then leaves it to msw', async () => {
    serviceWorkers(WORKER_URL);
    const began = Date.now();
    const { value } = await settle(startWorker(env, []));
    expect(value).toBe(fakeWorker);
    expect(Date.now() - began).toBeGreaterThanOrEqual(CLAIM_WAIT_MS);
    expect(Date.now() - began).toBeLessThan(CLAIM_WAIT_MS + 500);
  });

  it('stops waiting for a worker that failed to install', async () => {
    const { worker } = serviceWorkers(WORKER_URL);
    const started = startWorker(env, []);
    await jest.advanceTimersByTimeAsync(500);
    expect(fakeWorker.start).not.toHaveBeenCalled();
    worker.state = 'redundant';
    worker.dispatchEvent(new Event('statechange'));
    await jest.advanceTimersByTimeAsync(0);
    expect(fakeWorker.start).toHaveBeenCalledTimes(1);
    await settle(started);
  });

  it('does not wait for a worker that is not ours, nor ask it anything', async () => {
    serviceWorkers(new URL('/other/sw.js', window.location.href).href, 'active');
    const started = startWorker(env, []);
    await jest.advanceTimersByTimeAsync(0);
    expect(posted).toEqual([]);
    expect(fakeWorker.start).toHaveBeenCalledTimes(1);
    await settle(started);
  });
});
