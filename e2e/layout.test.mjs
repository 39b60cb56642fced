// Layouts and theme settings in Chromium: every layout in light/dark and LTR/RTL, URL
// overrides, persistence across reloads and tabs, the mobile overlay menu at 991/992 px,
// and the auth layout's <body> class.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  appUrl,
  DEMO_ADMIN,
  DEMO_USER,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  waitForStill,
  withSignedInPage,
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

const attr = (page, name) => page.evaluate((n) => document.documentElement.getAttribute(n), name);
const saved = (page) => page.evaluate((key) => window.localStorage.getItem(key), KEY);

/** Saves settings as the app would and reloads, so the app starts with them. */
async function startWith(page, settings) {
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key, value),
    [KEY, JSON.stringify(settings)],
  );
  await page.reload();
  await page.locator('.navbar-custom .topbar').waitFor();
}

/** Waits until the lazy parts are in and the fonts and transitions have settled. */
async function settled(page) {
  await page.locator('.navbar-custom .topbar').waitFor();
  await page.locator('footer.footer span').first().waitFor();
  await waitForStill(page);
}

describe('layouts and theme settings', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('the auth layout adds its <body> class while shown and removes it on leaving', async () => {
    const { context, page, errors } = await newPage(browser);
    try {
      await page.goto(appUrl('auth/login'));
      await page.getByLabel('Email address').waitFor();
      assert.equal(
        await page.evaluate(() => document.body.classList.contains('authentication-bg')),
        true,
      );
      await signIn(page, DEMO_ADMIN);
      await page.locator('.navbar-custom .topbar').waitFor();
      assert.equal(
        await page.evaluate(() => document.body.classList.contains('authentication-bg')),
        false,
      );
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  for (const layoutType of ['vertical', 'horizontal', 'two-column']) {
    it(`${layoutType}: light and dark, left-to-right and right-to-left`, async () => {
      await withSignedInPage(
        browser,
        { redirectTo: '/dashboard/ecommerce' },
        async ({ page, errors }) => {
          for (const theme of ['light', 'dark']) {
            for (const dir of ['ltr', 'rtl']) {
              await startWith(page, { ...DEFAULTS, layoutType, theme, dir });
              await settled(page);
              assert.equal(await attr(page, 'data-layout-mode'), layoutType);
              assert.equal(await attr(page, 'data-bs-theme'), theme);
              assert.equal(await attr(page, 'dir'), dir);
              const menu = page.locator('#app-menu');
              await menu.waitFor();
              const box = await menu.boundingBox();
              const width = page.viewportSize().width;
              if (layoutType === 'horizontal') {
                assert.ok(box.width > width - 40, 'the menu bar spans the page');
              } else if (dir === 'rtl') {
                assert.ok(
                  box.x + box.width > width - 2,
                  `the menu sits on the right in RTL (x=${box.x})`,
                );
              } else {
                assert.ok(box.x < 2, `the menu sits on the left in LTR (x=${box.x})`);
              }
              // Colours really change with the theme (the body background is not the same).
              const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
              assert.notEqual(bg, theme === 'dark' ? 'rgb(244, 245, 248)' : 'rgb(26, 29, 36)');
              await screenshot(page, `layout-${layoutType}-${theme}-${dir}`, { fullPage: false });
            }
          }
          assert.deepEqual(errors, []);
        },
      );
    });
  }

  it('menu and top bar colours, sizes and widths (screenshots)', async () => {
    await withSignedInPage(
      browser,
      { redirectTo: '/forms/basic', viewport: { width: 1920, height: 1000 } },
      async ({ page, errors }) => {
        const variants = {
          'brand-menu-dark-topbar': {
            ...DEFAULTS,
            sidenav: { ...DEFAULTS.sidenav, theme: 'brand' },
            topbarTheme: 'dark',
          },
          'dark-menu-brand-topbar': {
            ...DEFAULTS,
            sidenav: { ...DEFAULTS.sidenav, theme: 'dark' },
            topbarTheme: 'brand',
          },
          'condensed-boxed': {
            ...DEFAULTS,
            mode: 'boxed',
            sidenav: { ...DEFAULTS.sidenav, mode: 'condensed' },
          },
          'compact-detached-dark': {
            ...DEFAULTS,
            theme: 'dark',
            mode: 'detached',
            sidenav: { ...DEFAULTS.sidenav, mode: 'compact' },
          },
          'full-rtl': { ...DEFAULTS, dir: 'rtl', sidenav: { ...DEFAULTS.sidenav, mode: 'full' } },
        };
        for (const [name, settings] of Object.entries(variants)) {
          await startWith(page, settings);
          await settled(page);
          await screenshot(page, `layout-wide-${name}`, { fullPage: false });
        }
        // The horizontal menu bar's mega dropdown, and the condensed sidebar's fly-out.
        await startWith(page, { ...DEFAULTS, layoutType: 'horizontal' });
        await settled(page);
        await page
          .getByRole('navigation', { name: 'Main menu' })
          .getByRole('button', { name: 'Components' })
          .click();
        await page.getByRole('link', { name: 'Vector Maps' }).waitFor();
        await screenshot(page, 'layout-wide-horizontal-mega', { fullPage: false });
        await page.keyboard.press('Escape');
        await startWith(page, {
          ...DEFAULTS,
          theme: 'dark',
          sidenav: { ...DEFAULTS.sidenav, mode: 'condensed', theme: 'dark' },
        });
        await settled(page);
        await page
          .getByRole('navigation', { name: 'Main menu' })
          .getByRole('button', { name: 'Forms' })
          .hover();
        await page.getByRole('link', { name: 'Wizard' }).waitFor();
        await screenshot(page, 'layout-wide-condensed-flyout', { fullPage: false });
        assert.deepEqual(errors, []);
      },
    );
  });

  it('on a phone (375 px) the menu opens as an overlay; the customizer opens from the top bar', async () => {
    await withSignedInPage(
      browser,
      {
        account: DEMO_USER,
        redirectTo: '/dashboard/ecommerce',
        viewport: { width: 375, height: 740 },
      },
      async ({ page, errors }) => {
        await settled(page);
        await screenshot(page, 'layout-phone-closed', { fullPage: false });
        await page.getByRole('button', { name: 'Toggle menu' }).click();
        await waitForStill(page);
        await screenshot(page, 'layout-phone-menu', { fullPage: false });
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Theme settings' }).click();
        await page.getByRole('dialog', { name: 'Theme Settings' }).waitFor();
        await waitForStill(page);
        await screenshot(page, 'layout-phone-customizer', { fullPage: false });
        assert.deepEqual(errors, []);
      },
    );
  });

  it('the lazily loaded parts arrive without moving anything (layout shift)', async () => {
    await withSignedInPage(
      browser,
      { redirectTo: '/dashboard/ecommerce' },
      async ({ page, errors }) => {
        await page.addInitScript(() => {
          window.__shifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              if (!entry.hadRecentInput) window.__shifts.push(entry.value);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        for (const layoutType of ['vertical', 'horizontal', 'two-column']) {
          await startWith(page, { ...DEFAULTS, layoutType });
          await settled(page);
          const cls = await page.evaluate(() =>
            window.__shifts.reduce((sum, value) => sum + value, 0),
          );
          assert.ok(cls < 0.02, `${layoutType}: cumulative layout shift ${cls}`);
        }
        assert.deepEqual(errors, []);
      },
    );
  });

  it('horizontal on a phone: the toggle opens the menu bar as a panel; Escape closes it', async () => {
    await withSignedInPage(
      browser,
      { redirectTo: '/dashboard/ecommerce', viewport: { width: 375, height: 740 } },
      async ({ page, errors }) => {
        await startWith(page, { ...DEFAULTS, layoutType: 'horizontal', theme: 'dark' });
        await settled(page);
        const menu = page.locator('#app-menu');
        assert.equal(await menu.isVisible(), false);
        await page.getByRole('button', { name: 'Toggle menu' }).click();
        await menu.waitFor({ state: 'visible' });
        await menu.getByRole('button', { name: 'Apps' }).click();
        await menu.getByRole('link', { name: 'Calendar' }).waitFor();
        await screenshot(page, 'layout-phone-horizontal-dark-menu', { fullPage: false });
        await page.keyboard.press('Escape'); // closes the dropdown
        await page.keyboard.press('Escape'); // closes the panel
        await menu.waitFor({ state: 'hidden' });
        assert.deepEqual(errors, []);
      },
    );
  });

  it('URL overrides set the attributes and leave the saved settings unread and unchanged', async () => {
    await withSignedInPage(
      browser,
      { redirectTo: '/dashboard/ecommerce' },
      async ({ page, errors }) => {
        const mine = {
          ...DEFAULTS,
          theme: 'light',
          dir: 'rtl',
          mode: 'boxed',
          topbarTheme: 'dark',
        };
        await startWith(page, mine);
        const before = await saved(page);
        await page.goto(
          appUrl(
            'dashboard/ecommerce?layout_theme=dark&layout_type=horizontal&layout_mode=detached&sidenav_size=compact&sidenav_theme=brand',
          ),
        );
        await settled(page);
        assert.equal(await attr(page, 'data-bs-theme'), 'dark');
        assert.equal(await attr(page, 'data-layout-mode'), 'horizontal');
        assert.equal(await attr(page, 'data-layout-width'), 'detached');
        assert.equal(await attr(page, 'data-sidebar-size'), 'compact');
        assert.equal(await attr(page, 'data-menu-color'), 'brand');
        // The saved rtl and dark top bar are not read while overrides are present...
        assert.equal(await attr(page, 'dir'), 'ltr');
        assert.equal(await attr(page, 'data-topbar-color'), 'light');
        // ...nor overwritten.
        assert.equal(await saved(page), before);
        // A value outside the table is ignored: the default stands.
        await page.goto(appUrl('dashboard/ecommerce?layout_theme=neon&layout_type=diagonal'));
        await settled(page);
        assert.equal(await attr(page, 'data-bs-theme'), 'light');
        assert.equal(await attr(page, 'data-layout-mode'), 'vertical');
        assert.equal(await saved(page), before);
        assert.deepEqual(errors, []);
      },
    );
  });

  it('settings chosen in the customizer survive a reload', async () => {
    await withSignedInPage(
      browser,
      { redirectTo: '/dashboard/ecommerce' },
      async ({ page, errors }) => {
        await settled(page);
        await page.getByRole('button', { name: 'Theme settings' }).click();
        const dialog = page.getByRole('dialog', { name: 'Theme Settings' });
        await dialog.getByRole('group', { name: 'Color scheme' }).getByLabel('Dark').check();
        await dialog.getByRole('group', { name: 'Layout' }).getByLabel('Two column').check();
        await dialog.getByRole('group', { name: 'Direction' }).getByLabel('Right to left').check();
        await waitForStill(page);
        await screenshot(page, 'layout-customizer-rtl-dark', { fullPage: false });
        await page.reload();
        await settled(page);
        assert.equal(await attr(page, 'data-bs-theme'), 'dark');
        assert.equal(await attr(page, 'data-layout-mode'), 'two-column');
        assert.equal(await attr(page, 'dir'), 'rtl');
        await page.locator('.twocolumn-icons').waitFor();
        assert.deepEqual(errors, []);
      },
    );
  });

  it('a change in one tab shows at once in a second tab of the same browser', async () => {
    await withSignedInPage(
      browser,
      { redirectTo: '/dashboard/ecommerce' },
      async ({ context, page, errors }) => {
        await settled(page);
        const second = await context.newPage();
        await second.goto(appUrl('dashboard/analytics'));
        await settled(second);
        assert.equal(await attr(second, 'data-bs-theme'), 'light');
        await page.getByRole('button', { name: 'Switch to dark mode' }).click();
        await second.waitForFunction(
          () => document.documentElement.getAttribute('data-bs-theme') === 'dark',
          null,
          {
            timeout: 5000,
          },
        );
        await page.getByRole('button', { name: 'Toggle menu' }).click(); // folds the sidebar
        await second.waitForFunction(
          () => document.documentElement.getAttribute('data-sidebar-size') === 'condensed',
          null,
          {
            timeout: 5000,
          },
        );
        assert.equal(await second.getByRole('button', { name: 'Switch to light mode' }).count(), 1);
        assert.deepEqual(errors, []);
      },
    );
  });

  it('at 991 px the menu is an overlay the toggle opens and Escape closes; at 992 px it is the sidebar', async () => {
    await withSignedInPage(
      browser,
      { redirectTo: '/dashboard/ecommerce', viewport: { width: 991, height: 800 } },
      async ({ page, errors }) => {
        await settled(page);
        const menu = page.locator('#app-menu');
        const toggle = page.getByRole('button', { name: 'Toggle menu' });
        const backdrop = page.getByRole('button', { name: 'Close menu' });
        assert.equal(await menu.isVisible(), false, 'hidden at 991 px');
        assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
        await toggle.click();
        await menu.waitFor({ state: 'visible' });
        await backdrop.waitFor();
        await page.waitForFunction(
          () => document.getElementById('app-menu').getBoundingClientRect().x > -1,
        ); // slide-in ends
        const box = await menu.boundingBox();
        assert.ok(box.x >= -1 && box.x < 5, `slides in from the left (x=${box.x})`);
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'hidden' });
        assert.equal(await backdrop.count(), 0);
        // The backdrop closes it too.
        await toggle.click();
        await backdrop.click({ position: { x: 900, y: 400 } });
        await menu.waitFor({ state: 'hidden' });
        // Navigating from the menu closes it.
        await toggle.click();
        await menu.getByRole('link', { name: 'Analytics' }).click();
        await page.waitForURL(/dashboard\/analytics/);
        await menu.waitFor({ state: 'hidden' });

        await page.setViewportSize({ width: 992, height: 800 });
        await menu.waitFor({ state: 'visible' });
        assert.equal(await backdrop.count(), 0);
        const wide = await menu.boundingBox();
        assert.equal(Math.round(wide.width), 250);
        await page.waitForFunction(
          () => document.querySelector('.content-page').getBoundingClientRect().x > 0,
          null,
          {
            timeout: 3000,
          },
        ); // its margin eases in
        await waitForStill(page);
        const content = await page.locator('.content-page').boundingBox();
        assert.ok(content.x >= 249, `content beside the sidebar (x=${content.x})`);
        assert.equal(await toggle.getAttribute('aria-expanded'), null);
        assert.deepEqual(errors, []);
      },
    );
  });
});
