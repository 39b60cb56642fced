/**
 * The API over HTTP, on the embedded PGlite and on the machine's PostgreSQL (a database of
 * this run's own): the shared contract suite (the same cases msw passes), then what only a
 * real server can show: concurrent writes, ownership and roles with real ID tokens.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  contractCases,
  type ContractHarness,
  type ContractRequest,
  type ContractResponse,
} from '@/backend/contract';
import { ADMIN_API } from '@/contract/admin';
import { MAPS_API } from '@/contract/maps';
import { TASKS_API, type Task } from '@/contract/tasks';
import type { RunningServer } from '../src/server';
import {
  BACKENDS,
  call,
  createAccount,
  createPostgresDatabase,
  POSTGRES,
  serve,
  signInAgain,
  type Account,
} from './helpers';

type Accounts = Record<'owner' | 'other' | 'user', Account>;

/** The contract's `send`, over HTTP. */
const sender =
  (server: RunningServer, accounts: Accounts) =>
  async (request: ContractRequest): Promise<ContractResponse> => {
    const url = new URL(`${server.url}/${request.path.replace(/^\//, '')}`);
    for (const [key, value] of Object.entries(request.query ?? {})) {
      url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = {};
    if (request.as !== 'anonymous') headers.authorization = `JWT ${accounts[request.as].token}`;
    let body: string | FormData | undefined;
    if (request.body instanceof FormData) body = request.body;
    else if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    const response = await fetch(url, { method: request.method.toUpperCase(), headers, body });
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').includes('json');
    return {
      status: response.status,
      body: text === '' ? null : json ? (JSON.parse(text) as unknown) : text,
      headers: Object.fromEntries(response.headers.entries()),
    };
  };

let accounts: Accounts;
let harness: ContractHarness;
before(async () => {
  accounts = {
    owner: await createAccount('Admin', 'owner'),
    other: await createAccount('Admin', 'other'),
    user: await createAccount('user'),
  };
  harness = { accounts, signInAgain: (as) => signInAgain(accounts[as]) };
});

for (const backend of BACKENDS) {
  describe(
    `the API on ${backend.name}`,
    { skip: backend.postgres && !POSTGRES && 'PostgreSQL is not running' },
    () => {
      let server: RunningServer;
      let drop: (() => Promise<void>) | undefined;
      let settings: { databaseUrl: string; dataDir: string };
      before(async () => {
        // PGlite on disk (a temporary directory), so a restart finds its files.
        settings = {
          databaseUrl: '',
          dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'server-api-')),
        };
        if (backend.postgres) {
          const database = await createPostgresDatabase();
          settings.databaseUrl = database.url;
          drop = database.drop;
        }
        server = await serve(settings, { inMemory: false });
      });
      after(async () => {
        await server?.close();
        await drop?.();
        fs.rmSync(settings.dataDir, { recursive: true, force: true });
      });

      describe('contract suite', () => {
        for (const contractCase of contractCases) {
          it(`${contractCase.area}: ${contractCase.name}`, () =>
            contractCase.run(sender(server, accounts), harness));
        }
      });

      it('stores 100 concurrent creates as 100 rows with distinct ids', async () => {
        const { owner } = accounts;
        await call(server, 'POST', '/api/demo/reset', {
          account: owner,
          body: { scope: 'workspace' },
        });
        const before = await call(server, 'GET', `/${TASKS_API.list}?pageSize=200`, {
          account: owner,
        });
        const seeded = (before.body as { total: number }).total;
        const answers = await Promise.all(
          Array.from({ length: 100 }, (_, i) =>
            call(server, 'POST', `/${TASKS_API.list}`, {
              account: owner,
              body: { title: `Burst ${i}` },
            }),
          ),
        );
        assert.deepEqual(
          answers.map((a) => a.status).filter((s) => s !== 200),
          [],
        );
        const ids = new Set(answers.map((a) => (a.body as Task).id));
        assert.equal(ids.size, 100);
        const listed = await call(server, 'GET', `/${TASKS_API.list}?pageSize=200`, {
          account: owner,
        });
        assert.equal((listed.body as { total: number }).total, seeded + 100);
        // The kept count follows deletes, and a reset.
        const first = [...ids][0] ?? '';
        assert.equal(
          (await call(server, 'DELETE', `/${TASKS_API.item(first)}`, { account: owner })).status,
          204,
        );
        const after = await call(server, 'GET', `/${TASKS_API.list}?pageSize=1`, {
          account: owner,
        });
        assert.equal((after.body as { total: number }).total, seeded + 99);
        await call(server, 'POST', '/api/demo/reset', {
          account: owner,
          body: { scope: 'workspace' },
        });
        const reset = await call(server, 'GET', `/${TASKS_API.list}?pageSize=1`, {
          account: owner,
        });
        assert.equal((reset.body as { total: number }).total, seeded);
      });

      it("shares the workspace's rows with every member, and never shows one account another's own rows (404)", async () => {
        const { owner, other } = accounts;
        const created = await call(server, 'POST', `/${TASKS_API.list}`, {
          account: owner,
          body: { title: 'Shared: xylophone' },
        });
        const id = (created.body as Task).id;
        const theirs = await call(server, 'GET', `/${TASKS_API.list}?q=xylophone`, {
          account: other,
        });
        assert.equal((theirs.body as { items: Task[] }).items[0]?.id, id);
        // The map's markers stay each account's own.
        const marker = await call(server, 'POST', `/${MAPS_API.markers}`, {
          account: owner,
          body: { name: 'Owner only', lat: 1, lng: 2 },
        });
        assert.equal(marker.status, 200, JSON.stringify(marker.body));
        const markerId = (marker.body as { id: string }).id;
        const list = await call(server, 'GET', `/${MAPS_API.markers}`, { account: other });
        assert.ok(!(list.body as { id: string }[]).some((m) => m.id === markerId));
        const answer = await call(server, 'DELETE', `/${MAPS_API.marker(markerId)}`, {
          account: other,
        });
        assert.equal(answer.status, 404, 'DELETE as another account');
      });

      it('answers 403 to a user account on the Admin areas, 401 without a token', async () => {
        const forbidden = await call(server, 'GET', `/${ADMIN_API.users}`, {
          account: accounts.user,
        });
        assert.equal(forbidden.status, 403);
        assert.equal(typeof (forbidden.body as { message: unknown }).message, 'string');
        const member = await call(server, 'GET', `/${TASKS_API.list}`, { account: accounts.user });
        assert.equal(member.status, 200, 'the workspace is every member’s');
        const anonymous = await call(server, 'GET', `/${TASKS_API.list}`);
        assert.equal(anonymous.status, 401);
      });

      it('answers 422 naming an unknown sort or parameter, and SQL-looking input is data', async () => {
        const { owner } = accounts;
        const sort = await call(server, 'GET', `/${TASKS_API.list}?sort=owner`, { account: owner });
        assert.equal(sort.status, 422);
        assert.ok((sort.body as { fields: Record<string, string> }).fields.sort);
        const unknown = await call(server, 'GET', `/${TASKS_API.list}?owner=x`, { account: owner });
        assert.equal(unknown.status, 422);
        assert.ok((unknown.body as { fields: Record<string, string> }).fields.owner);
        const title = `x'); drop table tasks; --`;
        const created = await call(server, 'POST', `/${TASKS_API.list}`, {
          account: owner,
          body: { title },
        });
        assert.equal((created.body as Task).title, title);
        const found = await call(
          server,
          'GET',
          `/${TASKS_API.list}?q=${encodeURIComponent("'); drop")}`,
          {
            account: owner,
          },
        );
        assert.equal((found.body as { total: number }).total, 1);
        const percent = await call(server, 'GET', `/${TASKS_API.list}?q=%25`, { account: owner });
        assert.equal(
          (percent.body as { total: number }).total,
          0,
          '% matches itself, not everything',
        );
      });

      it(
        'a second instance on the same database sees creates and a reset at once',
        { skip: !backend.postgres && 'PGlite is one process' },
        async () => {
          const second = await serve(settings, { inMemory: false });
          try {
            const fresh = await createAccount('Admin', 'instances');
            // The workspace back to unseeded, so both first requests race to seed it.
            assert.equal(
              (
                await call(server, 'POST', '/api/demo/reset', {
                  account: fresh,
                  body: { scope: 'workspace' },
                })
              ).status,
              204,
            );
            const list = (on: RunningServer, query = '') =>
              call(on, 'GET', `/${TASKS_API.list}?pageSize=5${query}`, { account: fresh });
            const total = (reply: { body: unknown }) => (reply.body as { total: number }).total;
            // Both instances' first requests at once: the area is seeded once.
            const [a, b] = await Promise.all([list(server), list(second)]);
            assert.equal(a.status, 200);
            const seeded = total(a);
            assert.ok(seeded > 0);
            assert.equal(total(b), seeded);
            assert.deepEqual(b.body, a.body);
            const created = await call(server, 'POST', `/${TASKS_API.list}`, {
              account: fresh,
              body: { title: 'Made on the first instance: quokka' },
            });
            assert.equal(created.status, 200);
            assert.equal(total(await list(second)), seeded + 1);
            assert.equal(total(await list(second, '&q=quokka')), 1);
            // A reset on the second: the first serves the seed again, without the new task.
            assert.equal(
              (
                await call(second, 'POST', '/api/demo/reset', {
                  account: fresh,
                  body: { scope: 'workspace' },
                })
              ).status,
              204,
            );
            const after = await list(server);
            assert.equal(total(after), seeded);
            // The same seeded tasks (their dates are made relative to the time of seeding).
            const titles = (reply: { body: unknown }) =>
              (reply.body as { items: Task[] }).items.map((task) => [task.id, task.title]);
            assert.deepEqual(titles(after), titles(a));
            assert.equal(total(await list(server, '&q=quokka')), 0);
          } finally {
            await second.close();
          }
        },
      );

      it('keeps the data across a restart', async () => {
        const { owner } = accounts;
        await call(server, 'POST', `/${TASKS_API.list}`, {
          account: owner,
          body: { title: 'Survivor of a restart' },
        });
        await server.close();
        server = await serve(settings, { inMemory: false });
        const found = await call(server, 'GET', `/${TASKS_API.list}?q=survivor`, {
          account: owner,
        });
        assert.equal((found.body as { total: number }).total, 1);
      });
    },
  );
}
