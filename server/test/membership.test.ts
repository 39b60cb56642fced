/**
 * Only the team gets in (issue 49), over HTTP with real emulator tokens: a stranger (another
 * domain, or the team's domain unverified) gets 403 with its code on the workspace and may
 * read only its own standing; a verified address of WORKSPACE_DOMAINS and an Admin are in.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
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
});
