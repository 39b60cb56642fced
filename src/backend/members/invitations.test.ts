/**
 * The ways in and out of the workspace (issue 49) on the shared layer, over the memory store
 * and an in-memory account directory: invitations (single use, expiry, revocation, mail),
 * requests to join, removal. The server's and the demo's adapters run this same code.
 */
import type { AdminUser, AdminUserPatch } from '@/contract/admin';
import { INVITATION_TTL_MS, JOIN_NOTE_MAX } from '@/contract/members';
import { API_AREAS, API_ROUTES } from '../api';
import type { AccountDirectory } from '../admin/directory';
import { ADMIN_OWNER, auditTable, invitationsTable } from '../admin/table';
import { memoryStore } from '../memory';
import { runRoute, type Caller } from '../route';
import type { BlobStore, Store } from '../store';
import type { Mailer } from './mail';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const blobs = {} as BlobStore;
const rules = { domains: ['team.test'] };

const account = (uid: string, email: string, role: AdminUser['role'] = 'user'): AdminUser => ({
  uid,
  email,
  name: uid.toUpperCase(),
  role,
  disabled: false,
  createdAt: new Date(NOW).toISOString(),
  lastSignInAt: null,
});

function directoryOf(accounts: AdminUser[]): AccountDirectory {
  return {
    list: () => Promise.resolve(accounts.map((a) => ({ ...a }))),
    get: (uid) => {
      const found = accounts.find((a) => a.uid === uid);
      return Promise.resolve(found ? { ...found } : null);
    },
    update: (uid: string, patch: AdminUserPatch) => {
      const found = accounts.find((a) => a.uid === uid);
      if (!found) return Promise.reject(new Error('no account'));
      Object.assign(found, patch);
      return Promise.resolve({ ...found });
    },
  };
}

interface World {
  store: Store;
  accounts: AdminUser[];
  send(
    caller: Caller,
    method: string,
    path: string,
    body?: unknown,
    at?: number,
  ): ReturnType<typeof runRoute>;
}

function world(mailer?: Mailer): World {
  const store = memoryStore(API_AREAS, () => NOW);
  const accounts = [
    account('boss', 'boss@team.test', 'Admin'),
    account('guest', 'guest@elsewhere.test'),
    account('other', 'other@elsewhere.test'),
  ];
  const directory = directoryOf(accounts);
  return {
    store,
    accounts,
    send(caller, method, path, body, at = NOW) {
      const route = API_ROUTES.find((r) => {
        if (r.method !== method) return false;
        const pattern = new RegExp(`^${r.path.replace(/:[a-z]+/g, '[^/]+')}$`);
        return pattern.test(path);
      });
      if (!route) throw new Error(`no route ${method} ${path}`);
      const names = route.path.split('/');
      const params: Record<string, string> = {};
      path.split('/').forEach((part, i) => {
        const name = names[i];
        if (name?.startsWith(':')) params[name.slice(1)] = part;
      });
      return runRoute(route, {
        caller,
        params,
        query: {},
        body,
        store,
        blobs,
        now: at,
        membership: rules,
        directory,
        ...(mailer ? { mailer } : {}),
      });
    },
  };
}

const boss: Caller = { uid: 'boss', role: 'Admin', email: 'boss@team.test', emailVerified: true };
const guest: Caller = {
  uid: 'guest',
  role: 'user',
  email: 'guest@elsewhere.test',
  emailVerified: true,
};
const other: Caller = {
  uid: 'other',
  role: 'user',
  email: 'other@elsewhere.test',
  emailVerified: true,
};

const bodyOf = (answer: Awaited<ReturnType<typeof runRoute>>) =>
  'body' in answer ? answer.body : undefined;

async function invite(w: World, email = 'Guest@Elsewhere.test', role = 'user') {
  const answer = await w.send(boss, 'post', 'members/invitations', { email, role });
  expect(answer.status).toBe(201);
  return (answer as { body: { id: string; link: string; mail: string } }).body;
}

describe('invitations', () => {
  it('lets the invited verified address in at its first request, once, with the role, in the audit trail', async () => {
    const w = world();
    const invitation = await invite(w, 'Guest@Elsewhere.test', 'Admin');
    expect(invitation).toMatchObject({
      mail: 'off',
      link: `auth/register?invite=${invitation.id}&email=guest%40elsewhere.test`,
    });
    expect((await w.send({ ...guest, emailVerified: false }, 'get', 'projects')).status).toBe(403);
    expect((await w.send(guest, 'get', 'projects')).status).toBe(200);
    expect(w.accounts.find((a) => a.uid === 'guest')?.role).toBe('Admin');
    const list = await w.send(boss, 'get', 'members/invitations');
    expect(list).toMatchObject({
      status: 200,
      body: { items: [{ status: 'accepted', acceptedAt: new Date(NOW).toISOString() }] },
    });
    const audit = await w.store.table(auditTable).list(ADMIN_OWNER);
    expect(audit.items).toMatchObject([
      { field: 'membership', from: 'outside', to: 'member', actorUid: 'boss', targetUid: 'guest' },
    ]);
    // Used: a second account of the same address gets nothing of it.
    const twin: Caller = { ...guest, uid: 'twin' };
    expect(await w.send(twin, 'get', 'projects')).toMatchObject({
      status: 403,
      body: { code: 'not_a_member' },
    });
  });

  it('refuses an expired and a revoked invitation', async () => {
    const w = world();
    await invite(w);
    expect(
      (await w.send(guest, 'get', 'projects', undefined, NOW + INVITATION_TTL_MS)).status,
    ).toBe(403);
    const second = await invite(w, 'other@elsewhere.test');
    expect((await w.send(boss, 'delete', `members/invitations/${second.id}`)).status).toBe(204);
    expect((await w.send(other, 'get', 'projects')).status).toBe(403);
    expect(await w.send(boss, 'delete', `members/invitations/${second.id}`)).toMatchObject({
      status: 409,
      body: { code: 'not_pending' },
    });
    expect((await w.send(boss, 'delete', 'members/invitations/nope')).status).toBe(404);
  });

  it('answers bad input with a status, a code and a message, and stores nothing', async () => {
    const w = world();
    for (const body of [
      { email: 'not an address', role: 'user' },
      { email: 'a@b', role: 'user' },
      { email: 'x@y.test', role: 'King' },
      { email: `${'a'.repeat(250)}@y.test`, role: 'user' },
      'text',
    ]) {
      const answer = await w.send(boss, 'post', 'members/invitations', body);
      expect(answer.status).toBe(422);
      expect((answer as { body: { fields: object } }).body.fields).toBeDefined();
    }
    await invite(w);
    expect(
      await w.send(boss, 'post', 'members/invitations', {
        email: 'guest@elsewhere.test',
        role: 'user',
      }),
    ).toMatchObject({ status: 409, body: { code: 'already_invited' } });
    expect(
      await w.send(boss, 'post', 'members/invitations', { email: 'BOSS@team.test', role: 'user' }),
    ).toMatchObject({ status: 409, body: { code: 'already_member' } });
    expect((await w.store.table(invitationsTable).list(ADMIN_OWNER)).total).toBe(1);
    expect(
      await w.send(guest, 'post', 'members/invitations', { email: 'x@y.test', role: 'user' }),
    ).toMatchObject({ status: 403 });
  });

  it('sends the e-mail through the mailer, and keeps the invitation when the send fails', async () => {
    const sent: unknown[] = [];
    const w = world({
      sendInvitation: (mail) => {
        sent.push(mail);
        return Promise.resolve();
      },
    });
    await invite(w);
    expect(sent).toMatchObject([
      {
        to: 'guest@elsewhere.test',
        role: 'user',
        invitedBy: { name: 'BOSS', email: 'boss@team.test' },
      },
    ]);
    // The send starts once the invitation is stored, not inside its transaction: the list,
    // read while the relay has not answered, has it as `sending`; then as `sent`.
    let w2: World | null = null;
    const seenDuringSend: unknown[] = [];
    w2 = world({
      async sendInvitation() {
        const list = await w2?.send(boss, 'get', 'members/invitations');
        seenDuringSend.push(...((list && bodyOf(list)) as { items: unknown[] }).items);
      },
    });
    expect(await invite(w2)).toMatchObject({ mail: 'sent', mailError: null });
    expect(seenDuringSend).toMatchObject([{ email: 'guest@elsewhere.test', mail: 'sending' }]);
    const after = await w2.send(boss, 'get', 'members/invitations');
    expect(bodyOf(after)).toMatchObject({ items: [{ mail: 'sent' }] });
    // A refused invitation sends nothing.
    const refusedSends: unknown[] = [];
    const w3 = world({
      sendInvitation: (mail) => {
        refusedSends.push(mail);
        return Promise.resolve();
      },
    });
    await invite(w3);
    const again = { email: 'guest@elsewhere.test', role: 'user' };
    expect((await w3.send(boss, 'post', 'members/invitations', again)).status).toBe(409);
    expect(refusedSends).toHaveLength(1);

    const failing = world({
      sendInvitation: () => Promise.reject(new Error('The mail server refused the connection')),
    });
    const failed = await invite(failing);
    expect(failed).toMatchObject({
      mail: 'failed',
      mailError: 'The mail server refused the connection',
    });
    expect((await failing.store.table(invitationsTable).list(ADMIN_OWNER)).total).toBe(1);
    const listed = await failing.send(boss, 'get', 'members/invitations');
    expect(bodyOf(listed)).toMatchObject({
      items: [{ mail: 'failed', mailError: 'The mail server refused the connection' }],
    });
  });
});

describe('requests to join', () => {
  it('lets a verified stranger ask once; an Admin accepts it with a role', async () => {
    const w = world();
    expect(
      await w.send({ ...guest, emailVerified: false }, 'post', 'members/requests', {}),
    ).toMatchObject({ status: 403, body: { code: 'email_not_verified' } });
    expect(
      await w.send(guest, 'post', 'members/requests', { note: 'x'.repeat(JOIN_NOTE_MAX + 1) }),
    ).toMatchObject({ status: 422 });
    expect(
      await w.send(guest, 'post', 'members/requests', { note: ' I work with Ana ' }),
    ).toMatchObject({
      status: 201,
      body: { uid: 'guest', note: 'I work with Ana', status: 'pending', name: 'GUEST' },
    });
    expect(await w.send(guest, 'post', 'members/requests', {})).toMatchObject({
      status: 409,
      body: { code: 'already_requested' },
    });
    expect(await w.send(guest, 'get', 'members/me')).toMatchObject({
      body: { member: false, request: { status: 'pending', note: 'I work with Ana' } },
    });
    expect(await w.send(boss, 'get', 'members/requests')).toMatchObject({
      body: { items: [{ uid: 'guest' }] },
    });
    expect(
      await w.send(boss, 'post', 'members/requests/guest/accept', { role: 'user' }),
    ).toMatchObject({ status: 200, body: { uid: 'guest', role: 'user' } });
    expect(await w.send(guest, 'get', 'members/me')).toMatchObject({
      body: { member: true, request: null },
    });
    expect((await w.send(guest, 'get', 'projects')).status).toBe(200);
    expect(
      await w.send(boss, 'post', 'members/requests/guest/accept', { role: 'user' }),
    ).toMatchObject({ status: 404 });
    expect(await w.send(guest, 'post', 'members/requests', {})).toMatchObject({
      status: 409,
      body: { code: 'already_member' },
    });
  });

  it('declined: the person stays outside and may not ask again', async () => {
    const w = world();
    await w.send(guest, 'post', 'members/requests', {});
    expect((await w.send(boss, 'post', 'members/requests/guest/decline')).status).toBe(204);
    expect(await w.send(boss, 'post', 'members/requests/guest/decline')).toMatchObject({
      status: 409,
      body: { code: 'not_pending' },
    });
    expect(await w.send(guest, 'get', 'members/me')).toMatchObject({
      body: { member: false, request: { status: 'declined' } },
    });
    expect(await w.send(guest, 'post', 'members/requests', {})).toMatchObject({
      status: 409,
      body: { code: 'already_requested' },
    });
    expect((await w.send(guest, 'get', 'projects')).status).toBe(403);
  });
});

describe('removal', () => {
  it('answers 404 for an account that was never let in, and records nothing', async () => {
    const w = world();
    expect(await w.send(boss, 'delete', 'members/other')).toMatchObject({ status: 404 });
    expect((await w.store.table(auditTable).list(ADMIN_OWNER)).total).toBe(0);
    // It may still ask to join: it was not marked removed.
    expect((await w.send(other, 'post', 'members/requests', {})).status).toBe(201);
  });

  it('ends membership at once, whatever the domain says, until a new invitation', async () => {
    const w = world();
    const ana: Caller = { uid: 'ana', role: 'user', email: 'ana@team.test', emailVerified: true };
    w.accounts.push(account('ana', 'ana@team.test'));
    expect((await w.send(ana, 'get', 'projects')).status).toBe(200);
    expect((await w.send(boss, 'delete', 'members/ana')).status).toBe(204);
    expect(await w.send(ana, 'get', 'projects')).toMatchObject({
      status: 403,
      body: { code: 'not_a_member' },
    });
    expect((await w.send(boss, 'delete', 'members/ana')).status).toBe(404);
    const greyed = async () => {
      const answer = (await w.send(boss, 'get', 'members')) as {
        body: { items: { uid: string; disabled: boolean }[] };
      };
      return answer.body.items.find((item) => item.uid === 'ana')?.disabled;
    };
    expect(await greyed()).toBe(true);
    await invite(w, 'ana@team.test');
    expect((await w.send(ana, 'get', 'projects')).status).toBe(200);
    expect(await greyed()).toBe(false);
  });

  it('refuses the last active Admin and oneself; another Admin loses the role', async () => {
    const w = world();
    expect(await w.send(boss, 'delete', 'members/boss')).toMatchObject({
      status: 409,
      body: { code: 'last_admin' },
    });
    w.accounts.push(account('second', 'second@team.test', 'Admin'));
    expect((await w.send(boss, 'delete', 'members/second')).status).toBe(204);
    expect(w.accounts.find((a) => a.uid === 'second')?.role).toBe('user');
    // The token still says Admin: the removal mark wins.
    const stale: Caller = {
      uid: 'second',
      role: 'Admin',
      email: 'second@team.test',
      emailVerified: true,
    };
    expect((await w.send(stale, 'get', 'projects')).status).toBe(403);
    expect((await w.send(guest, 'delete', 'members/boss')).status).toBe(403);
  });
});

describe('the members directory', () => {
  const listedEmails = async (w: World, caller: Caller) => {
    const answer = await w.send(caller, 'get', 'members');
    expect(answer.status).toBe(200);
    return (bodyOf(answer) as { items: { email: string; disabled: boolean }[] }).items;
  };

  it('lists members only: an account outside appears once it is let in, greyed once removed', async () => {
    const w = world();
    w.accounts.push(account('mate', 'mate@team.test'));
    const mate: Caller = {
      uid: 'mate',
      role: 'user',
      email: 'mate@team.test',
      emailVerified: true,
    };
    expect((await listedEmails(w, mate)).map((m) => m.email)).toEqual([
      'boss@team.test',
      'mate@team.test',
    ]);
    await invite(w);
    expect((await w.send(guest, 'get', 'members/me')).status).toBe(200);
    expect((await listedEmails(w, mate)).map((m) => m.email)).toContain('guest@elsewhere.test');
    expect((await listedEmails(w, mate)).map((m) => m.email)).not.toContain('other@elsewhere.test');
    expect((await w.send(boss, 'delete', 'members/guest')).status).toBe(204);
    expect(await listedEmails(w, mate)).toContainEqual(
      expect.objectContaining({ email: 'guest@elsewhere.test', disabled: true }),
    );
  });
});
