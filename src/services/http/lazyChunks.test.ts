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
