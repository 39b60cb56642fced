import { failureOf } from '@/test/failure';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { refusedInPlace } from '../errors';
import { createHttpClient, serializeParams } from './httpClient';
import { isNotFound, type HttpClient } from './types';

const BASE = '/shreyu/react/';
const url = (path: string) => `${BASE}${path}`;

function makeClient(overrides: Partial<Parameters<typeof createHttpClient>[0]> = {}) {
  let token: string | null = null;
  const onForbidden = jest.fn();
  const client = createHttpClient({
    baseURL: BASE,
    timeout: 0,
    getToken: () => token,
    onForbidden,
    ...overrides,
  });
  return { client, onForbidden, setToken: (value: string | null) => (token = value) };
}

describe('HTTP helper', () => {
  let client: HttpClient;
  beforeEach(() => {
    client = makeClient().client;
  });

  describe('operations', () => {
    it('get URL-encodes every query value', async () => {
      let seen = '';
      server.use(
        http.get(url('api/search'), ({ request }) => {
          seen = new URL(request.url).search;
          return HttpResponse.json({ ok: true });
        }),
      );
      const result = await client.get<{ ok: boolean }>('api/search', {
        q: 'a&b=c d/é',
        tag: '#1+2',
        page: 2,
        active: true,
        skipped: undefined,
        empty: null,
      });
      expect(result).toEqual({ kind: 'ok', data: { ok: true }, status: 200 });
      expect(seen).toBe('?q=a%26b%3Dc%20d%2F%C3%A9&tag=%231%2B2&page=2&active=true');
      expect(serializeParams({ 'a b': 'x:y,z' })).toBe('a%20b=x%3Ay%2Cz');
    });

    it('getFile resolves a Blob', async () => {
      server.use(
        http.get(
          url('api/report'),
          () => new HttpResponse('col1,col2\n1,2\n', { headers: { 'Content-Type': 'text/csv' } }),
        ),
      );
      const result = await client.getFile('api/report', { format: 'csv' });
      if (result.kind !== 'ok') throw new Error('expected a file');
      expect(result.data).toBeInstanceOf(Blob);
      expect(await result.data.text()).toBe('col1,col2\n1,2\n');
    });

    it('getMultiple fetches in parallel and keeps the order', async () => {
      const started: string[] = [];
      server.use(
        http.get(url('api/items/:id'), async ({ params }) => {
          started.push(String(params.id));
          await delay(params.id === 'a' ? 30 : 1);
          return HttpResponse.json({ id: params.id });
        }),
      );
      const results = await client.getMultiple<{ id: string }>(['api/items/a', 'api/items/b']);
      expect(results.map((r) => (r.kind === 'ok' ? r.data.id : null))).toEqual(['a', 'b']);
      expect(started.sort()).toEqual(['a', 'b']);
    });

    it.each([
      ['create', 'POST', (c: HttpClient) => c.create('api/things', { name: 'x' })],
      ['update', 'PUT', (c: HttpClient) => c.update('api/things/1', { name: 'x' })],
      ['updatePatch', 'PATCH', (c: HttpClient) => c.updatePatch('api/things/1', { name: 'x' })],
    ])('%s sends %s with a JSON body', async (_name, method, run) => {
      let received: { method: string; type: string | null; body: unknown } | null = null;
      server.use(
        http.all(url('api/things*'), async ({ request }) => {
          received = {
            method: request.method,
            type: request.headers.get('content-type'),
            body: await request.json(),
          };
          return HttpResponse.json({ saved: true }, { status: 201 });
        }),
      );
      const result = await run(client);
      expect(result).toEqual({ kind: 'ok', data: { saved: true }, status: 201 });
      expect(received).toEqual({
        method,
        type: expect.stringContaining('application/json') as string,
        body: { name: 'x' },
      });
    });

    it('delete sends DELETE', async () => {
      const seen: string[] = [];
      server.use(
        http.delete(url('api/things/7'), ({ request }) => {
          seen.push(request.method);
          return new HttpResponse(null, { status: 204 });
        }),
      );
      const result = await client.delete('api/things/7');
      expect(result.kind).toBe('ok');
      expect(seen).toEqual(['DELETE']);
    });

    it.each([
      ['createWithFile', 'POST' as const],
      ['updateWithFile', 'PATCH' as const],
    ])('%s sends a multipart body built from a plain object (%s)', async (name, method) => {
      let fields: Record<string, string[]> = {};
      let fileText = '';
      let fileName = '';
      server.use(
        http.all(url('api/upload'), async ({ request }) => {
          expect(request.method).toBe(method);
          expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
          const form = await request.formData();
          fields = {};
          for (const [key, value] of form.entries()) {
            if (typeof value === 'string') fields[key] = [...(fields[key] ?? []), value];
            else {
              fileName = value.name;
              fileText = await value.text();
            }
          }
          return HttpResponse.json({ ok: true });
        }),
      );
      const file = new File(['hello file'], 'notes.txt', { type: 'text/plain' });
      const body = {
        title: 'Report',
        tags: ['a', 'b'],
        meta: { owner: 'me' },
        count: 3,
        attachment: file,
        nothing: null,
      };
      const result =
        name === 'createWithFile'
          ? await client.createWithFile('api/upload', body)
          : await client.updateWithFile('api/upload', body);
      expect(result.kind).toBe('ok');
      expect(fields).toEqual({
        title: ['Report'],
        tags: ['a', 'b'],
        'meta[owner]': ['me'],
        count: ['3'],
      });
      expect(fileName).toBe('notes.txt');
      expect(fileText).toBe('hello file');
    });
  });

  describe('upload progress', () => {
    it('reports upload progress from 0 to 1 and still sends the multipart body', async () => {
      let received = '';
      server.use(
        http.post(url('api/upload'), async ({ request }) => {
          const form = await request.formData();
          const file = form.get('file');
          received = file instanceof Blob ? await file.text() : '';
          return HttpResponse.json({ ok: true });
        }),
      );
      const seen: number[] = [];
      const file = new File(['x'.repeat(100_000)], 'big.txt', { type: 'text/plain' });
      const result = await client.createWithFile(
        'api/upload',
        { file },
        { onUploadProgress: (fraction) => seen.push(fraction) },
      );
      expect(result.kind).toBe('ok');
      expect(received).toHaveLength(100_000);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((f) => f >= 0 && f <= 1)).toBe(true);
      expect(seen.at(-1)).toBe(1);
    });
  });

  describe('session token', () => {
    it('sends Authorization: JWT <token> read at request time, and none when signed out', async () => {
      const { client: c, setToken } = makeClient();
      const headers: (string | null)[] = [];
      server.use(
        http.get(url('api/me'), ({ request }) => {
          headers.push(request.headers.get('authorization'));
          return HttpResponse.json({});
        }),
      );
      await c.get('api/me');
      setToken('abc.def.ghi');
      await c.get('api/me');
      setToken(null);
      await c.get('api/me');
      expect(headers).toEqual([null, 'JWT abc.def.ghi', null]);
    });
  });

  describe('errors', () => {
    /** GET api/x answers `status` with `body` as JSON. */
    const answer = (status: number, body: object = {}) =>
      server.use(http.get(url('api/x'), () => HttpResponse.json(body, { status })));

    it('401 rejects with "Invalid credentials"', async () => {
      answer(401, { message: 'token rejected' });
      const error = await failureOf(client.get('api/x'));
      expect(error).toEqual({
        code: 'http/unauthorized',
        messageKey: 'errors.http.unauthorized',
        status: 401,
      });
    });

    it('403 calls onForbidden and still rejects with an AppError', async () => {
      const made = makeClient();
      answer(403);
      const error = await failureOf(made.client.get('api/x'));
      expect(error).toEqual({
        code: 'http/forbidden',
        messageKey: 'errors.http.forbidden',
        status: 403,
      });
      expect(made.onForbidden).toHaveBeenCalledTimes(1);
    });

    it("403 hands the server's refusal code to onForbidden, which tells a record from a page", async () => {
      const made = makeClient();
      answer(403, { message: 'Only the task’s creator may change it', code: 'not_yours' });
      const error = await failureOf(made.client.get('api/x'));
      expect(error).toMatchObject({ code: 'http/forbidden', reason: 'not_yours', status: 403 });
      expect(made.onForbidden).toHaveBeenCalledWith(error);
      expect(refusedInPlace(error)).toBe(true);

      answer(403, { message: 'This account may not use this part', code: 'role_required' });
      const refused = await failureOf(made.client.get('api/x'));
      expect(refused).toMatchObject({ reason: 'role_required' });
      // A page the account may not open at all: the access-denied page, as before.
      expect(refusedInPlace(refused)).toBe(false);
    });

    it('404 resolves as a typed not-found result instead of failing', async () => {
      answer(404, { message: 'gone' });
      const result = await client.get('api/x');
      expect(isNotFound(result)).toBe(true);
      expect(result).toEqual({ kind: 'not-found', status: 404 });
    });

    it("any other status rejects with the server's message", async () => {
      answer(500, { message: 'Database unavailable' });
      const error = await failureOf(client.get('api/x'));
      expect(error).toEqual({
        code: 'http/server',
        messageKey: 'errors.http.server',
        message: 'Database unavailable',
        status: 500,
      });
    });

    it('carries no library text when the server gives none (the translated text is shown)', async () => {
      server.use(http.get(url('api/x'), () => new HttpResponse('oops', { status: 502 })));
      const error = await failureOf(client.get('api/x'));
      expect(error).toEqual({ code: 'http/server', messageKey: 'errors.http.server', status: 502 });
    });

    it('422 carries the server message and the message of each field', async () => {
      server.use(
        http.post(url('api/x'), () =>
          HttpResponse.json(
            { message: 'Invalid event', fields: { title: 'Title is required', end: 7 } },
            { status: 422 },
          ),
        ),
      );
      const error = await failureOf(client.create('api/x', {}));
      expect(error).toEqual({
        code: 'http/invalid',
        messageKey: 'errors.http.invalid',
        message: 'Invalid event',
        status: 422,
        fields: { title: 'Title is required' },
      });
    });

    it("a success that is not the API's JSON (the app's HTML from a proxy) is a server failure", async () => {
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      server.use(
        http.get(url('api/projects'), () => HttpResponse.html('<!doctype html><div id="root">')),
        http.get(url('api/empty'), () => new HttpResponse(null, { status: 204 })),
        http.get(url('api/list'), () => HttpResponse.json([{ id: 1 }])),
      );
      const error = await failureOf(client.get('api/projects'));
      expect(error).toEqual({
        code: 'http/unreadable',
        messageKey: 'errors.http.server',
        status: 200,
      });
      expect(console.warn).toHaveBeenCalledWith(
        expect.stringMatching(/GET api\/projects .*text\/html/),
      );
      expect(await client.get('api/empty')).toMatchObject({ kind: 'ok', status: 204 });
      expect(await client.get('api/list')).toEqual({ kind: 'ok', data: [{ id: 1 }], status: 200 });
    });

    it('a network failure has its own outcome', async () => {
      server.use(http.get(url('api/x'), () => HttpResponse.error()));
      const error = await failureOf(client.get('api/x'));
      expect(error).toEqual({ code: 'http/network', messageKey: 'errors.http.network' });
    });

    it('a timeout has its own outcome', async () => {
      const { client: slow } = makeClient({ timeout: 20 });
      server.use(
        http.get(url('api/x'), async () => {
          await delay(500);
          return HttpResponse.json({});
        }),
      );
      const error = await failureOf(slow.get('api/x'));
      expect(error).toEqual({ code: 'http/timeout', messageKey: 'errors.http.timeout' });
    });

    it('a cancelled request rejects silently', async () => {
      server.use(
        http.get(url('api/x'), async () => {
          await delay(500);
          return HttpResponse.json({});
        }),
      );
      const controller = new AbortController();
      const pending = client.get('api/x', undefined, { signal: controller.signal });
      controller.abort();
      const error = await failureOf(pending);
      expect(error).toEqual({
        code: 'http/cancelled',
        messageKey: 'errors.http.cancelled',
        silent: true,
      });
    });
  });
});
