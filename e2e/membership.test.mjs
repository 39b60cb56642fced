// Who gets in, in Chromium against the demo backend (issue 49): an address of another domain
// registers, verifies it through the demo outbox, lands on the waiting page and asks to join;
// the demo Admin, in another tab of the same browser (the demo's accounts live in its
// storage), accepts it on the users page; the first tab turns into the dashboard without a
// reload. Then the Admin invites an address. axe on the waiting page and the users page's
// access card, light and dark; screenshots (light, dark, RTL, phone) into a temporary folder.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  appUrl,
  axeViolations,
  DEMO_ADMIN,
  launchBrowser,
  newPage,
  signIn,
  waitForStill,
} from './lib.mjs';

const SHOTS = fs.mkdtempSync(path.join(os.tmpdir(), 'membership-'));
const STRANGER = { name: 'Sam Stranger', email: 'sam@elsewhere.example', password: 'far-away-42' };

async function shot(page, name) {
  await waitForStill(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The same page in the other theme (axe again, on `include` when given) and direction, and on a phone, then back. */
async function shots(page, name, include) {
  await shot(page, `${name}-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => document.documentElement.setAttribute('data-bs-theme', 'dark'));
  // The page's own part (the frame's dark theme is the layout tests' to audit).
  assert.deepEqual(await axeViolations(page, include ? { include } : {}), []);
  await shot(page, `${name}-dark`);
  await page.evaluate(() => {
    document.documentElement.setAttribute('data-bs-theme', 'light');
    document.documentElement.setAttribute('dir', 'rtl');
  });
  await shot(page, `${name}-rtl`);
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'ltr'));
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-phone`);
  if (size) await page.setViewportSize(size);
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('who gets in (demo build)', () => {
  let browser;
  let context;
  let stranger;
  let admin;
  before(async () => {
    browser = await launchBrowser();
    ({ context, page: stranger } = await newPage(browser));
    console.log(`membership screenshots: ${SHOTS}`);
  });
  after(async () => {
    await context?.close();
    await browser?.close();
  });

  it('a stranger registers, verifies the address from the outbox and waits for access', async () => {
    await stranger.goto(appUrl('auth/register'));
    await stranger.getByLabel('Full name').fill(STRANGER.name);
    await stranger.getByLabel('Email address').fill(STRANGER.email);
    await stranger.getByLabel('Password', { exact: true }).fill(STRANGER.password);
    await stranger.getByLabel('Confirm password').fill(STRANGER.password);
    await stranger.getByLabel('I accept the Terms and Conditions').check();
    await stranger.getByRole('button', { name: 'Sign Up' }).click();
    await stranger.waitForURL((url) => url.pathname.endsWith('/auth/confirm'), { timeout: 30000 });
    await stranger.getByRole('link', { name: 'Open the demo outbox' }).click();
    const mail = stranger.getByRole('listitem').filter({ hasText: 'Confirm your e-mail address' });
    await mail.getByRole('link', { name: 'Open the link' }).first().click();
    await stranger.getByRole('heading', { name: 'Address confirmed' }).waitFor({ timeout: 30000 });
    await stranger.getByRole('link', { name: 'Continue' }).click();
    // The workspace refuses it (403 not_a_member): the waiting page, not an error page.
    await stranger.getByRole('heading', { name: 'Waiting for access' }).waitFor({ timeout: 30000 });
    assert.match(new URL(stranger.url()).pathname, /\/auth\/waiting$/);
    assert.deepEqual(await axeViolations(stranger), []);
    await shots(stranger, 'waiting-ask');
    await stranger.getByLabel('A note for the Admins (optional)').fill('Sam, from the agency');
    await stranger.getByRole('button', { name: 'Ask to join' }).click();
    await stranger.getByRole('heading', { name: 'An Admin has your request' }).waitFor();
    await shots(stranger, 'waiting-pending');
    // Registration keeps the session for the whole browser; signed in again without
    // "Remember me", it is this tab's only, and the other tab can be the Admin's.
    await stranger.getByRole('link', { name: 'Sign out' }).click();
    await stranger.getByRole('heading', { name: 'See you again!' }).waitFor();
    await stranger.goto(appUrl('auth/login'));
    await stranger.getByLabel('Email address').fill(STRANGER.email);
    await stranger.getByLabel('Password', { exact: true }).fill(STRANGER.password);
    await stranger.getByLabel('Remember me').uncheck();
    await stranger.getByRole('button', { name: 'Log In' }).click();
    await stranger.getByRole('heading', { name: 'An Admin has your request' }).waitFor({
      timeout: 30000,
    });
  });

  it('the Admin accepts the request in another tab; the waiting page becomes the dashboard', async () => {
    admin = await context.newPage();
    await signIn(admin, DEMO_ADMIN);
    await admin.goto(appUrl('admin/users'));
    const requests = admin.getByRole('region', { name: /Requests to join/ });
    await requests
      .getByText(STRANGER.name, { exact: true })
      .waitFor({ timeout: 30000 })
      .catch(async (error) => {
        await admin.screenshot({ path: path.join(SHOTS, 'failed.png'), fullPage: true });
        throw error;
      });
    await requests.getByText('Sam, from the agency').waitFor();
    assert.deepEqual(await axeViolations(admin, { include: ['.card:has(#access-requests)'] }), []);
    await shots(admin, 'users-requests', ['.card:has(#access-requests)']);
    await requests.getByRole('button', { name: `Accept (${STRANGER.name})` }).click();
    await requests.getByText('No request is waiting.').waitFor();
    await stranger.bringToFront();
    await stranger.waitForURL((url) => url.pathname.endsWith('/dashboard/ecommerce'), {
      timeout: 20000,
    });
  });

  it('the Admin invites an address: the link to send, how its e-mail went', async () => {
    await admin.bringToFront();
    await admin.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite to the workspace' });
    await dialog.getByLabel('E-mail address').fill('new.colleague@example.com');
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    await dialog.getByText('An e-mail with the link went to them.').waitFor();
    const link = await dialog.getByLabel('Invitation link').inputValue();
    assert.match(link, /\/auth\/register\?invite=.+&email=new\.colleague%40example\.com$/);
    assert.deepEqual(await axeViolations(admin, { include: ['.modal'] }), []);
    await shots(admin, 'users-invite', ['.modal']);
  });
});
