// Users and roles on the real server behind an emulator build: an Admin promotes a user who
// is signed in on another device, and that user gets the apps without signing out (the role
// guard refreshes the token, whose `role` claim the server set); the Admin disables them and
// their next request sends them to sign in, told why. Run by scripts/e2e-server.mjs.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appUrl, launchBrowser } from '../lib.mjs';
import { startApiServer } from '../../scripts/lib/apiServer.mjs';
import { device, grantAdmin, register } from './accounts.mjs';
const serverOptions = {
  port: Number(process.env.E2E_API_PORT),
  dataDir: process.env.E2E_SERVER_DATA_DIR,
  corsOrigin: process.env.E2E_WEB_ORIGIN,
  label: 'e2e-server-admin',
};
const stamp = Date.now();
const PASSWORD = 'Serv#2026pass';
const ADMIN = { email: `admin-${stamp}@shreyu.test`, password: PASSWORD, name: 'Server Admin' };
const MEMBER = { email: `member-${stamp}@shreyu.test`, password: PASSWORD, name: 'Server Member' };

/** Moves inside the app as a link would (no reload): the router follows the history. */
async function navigateInApp(page, route) {
  await page.evaluate(
    (to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    new URL(appUrl(route)).pathname,
  );
}

async function changeAccount(page, email, action, title) {
  await page.getByLabel('Search accounts').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: `${action} (${email})` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  return row;
}

describe('users and roles on the real server', () => {
  let browser;
  let server;
  let admin;
  let member;
  before(async () => {
    server = await startApiServer(serverOptions);
    browser = await launchBrowser();
    await register(browser, ADMIN);
    await register(browser, MEMBER);
    assert.equal(await grantAdmin(ADMIN.email), 0, 'grant-admin');
    admin = await device(browser, ADMIN);
    member = await device(browser, MEMBER);
  });
  after(async () => {
    await admin?.context.close();
    await member?.context.close();
    await browser?.close();
    await server?.stop();
  });

  it('a promoted user gets the Administration section without signing out', async () => {
    const menu = member.page.getByRole('navigation', { name: 'Main menu' });
    await menu.waitFor();
    assert.equal(await menu.getByText('Administration', { exact: true }).count(), 0);

    await admin.page.goto(appUrl('admin/users'));
    const row = await changeAccount(
      admin.page,
      MEMBER.email,
      'Make Admin',
      'Make this account an Admin?',
    );
    await row.getByRole('button', { name: `Make user (${MEMBER.email})` }).waitFor();
    await admin.page
      .getByRole('list', { name: 'Changes' })
      .getByText('Role: User → Admin')
      .waitFor();

    await navigateInApp(member.page, 'admin/users');
    await member.page.getByRole('heading', { level: 1, name: 'Users' }).waitFor({ timeout: 30000 });
    await menu.getByText('Administration', { exact: true }).waitFor();
  });

  it('a disabled user is sent to sign in, told why', async () => {
    const row = await changeAccount(admin.page, MEMBER.email, 'Disable', 'Disable this account?');
    await row.getByText('Disabled').waitFor();
    await navigateInApp(member.page, 'apps/projects/list');
    await member.page.waitForURL((url) => url.pathname.endsWith('/auth/login'), {
      timeout: 30000,
    });
    await member.page.getByText('Your account has been disabled.').waitFor();
  });

  it('the last active Admin cannot be removed; every change is in the audit list', async () => {
    // The member is an Admin but disabled: the Admin who signed in is the last active one.
    const mine = await changeAccount(admin.page, ADMIN.email, 'Make user', 'Remove Admin rights?');
    await mine
      .getByRole('alert')
      .filter({ hasText: 'This is the last active Admin: make another account an Admin first.' })
      .waitFor();
    await mine.getByRole('button', { name: `Make user (${ADMIN.email})` }).waitFor();
    const audit = admin.page.getByRole('list', { name: 'Changes' });
    await audit.getByText('Status: Active → Disabled').waitFor();
    const entries = await audit.getByRole('listitem').allInnerTexts();
    assert.equal(entries.length, 2, entries.join(' | '));
    assert.match(entries[0], /Status: Active → Disabled/);
    assert.match(entries[1], /Role: User → Admin/);
    for (const entry of entries) {
      assert.match(entry, new RegExp(MEMBER.email.replace(/[.]/g, '\\.')));
      assert.match(entry, new RegExp(`By ${ADMIN.email.replace(/[.]/g, '\\.')}`));
    }
  });
});
