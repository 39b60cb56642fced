// The QA scenario switcher in Chromium: a scenario switched on in the panel changes the
// demo backend's answers at once (no reload), the button keeps a badge while it is on, and
// a build with a Firebase config carries none of it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  appUrl,
  axeViolations,
  launchBrowser,
  screenshot,
  withSignedInPage,
  networkSettled,
} from './lib.mjs';

const KEY = '__SHREYU_REACT_CONFIG__';
const DEFAULTS = {
  theme: 'light',
  dir: 'ltr',
  layoutType: 'vertical',
  mode: 'fluid',
  sidenav: { mode: 'default', position: 'fixed', theme: 'light' },
  topbarTheme: 'light',
};

/** Strings only the QA panel's code holds (src/mocks/qa). */
const MARKERS = ['qa-scenario-switcher', 'qa-panel-root', 'None (normal backend)'];

describe('QA scenario switcher', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('api-500 on in the panel: the stats widget fails with its retry; off: the retry succeeds; no reload', async () => {
    await withSignedInPage(browser, { redirectTo: '/pages/starter' }, async ({ page, errors }) => {
      await page.getByRole('heading', { name: 'Starter' }).first().waitFor();
      // Survives only as long as the page is not reloaded.
      await page.evaluate(() => {
        window.__qaNoReload = true;
      });

      const qa = page.getByRole('button', { name: 'QA scenarios', exact: true });
      await qa.click();
      const panel = page.getByRole('dialog', { name: 'QA scenarios' });
      await panel.waitFor();
      await panel.getByRole('group', { name: 'HTTP API (every endpoint)' }).waitFor();
      await panel.getByRole('radio', { name: 'api-500' }).check();
      await panel.getByRole('status').filter({ hasText: 'Scenario on: api-500' }).waitFor();
      assert.equal(
        await page.evaluate(() => sessionStorage.getItem('shreyu_msw_scenario')),
        'api-500',
      );
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      const badge = page.getByRole('button', { name: 'QA scenarios on: api-500' });
      await badge.waitFor();
      assert.ok(await badge.getByText('api-500').isVisible(), 'the badge names the scenario');
      assert.equal(await badge.evaluate((el) => el === document.activeElement), true);

      // To the dashboard inside the app (the logo link): the stats widget fails.
      await page.getByRole('link', { name: 'Shreyu home' }).first().click();
      // Every widget of the dashboard fails on its own; the stats widget is the first.
      const alerts = page
        .locator('main')
        .getByRole('alert')
        .filter({ hasText: 'Database unavailable' });
      const alert = alerts.first();
      await alert.waitFor({ timeout: 15000 });
      const failing = await alerts.count();
      await screenshot(page, 'qa-api-500-on', { fullPage: false });

      await badge.click();
      await panel.getByRole('radio', { name: 'None (normal backend)' }).check();
      await panel.getByRole('status').filter({ hasText: 'No scenario on' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'QA scenarios', exact: true }).waitFor();
      assert.equal(await page.evaluate(() => sessionStorage.getItem('shreyu_msw_scenario')), null);

      await alert.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { name: 'Today Revenue' }).waitFor();
      await page.waitForFunction(
        (expected) =>
          [...document.querySelectorAll('main [role="alert"]')].filter((el) =>
            el.textContent?.includes('Database unavailable'),
          ).length === expected,
        failing - 1,
      );
      assert.equal(await page.evaluate(() => window.__qaNoReload), true, 'no reload in between');
      // The browser logs the 500 answer it was told to expect; nothing else may go wrong.
      assert.deepEqual(
        errors.filter((e) => !/status of 500/.test(e)),
        [],
      );
    });
  });

  it('?scenario= and the panel agree; the panel reads well light, dark, RTL and on a phone', async () => {
    await withSignedInPage(
      browser,
      {
        redirectTo: '/pages/starter',
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
      },
      async ({ page, errors }) => {
        await page.goto(appUrl('pages/starter?scenario=api-slow'));
        const badge = page.getByRole('button', { name: 'QA scenarios on: api-slow' });
        await badge.waitFor();
        // The button leaves the page room below it: the footer is not covered, even on a phone.
        // (Scrolled once the page and the layout's lazy parts are all there.)
        await page.getByRole('heading', { level: 1, name: 'Starter' }).waitFor();
        await page.locator('footer').first().waitFor();
        await networkSettled(page);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForFunction(
          () =>
            Math.ceil(window.scrollY + window.innerHeight) >=
            document.documentElement.scrollHeight - 1,
        );
        const box = await badge.boundingBox();
        const footer = await page.locator('footer').first().boundingBox();
        assert.ok(
          footer.y + footer.height <= box.y + 1,
          `the footer ends above the button (${footer.y + footer.height} > ${box.y})`,
        );
        await screenshot(page, 'qa-phone-badge', { fullPage: false });
        await badge.click();
        const panel = page.getByRole('dialog', { name: 'QA scenarios' });
        assert.equal(await panel.getByRole('radio', { name: 'api-slow' }).isChecked(), true);
        await screenshot(page, 'qa-phone-panel', { fullPage: false });
        await panel.getByRole('button', { name: 'Switch off' }).click();
        await panel.getByRole('status').filter({ hasText: 'No scenario on' }).waitFor();
        assert.equal(new URL(page.url()).searchParams.has('scenario'), false, 'the address agrees');

        for (const [theme, dir] of [
          ['light', 'ltr'],
          ['dark', 'ltr'],
          ['dark', 'rtl'],
        ]) {
          await page.setViewportSize({ width: 1366, height: 900 });
          await page.evaluate(
            ([key, value]) => window.localStorage.setItem(key, value),
            [KEY, JSON.stringify({ ...DEFAULTS, theme, dir })],
          );
          await page.goto(appUrl('pages/starter?scenario=api-500'));
          await page.getByRole('button', { name: 'QA scenarios on: api-500' }).click();
          await panel.getByRole('radio', { name: 'api-500' }).waitFor();
          await page.locator('.qa-panel.show:not(.showing)').waitFor(); // slid in
          const panelBox = await panel.boundingBox();
          if (dir === 'rtl') assert.ok(panelBox.x < 5, 'the panel opens on the left in RTL');
          else assert.ok(panelBox.x + panelBox.width > 1360, 'the panel opens on the right');
          assert.deepEqual(await axeViolations(page), [], `${theme} ${dir}`);
          await screenshot(page, `qa-panel-${theme}-${dir}`, { fullPage: false });
          await page.keyboard.press('Escape');
          await panel.waitFor({ state: 'hidden' });
          const toggle = page.getByRole('button', { name: 'QA scenarios on: api-500' });
          await toggle.waitFor();
          const t = await toggle.boundingBox();
          if (dir === 'rtl') assert.ok(t.x < 30, 'the button sits bottom-left in RTL');
          else assert.ok(t.x + t.width > 1330, 'the button sits bottom-right');
          await screenshot(page, `qa-badge-${theme}-${dir}`, { fullPage: false });
        }
        // api-500 fails every API call, the live stream's too (it retries, with backoff, and
        // the browser logs each 500): expected; nothing else may go wrong.
        assert.deepEqual(
          errors.filter((e) => !/status of 500 .*\/api\/events\)$/.test(e)),
          [],
        );
      },
    );
  });

  it('a build with a Firebase config carries no QA panel (QA_FIREBASE_BUILD=<dir>)', (t) => {
    const dir = process.env.QA_FIREBASE_BUILD;
    if (!dir) {
      t.skip('set QA_FIREBASE_BUILD to the output folder of a build with FIREBASE_* set');
      return;
    }
    const root = path.resolve(dir);
    const files = fs
      .readdirSync(root, { recursive: true })
      .map(String)
      .filter((name) => /\.(js|css|html)$/.test(name));
    assert.ok(
      files.some((name) => name.endsWith('.js')),
      `no scripts in ${root}`,
    );
    const found = files.filter((name) => {
      const text = fs.readFileSync(path.join(root, name), 'utf8');
      return MARKERS.some((marker) => text.includes(marker));
    });
    assert.deepEqual(found, []);
  });
});
