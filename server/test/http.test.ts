/**
 * The HTTP layer on its own: token checks (a fake verifier, then the Auth emulator's real
 * tokens through firebase-admin), body limits, malformed JSON, the rate limit, CORS, the
 * error handler's answers, health, and draining on close.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';
import { firebaseVerifier, type TokenVerifier } from '../src/auth';
import { createAccount, EMULATOR, PROJECT, assertProblem } from './helpers';

const GOOD = 'header.payload.signature';
const fakeVerifier: TokenVerifier = {
  verify: (token) =>
    Promise.resolve(
      token === GOOD
        ? { uid: 'u1', role: 'Admin' }
        : token === 'other.payload.signature'
          ? { uid: 'u2', role: 'user' }
          : null,
    ),
};

async function start(options: Partial<AppOptions> = {}) {
  const app = await buildApp({
    corsOrigins: ['http://localhost:3000'],
    rateLimitPerMinute: 1000,
    verifier: fakeVerifier,
    ping: () => Promise.resolve(),
    databaseKind: 'test',
    state: { ready: true },
    mountApi(api) {
      api.get('/whoami', (request) => request.principal);
      api.post('/echo', (request) => ({ got: request.body ?? null }));
      api.get('/boom', () => {
        throw new Error('select * from "secret_table" at /srv/app/server/src/db.ts:12');
      });
      api.get('/db-away', () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
          code: 'ECONNREFUSED',
        });
      });
      api.get('/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return { done: true };
      });
    },
    ...options,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
}

const auth = (token = GOOD) => ({ authorization: `JWT ${token}` });

describe('HTTP layer', () => {
  let app: FastifyInstance;
  let url: string;
  before(async () => ({ app, url } = await start()));
  after(() => app.close());

  it('answers /healthz and /readyz without a token', async () => {
    const response = await fetch(`${url}/healthz`);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { status: 'ok' });
    const ready = await fetch(`${url}/readyz`);
    assert.equal(ready.status, 200);
    assert.deepEqual(await ready.json(), {
      status: 'ok',
      checks: { database: 'ok' },
      database: 'test',
    });
  });

  it('answers 401 { message } without a token, with a malformed one, or a refused one', async () => {
    for (const headers of [
      {},
      { authorization: 'JWT' },
      { authorization: 'Basic abc' },
      auth('x.y.z'),
    ]) {
      const response = await fetch(`${url}/api/whoami`, { headers });
      assert.equal(response.status, 401);
      assertProblem(await response.json(), 'Missing or invalid session token');
    }
    const ok = await fetch(`${url}/api/whoami`, { headers: auth() });
    assert.deepEqual(await ok.json(), { uid: 'u1', role: 'Admin' });
  });

  it('answers 400 with a message for malformed JSON, and reads an empty body as none', async () => {
    const bad = await fetch(`${url}/api/echo`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: '{"title": ',
    });
    assert.equal(bad.status, 400);
    assertProblem(await bad.json(), 'The request body is not valid JSON');
    const proto = await fetch(`${url}/api/echo`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: '{"__proto__": {"admin": true}}',
    });
    assert.equal(proto.status, 400);
    const empty = await fetch(`${url}/api/echo`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
    });
    assert.deepEqual(await empty.json(), { got: null });
  });

  it('answers 413 for a JSON body over 1 MB', async () => {
    const response = await fetch(`${url}/api/echo`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(1024 * 1024) }),
    });
    assert.equal(response.status, 413);
    assertProblem(await response.json(), 'The request body is over the limit of 1 MB');
  });

  it('never answers a stack trace, SQL or a path', async () => {
    const response = await fetch(`${url}/api/boom`, { headers: auth() });
    assert.equal(response.status, 500);
    const text = await response.text();
    assertProblem(JSON.parse(text), 'Something went wrong on the server');
    assert.doesNotMatch(text, /secret_table|\/srv|at /);
  });

  it('answers 503 with a message when the database is away', async () => {
    const response = await fetch(`${url}/api/db-away`, { headers: auth() });
    assert.equal(response.status, 503);
    assert.equal(response.headers.get('retry-after'), '5');
    const body = (await response.json()) as { message: string };
    assert.match(body.message, /database/);
    assert.doesNotMatch(body.message, /ECONNREFUSED|5432/);
  });

  it('answers 404 { message } for an unknown endpoint', async () => {
    const response = await fetch(`${url}/api/nothing-here`, { headers: auth() });
    assert.equal(response.status, 404);
    assertProblem(await response.json(), 'No such endpoint');
  });

  it('lets only the allowed origins call it from a browser', async () => {
    const allowed = await fetch(`${url}/api/whoami`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    assert.equal(allowed.status, 204);
    assert.equal(allowed.headers.get('access-control-allow-origin'), 'http://localhost:3000');
    assert.match(allowed.headers.get('access-control-allow-methods') ?? '', /PATCH/);
    const other = await fetch(`${url}/api/whoami`, {
      headers: { ...auth(), origin: 'https://evil.example.com' },
    });
    assert.equal(other.headers.get('access-control-allow-origin'), null);
    assert.equal(allowed.headers.get('x-content-type-options'), 'nosniff');
  });
});

describe('request ids and the API headers', () => {
  const lines: Array<Record<string, unknown>> = [];
  let app: FastifyInstance;
  let url: string;
  before(async () => {
    // The log as an operator reads it: every JSON line the request wrote.
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    ({ app, url } = await start({ logger: { level: 'info', stream } }));
  });
  after(() => app.close());

  it("takes the load balancer's x-request-id, in the answer, its error body and every log line", async () => {
    const id = 'lb-7f3a.9c:01_x';
    const response = await fetch(`${url}/api/boom`, { headers: { ...auth(), 'x-request-id': id } });
    assert.equal(response.status, 500);
    assert.equal(response.headers.get('x-request-id'), id);
    assert.deepEqual(await response.json(), {
      message: 'Something went wrong on the server',
      requestId: id,
    });
    const own = lines.filter((line) => line.reqId === id);
    assert.ok(
      own.some((line) => line.msg === 'request failed'),
      'the failure is logged',
    );
    assert.ok(own.some((line) => line.msg === 'incoming request'));
    assert.ok(own.some((line) => line.msg === 'request completed'));
  });

  it('makes its own id when none comes, or when the one given is unsafe or too long', async () => {
    for (const given of [undefined, 'a b', 'x"}', 'a/b', 'a'.repeat(129)]) {
      const response = await fetch(`${url}/api/nothing-here`, {
        headers: { ...auth(), ...(given === undefined ? {} : { 'x-request-id': given }) },
      });
      const id = response.headers.get('x-request-id') ?? '';
      assert.match(id, /^[0-9a-f-]{36}$/, `a fresh id for ${String(given)}`);
      assert.deepEqual(await response.json(), { message: 'No such endpoint', requestId: id });
    }
  });

  it('names the request on successes too, and on answers before the token check', async () => {
    const ok = await fetch(`${url}/api/whoami`, { headers: auth() });
    assert.equal(ok.status, 200);
    assert.match(ok.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
    const refused = await fetch(`${url}/api/whoami`, { headers: { 'x-request-id': 'r-1' } });
    assert.equal(refused.status, 401);
    assert.equal(refused.headers.get('x-request-id'), 'r-1');
    assert.equal(((await refused.json()) as { requestId: string }).requestId, 'r-1');
    const health = await fetch(`${url}/healthz`, { headers: { 'x-request-id': 'h-1' } });
    assert.equal(health.headers.get('x-request-id'), 'h-1');
  });

  it("answers with a CSP of exactly default-src 'none', no framing and nosniff", async () => {
    const response = await fetch(`${url}/api/whoami`, { headers: auth() });
    assert.equal(response.headers.get('content-security-policy'), "default-src 'none'");
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    const browser = await fetch(`${url}/api/whoami`, {
      headers: { ...auth(), origin: 'http://localhost:3000' },
    });
    assert.match(browser.headers.get('access-control-expose-headers') ?? '', /X-Request-Id/i);
  });
});

describe('rate limit, per account', () => {
  let app: FastifyInstance;
  let url: string;
  before(
    async () =>
      ({ app, url } = await start({ rateLimitPerMinute: 3, rateLimitPerAddressPerMinute: 100 })),
  );
  after(() => app.close());

  it('answers 429 with Retry-After past the limit, for that account only', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await fetch(`${url}/api/whoami`, { headers: auth() })).status);
    }
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    const limited = await fetch(`${url}/api/whoami`, { headers: auth() });
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get('retry-after')) >= 1);
    assertProblem(await limited.json(), 'Too many requests: wait a moment and try again');
    const other = await fetch(`${url}/api/whoami`, { headers: auth('other.payload.signature') });
    assert.equal(other.status, 200);
  });
});

describe('starting, sign-in not configured, token checks failing', () => {
  it('answers 503 until the database is ready', async () => {
    const state = { ready: false };
    const { app, url } = await start({ state });
    try {
      assert.equal((await fetch(`${url}/readyz`)).status, 503);
      assert.equal((await fetch(`${url}/healthz`)).status, 200, 'alive while starting');
      assert.equal((await fetch(`${url}/api/whoami`, { headers: auth() })).status, 503);
      state.ready = true;
      assert.equal((await fetch(`${url}/api/whoami`, { headers: auth() })).status, 200);
    } finally {
      await app.close();
    }
  });

  it('answers 503 when no project is configured, or when tokens cannot be checked', async () => {
    const none = await start({ verifier: null });
    const failing = await start({
      verifier: { verify: () => Promise.reject(new Error('no keys')) },
    });
    try {
      const a = await fetch(`${none.url}/api/whoami`, { headers: auth() });
      assert.equal(a.status, 503);
      assert.match(((await a.json()) as { message: string }).message, /not configured/);
      const b = await fetch(`${failing.url}/api/whoami`, { headers: auth() });
      assert.equal(b.status, 503);
    } finally {
      await none.app.close();
      await failing.app.close();
    }
  });

  it('readiness answers 503 naming what does not answer; liveness stays 200', async () => {
    const { app, url } = await start({
      ping: () => Promise.reject(new Error('down')),
      readyChecks: { blobs: () => Promise.resolve() },
    });
    try {
      const response = await fetch(`${url}/readyz`);
      assert.equal(response.status, 503);
      const body = (await response.json()) as {
        status: string;
        message: string;
        checks: Record<string, string>;
      };
      assert.equal(body.status, 'unavailable');
      assert.deepEqual(body.checks, { database: 'unavailable', blobs: 'ok' });
      assert.match(body.message, /database/);
      assert.equal((await fetch(`${url}/healthz`)).status, 200);
    } finally {
      await app.close();
    }
  });
});

describe('closing (SIGTERM)', () => {
  it('finishes the requests in flight, then stops listening', async () => {
    const { app, url } = await start();
    const inFlight = fetch(`${url}/api/slow`, { headers: auth() });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = app.close();
    const response = await inFlight;
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { done: true });
    await closed;
    await assert.rejects(fetch(`${url}/healthz`));
  });
});

describe('Firebase ID tokens (Auth emulator)', { skip: !EMULATOR && 'no emulator' }, () => {
  let app: FastifyInstance;
  let url: string;
  before(async () => {
    ({ app, url } = await start({
      verifier: firebaseVerifier({ projectId: PROJECT, emulatorHost: EMULATOR }),
    }));
  });
  after(() => app.close());

  it('takes the role from the token role claim (none: user)', async () => {
    const admin = await createAccount('Admin');
    const user = await createAccount('user');
    // With the session's sign-in time (seconds), which revocations compare.
    const a = (await (
      await fetch(`${url}/api/whoami`, { headers: auth(admin.token) })
    ).json()) as Record<string, unknown>;
    assert.deepEqual({ uid: a.uid, role: a.role }, { uid: admin.uid, role: 'Admin' });
    assert.equal(typeof a.authTime, 'number');
    const u = (await (
      await fetch(`${url}/api/whoami`, { headers: auth(user.token) })
    ).json()) as Record<string, unknown>;
    assert.deepEqual({ uid: u.uid, role: u.role }, { uid: user.uid, role: 'user' });
  });

  it('refuses a token whose payload was changed, or one for another project', async () => {
    const user = await createAccount('user');
    const [header = '', payload = '', signature = ''] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...claims, aud: 'demo-someone-else' })).toString(
      'base64url',
    );
    const response = await fetch(`${url}/api/whoami`, {
      headers: auth(`${header}.${forged}.${signature}`),
    });
    assert.equal(response.status, 401);
  });
});
