import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { failureOf } from '@/test/failure';
import type * as Errors from './errors';

describe('HTTP helper: the error mapping loads with the first failed request', () => {
  it('when its chunk cannot load either, the network is down: that is the message; the next failure loads it', async () => {
    let loadFails = true;
    jest.doMock('./errors', () => {
      if (loadFails) throw new Error('Loading chunk http-errors failed.');
      return jest.requireActual<typeof Errors>('./errors');
    });
    const { createHttpClient } = await import('./httpClient');
    const client = createHttpClient({
      baseURL: '/shreyu/react/',
      timeout: 0,
      getToken: () => null,
    });
    server.use(
      http.get('/shreyu/react/api/broken', () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );

    expect(await failureOf(client.get('api/broken'))).toEqual({
      code: 'http/network',
      messageKey: 'errors.http.network',
    });

    loadFails = false;
    expect(await failureOf(client.get('api/broken'))).toMatchObject({
      status: 500,
      messageKey: 'errors.http.server',
    });
  });
});
