// A team, live (issue 40), in Chromium on the server build: two accounts, each in its own
// browser context, each on its OWN server instance, both instances on one PostgreSQL database
// of this run. What one does reaches the other's open screen with no reload: a kanban card
// moved, a calendar event added, chat both ways with read receipts, one task edited by both
// (the second is told and loses nothing), a network drop of 10 s caught up.
// Run by scripts/e2e-server.mjs (the build, the Auth emulator); this file starts and stops
// the two instances and creates and drops the database.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { appUrl, launchBrowser, screenshot } from '../lib.mjs';
import { startApiServer } from '../../scripts/lib/apiServer.mjs';
import { device, grantAdmin, register } from './accounts.mjs';

const POSTGRES = process.env.E2E_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The port the build calls (instance A); B's context is sent to the next one. */
const apiPort = Number(process.env.E2E_API_PORT);
const portB = apiPort + 1;
const stamp = Date.now();
const PASSWORD = 'Team#2026pass';
const A = { email: `team-a-${stamp}@shreyu.test`, password: PASSWORD, name: 'Team Person A' };
const B = { email: `team-b-${stamp}@shreyu.test`, password: PASSWORD, name: 'Team Person B' };
/**
 * How long a change may take to show on the other screen before the test fails. The issue's
 * promise is one second; `npm run bench:live` measures it. A timed assertion on a loaded CI
 * machine would measure the machine, so this is generous and the figure is printed.
 */
const SHOWS_WITHIN_MS = 10_000;

const column = (page, name) => page.getByRole('list', { name, exact: true });

async function reachable(url) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** This context's API calls go to instance `port` (the build has one API address). */
async function onInstance(context, port) {
  await context.route(`http://127.0.0.1:${apiPort}/**`, (route) => {
    const url = new URL(route.request().url());
    url.port = String(port);
    return route.continue({ url: url.toString() });
  });
}

/** Milliseconds until `locator` is on screen (fails after SHOWS_WITHIN_MS). */
async function timeUntilShown(locator) {
  const from = Date.now();
  await locator.waitFor({ timeout: SHOWS_WITHIN_MS });
  return Date.now() - from;
}

const postgresUp = await reachable(POSTGRES);
if (!postgresUp && process.env.CI) throw new Error(`PostgreSQL is not reachable at ${POSTGRES}`);

describe(
  'two people on two instances of one database, live',
  { skip: !postgresUp && 'PostgreSQL is not running' },
  () => {
    const database = `e2e_team_${stamp}`;
    let databaseUrl;
    let dataDir;
    let browser;
    const servers = [];
    let a;
    let b;

    before(async () => {
      const admin = new pg.Client({ connectionString: POSTGRES });
      await admin.connect();
      await admin.query(`create database ${database}`);
      await admin.end();
      const url = new URL(POSTGRES);
      url.pathname = `/${database}`;
      databaseUrl = url.toString();
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shreyu-e2e-team-'));
      const common = {
        dataDir,
        corsOrigin: process.env.E2E_WEB_ORIGIN,
        databaseUrl,
      };
      servers.push(
        await startApiServer({
          ...common,
          port: apiPort,
          label: 'e2e-team A',
          env: { MIGRATE_ON_START: 'true' },
        }),
      );
      servers.push(await startApiServer({ ...common, port: portB, label: 'e2e-team B' }));
      browser = await launchBrowser();
    });
    after(async () => {
      await a?.context.close();
      await b?.context.close();
      await browser?.close();
      for (const server of servers) await server.stop();
      const admin = new pg.Client({ connectionString: POSTGRES });
      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('A (an Admin) and B (a member) sign up; each signs in on their own instance', async () => {
      await register(browser, A);
      await register(browser, B);
      assert.equal(await grantAdmin(A.email), 0, 'grant-admin for A');
      a = await device(browser, A);
      b = await device(browser, B);
      await onInstance(b.context, portB);
    });

    it('A moves a kanban card: B sees it move without reloading', async () => {
      await a.page.goto(appUrl('apps/tasks/kanban'));
      await b.page.goto(appUrl('apps/tasks/kanban'));
      const title = 'Draft the sprint review notes';
      await column(a.page, 'To do').getByText(title).waitFor({ timeout: 30000 });
      await column(b.page, 'To do').getByText(title).waitFor({ timeout: 30000 });

      await a.page.getByRole('button', { name: `Move ${title}` }).focus();
      await a.page.keyboard.press('Space');
      await a.page.keyboard.press('ArrowRight');
      await column(a.page, 'In progress').getByText(title).first().waitFor();
      const moved = a.page.waitForResponse(
        (r) => r.url().includes('/api/tasks') && r.request().method() === 'POST',
      );
      await a.page.keyboard.press('Space');
      assert.ok((await moved).ok(), 'the move was saved');
      const took = await timeUntilShown(column(b.page, 'In progress').getByText(title));
      console.log(`team-live: B saw the card move ${took} ms after A's move was saved`);
      await screenshot(b.page, 'team-kanban-b-desktop-light');
    });

    it('A adds a calendar event: B sees it without reloading', async () => {
      await a.page.goto(appUrl('apps/calendar'));
      await b.page.goto(appUrl('apps/calendar'));
      await b.page.getByRole('button', { name: 'Add event' }).waitFor({ timeout: 30000 });
      const name = `Team review ${stamp}`;
      await a.page.getByRole('button', { name: 'Add event' }).click();
      const dialog = a.page.getByRole('dialog', { name: 'New event' });
      await dialog.getByLabel('Event name').fill(name);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      const took = await timeUntilShown(b.page.getByText(name).first());
      console.log(`team-live: B saw the new event ${took} ms after A saved it`);
    });

    it("B's network drops for 10 s while A works: B's board catches up when it returns", async () => {
      await a.page.goto(appUrl('apps/tasks/kanban'));
      await b.page.goto(appUrl('apps/tasks/kanban'));
      const title = 'Fix the sidebar collapse on tablets';
      await b.page.getByRole('list', { name: 'Review', exact: true }).waitFor({ timeout: 30000 });
      const from = await a.page
        .getByRole('list', { name: /^(To do|In progress|Review|Done)$/ })
        .filter({ hasText: title })
        .getAttribute('aria-label');
      assert.ok(from, `the seeded card "${title}" is on A's board`);
      const target = from === 'Done' ? 'To do' : 'Done';

      await b.context.setOffline(true);
      // The drop the issue names: long enough for the stream to notice and pause.
      await b.page.waitForTimeout(10_000);
      await a.page.getByRole('button', { name: `Move ${title}` }).focus();
      await a.page.keyboard.press('Space');
      const order = ['To do', 'In progress', 'Review', 'Done'];
      const steps = order.indexOf(target) - order.indexOf(from);
      for (let i = 0; i < Math.abs(steps); i += 1)
        await a.page.keyboard.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
      await column(a.page, target).getByText(title).first().waitFor();
      const moved = a.page.waitForResponse(
        (r) => r.url().includes('/api/tasks') && r.request().method() === 'POST',
      );
      await a.page.keyboard.press('Space');
      assert.ok((await moved).ok(), 'the move was saved');
      // Dropped: the dragged copy goes, the card stays in its new column.
      await a.page.locator('.kanban-card[data-dnd-dragging="true"]').waitFor({ state: 'detached' });
      await column(a.page, target).getByText(title).waitFor();
      await column(b.page, from).getByText(title).waitFor();
      await b.context.setOffline(false);
      const took = await timeUntilShown(column(b.page, target).getByText(title));
      console.log(`team-live: B caught up ${took} ms after coming back online`);
    });
    it('A and B chat both ways, live, with read receipts', async () => {
      await a.page.goto(appUrl('apps/chat'));
      await b.page.goto(appUrl('apps/chat'));
      await b.page.getByRole('button', { name: 'New conversation' }).waitFor({ timeout: 30000 });
      await a.page.getByRole('button', { name: 'New conversation' }).click();
      const dialog = a.page.getByRole('dialog', { name: 'New conversation' });
      await dialog.getByRole('checkbox', { name: new RegExp(B.name) }).check();
      await dialog.getByRole('button', { name: 'Start chat' }).click();
      await dialog.waitFor({ state: 'detached' });
      const boxA = a.page.getByRole('textbox', { name: 'Message' });
      await boxA.fill(`Hello B ${stamp}`);
      await boxA.press('Enter');

      const fromA = b.page.getByRole('region', { name: `Messages with ${A.name}` });
      const took = await timeUntilShown(fromA.getByText(`Hello B ${stamp}`));
      console.log(`team-live: B saw A's message ${took} ms after it was sent`);
      const boxB = b.page.getByRole('textbox', { name: 'Message' });
      await boxB.fill(`Hello A ${stamp}`);
      await boxB.press('Enter');

      const withB = a.page.getByRole('region', { name: `Messages with ${B.name}` });
      await timeUntilShown(withB.getByText(`Hello A ${stamp}`));
      // B has read A's message: A's screen says so under it, with no reload.
      await timeUntilShown(withB.getByText('Seen', { exact: true }));
      await screenshot(a.page, 'team-chat-a-desktop-light');
      await screenshot(b.page, 'team-chat-b-desktop-light');
    });

    it('A and B edit one task: the second is told who changed it, and loses nothing', async () => {
      const title = `Team conflict ${stamp}`;
      await a.page.goto(appUrl('apps/tasks/list'));
      await b.page.goto(appUrl('apps/tasks/list'));
      await b.page.getByLabel('New task title').waitFor({ timeout: 30000 });
      await a.page.getByLabel('New task title').fill(title);
      await a.page.getByRole('button', { name: 'Add task' }).click();
      // B's list shows the new task without a reload.
      await timeUntilShown(b.page.getByRole('button', { name: title }));
      await a.page.getByRole('button', { name: title }).click();
      // A's task: B may change it once it is B's to do (creator, assignee and Admins may).
      const panelA = a.page.locator('section[aria-labelledby="task-panel-title"]');
      const assigned = a.page.waitForResponse(
        (r) => r.url().includes('/api/tasks/') && r.request().method() === 'PATCH',
      );
      await panelA.getByLabel('Assignee').selectOption({ label: B.name });
      assert.equal((await assigned).status(), 200, 'the task is assigned to B');
      await b.page.getByRole('button', { name: title }).click();
      const titleOf = (page) =>
        page
          .locator('section[aria-labelledby="task-panel-title"]')
          .getByLabel('Title', { exact: true });
      const fieldA = titleOf(a.page);
      const fieldB = titleOf(b.page);
      await fieldA.waitFor();
      await fieldB.waitFor();

      // B starts typing; A saves first.
      await fieldB.fill(`${title} (B)`);
      await fieldA.fill(`${title} (A)`);
      const savedA = a.page.waitForResponse(
        (r) => r.url().includes('/api/tasks/') && r.request().method() === 'PATCH',
      );
      await fieldA.press('Enter');
      assert.equal((await savedA).status(), 200, "A's change was saved");

      // B saves on the version B saw: refused, told, and B's words are still there.
      const refused = b.page.waitForResponse(
        (r) => r.url().includes('/api/tasks/') && r.request().method() === 'PATCH',
      );
      await fieldB.press('Enter');
      assert.equal((await refused).status(), 409, "B's stale change is refused");
      const alert = b.page.getByRole('alert').filter({ hasText: 'changed by' });
      await alert.waitFor();
      assert.match(await alert.innerText(), new RegExp(A.name));
      assert.equal(await fieldB.inputValue(), `${title} (B)`, 'nothing B typed is lost');
      await screenshot(b.page, 'team-task-conflict-b');

      const applied = b.page.waitForResponse(
        (r) => r.url().includes('/api/tasks/') && r.request().method() === 'PATCH',
      );
      await b.page.getByRole('button', { name: 'Apply mine again' }).click();
      assert.equal((await applied).status(), 200, "B's change applied on A's version");
      // A's screen shows B's title, live.
      await timeUntilShown(a.page.getByRole('button', { name: `${title} (B)` }));
    });
  },
);
