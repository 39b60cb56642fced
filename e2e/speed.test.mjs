// The sign-in pages paint from the prerendered HTML and never wait for the demo worker or
// the auth state; a signed-in visitor is still sent on. Chromium on the production build.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleNames } from '../scripts/budgets.mjs';
import {
  appUrl,
  BASE_URL,
  DEMO_ADMIN,
  launchBrowser,
  newPage,
  until,
  withSignedInPage,
  networkSettled,
} from './lib.mjs';

const base = new URL(BASE_URL).pathname; // /shreyu/react/
const pathOf = (page) => new URL(page.url()).pathname.slice(base.length - 1);
const DASHBOARD = '/dashboard/ecommerce';

/**
 * The script files that hold react-bootstrap's Dropdown in the build under test (its webpack
 * stats, as e2e/run.mjs finds the build): wherever the chunking put it, not a file name.
 */
function dropdownFiles() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const build = path.resolve(here, '..', process.env.BUILD_DIR ?? 'build');
  const stats = JSON.parse(fs.readFileSync(path.join(build, '.webpack-stats.json'), 'utf8'));
  return stats.chunks
    .filter((chunk) =>
      moduleNames(chunk).some((name) => name.includes('react-bootstrap/esm/Dropdown.js')),
    )
    .flatMap((chunk) => chunk.files.filter((file) => file.endsWith('.js')));
}

/** Holds the requests matching `pattern` until `open()` is called. */
async function gate(page, pattern) {
  let open;
  const opened = new Promise((resolve) => (open = resolve));
  const held = [];
  await page.route(pattern, async (route) => {
    held.push(route.request().url());
    await opened;
    await route.continue();
  });
  return { open: () => open(), held };
}

/** True once React has taken the element over (hydrated or rendered it). */
const ownedByReact = (page, selector) =>
  page.waitForFunction(
    (s) => {
      const el = document.querySelector(s);
      return el != null && Object.keys(el).some((key) => key.startsWith('__react'));
    },
    selector,
    { timeout: 20000 },
  );

describe('sign-in page speed', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('a cold visit on a slow demo worker: the form shows and takes typing before any script, keeps it through hydration, then signs in', async () => {
    const { context, page, errors } = await newPage(browser);
    try {
      // No script at all at first; then the app but not the demo backend (the worker).
      const scripts = await gate(page, /\/static\/js\/(?!.*demo-backend)/);
      const worker = await gate(page, /demo-backend/);
      await page.goto(appUrl('auth/login?scenario=auth-slow'), { waitUntil: 'commit' });
      await page.getByRole('heading', { name: 'Welcome back!' }).waitFor({ timeout: 10000 });
      assert.equal(await page.locator('#root').getAttribute('data-prerendered'), '/auth/login');
      await page.getByLabel('Email address').fill(DEMO_ADMIN.email);
      // The scripts are asked for once the form has painted, and held: nothing ran meanwhile.
      await until(() => scripts.held.length > 0, 'scripts asked for', { timeout: 5000 }).catch(
        () => undefined, // the assertion below says so
      );
      assert.ok(scripts.held.length > 0, 'the scripts were held back while typing');
      assert.equal(await page.getByLabel('Email address').inputValue(), DEMO_ADMIN.email);

      scripts.open();
      await ownedByReact(page, 'form input[name="email"]');
      await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
      assert.equal(await page.getByLabel('Email address').inputValue(), DEMO_ADMIN.email);
      assert.equal(
        await page.evaluate(() => navigator.serviceWorker.controller),
        null,
        'the demo worker is not running yet',
      );

      worker.open();
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL((url) => url.pathname.endsWith(DASHBOARD), { timeout: 30000 });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('a submit before the app has taken the form over: no fields in the URL; sent again once it has, with what the visitor chose', async () => {
    const { context, page, errors } = await newPage(browser);
    try {
      const scripts = await gate(page, /\/static\/js\//);
      await page.goto(appUrl('auth/login'), { waitUntil: 'commit' });
      await page.getByLabel('Email address').fill(DEMO_ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
      await page.getByLabel('Remember me').uncheck();
      await page.getByLabel('Password', { exact: true }).press('Enter');
      assert.ok(!page.url().includes('password'), page.url());
      assert.ok(pathOf(page).endsWith('/auth/login'), 'still on the page, nothing posted');

      scripts.open();
      await page.waitForURL((url) => url.pathname.endsWith(DASHBOARD), { timeout: 30000 });
      // Remember me was unticked before React owned the box: the session lasts this tab only.
      const sessions = await page.evaluate(() =>
        [localStorage, sessionStorage].map(
          (area) => Object.keys(area).filter((k) => k.startsWith('firebase:authUser:')).length,
        ),
      );
      assert.deepEqual(sessions, [0, 1]);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('a signed-in visitor who opens the login page is sent on (to redirectTo, else the dashboard)', async () => {
    await withSignedInPage(browser, async ({ page, errors }) => {
      await page.goto(appUrl('auth/login'));
      await page.waitForURL((url) => url.pathname.endsWith(DASHBOARD), { timeout: 20000 });
      await page.goto(appUrl(`auth/login?redirectTo=${encodeURIComponent('/pages/profile')}`));
      await page.waitForURL((url) => url.pathname.endsWith('/pages/profile'), { timeout: 20000 });
      assert.equal(pathOf(page), '/pages/profile');
      assert.deepEqual(errors, []);
    });
  });

  it("the dashboard loads the menus' Dropdown only when a person comes to a menu; the keyboard opens it", async () => {
    const files = dropdownFiles();
    assert.ok(files.length > 0, 'the build has the Dropdown in a script file');
    await withSignedInPage(browser, async ({ page, errors }) => {
      const asked = [];
      page.on('request', (request) => {
        if (files.some((file) => request.url().endsWith(`/${file}`))) asked.push(request.url());
      });
      await page.goto(appUrl('dashboard/ecommerce'));
      await networkSettled(page);
      const toggle = page.getByRole('button', { name: `User menu for ${DEMO_ADMIN.name}` });
      await toggle.waitFor();
      assert.deepEqual(asked, [], 'no Dropdown code before anyone uses a menu');
      // Keyboard only: focus reaches the toggle, Enter opens the menu, the focus stays on it.
      await toggle.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('link', { name: 'My Account' }).waitFor();
      assert.ok(asked.length > 0, 'the Dropdown was loaded');
      assert.equal(new Set(asked).size, asked.length, 'the Dropdown was loaded once');
      const loaded = asked.length;
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      assert.ok(await toggle.evaluate((el) => el === document.activeElement));
      await page.keyboard.press('ArrowDown');
      assert.equal(
        await page.evaluate(() => document.activeElement?.textContent?.trim()),
        'My Account',
      );
      await page.keyboard.press('Escape');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      // The other menus use the code already loaded: a mouse click opens them at once.
      await page.getByRole('button', { name: /^Language: English/ }).click();
      await page.getByRole('button', { name: 'Italiano' }).waitFor();
      assert.equal(asked.length, loaded);
      assert.deepEqual(errors, []);
    });
  });

  for (const [route, heading] of [
    ['auth/forget-password', 'Reset your password'],
    ['auth/confirm', 'Check your inbox'],
    ['auth/lock-screen', 'Lock Screen'],
  ]) {
    it(`${route}: painted from the prerendered HTML before any script, then taken over without a hydration error`, async () => {
      const { context, page, errors } = await newPage(browser);
      try {
        const scripts = await gate(page, /\/static\/js\//);
        await page.goto(appUrl(route), { waitUntil: 'commit' });
        await page.getByRole('heading', { name: heading }).waitFor({ timeout: 10000 });
        assert.equal(await page.locator('#root').getAttribute('data-prerendered'), `/${route}`);
        const form = route === 'auth/forget-password';
        if (form) await page.getByLabel('Email address').fill(DEMO_ADMIN.email);
        scripts.open();
        await ownedByReact(page, form ? 'form input[name="email"]' : 'main.account-pages');
        if (form) {
          assert.equal(await page.getByLabel('Email address').inputValue(), DEMO_ADMIN.email);
          // What was typed before the scripts is what is sent; the confirmation names it, and
          // a reload of it (its address in the history entry, not in the prerendered markup)
          // renders afresh instead of mismatching.
          await page.getByRole('button', { name: 'Reset Password' }).click();
          await page.waitForURL((url) => url.pathname.endsWith('/auth/confirm'), {
            timeout: 20000,
          });
          await page.getByText(`If an account exists for ${DEMO_ADMIN.email}`).waitFor();
          await page.reload();
          await page.getByText(`If an account exists for ${DEMO_ADMIN.email}`).waitFor();
          await ownedByReact(page, 'main.account-pages');
        }
        assert.equal(await page.locator('main.account-pages').count(), 1);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  for (const [name, setup, heading] of [
    ['English, dark', { theme: 'dark' }, 'Create your account'],
    ['Italian', { language: 'it' }, 'Crea il tuo account'],
  ]) {
    it(`register page, ${name}: drawn without a hydration error`, async () => {
      const { context, page, errors } = await newPage(browser);
      try {
        await context.addInitScript(({ theme, language }) => {
          if (theme) localStorage.setItem('__SHREYU_REACT_CONFIG__', JSON.stringify({ theme }));
          if (language) localStorage.setItem('shreyu_language', language);
        }, setup);
        await page.goto(appUrl('auth/register'));
        await page.getByRole('heading', { name: heading }).waitFor({ timeout: 20000 });
        await ownedByReact(page, 'form input[name="email"]');
        // One form only: a fresh render replaced the prerendered markup, never added to it.
        assert.equal(await page.locator('form').count(), 1);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
});
