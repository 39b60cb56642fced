/**
 * The users page's API on the server, beyond the contract suite (api.test.ts runs that): what
 * only Firebase, a real database and real tokens can show. Two Admins demoting each other at
 * once (exactly one wins); a disabled account refused at once by the revocation check, while
 * Firebase itself would still take its token; its sign-in and refresh refused by the
 * emulator; the profile writer (a fake: there is no Firestore emulator here) written in step,
 * and a failure undone; the audit trail across a restart. On PGlite and on PostgreSQL.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DIRECTORY_MESSAGES, SESSION_MESSAGES } from '@/backend/admin/directory';
import { ADMIN_API, type AdminUser, type AuditPage } from '@/contract/admin';
import { DASHBOARD_API } from '@/contract/dashboard';
import { EMAIL_API } from '@/contract/email';
import { firebaseAuth } from '../src/auth';
import type { ProfileWriter } from '../src/profiles';
import { servedRole } from '../src/revocations';
import type { RunningServer } from '../src/server';
import {
  BACKENDS,
  call,
  createAccount,
  createPostgresDatabase,
  EMULATOR,
  identityCall,
  localVerifier,
  POSTGRES,
  PROJECT,
  serve,
  signInAgain,
  type Account,
  assertProblem,
} from './helpers';

/** A profile writer that records what it wrote, and fails while `failing` is set. */
function fakeProfiles() {
  const writes: { uid: string; role: string }[] = [];
  const writer: ProfileWriter & { failing: boolean; writes: typeof writes } = {
    failing: false,
    writes,
    writeRole(uid, role) {
      if (writer.failing) return Promise.reject(new Error('Firestore is away (fake)'));
      writes.push({ uid, role });
      return Promise.resolve();
    },
  };
  return writer;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const backend of BACKENDS) {
  describe(
    `the users page API on ${backend.name}`,
    { skip: backend.postgres && !POSTGRES && 'PostgreSQL is not running' },
    () => {
      let server: RunningServer;
      let drop: (() => Promise<void>) | undefined;
      let settings: { databaseUrl: string; dataDir: string };
      const profiles = fakeProfiles();
      const auth = () => firebaseAuth({ projectId: PROJECT, emulatorHost: EMULATOR });
      let admin: Account;

      before(async () => {
        settings = {
          databaseUrl: '',
          dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'server-admin-')),
        };
        if (backend.postgres) {
          const database = await createPostgresDatabase();
          settings.databaseUrl = database.url;
          drop = database.drop;
        }
        server = await serve(settings, { inMemory: false, profiles });
        admin = await createAccount('Admin', 'boss');
      });
      after(async () => {
        await server?.close();
        await drop?.();
        fs.rmSync(settings.dataDir, { recursive: true, force: true });
      });

      const patch = (as: Account, uid: string, body: unknown) =>
        call(server, 'PATCH', `/${ADMIN_API.user(uid)}`, { account: as, body });
      const audit = async () =>
        (await call(server, 'GET', `/${ADMIN_API.audit}?pageSize=5`, { account: admin }))
          .body as AuditPage;

      it('two Admins demoting each other at the same moment: exactly one wins', async () => {
        for (let round = 0; round < 3; round++) {
          const a = await createAccount('Admin', 'duel-a');
          const b = await createAccount('Admin', 'duel-b');
          const [ab, ba] = await Promise.all([
            patch(a, b.uid, { role: 'user' }),
            patch(b, a.uid, { role: 'user' }),
          ]);
          const statuses = [ab.status, ba.status].sort();
          assert.deepEqual(statuses, [200, 403], `round ${round}: one 200, one 403`);
          const roles = await Promise.all(
            [a, b].map(
              async (account): Promise<unknown> =>
                (await auth().getUser(account.uid)).customClaims?.role,
            ),
          );
          assert.equal(roles.filter((role) => role === 'Admin').length, 1, 'one is still Admin');
        }
      });

      it('sets the role claim keeping the other claims, and writes the profile in step', async () => {
        const target = await createAccount('user', 'claims');
        await auth().setCustomUserClaims(target.uid, { team: 'north' });
        const promoted = await patch(admin, target.uid, { role: 'Admin' });
        assert.equal(promoted.status, 200);
        assert.equal((promoted.body as AdminUser).role, 'Admin');
        assert.deepEqual((await auth().getUser(target.uid)).customClaims, {
          team: 'north',
          role: 'Admin',
        });
        assert.deepEqual(profiles.writes.at(-1), { uid: target.uid, role: 'Admin' });
        const demoted = await patch(admin, target.uid, { role: 'user' });
        assert.equal(demoted.status, 200);
        assert.deepEqual((await auth().getUser(target.uid)).customClaims, { team: 'north' });
        assert.deepEqual(profiles.writes.at(-1), { uid: target.uid, role: 'user' });
      });

      it('a failed profile write restores the claim, answers 503 and writes no audit entry', async () => {
        const target = await createAccount('user', 'rollback');
        const before = await audit();
        profiles.failing = true;
        try {
          const answer = await patch(admin, target.uid, { role: 'Admin', disabled: true });
          assert.equal(answer.status, 503);
          assertProblem(answer.body, DIRECTORY_MESSAGES.profileFailed);
        } finally {
          profiles.failing = false;
        }
        const user = await auth().getUser(target.uid);
        assert.equal(user.customClaims?.role, undefined, 'the claim is back to none');
        assert.equal(user.disabled, false, 'and nothing else changed');
        assert.equal((await audit()).total, before.total, 'no audit entry');
        const works = await call(server, 'GET', `/${DASHBOARD_API.tasks}`, { account: target });
        assert.equal(works.status, 200);
      });

      it('refuses a disabled account at once (no Firebase call), and Firebase its sign-in and refresh', async () => {
        // Tokens read as in production (no call to Firebase per request): the refusal is the
        // server's own, from its revocations.
        // (PGlite: a database of its own; one directory is one process's.)
        const local = backend.postgres
          ? await serve(settings, { inMemory: false, profiles, verifier: localVerifier })
          : await serve({}, { inMemory: true, profiles, verifier: localVerifier });
        const target = await createAccount('user', 'disabled');
        const session = await identityCall('signInWithPassword', {
          email: target.email,
          password: target.password,
          returnSecureToken: true,
        });
        const refreshToken = String(session.json.refreshToken);
        target.token = String(session.json.idToken);
        // A later second than the session's sign-in: the revocation time is compared in seconds.
        await pause(1100);
        const read = () => call(local, 'GET', `/${DASHBOARD_API.tasks}`, { account: target });
        const patchHere = (uid: string, body: unknown) =>
          call(local, 'PATCH', `/${ADMIN_API.user(uid)}`, { account: admin, body });
        try {
          assert.equal((await read()).status, 200);
          const disabled = await patchHere(target.uid, { disabled: true });
          assert.equal(disabled.status, 200);
          const refused = await read();
          assert.equal(refused.status, 401);
          assertProblem(refused.body, SESSION_MESSAGES.disabled);
          // The server with firebase-admin's own check (emulator mode asks the emulator each
          // time) refuses it as well.
          const viaFirebase = await call(server, 'GET', `/${DASHBOARD_API.tasks}`, {
            account: target,
          });
          assert.equal(viaFirebase.status, 401);
          const signIn = await identityCall('signInWithPassword', {
            email: target.email,
            password: target.password,
            returnSecureToken: true,
          });
          assert.equal(signIn.ok, false);
          assert.match(signIn.error, /^USER_DISABLED/);
          const refresh = await fetch(
            `http://${EMULATOR}/securetoken.googleapis.com/v1/token?key=fake-api-key`,
            {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({
                grant_type: 'refresh_token',
                refresh_token: refreshToken,
              }),
            },
          );
          assert.equal(refresh.ok, false, 'the refresh is refused');
          const refreshError = ((await refresh.json()) as { error?: { message?: string } }).error;
          assert.match(refreshError?.message ?? '', /USER_DISABLED|TOKEN_EXPIRED/);

          assert.equal((await patchHere(target.uid, { disabled: false })).status, 200);
          const old = await read();
          assert.equal(old.status, 401, 'a session from before the disable stays ended');
          assertProblem(old.body, SESSION_MESSAGES.revoked);
          await signInAgain(target);
          assert.equal((await read()).status, 200, 'signed in again: works');
        } finally {
          await local.close();
        }
      });

      it('another instance on the same database refuses the disabled account within its cache time', async () => {
        if (!backend.postgres) return; // PGlite is one process's database
        const second = await serve(settings, {
          inMemory: false,
          revocationTtlMs: 300,
          verifier: localVerifier,
        });
        try {
          const target = await createAccount('user', 'instances');
          const read = () => call(second, 'GET', `/${DASHBOARD_API.tasks}`, { account: target });
          assert.equal((await read()).status, 200);
          assert.equal((await patch(admin, target.uid, { disabled: true })).status, 200);
          await pause(400);
          const refused = await read();
          assert.equal(refused.status, 401);
          assertProblem(refused.body, SESSION_MESSAGES.disabled);
          assert.equal((await patch(admin, target.uid, { disabled: false })).status, 200);
        } finally {
          await second.close();
        }
      });

      it('a demoted Admin loses the Admin areas at once on every instance, still signed in', async () => {
        const second = backend.postgres
          ? await serve(settings, {
              inMemory: false,
              revocationTtlMs: 300,
              verifier: localVerifier,
            })
          : null;
        try {
          const target = await createAccount('Admin', 'demoted');
          const instances = [server, ...(second ? [second] : [])];
          // An Admin area that asks no one but the token (the users page asks Firebase itself;
          // the workspace's areas are every member's).
          const adminArea = (on: RunningServer) =>
            call(on, 'GET', `/${EMAIL_API.messages}?pageSize=1`, { account: target });
          for (const on of instances) assert.equal((await adminArea(on)).status, 200);
          assert.equal((await patch(admin, target.uid, { role: 'user' })).status, 200);
          // The instance that made the change: at once, with the token that still says Admin.
          assert.equal((await adminArea(server)).status, 403);
          if (second) {
            await pause(400);
            assert.equal(
              (await adminArea(second)).status,
              403,
              'another instance, within its cache time',
            );
          }
          for (const on of instances) {
            const own = await call(on, 'GET', `/${DASHBOARD_API.tasks}`, { account: target });
            assert.equal(own.status, 200, 'the session is kept, with its new role');
          }
          assert.equal((await patch(admin, target.uid, { role: 'Admin' })).status, 200);
          assert.equal((await adminArea(server)).status, 200, 'promoted again: the same token');
        } finally {
          await second?.close();
        }
      });

      it('keeps the audit trail across a restart', async () => {
        const target = await createAccount('user', 'restart');
        assert.equal((await patch(admin, target.uid, { role: 'Admin' })).status, 200);
        await server.close();
        server = await serve(settings, { inMemory: false, profiles });
        const trail = await audit();
        const entry = trail.items[0];
        assert.equal(entry?.target.uid, target.uid);
        assert.equal(entry?.actor.uid, admin.uid);
        assert.equal(entry?.field, 'role');
        assert.equal(entry?.to, 'Admin');
        assert.equal((await patch(admin, target.uid, { role: 'user' })).status, 200);
      });
    },
  );
}

describe('the role served for a token', () => {
  const change = { role: 'user' as const, at: Date.parse('2026-11-27T10:00:00Z') };
  const second = (iso: string) => Date.parse(iso) / 1000;
  it('is the recorded change for a token issued before it, else the claim', () => {
    assert.equal(servedRole(undefined, 'Admin', second('2026-11-27T09:00:00Z')), 'Admin');
    assert.equal(servedRole(change, 'Admin', second('2026-11-27T09:59:00Z')), 'user');
    assert.equal(servedRole(change, 'Admin', undefined), 'user');
    // Issued well after the change: its claim is newer (e.g. `server:grant-admin` since).
    assert.equal(servedRole(change, 'Admin', second('2026-11-27T10:05:00Z')), 'Admin');
  });
});
