import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { failureOf } from '@/test/failure';

/**
 * A client whose `module` (a chunk of its own in the browser) fails to load until `arrive()`:
 * the import throws, as webpack's does for a chunk that did not arrive.
 */
async function clientWhile(module: 'axios' | './errors') {
  let loadFails = true;
  jest.resetModules();
  jest.doMock(module, () => {
    if (loadFails) throw new Error(`Loading chunk ${module} failed.`);
    return jest.requireActual<object>(module);
  });
  const { createHttpClient } = await import('./httpClient');
  const client = createHttpClient({ baseURL: '/shreyu/react/', timeout: 0, getToken: () => null });
  return { client, arrive: () => (loadFails = false) };
}

describe('HTTP helper: code that loads with the first request', () => {
  it('axios: a failed load fails that request (the network is down: that is the message), and the next one loads it again', async () => {
    const { client, arrive } = await clientWhile('axios');
    server.use(http.get('/shreyu/react/api/ping', () => HttpResponse.json({ pong: true })));

    expect(await failureOf(client.get('api/ping'))).toEqual({
      code: 'http/network',
      messageKey: 'errors.http.network',
    });

    arrive();
    await expect(client.get('api/ping')).resolves.toEqual({
      kind: 'ok',
      data: { pong: true },
      status: 200,
    });
  });

  it('the error mapping: when it cannot load either, the network is down (that is the message); the next failure loads it', async () => {
    const { client, arrive } = await clientWhile('./errors');
    server.use(
      http.get('/shreyu/react/api/broken', () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );

    expect(await failureOf(client.get('api/broken'))).toEqual({
      code: 'http/network',
      messageKey: 'errors.http.network',
    });

    arrive();
    expect(await failureOf(client.get('api/broken'))).toMatchObject({
      status: 500,
      messageKey: 'errors.http.server',
    });
  });
});

describe('HTTP helper: getting ready before the first request', () => {
  it('warmUp starts the backend the requests wait for, once; a start that failed is tried again by the request', async () => {
    const { createHttpClient } = await import('./httpClient');
    let starts = 0;
    let fail = true;
    const ready = () => {
      starts += 1;
      return fail ? Promise.reject(new Error('worker did not start')) : Promise.resolve();
    };
    const client = createHttpClient({
      baseURL: '/shreyu/react/',
      timeout: 0,
      getToken: () => null,
      ready,
    });
    server.use(http.get('/shreyu/react/api/ping', () => HttpResponse.json({ pong: true })));

    client.warmUp(); // a data page's code arrived: the start begins before any request
    expect(starts).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    fail = false;
    await expect(client.get('api/ping')).resolves.toMatchObject({ kind: 'ok' });
    expect(starts).toBe(2); // the failed start was tried again, by the request
    client.warmUp();
    await client.get('api/ping');
    expect(starts).toBe(2); // started: never again
  });
});
