// Users and roles in Chromium against the demo backend (one browser context plays both people
// in turn: the demo's accounts live in its storage). An Admin finds an account by search and
// promotes it (the confirmation names it), the audit list shows the change; the promoted
// account signs in and has the apps; the Admin's self-demotion and the last-Admin refusal
// show their messages; restored. axe light and dark, keyboard, and screenshots (light, dark,
// RTL, phone, wide) into a temporary folder.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  appUrl,
  axeViolations,
  DEMO_ADMIN,
  DEMO_USER,
  launchBrowser,
  openSignedInPage,
  signIn,
  waitForStill,
} from './lib.mjs';

const KEY = '__SHREYU_REACT_CONFIG__';
const ROUTE = 'admin/users';
const SHOTS = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-users-'));

async function settle(page) {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, {
    timeout: 15000,
  });
  await waitForStill(page);
}

async function shot(page, name) {
  const file = path.join(SHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** The top bar is shared chrome, audited by the layout's tests. */
const axe = (page) => axeViolations(page, { exclude: ['.navbar-custom'] });

const accounts = (page) => page.getByRole('table', { name: /accounts?$/ });
const rowOf = (page, email) => accounts(page).getByRole('row').filter({ hasText: email });

/** Opens the row's change, checks the dialog names the account, and confirms. */
async function change(page, email, action, title, { names } = {}) {
  await rowOf(page, email)
    .getByRole('button', { name: `${action} (${email})` })
    .click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  if (names) assert.match(await dialog.innerText(), new RegExp(names.replace(/[()]/g, '\\$&')));
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function signOut(page) {
  await page.goto(appUrl('auth/logout'));
  await page.getByRole('heading', { name: 'See you again!' }).waitFor();
  await page.goto(appUrl('auth/login'));
  await page.getByRole('button', { name: 'Log In' }).waitFor();
}

describe('users and roles (demo build)', () => {
  let browser;
  let context;
  let page;
  let errors;
  before(async () => {
    browser = await launchBrowser();
    ({ context, page, errors } = await openSignedInPage(browser));
    console.log(`admin-users screenshots: ${SHOTS}`);
  });
  after(async () => {
    await context?.close();
    await browser?.close();
  });

  it('an Admin finds the account by search and promotes it; the audit list shows the change', async () => {
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByText('Administration').waitFor();
    await menu.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await settle(page);
    await page
      .getByRole('list', { name: 'Changes' })
      .or(page.getByText('No change has been made yet.'))
      .first()
      .waitFor();

    await page.getByLabel('Search accounts').fill('demo user');
    await page.waitForFunction(
      () => document.querySelectorAll('table tbody tr').length === 1,
      null,
      { timeout: 10000 },
    );
    const row = rowOf(page, DEMO_USER.email);
    assert.match(await row.innerText(), /User/);
    await change(page, DEMO_USER.email, 'Make Admin', 'Make this account an Admin?', {
      names: `${DEMO_USER.name} (${DEMO_USER.email})`,
    });
    await row.getByRole('button', { name: `Make user (${DEMO_USER.email})` }).waitFor();
    const audit = page.getByRole('list', { name: 'Changes' });
    await audit.getByText('Role: User → Admin').first().waitFor();
    assert.match(await audit.getByRole('listitem').first().innerText(), /user@shreyu\.test/);
    assert.match(await audit.getByRole('listitem').first().innerText(), /By admin@shreyu\.test/);
  });

  it('the promoted account signs in again and has the apps menu (and the users page)', async () => {
    await signOut(page);
    await signIn(page, DEMO_USER);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByText('Apps', { exact: true }).waitFor();
    await menu.getByText('Administration').waitFor();
    await page.goto(appUrl(ROUTE));
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
  });

  it("as Admin again: demoting oneself is refused with its message; the last Admin can't be removed; restored", async () => {
    await signOut(page);
    await signIn(page, { ...DEMO_ADMIN, redirectTo: `/${ROUTE}` });
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await settle(page);
    await change(page, DEMO_ADMIN.email, 'Make user', 'Remove Admin rights?');
    const mine = rowOf(page, DEMO_ADMIN.email);
    await mine
      .getByRole('alert')
      .filter({ hasText: 'You cannot remove your own Admin role: ask another Admin to do it.' })
      .waitFor();
    await mine.getByRole('button', { name: /^Dismiss/ }).click();

    // Restore: the promoted account goes back to user; now the Admin is the last one.
    await change(page, DEMO_USER.email, 'Make user', 'Remove Admin rights?', {
      names: `${DEMO_USER.name} (${DEMO_USER.email})`,
    });
    await rowOf(page, DEMO_USER.email)
      .getByRole('button', { name: `Make Admin (${DEMO_USER.email})` })
      .waitFor();
    await change(page, DEMO_ADMIN.email, 'Make user', 'Remove Admin rights?');
    await mine
      .getByRole('alert')
      .filter({ hasText: 'This is the last active Admin: make another account an Admin first.' })
      .waitFor();
    const audit = page.getByRole('list', { name: 'Changes' });
    await audit.getByText('Role: Admin → User').first().waitFor();
    assert.equal(await audit.getByRole('listitem').count(), 2);
  });

  it('keyboard: the controls are reached with Tab, with a visible focus, and a change is confirmed by keys', async () => {
    await page.goto(appUrl(ROUTE));
    await settle(page);
    const search = page.getByLabel('Search accounts');
    await search.focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      const style = getComputedStyle(el);
      return {
        label: el.labels?.[0]?.textContent ?? el.textContent,
        outline: style.outlineStyle !== 'none' || style.boxShadow !== 'none',
      };
    });
    assert.equal(focused.label, 'Sort by');
    assert.ok(focused.outline, 'the focused control shows its focus');
    const disable = rowOf(page, DEMO_USER.email).getByRole('button', {
      name: `Disable (${DEMO_USER.email})`,
    });
    await disable.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Disable this account?' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(
      await page.evaluate(() => document.activeElement?.textContent?.startsWith('Disable')),
      true,
      'the focus goes back to the button that opened the dialog',
    );
  });

  it('axe finds nothing serious, light and dark; screenshots light, dark, RTL, phone and wide', async () => {
    for (const theme of ['light', 'dark']) {
      await page.goto(appUrl(`${ROUTE}?layout_theme=${theme}`));
      await settle(page);
      assert.deepEqual(await axe(page), [], theme);
      await shot(page, `desktop-${theme}`);
    }
    await page.evaluate((key) => {
      const saved = JSON.parse(localStorage.getItem(key) ?? '{}');
      localStorage.setItem(key, JSON.stringify({ ...saved, dir: 'rtl' }));
    }, KEY);
    await page.goto(appUrl(ROUTE));
    await settle(page);
    assert.deepEqual(await axe(page), [], 'rtl');
    await shot(page, 'desktop-rtl');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(appUrl(ROUTE));
    await settle(page);
    await shot(page, 'phone-rtl');
    await page.evaluate((key) => localStorage.removeItem(key), KEY);
    for (const theme of ['light', 'dark']) {
      await page.goto(appUrl(`${ROUTE}?layout_theme=${theme}`));
      await settle(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.ok(overflow <= 0, `the phone page scrolls sideways by ${overflow} px (${theme})`);
      assert.deepEqual(await axe(page), [], `phone ${theme}`);
      await shot(page, `phone-${theme}`);
    }
    await page.setViewportSize({ width: 1920, height: 1000 });
    await page.goto(appUrl(ROUTE));
    await settle(page);
    await shot(page, 'wide-light');
    // The refusals asked for above (409) are the only failed requests the browser reports.
    assert.deepEqual(
      errors.filter((error) => !error.includes('status of 409 (Conflict)')),
      [],
    );
  });
});
