/**
 * Two people, one record (issue 40): two writes that read the same version, sent at once,
 * over HTTP on PGlite and on the machine's PostgreSQL. The version check and the increase
 * are one conditional update (src/backend/versions.ts), so exactly one of the two passes and
 * the other answers 409 with the record the first wrote; writes without a version all pass
 * and each counts once.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TASKS_API, type Task } from '@/contract/tasks';
import type { RunningServer } from '../src/server';
import {
  BACKENDS,
  call,
  createAccount,
  createPostgresDatabase,
  POSTGRES,
  serve,
  type Account,
} from './helpers';

let owner: Account;
before(async () => {
  owner = await createAccount('Admin', 'versions');
});

for (const backend of BACKENDS) {
  describe(
    `versions on ${backend.name}`,
    { skip: backend.postgres && !POSTGRES && 'PostgreSQL is not running' },
    () => {
      let server: RunningServer;
      let drop: (() => Promise<void>) | undefined;
      before(async () => {
        const settings = { databaseUrl: '' };
        if (backend.postgres) {
          const database = await createPostgresDatabase();
          settings.databaseUrl = database.url;
          drop = database.drop;
        }
        server = await serve(settings);
      });
      after(async () => {
        await server?.close();
        await drop?.();
      });

      const patch = (id: string, body: Record<string, unknown>) =>
        call(server, 'PATCH', `/${TASKS_API.item(id)}`, { account: owner, body });

      it('of two parallel PATCHes with the same version, one passes and one gets 409', async () => {
        const created = await call(server, 'POST', `/${TASKS_API.list}`, {
          account: owner,
          body: { title: 'Race' },
        });
        const id = (created.body as Task).id;
        const rounds = 20;
        for (let round = 0; round < rounds; round += 1) {
          const version = round + 1;
          const answers = await Promise.all(
            ['A', 'B'].map((who) => patch(id, { title: `${who} ${round}`, version })),
          );
          const statuses = answers.map((a) => a.status).sort();
          assert.deepEqual(statuses, [200, 409], `round ${round}: ${JSON.stringify(statuses)}`);
          const won = answers.find((a) => a.status === 200)?.body as Task;
          const lost = answers.find((a) => a.status === 409)?.body as { current: Task };
          assert.equal(won.version, version + 1);
          // The loser is told what the winner wrote.
          assert.equal(lost.current.version, version + 1);
          assert.equal(lost.current.title, won.title);
        }
        // Without a version, parallel writes all pass, each counted once.
        const free = await Promise.all(
          Array.from({ length: 10 }, (_, i) => patch(id, { description: `free ${i}` })),
        );
        assert.deepEqual(new Set(free.map((a) => a.status)), new Set([200]));
        const last = await patch(id, { priority: 'high', version: rounds + 11 });
        assert.equal(last.status, 200, JSON.stringify(last.body));
        assert.equal((last.body as Task).version, rounds + 12);
      });
    },
  );
}
