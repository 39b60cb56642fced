// The real server behind an emulator build: what account A makes through the UI is kept by
// the server (another device sees it, a restart keeps it), and B, another member of the
// workspace who is no Admin, sees it too (projects, tasks, calendar and files are shared).
// Run by scripts/e2e-server.mjs, which serves the build and the Auth emulator; this file
// starts, restarts and stops the server itself.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appUrl, launchBrowser, screenshot, networkSettled } from '../lib.mjs';
import { startApiServer } from '../../scripts/lib/apiServer.mjs';
import { device, grantAdmin, register } from './accounts.mjs';
const serverOptions = {
  port: Number(process.env.E2E_API_PORT),
  dataDir: process.env.E2E_SERVER_DATA_DIR,
  corsOrigin: process.env.E2E_WEB_ORIGIN,
  label: 'e2e-server',
};
const stamp = Date.now();
const PASSWORD = 'Serv#2026pass';
const A = { email: `a-${stamp}@shreyu.test`, password: PASSWORD, name: 'Server Person A' };
const B = { email: `b-${stamp}@shreyu.test`, password: PASSWORD, name: 'Server Person B' };
const ITEMS = {
  project: `E2E server project ${stamp}`,
  task: `E2E server task ${stamp}`,
  event: `E2E server event ${stamp}`,
  file: `e2e-server-${stamp}.pdf`,
};

/** Waits until the page's requests have settled, so an absent item is really absent. */
async function settled(page) {
  await networkSettled(page);
}

/**
 * Opens each app and reports which of the four items it shows, and `apiFailures`: the
 * server's answers of 400 and above on the way (so "absent" cannot mean "failed to load").
 */
async function visibleItems(page) {
  const seen = {};
  const failures = [];
  const onResponse = (response) => {
    const url = new URL(response.url());
    if (url.port === String(serverOptions.port) && response.status() >= 400)
      failures.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
  };
  page.on('response', onResponse);
  await page.goto(appUrl('apps/projects/list'));
  await page.getByRole('button', { name: 'Create project' }).waitFor({ timeout: 30000 });
  await settled(page);
  seen.project = (await page.getByRole('link', { name: ITEMS.project }).count()) > 0;

  await page.goto(appUrl('apps/tasks/list'));
  await page.getByLabel('New task title').waitFor({ timeout: 30000 });
  await settled(page);
  seen.task = (await page.getByText(ITEMS.task).count()) > 0;

  await page.goto(appUrl('apps/calendar'));
  await page.getByRole('button', { name: 'Add event' }).waitFor({ timeout: 30000 });
  await settled(page);
  seen.event = (await page.getByText(ITEMS.event).count()) > 0;

  await page.goto(appUrl('apps/file-manager'));
  await page.getByRole('button', { name: 'Upload files' }).waitFor({ timeout: 30000 });
  await settled(page);
  seen.file = (await page.getByText(ITEMS.file).count()) > 0;
  page.off('response', onResponse);
  seen.apiFailures = failures;
  return seen;
}

const ALL = { project: true, task: true, event: true, file: true, apiFailures: [] };

describe('the real server behind an emulator build', () => {
  let browser;
  let server;
  before(async () => {
    server = await startApiServer(serverOptions);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('two accounts sign up; A is made Admin, B stays a member', async () => {
    await register(browser, A);
    await register(browser, B);
    assert.equal(await grantAdmin(A.email), 0, 'grant-admin for A');
  });

  it('A creates a project, a task, a calendar event and uploads a file through the UI', async () => {
    const { context, page } = await device(browser, A);
    try {
      await page.goto(appUrl('apps/projects/list'));
      await page.getByRole('button', { name: 'Create project' }).click();
      const projectDialog = page.getByRole('dialog', { name: 'Create project' });
      await projectDialog.getByLabel('Name').fill(ITEMS.project);
      await projectDialog.getByLabel('Budget (USD)').fill('2500');
      await projectDialog.getByRole('button', { name: 'Create' }).click();
      await page.getByRole('link', { name: ITEMS.project }).waitFor({ timeout: 30000 });

      await page.goto(appUrl('apps/tasks/list'));
      await page.getByLabel('New task title').fill(ITEMS.task);
      await page.getByRole('button', { name: 'Add task' }).click();
      await page.getByText(ITEMS.task).first().waitFor({ timeout: 30000 });

      await page.goto(appUrl('apps/calendar'));
      await page.getByRole('button', { name: 'Add event' }).click();
      const eventDialog = page.getByRole('dialog', { name: 'New event' });
      await eventDialog.getByLabel('Event name').fill(ITEMS.event);
      await eventDialog.getByRole('button', { name: 'Save' }).click();
      await eventDialog.waitFor({ state: 'detached' });
      await page.getByText(ITEMS.event).first().waitFor({ timeout: 30000 });

      await page.goto(appUrl('apps/file-manager'));
      await page.getByRole('button', { name: 'Upload files' }).waitFor({ timeout: 30000 });
      const bytes = Buffer.from(Array.from({ length: 20_000 }, (_, i) => (i * 7919) % 256));
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: ITEMS.file, mimeType: 'application/pdf', buffer: bytes });
      await page.getByText('Uploaded.').waitFor({ timeout: 30000 });
      await settled(page);
      assert.deepEqual(await visibleItems(page), ALL, 'A sees what A just made');
    } finally {
      await context.close();
    }
  });

  it('another device signed in as A sees all four', async () => {
    const { context, page } = await device(browser, A);
    try {
      assert.deepEqual(await visibleItems(page), ALL);
      await screenshot(page, 'server-file-manager-a');
    } finally {
      await context.close();
    }
  });

  it('B (a member, not an Admin) sees all four: the workspace is shared', async () => {
    const { context, page } = await device(browser, B);
    try {
      assert.deepEqual(await visibleItems(page), ALL);
    } finally {
      await context.close();
    }
  });

  it('after the server restarts on the same data directory, A still sees all four', async () => {
    await server.stop();
    server = await startApiServer(serverOptions);
    const { context, page } = await device(browser, A);
    try {
      assert.deepEqual(await visibleItems(page), ALL);
    } finally {
      await context.close();
    }
  });
});
