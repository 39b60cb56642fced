/**
 * Only the team gets in (issue 49), over HTTP with real emulator tokens: a stranger (another
 * domain, or the team's domain unverified) gets 403 with its code on the workspace and may
 * read only its own standing; a verified address of WORKSPACE_DOMAINS and an Admin are in.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { CALENDAR_API } from '@/contract/calendar';
import { EVENTS_API } from '@/contract/events';
import { MEMBERS_API } from '@/contract/members';
import { PROJECTS_API } from '@/contract/projects';
import type { RunningServer } from '../src/server';
import { call, createAccount, serve } from './helpers';
import { openStream } from './sse';

const path = (api: string) => `/${api}`;

describe('membership on the server', () => {
  let server: RunningServer;
  before(async () => {
    server = await serve();
  });
  after(async () => {
    await server.close();
  });

  it('refuses a verified address of another domain: not_a_member, and its own standing says so', async () => {
    const stranger = await createAccount('user', 'outsider', { domain: 'elsewhere.test' });
    const projects = await call(server, 'GET', path(PROJECTS_API.list), { account: stranger });
    assert.equal(projects.status, 403);
    assert.equal((projects.body as { code: string }).code, 'not_a_member');
    const members = await call(server, 'GET', path(MEMBERS_API.list), { account: stranger });
    assert.equal(members.status, 403);
    const me = await call(server, 'GET', path(MEMBERS_API.me), { account: stranger });
    assert.deepEqual(me, {
      ...me,
      status: 200,
      body: { member: false, code: 'not_a_member', request: null },
    });
  });

  it('tells an unverified address of the team domain to verify it', async () => {
    const unverified = await createAccount('user', 'fresh', { verified: false });
    const projects = await call(server, 'GET', path(PROJECTS_API.list), { account: unverified });
    assert.equal(projects.status, 403);
    assert.equal((projects.body as { code: string }).code, 'email_not_verified');
  });

  it('lets in a verified address of the team domain, and an Admin of any address', async () => {
    const member = await createAccount('user', 'colleague');
    const admin = await createAccount('Admin', 'boss', {
      domain: 'elsewhere.test',
      verified: false,
    });
    for (const account of [member, admin]) {
      const projects = await call(server, 'GET', path(PROJECTS_API.list), { account });
      assert.equal(projects.status, 200);
    }
  });

  it("carries nothing of the workspace on a stranger's stream, while a member's receives it", async () => {
    const stranger = await createAccount('user', 'watcher', { domain: 'elsewhere.test' });
    const member = await createAccount('user', 'writer');
    const url = `${server.url}/${EVENTS_API.stream}`;
    const [theirs, ours] = [
      await openStream(url, stranger.token),
      await openStream(url, member.token),
    ];
    try {
      for (const stream of [theirs, ours]) await stream.next((frame) => frame.event === 'ready');
      const created = await call(server, 'POST', path(CALENDAR_API.events), {
        account: member,
        body: {
          title: 'Team only',
          category: 'primary',
          allDay: false,
          start: '2026-12-01T09:00:00.000Z',
          end: '2026-12-01T10:00:00.000Z',
        },
      });
      assert.equal(created.status, 201);
      await ours.next((frame) => frame.event === 'change');
      await new Promise((resolve) => setTimeout(resolve, 700));
      assert.deepEqual(theirs.changes(), []);
    } finally {
      theirs.close();
      ours.close();
    }
  });

  it('lets an invited verified address in at its first request, once, and refuses a revoked one', async () => {
    const admin = await createAccount('Admin', 'inviter');
    const guest = await createAccount('user', 'guest', { domain: 'elsewhere.test' });
    const late = await createAccount('user', 'late', { domain: 'elsewhere.test' });
    const invite = (email: string) =>
      call(server, 'POST', path(MEMBERS_API.invitations), {
        account: admin,
        body: { email: email.toUpperCase(), role: 'user' },
      });
    const invited = await invite(guest.email);
    assert.equal(invited.status, 201, JSON.stringify(invited.body));
    assert.equal((invited.body as { mail: string }).mail, 'off');
    const again = await invite(guest.email);
    assert.equal((again.body as { code?: string }).code, 'already_invited');
    const bad = await call(server, 'POST', path(MEMBERS_API.invitations), {
      account: admin,
      body: { email: 'nobody', role: 'user' },
    });
    assert.equal(bad.status, 422);
    const projects = await call(server, 'GET', path(PROJECTS_API.list), { account: guest });
    assert.equal(projects.status, 200);
    const revoked = await invite(late.email);
    const id = (revoked.body as { id: string }).id;
    const revoke = await call(server, 'DELETE', path(MEMBERS_API.invitation(id)), {
      account: admin,
    });
    assert.equal(revoke.status, 204);
    const refused = await call(server, 'GET', path(PROJECTS_API.list), { account: late });
    assert.equal(refused.status, 403);
    const list = await call(server, 'GET', path(MEMBERS_API.invitations), { account: admin });
    const statuses = (list.body as { items: { email: string; status: string }[] }).items
      .filter((item) => item.email === guest.email || item.email === late.email)
      .map((item) => item.status);
    assert.deepEqual(statuses, ['revoked', 'accepted']);
  });

  it('a request to join accepted by an Admin: the person hears it live and is in; removed, out again', async () => {
    const admin = await createAccount('Admin', 'accepter');
    const asker = await createAccount('user', 'asker', { domain: 'elsewhere.test' });
    const asked = await call(server, 'POST', path(MEMBERS_API.requests), {
      account: asker,
      body: { note: 'Ana sent me' },
    });
    assert.equal(asked.status, 201, JSON.stringify(asked.body));
    const twice = await call(server, 'POST', path(MEMBERS_API.requests), {
      account: asker,
      body: {},
    });
    assert.equal((twice.body as { code?: string }).code, 'already_requested');
    const stream = await openStream(`${server.url}/${EVENTS_API.stream}`, asker.token);
    try {
      await stream.next((frame) => frame.event === 'ready');
      const accepted = await call(server, 'POST', path(MEMBERS_API.acceptRequest(asker.uid)), {
        account: admin,
        body: { role: 'user' },
      });
      assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
      await stream.next(
        (frame) =>
          frame.event === 'change' && (frame.data as { area?: string }).area === 'membership',
      );
    } finally {
      stream.close();
    }
    assert.equal(
      (await call(server, 'GET', path(PROJECTS_API.list), { account: asker })).status,
      200,
    );
    const removed = await call(server, 'DELETE', path(MEMBERS_API.member(asker.uid)), {
      account: admin,
    });
    assert.equal(removed.status, 204);
    const after = await call(server, 'GET', path(PROJECTS_API.list), { account: asker });
    assert.equal((after.body as { code?: string }).code, 'not_a_member');
    const last = await call(server, 'DELETE', path(MEMBERS_API.member(admin.uid)), {
      account: admin,
    });
    assert.equal(last.status, 409);
  });
});

describe('membership changed while a stream is open', () => {
  let server: RunningServer;
  before(async () => {
    // The stream asks the standing again every 250 ms here (5 s by default).
    server = await serve({}, { live: { checkMs: 250 } });
  });
  after(async () => {
    await server.close();
  });

  it("ends a removed member's stream with `renew`: it was opened with the workspace's keys", async () => {
    const admin = await createAccount('Admin', 'remover');
    const member = await createAccount('user', 'leaving');
    const stream = await openStream(`${server.url}/${EVENTS_API.stream}`, member.token);
    try {
      await stream.next((frame) => frame.event === 'ready');
      const removed = await call(server, 'DELETE', path(MEMBERS_API.member(member.uid)), {
        account: admin,
      });
      assert.equal(removed.status, 204);
      await stream.next((frame) => frame.event === 'renew', 3000);
      // Ended by the server (not left open to the workspace's events), within a few seconds.
      const late = delay(3000, 'open', { ref: false });
      assert.equal(await Promise.race([stream.ended.then(() => 'ended'), late]), 'ended');
      assert.equal(stream.frames.filter((frame) => frame.event === 'closed').length, 0);
    } finally {
      stream.close();
    }
  });
});
