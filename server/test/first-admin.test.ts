/**
 * A new team without a console (issue 40): under `npm run dev:full` (FIRST_ACCOUNT_ADMIN, the
 * Auth emulator only) the first account registered on an empty server becomes its Admin, the
 * `role` claim set with firebase-admin; any other account, any later call and any server
 * without the flag get `granted: false` and change nothing. Real ID tokens from the emulator,
 * over HTTP. The emulator is shared with the other files (run one at a time): this file
 * empties it first, so "the first account" is one it made.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { ADMIN_API } from '@/contract/admin';
import { FIRST_ADMIN_API, type FirstAdminAnswer } from '@/contract/firstAdmin';
import { MEMBERS_API, type MemberList } from '@/contract/members';
import { firebaseAuth } from '../src/auth';
import { ConfigError, parseConfig } from '../src/config';
import type { RunningServer } from '../src/server';
import {
  call,
  createAccount,
  EMULATOR,
  PROJECT,
  serve,
  signInAgain,
  type Account,
} from './helpers';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every account of the emulator's project goes (the emulator's own reset endpoint). Sent on a
 * connection of its own: the emulator closes the one it answered on, and a pooled `fetch`
 * socket would fail the next request ("other side closed").
 */
async function emptyEmulator(): Promise<void> {
  const [hostname, port] = EMULATOR.split(':');
  await new Promise<void>((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        method: 'DELETE',
        path: `/emulator/v1/projects/${PROJECT}/accounts`,
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 200
            ? resolve()
            : reject(new Error(`emptying the emulator: ${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** A new account; once more when the emulator had closed the pooled connection it went on. */
async function newAccount(label: string): Promise<Account> {
  try {
    return await createAccount('user', label);
  } catch (error) {
    if ((error as Error).message !== 'fetch failed') throw error;
    return createAccount('user', label);
  }
}

const claim = async (server: RunningServer, account: Account) => {
  const answer = await call(server, 'POST', `/${FIRST_ADMIN_API.claim}`, { account, body: {} });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body as FirstAdminAnswer;
};

describe('FIRST_ACCOUNT_ADMIN: the setting', () => {
  it('is off by default, and refused without the Auth emulator', () => {
    assert.equal(parseConfig({}, '/srv/app').firstAccountAdmin, false);
    const on = { FIRST_ACCOUNT_ADMIN: 'true', FIREBASE_PROJECT_ID: 'demo-x' };
    assert.throws(
      () => parseConfig(on, '/srv/app'),
      (error) => error instanceof ConfigError && error.key === 'FIRST_ACCOUNT_ADMIN',
    );
    const emulated = parseConfig(
      { ...on, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      '/srv/app',
    );
    assert.equal(emulated.firstAccountAdmin, true);
  });
});

describe('the first account of an empty server (FIRST_ACCOUNT_ADMIN, Auth emulator)', () => {
  let server: RunningServer;
  let first: Account;
  let second: Account;
  const auth = () => firebaseAuth({ projectId: PROJECT, emulatorHost: EMULATOR });

  before(async () => {
    await emptyEmulator();
    server = await serve({ firstAccountAdmin: true });
    first = await newAccount('first');
    // Registered later: Firebase keeps creation times to the second.
    await pause(1100);
    second = await newAccount('second');
  });
  after(async () => {
    await server?.close();
  });

  it('becomes its Admin: granted once, the claim set, the users page opens after a refresh', async () => {
    // The second account asking first gets nothing: it is not the first registered.
    assert.deepEqual(await claim(server, second), { granted: false });
    assert.equal((await auth().getUser(second.uid)).customClaims?.role, undefined);

    assert.deepEqual(await claim(server, first), { granted: true });
    assert.equal((await auth().getUser(first.uid)).customClaims?.role, 'Admin');
    await signInAgain(first); // the app refreshes its token: the claim is in the new one
    const users = await call(server, 'GET', `/${ADMIN_API.users}`, { account: first });
    assert.equal(users.status, 200);

    // Once there is an Admin, nobody else becomes one this way, nor again.
    assert.deepEqual(await claim(server, first), { granted: false });
    assert.deepEqual(await claim(server, second), { granted: false });
    assert.equal((await auth().getUser(second.uid)).customClaims?.role, undefined);
    const members = (await call(server, 'GET', `/${MEMBERS_API.list}`, { account: second }))
      .body as MemberList;
    const roles = Object.fromEntries(members.items.map((m) => [m.uid, m.role]));
    assert.deepEqual(roles, { [first.uid]: 'Admin', [second.uid]: 'user' });
  });
});

describe('a server without FIRST_ACCOUNT_ADMIN (the default)', () => {
  let server: RunningServer;
  const auth = () => firebaseAuth({ projectId: PROJECT, emulatorHost: EMULATOR });
  before(async () => {
    await emptyEmulator();
    server = await serve();
  });
  after(async () => {
    await server?.close();
  });

  it('makes nobody Admin, not even the only account', async () => {
    const only = await newAccount('only');
    assert.deepEqual(await claim(server, only), { granted: false });
    assert.equal((await auth().getUser(only.uid)).customClaims?.role, undefined);
  });
});
