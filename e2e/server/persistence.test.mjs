// The real server behind an emulator build: what account A makes through the UI is kept by
// the server (another device sees it, a restart keeps it) and account B never sees it.
// Run by scripts/e2e-server.mjs, which serves the build and the Auth emulator; this file
// starts, restarts and stops the server itself.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appUrl, launchBrowser, newPage, screenshot, signIn } from '../lib.mjs';
import { AUTH_EMULATOR_HOST, EMULATOR_PROJECT } from '../../scripts/lib/authEmulator.mjs';
import { startApiServer } from '../../scripts/lib/apiServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
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

/** Registers through the sign-up page; the account starts as a plain user. */
async function register(browser, account) {
  const { context, page } = await newPage(browser);
  try {
    await page.goto(appUrl('auth/register'));
    await page.getByLabel('Full name').fill(account.name);
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/dashboard/ecommerce'), {
      timeout: 30000,
    });
  } finally {
    await context.close();
  }
}

/** The grant-admin code path (`npm run server:grant-admin`) against the Auth emulator. */
function grantAdmin(email) {
  const child = spawn(
    process.execPath,
    [path.join(root, 'build-server', 'grantAdmin.mjs'), email],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        FIREBASE_PROJECT_ID: EMULATOR_PROJECT,
        FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
      },
    },
  );
  return new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
}

/**
 * This machine has no Firestore emulator (it needs Java 21): the profile read
 * (src/services/firebase/profileRest.ts, `:batchGet` on the emulator host of the build,
 * 127.0.0.1:8080) is answered here with the profile registration writes, `userRole: 'user'`.
 * The app must still show the Admin's apps: it takes the role from the ID token's `role`
 * claim (set by grant-admin above) when there is one, as the server does.
 */
async function userProfile(context, account) {
  await context.route('http://127.0.0.1:8080/**', (route) => {
    if (!route.request().url().endsWith(':batchGet'))
      return route.fulfill({ status: 200, json: {} });
    const fields = {
      name: { stringValue: account.name },
      email: { stringValue: account.email },
      userRole: { stringValue: 'user' },
    };
    return route.fulfill({
      status: 200,
      headers: { 'access-control-allow-origin': '*' },
      json: [{ found: { name: 'users/profile', fields } }],
    });
  });
}

/** A fresh context (another device) signed in as `account` (an Admin by its token's claim). */
async function device(browser, account) {
  const opened = await newPage(browser);
  await userProfile(opened.context, account);
  await signIn(opened.page, account);
  return opened;
}

/** Waits until the page's requests have settled, so an absent item is really absent. */
async function settled(page) {
  await page.waitForLoadState('networkidle', { timeout: 30000 });
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
const NONE = { project: false, task: false, event: false, file: false, apiFailures: [] };

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

  it('two accounts sign up and are made Admin (the apps are Admin-only)', async () => {
    await register(browser, A);
    await register(browser, B);
    assert.equal(await grantAdmin(A.email), 0, 'grant-admin for A');
    assert.equal(await grantAdmin(B.email), 0, 'grant-admin for B');
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

  it('B (another Admin) sees none of them', async () => {
    const { context, page } = await device(browser, B);
    try {
      assert.deepEqual(await visibleItems(page), NONE);
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
