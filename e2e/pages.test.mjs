// Account pages, UI elements, icons, landing and error pages in Chromium: the profile name
// edit survives a reload (top bar included), the invoice prints without the app chrome on one
// A4 page, an icon copies, the landing's layout demos open the dashboard in that layout, axe
// finds nothing serious in light and dark, and screenshots (light, dark, RTL, 375 px).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  appUrl,
  axeViolations,
  DEMO_ADMIN,
  DEMO_USER,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  withDeadline,
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

// The shared chrome (top bar, menus) is checked by the layout's own tests.
const CHROME = ['.navbar-custom', '.left-side-menu', '.topnav', '.sidebar-two-column'];

async function settings(page, patch) {
  await withDeadline(
    page.evaluate(
      ([key, value]) => window.localStorage.setItem(key, value),
      [KEY, JSON.stringify({ ...DEFAULTS, ...patch })],
    ),
    30000,
    `saving the settings on ${new URL(page.url()).pathname}`,
  );
}

describe('pages, UI elements, icons and public pages', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('profile: a new name is saved, shown, and still there after a reload (top bar too)', async () => {
    await withSignedInPage(
      browser,
      { account: DEMO_USER, redirectTo: '/pages/profile' },
      async ({ page, errors }) => {
        await page.getByRole('button', { name: 'Edit name' }).click();
        const field = page.getByRole('textbox', { name: 'Full name' });
        await field.fill('Renamed <b>Person</b>');
        await page.getByRole('button', { name: 'Save name' }).click();
        await page.getByText('Your name was saved.').waitFor();
        await page.getByRole('heading', { name: 'Renamed <b>Person</b>' }).waitFor();
        await page.reload();
        await page
          .getByRole('heading', { name: 'Renamed <b>Person</b>' })
          .waitFor({ timeout: 20000 });
        await page.locator('.nav-user', { hasText: 'Renamed <b>Person</b>' }).waitFor();
        await screenshot(page, 'pages-profile-light');
        assert.deepEqual(errors, []);
      },
    );
  });

  it('invoice: print media hides the chrome and the invoice fits one A4 page', async () => {
    await withSignedInPage(
      browser,
      { redirectTo: '/pages/invoice/1003' },
      async ({ page, errors }) => {
        await page.getByRole('heading', { name: 'Invoice #1003' }).waitFor();
        assert.equal(await page.locator('.navbar-custom').isVisible(), true);
        await page.emulateMedia({ media: 'print' });
        for (const chrome of [
          '.navbar-custom',
          '.left-side-menu',
          'footer.footer',
          '.page-title-box',
        ]) {
          assert.equal(await page.locator(chrome).first().isVisible(), false, `${chrome} printed`);
        }
        assert.equal(await page.getByRole('heading', { name: 'Invoice #1003' }).isVisible(), true);
        assert.equal(await page.getByRole('button', { name: 'Print' }).isVisible(), false);
        await screenshot(page, 'pages-invoice-print');
        const pdf = await page.pdf({ format: 'A4', printBackground: true });
        const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
        assert.equal(pages.length, 1, 'the invoice prints on one page');
        assert.deepEqual(errors, []);
        await page.emulateMedia({ media: 'screen' });
        await page.goto(appUrl('pages/invoice/4242'));
        await page.getByText('There is no invoice #4242.').waitFor();
        // The demo API's 404 for the unknown id is the only thing the browser logs.
        assert.ok(
          errors.every((e) => e.includes('status of 404')),
          errors.join('\n'),
        );
      },
    );
  });

  it('icons: a click copies the name to the clipboard with a toast', async () => {
    await withSignedInPage(
      browser,
      { redirectTo: '/icons/bootstrap', permissions: ['clipboard-read', 'clipboard-write'] },
      async ({ page, errors }) => {
        await page.getByRole('searchbox', { name: 'Search icons' }).fill('Alarm-Fill');
        await page.getByRole('button', { name: 'alarm-fill', exact: true }).click();
        await page.getByRole('region', { name: 'Notifications' }).getByText('Copied').waitFor();
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'bi bi-alarm-fill');
        // The icon font came with this route.
        assert.equal(await page.evaluate(() => document.fonts.check('16px bootstrap-icons')), true);
        await page.goto(appUrl('icons/feather'));
        await page.getByRole('searchbox', { name: 'Search icons' }).fill('arrow down left');
        await page.getByRole('button', { name: 'arrow-down-left', exact: true }).press('Enter');
        await page
          .getByRole('region', { name: 'Notifications' })
          .getByText('Copied')
          .first()
          .waitFor();
        assert.equal(
          await page.evaluate(() => navigator.clipboard.readText()),
          "import { ArrowDownLeft } from 'lucide-react';",
        );
        assert.deepEqual(errors, []);
      },
    );
  });

  it('landing: the layout demos open the dashboard in that layout', async () => {
    await withSignedInPage(browser, async ({ page, errors }) => {
      for (const [name, attr, value] of [
        ['Horizontal', 'data-layout-mode', 'horizontal'],
        ['Two column', 'data-layout-mode', 'two-column'],
        ['Dark mode', 'data-bs-theme', 'dark'],
      ]) {
        await page.goto(appUrl('landing'));
        await page.getByRole('link', { name: `Open the ${name} demo` }).click();
        await page.waitForURL(/dashboard\/ecommerce/);
        await page.locator('.navbar-custom .topbar').waitFor();
        assert.equal(
          await page.evaluate((a) => document.documentElement.getAttribute(a), attr),
          value,
          name,
        );
      }
      assert.deepEqual(errors, []);
    });
  });

  const ROUTES = [
    ['pages/profile', 'Edit name'],
    ['pages/activity', 'Load more'],
    ['pages/invoice', 'Print'],
    ['pages/pricing', 'Current plan'],
    ['pages/starter', null],
    ['components/ui-elements', 'Open modal'],
    ['icons/unicons', null],
    ['icons/feather', null],
    ['icons/bootstrap', null],
  ];

  for (const theme of ['light', 'dark']) {
    it(`axe: no serious or critical violation on the signed-in routes (${theme})`, async () => {
      await withSignedInPage(browser, async ({ page, errors }) => {
        await settings(page, { theme });
        const found = [];
        for (const [route, ready] of ROUTES) {
          await page.goto(appUrl(route));
          await page.locator('.page-title-box h1').waitFor();
          if (ready) await page.getByRole('button', { name: ready }).first().waitFor();
          else await networkSettled(page);
          found.push(
            ...(await axeViolations(page, { exclude: CHROME })).map((v) => `${route}: ${v}`),
          );
          if (theme === 'dark' || route.startsWith('pages/')) {
            await screenshot(page, `pages-${route.replace(/\//g, '-')}-${theme}`);
          }
        }
        assert.deepEqual(found, []);
        assert.deepEqual(errors, []);
      });
    });
  }

  it('axe and screenshots: landing and error pages, light and dark, signed out', async () => {
    const { context, page, errors } = await newPage(browser);
    try {
      const found = [];
      for (const theme of ['light', 'dark']) {
        await page.goto(appUrl('landing'));
        await settings(page, { theme });
        for (const [route, heading] of [
          ['landing', 'A responsive admin dashboard for your next web app'],
          ['error-404', 'Page not found'],
          ['error-500', 'Internal Server Error'],
          ['maintenance', 'Site is Under Maintenance'],
          ['access-denied', 'Access denied'],
          ['no/such/page', 'Page not found'],
        ]) {
          await page.goto(appUrl(route));
          await page.getByRole('heading', { name: heading }).waitFor();
          found.push(
            ...(await axeViolations(page, { exclude: CHROME })).map(
              (v) => `${route} ${theme}: ${v}`,
            ),
          );
          if (route !== 'error-500' && route !== 'access-denied') {
            await screenshot(page, `public-${route.replace(/\//g, '-')}-${theme}`);
          }
        }
      }
      await page.goto(appUrl('no/such/page'));
      await page.getByText('Nothing lives at /no/such/page.').waitFor();
      assert.deepEqual(found, []);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('screenshots: right-to-left and a 375 px phone', async () => {
    const { context, page, errors } = await newPage(browser, {
      viewport: { width: 375, height: 800 },
    });
    try {
      await page.goto(appUrl('landing'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await screenshot(page, 'public-landing-375');
      await signIn(page, { ...DEMO_ADMIN, redirectTo: '/pages/pricing' });
      await page.getByRole('button', { name: 'Current plan' }).first().waitFor();
      await screenshot(page, 'pages-pricing-375');
      await page.goto(appUrl('pages/activity'));
      await page.locator('label[for="timeline-centre"]').click();
      await page.getByRole('button', { name: 'Load more' }).waitFor();
      await screenshot(page, 'pages-activity-centre-375');
      await page.setViewportSize({ width: 1366, height: 900 });
      await settings(page, { dir: 'rtl' });
      for (const route of ['pages/activity', 'pages/invoice', 'landing']) {
        await page.goto(appUrl(route));
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await networkSettled(page);
        await screenshot(page, `rtl-${route.replace(/\//g, '-')}`);
      }
      assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
