/**
 * The token cache in front of firebase-admin's check: an accepted token is checked once and
 * kept until its `exp`, then refused; refusals and failures are never kept; the cache is
 * bounded. First the layer with a check we count, then real Auth-emulator tokens over HTTP.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { firebaseVerifier, tokenCache, type CheckedToken } from '../src/auth';
import { createAccount, EMULATOR, PROJECT } from './helpers';

const HOUR = 3_600_000;

/**
 * A check that accepts `good-*` tokens (uid = the token) until `expiresAt` by the clock
 * `now`, as firebase-admin does, counting its calls.
 */
function countingCheck(expiresAt: number, now: () => number = () => 0) {
  const calls: string[] = [];
  let failNext = false;
  return {
    calls,
    failOnce() {
      failNext = true;
    },
    check(token: string): Promise<CheckedToken | null> {
      calls.push(token);
      if (failNext) {
        failNext = false;
        return Promise.reject(new Error('the keys could not be fetched'));
      }
      if (!token.startsWith('good-') || now() >= expiresAt) return Promise.resolve(null);
      return Promise.resolve({ principal: { uid: token, role: 'user' }, expiresAt });
    },
  };
}

describe('token cache', () => {
  it('checks an accepted token once, then answers it from the cache until its exp', async () => {
    let now = 1_000_000;
    const counted = countingCheck(now + HOUR, () => now);
    const verify = tokenCache((t) => counted.check(t), { now: () => now });
    assert.equal((await verify('good-a'))?.principal.uid, 'good-a');
    now += HOUR - 1;
    assert.equal((await verify('good-a'))?.principal.uid, 'good-a');
    assert.deepEqual(counted.calls, ['good-a']);
    now += 1;
    assert.equal(await verify('good-a'), null, 'refused from its exp on');
    // Gone from the cache: a later call asks the check again, which refuses it too.
    assert.equal(await verify('good-a'), null);
    assert.deepEqual(counted.calls, ['good-a', 'good-a']);
  });

  it('never keeps a refusal or a failure', async () => {
    const now = 1_000_000;
    const counted = countingCheck(now + HOUR);
    const verify = tokenCache((t) => counted.check(t), { now: () => now });
    assert.equal(await verify('forged'), null);
    assert.equal(await verify('forged'), null);
    assert.deepEqual(counted.calls, ['forged', 'forged']);
    counted.failOnce();
    await assert.rejects(verify('good-b'), /keys could not be fetched/);
    assert.equal((await verify('good-b'))?.principal.uid, 'good-b', 'checked again, accepted');
    assert.deepEqual(counted.calls, ['forged', 'forged', 'good-b', 'good-b']);
  });

  it('does not keep a token that expires while its check runs', async () => {
    let now = 1_000_000;
    const counted = countingCheck(now + 10, () => now);
    const verify = tokenCache(
      async (t) => {
        const checked = await counted.check(t);
        now += 10; // a slow check: the token's exp passes meanwhile
        return checked;
      },
      { now: () => now },
    );
    assert.equal((await verify('good-c'))?.principal.uid, 'good-c');
    assert.equal(await verify('good-c'), null);
    assert.equal(counted.calls.length, 2);
  });

  it('keeps at most `max` tokens, dropping the least recently used', async () => {
    const now = 1_000_000;
    const counted = countingCheck(now + HOUR);
    const verify = tokenCache((t) => counted.check(t), { now: () => now, max: 2 });
    await verify('good-1');
    await verify('good-2');
    await verify('good-1'); // used again: good-2 is now the oldest
    await verify('good-3'); // over the bound: good-2 goes
    counted.calls.length = 0;
    await verify('good-1');
    await verify('good-3');
    assert.deepEqual(counted.calls, []);
    await verify('good-2');
    assert.deepEqual(counted.calls, ['good-2']);
  });

  it('shares one check among concurrent first requests with the same token', async () => {
    const now = 1_000_000;
    const counted = countingCheck(now + HOUR);
    const verify = tokenCache((t) => counted.check(t), { now: () => now });
    const answers = await Promise.all(Array.from({ length: 10 }, () => verify('good-d')));
    assert.ok(answers.every((a) => a?.principal.uid === 'good-d'));
    assert.deepEqual(counted.calls, ['good-d']);
  });
});

describe(
  'Firebase ID tokens through the cache (Auth emulator)',
  {
    skip: !EMULATOR && 'no emulator',
  },
  () => {
    let app: FastifyInstance;
    let url: string;
    let now = Date.now();
    before(async () => {
      app = await buildApp({
        corsOrigins: [],
        rateLimitPerMinute: 1000,
        verifier: firebaseVerifier({ projectId: PROJECT, emulatorHost: EMULATOR, now: () => now }),
        ping: () => Promise.resolve(),
        databaseKind: 'test',
        state: { ready: true },
        mountApi(api) {
          api.get('/whoami', (request) => request.principal);
        },
      });
      await app.listen({ host: '127.0.0.1', port: 0 });
      url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    });
    after(() => app.close());

    const whoami = (token: string) =>
      fetch(`${url}/api/whoami`, { headers: { authorization: `JWT ${token}` } });
    /** Who the server says is calling (without the sign-in time, which the tests don't set). */
    const principalOf = (body: unknown) => {
      const { uid, role } = body as { uid: string; role: string };
      return { uid, role };
    };

    it('refuses a cached token once it has expired', async () => {
      const admin = await createAccount('Admin');
      const first = await whoami(admin.token);
      assert.deepEqual(principalOf(await first.json()), { uid: admin.uid, role: 'Admin' });
      const again = await whoami(admin.token);
      assert.equal(again.status, 200);
      const payload = admin.token.split('.')[1] ?? '';
      const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number };
      now = exp * 1000;
      const expired = await whoami(admin.token);
      assert.equal(expired.status, 401);
      now = Date.now();
    });

    it("gives the token's expiry with the caller (a live stream ends then)", async () => {
      const user = await createAccount('user');
      const { exp } = JSON.parse(
        Buffer.from(user.token.split('.')[1] ?? '', 'base64url').toString(),
      ) as { exp: number };
      const body = (await (await whoami(user.token)).json()) as { expiresAt?: unknown };
      assert.equal(body.expiresAt, exp * 1000);
    });

    it('refuses a changed copy of a cached token (the whole token is the key)', async () => {
      const user = await createAccount('user');
      assert.equal((await whoami(user.token)).status, 200);
      const [header = '', payload = '', signature = ''] = user.token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
        string,
        unknown
      >;
      const promoted = Buffer.from(JSON.stringify({ ...claims, role: 'Admin', aud: 'demo-x' }));
      const forged = `${header}.${promoted.toString('base64url')}.${signature}`;
      assert.equal((await whoami(forged)).status, 401);
      assert.deepEqual(principalOf(await (await whoami(user.token)).json()), {
        uid: user.uid,
        role: 'user',
      });
    });
  },
);
