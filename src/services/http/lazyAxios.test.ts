import type * as Axios from 'axios';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import type { AppError } from '../errors';

describe('HTTP helper: axios loads with the first request', () => {
  it('a failed load (a chunk that did not arrive) fails that request, and the next one loads it again', async () => {
    let loadFails = true;
    jest.doMock('axios', () => {
      if (loadFails) throw new Error('Loading chunk http failed.');
      return jest.requireActual<typeof Axios>('axios');
    });
    const { createHttpClient } = await import('./httpClient');
    const client = createHttpClient({
      baseURL: '/shreyu/react/',
      timeout: 0,
      getToken: () => null,
    });
    server.use(http.get('/shreyu/react/api/ping', () => HttpResponse.json({ pong: true })));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    const error = await client.get('api/ping').then(
      () => null,
      (e: unknown) => e as AppError,
    );
    expect(error).toEqual({ code: 'http/unknown', messageKey: 'errors.http.server' });
    expect(warn).toHaveBeenCalled(); // the library's own text goes to the console only

    loadFails = false;
    await expect(client.get('api/ping')).resolves.toEqual({
      kind: 'ok',
      data: { pong: true },
      status: 200,
    });
  });
});
