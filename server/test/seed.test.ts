/**
 * An empty start for a real team (issue 54): without `SEED_DEMO_DATA` a server's workspace
 * has no demo projects, tasks, events or files (and no storage used by fictional people);
 * with it (as `npm run dev:full` sets), the demo rows are there. Each account's own areas
 * are seeded either way. Over HTTP, as a member meets it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CALENDAR_API } from '@/contract/calendar.plain';
import { DEMO_API } from '@/contract/demo';
import { FILES_API, type FileListing } from '@/contract/files';
import { PROJECT_STATES, PROJECTS_API } from '@/contract/projects';
import { TASKS_API } from '@/contract/tasks.plain';
import { parseConfig } from '../src/config';
import type { RunningServer } from '../src/server';
import { call, createAccount, serve, type Account } from './helpers';

interface Listed {
  items: unknown[];
  total: number;
}

async function workspaceCounts(server: RunningServer, account: Account) {
  const projects = await call(server, 'GET', `/${PROJECTS_API.list}`, { account });
  const tasks = await call(server, 'GET', `/${TASKS_API.list}`, { account });
  const events = await call(server, 'GET', `/${CALENDAR_API.events}`, { account });
  const files = await call(server, 'GET', `/${FILES_API.list}`, { account });
  for (const reply of [projects, tasks, events, files]) assert.equal(reply.status, 200);
  const listing = files.body as FileListing;
  return {
    projects: (projects.body as Listed).total,
    tasks: (tasks.body as Listed).total,
    events: (events.body as unknown[]).length,
    files: listing.total,
    bytesUsed: listing.usage.used,
  };
}

// Accounts for every server here (they share the Auth emulator).
let member: Account;
let admin: Account;
before(async () => {
  member = await createAccount('user', 'Seed');
  admin = await createAccount('Admin', 'SeedAdmin');
});

describe('SEED_DEMO_DATA', () => {
  it('is off by default and read as a flag', () => {
    assert.equal(parseConfig({}).seedDemoData, false);
    assert.equal(parseConfig({ SEED_DEMO_DATA: 'true' }).seedDemoData, true);
  });
});

describe('a server without SEED_DEMO_DATA', () => {
  let server: RunningServer;
  before(async () => {
    server = await serve({ seedDemoData: false });
  });
  after(() => server.close());

  it('starts with an empty workspace: no projects, tasks, events, files or storage used', async () => {
    assert.deepEqual(await workspaceCounts(server, member), {
      projects: 0,
      tasks: 0,
      events: 0,
      files: 0,
      bytesUsed: 0,
    });
  });

  it('keeps the first project a member makes, and only it', async () => {
    const made = await call(server, 'POST', `/${PROJECTS_API.list}`, {
      account: member,
      body: {
        name: 'Our first project',
        description: '',
        state: PROJECT_STATES[0],
        startDate: '2026-12-01',
        dueDate: '2026-12-31',
        budget: 0,
        tags: [],
        team: [],
      },
    });
    assert.equal(made.status, 200, JSON.stringify(made.body));
    assert.equal((await workspaceCounts(server, member)).projects, 1);
  });
});

describe('a server with SEED_DEMO_DATA', () => {
  let server: RunningServer;
  before(async () => {
    server = await serve({ seedDemoData: true });
  });
  after(() => server.close());

  it('shows the demo workspace', async () => {
    const counts = await workspaceCounts(server, member);
    assert.ok(counts.projects > 0 && counts.tasks > 0 && counts.events > 0 && counts.files > 0);
  });
});

describe('the sample data, loaded and cleared by an Admin', () => {
  let server: RunningServer;
  before(async () => {
    server = await serve({ seedDemoData: false });
  });
  after(() => server.close());

  it('is refused to a member, who changes nothing', async () => {
    for (const method of ['POST', 'DELETE']) {
      const reply = await call(server, method, `/${DEMO_API.sampleData}`, { account: member });
      assert.equal(reply.status, 403);
    }
    assert.equal((await workspaceCounts(server, member)).projects, 0);
  });

  it('loads the sample workspace on an empty server, then clears it', async () => {
    const loaded = await call(server, 'POST', `/${DEMO_API.sampleData}`, { account: admin });
    assert.equal(loaded.status, 204);
    const counts = await workspaceCounts(server, member);
    assert.ok(counts.projects > 0 && counts.tasks > 0 && counts.events > 0 && counts.files > 0);

    const cleared = await call(server, 'DELETE', `/${DEMO_API.sampleData}`, { account: admin });
    assert.equal(cleared.status, 204);
    assert.deepEqual(await workspaceCounts(server, member), {
      projects: 0,
      tasks: 0,
      events: 0,
      files: 0,
      bytesUsed: 0,
    });
  });
});

describe('clearing a server with SEED_DEMO_DATA', () => {
  let server: RunningServer;
  before(async () => {
    server = await serve({ seedDemoData: true });
  });
  after(() => server.close());

  it('keeps the workspace empty (the demo rows are not seeded again)', async () => {
    assert.ok((await workspaceCounts(server, member)).projects > 0);
    const cleared = await call(server, 'DELETE', `/${DEMO_API.sampleData}`, { account: admin });
    assert.equal(cleared.status, 204);
    assert.equal((await workspaceCounts(server, member)).projects, 0);
    assert.equal((await workspaceCounts(server, admin)).tasks, 0);
  });
});
