/**
 * An account disabled in Firebase itself (its console; here the Admin SDK against the Auth
 * emulator), not through the users page: the server refuses its still-valid token once its
 * cached check of the account runs out (`firebaseDisabledTtlMs`; 30 s by default), and
 * serves it again once Firebase enables it. Tokens are read locally (`localVerifier`), as in
 * production, so the refusal is the server's own and not the emulator's token check.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DASHBOARD_API } from '@/contract/dashboard';
import { SESSION_MESSAGES } from '@/backend/admin/directory';
import { firebaseAuth } from '../src/auth';
import type { RunningServer } from '../src/server';
import {
  assertProblem,
  call,
  createAccount,
  EMULATOR,
  localVerifier,
  PROJECT,
  serve,
} from './helpers';

const TTL_MS = 400;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an account disabled in Firebase itself', { skip: !EMULATOR && 'no emulator' }, () => {
  let server: RunningServer;
  before(async () => {
    server = await serve({}, { verifier: localVerifier, firebaseDisabledTtlMs: TTL_MS });
  });
  after(() => server.close());

  it('is refused within the check cache time, and served again once enabled', async () => {
    const auth = firebaseAuth({ projectId: PROJECT, emulatorHost: EMULATOR });
    const target = await createAccount('user', 'console-disabled');
    const other = await createAccount('user', 'console-other');
    const read = (account = target) => call(server, 'GET', `/${DASHBOARD_API.tasks}`, { account });
    assert.equal((await read()).status, 200);
    await auth.updateUser(target.uid, { disabled: true });
    await pause(TTL_MS + 100);
    const refused = await read();
    assert.equal(refused.status, 401);
    assertProblem(refused.body, SESSION_MESSAGES.disabled);
    assert.equal((await read(other)).status, 200, 'another account is not touched');
    await auth.updateUser(target.uid, { disabled: false });
    await pause(TTL_MS + 100);
    assert.equal((await read()).status, 200);
  });
});
