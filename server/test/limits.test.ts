/**
 * One rate limit across instances (two servers sharing Redis), a per-address limit in front
 * of the token check, Redis away (requests still served, never 500, never held), and the
 * database's time limits (statement_timeout, idle_in_transaction_session_timeout) answering
 * 503 with a message.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { TokenVerifier } from '../src/auth';
import { buildApp } from '../src/app';
import { MESSAGES } from '../src/errors';
import type { RunningServer } from '../src/server';
import {
  call,
  createAccount,
  createPostgresDatabase,
  POSTGRES,
  serve,
  type Account,
  assertProblem,
} from './helpers';

const REDIS = 'redis://127.0.0.1:6379';
/** One key prefix per run: runs (and other sessions) on this Redis never share counters. */
const namespace = () => `test-${process.pid}-${randomBytes(4).toString('hex')}`;

const TOKEN = 'rate.limit.token';
const account = { uid: `rl-${randomBytes(4).toString('hex')}`, token: TOKEN } as Account;
const verifier: TokenVerifier = {
  verify: (token) =>
    Promise.resolve(token === TOKEN ? { uid: account.uid, role: 'Admin' as const } : null),
};

const redisUp = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(6379, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe('one rate limit for every instance (Redis)', async () => {
  const up = await redisUp();
  // CI starts Redis (.ci/run): there, a missing Redis fails instead of skipping.
  if (!up && process.env.SERVER_TEST_REQUIRE_REDIS) {
    throw new Error('Redis does not answer on 127.0.0.1:6379 (SERVER_TEST_REQUIRE_REDIS is set)');
  }
  let a: RunningServer;
  let b: RunningServer;
  before(async () => {
    if (!up) return;
    const ns = namespace();
    const config = {
      redisUrl: REDIS,
      rateLimitPerMinute: 4,
      rateLimitPerAddressPerMinute: 9,
    };
    a = await serve(config, { verifier, rateLimitNamespace: ns });
    b = await serve(config, { verifier, rateLimitNamespace: ns });
  });
  after(async () => {
    await a?.close();
    await b?.close();
  });

  it(
    'counts one account across two instances as one budget',
    { skip: !up && 'Redis is not running' },
    async () => {
      const statuses: number[] = [];
      for (const server of [a, b, a, b, a, b]) {
        statuses.push((await call(server, 'GET', '/api/tasks?pageSize=1', { account })).status);
      }
      assert.deepEqual(statuses, [200, 200, 200, 200, 429, 429]);
    },
  );

  it(
    'limits an address before the token check, across instances',
    { skip: !up && 'Redis is not running' },
    async () => {
      // 9 a minute for the address: the 6 requests above counted (refused ones too), 3 are left.
      const statuses: number[] = [];
      for (const server of [a, b, a, b]) {
        statuses.push((await call(server, 'GET', '/api/tasks')).status);
      }
      assert.deepEqual(statuses, [401, 401, 401, 429]);
      const limited = await call(b, 'GET', '/api/tasks', {
        headers: { authorization: 'JWT a.b.c' },
      });
      assert.equal(limited.status, 429);
      assertProblem(limited.body, MESSAGES.rateLimited);
      assert.ok(Number(limited.headers.get('retry-after')) >= 1);
    },
  );

  it('keeps serving when Redis cannot be reached, and readiness says so', async () => {
    const server = await serve(
      { redisUrl: `redis://127.0.0.1:${await closedPort()}`, rateLimitPerMinute: 1 },
      { verifier, rateLimitNamespace: namespace() },
    );
    try {
      for (let i = 0; i < 3; i += 1) {
        const started = Date.now();
        const answer = await call(server, 'GET', '/api/tasks?pageSize=1', { account });
        assert.equal(answer.status, 200, 'the limit fails open');
        assert.ok(Date.now() - started < 2000, 'not held waiting for Redis');
      }
      const ready = await call(server, 'GET', '/readyz');
      assert.equal(ready.status, 503);
      assert.equal((ready.body as { checks: Record<string, string> }).checks.redis, 'unavailable');
      assert.equal((await call(server, 'GET', '/healthz')).status, 200);
    } finally {
      await server.close();
    }
  });
});

describe('the database time limits', () => {
  it('answers 503 with a message for a query its idle-in-transaction limit ended', async () => {
    const app = await buildApp({
      corsOrigins: [],
      rateLimitPerMinute: 100,
      verifier,
      ping: () => Promise.resolve(),
      databaseKind: 'test',
      state: { ready: true },
      mountApi(api) {
        api.get('/idle', () => {
          throw Object.assign(
            new Error('terminating connection due to idle-in-transaction timeout'),
            {
              code: '25P03',
            },
          );
        });
      },
    });
    try {
      const answer = await app.inject({
        url: '/api/idle',
        headers: { authorization: `JWT ${TOKEN}` },
      });
      assert.equal(answer.statusCode, 503);
      assertProblem(answer.json(), MESSAGES.queryTimeout);
    } finally {
      await app.close();
    }
  });

  describe('on PostgreSQL', { skip: !POSTGRES && 'PostgreSQL is not running' }, () => {
    let server: RunningServer;
    let drop: () => Promise<void>;
    let url: string;
    let owner: Account;
    before(async () => {
      owner = await createAccount('Admin', 'timeout');
      ({ url, drop } = await createPostgresDatabase());
      server = await serve({ databaseUrl: url, statementTimeoutMs: 300 });
    });
    after(async () => {
      await server?.close();
      await drop?.();
    });

    it('stops a query past statement_timeout and answers 503 with a message', async () => {
      const list = () => call(server, 'GET', '/api/tasks?pageSize=5', { account: owner });
      assert.equal((await list()).status, 200);
      // Another session holds the table: the list waits on the lock until its time is up.
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('lock table tasks in access exclusive mode');
        const started = Date.now();
        const stopped = await list();
        assert.equal(stopped.status, 503);
        assertProblem(stopped.body, MESSAGES.queryTimeout);
        assert.ok(Date.now() - started < 5000);
      } finally {
        await holder.query('rollback');
        await holder.end();
      }
      assert.equal((await list()).status, 200);
    });
  });
});
