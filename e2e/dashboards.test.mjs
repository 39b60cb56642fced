// Both dashboards and both component pages (charts, widgets) in Chromium: light, dark and
// RTL screenshots, charts drawn (canvas, and SVG sparklines), the real world vector map,
// the period control refetching, and axe (no serious or critical violation) on each route
// in light and dark; on a phone, no layout shift while loading, and printing.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  appUrl,
  axeViolations,
  launchBrowser,
  openSignedInPage,
  screenshot,
  until,
  waitForStill,
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
const MODES = {
  light: DEFAULTS,
  dark: { ...DEFAULTS, theme: 'dark' },
  rtl: { ...DEFAULTS, dir: 'rtl' },
};
const ROUTES = {
  ecommerce: { path: 'dashboard/ecommerce', charts: 7 },
  analytics: { path: 'dashboard/analytics', charts: 10 },
  charts: { path: 'components/charts', charts: 18 },
  widgets: { path: 'components/widgets', charts: 8 },
};

async function useSettings(page, settings) {
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key, value),
    [KEY, JSON.stringify(settings)],
  );
}

/** Opens a route and waits until its charts have drawn (and, on analytics, the map). */
async function openRoute(page, name) {
  const route = ROUTES[name];
  await page.goto(appUrl(route.path));
  await page.locator('h1.page-title').waitFor();
  // A chart draws when it comes near the screen (src/components/charts/useChartTurn.ts): as
  // a reader would, bring each frame not drawn yet into view until all have drawn, then go
  // back to the top.
  await page.waitForFunction(
    (min) => {
      const frames = [...document.querySelectorAll('.chart-frame > [role="img"]')];
      const drawn = (frame) => frame.querySelector('canvas, svg.sparkline');
      if (frames.filter(drawn).length >= min) return true;
      frames.find((frame) => !drawn(frame))?.scrollIntoView({ block: 'center' });
      return false;
    },
    route.charts,
    { timeout: 20000, polling: 150 },
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  if (name === 'analytics') {
    await page.locator('.jvm-container svg path').first().waitFor({ timeout: 20000 });
  }
  await waitForStill(page); // chart animations settle before the screenshot
}

/** Errors of the page, without Chromium's periodic service worker update check (not ours). */
const pageErrors = (errors) => errors.filter((e) => !/Failed to update a ServiceWorker/.test(e));

describe('dashboards, charts and widgets', () => {
  let browser;
  let session;
  before(async () => {
    browser = await launchBrowser();
    session = await openSignedInPage(browser);
  });
  after(async () => {
    await session?.context.close();
    await browser?.close();
  });

  for (const [mode, settings] of Object.entries(MODES)) {
    for (const name of Object.keys(ROUTES)) {
      it(`${name} in ${mode}: charts drawn, screenshot${mode === 'rtl' ? '' : ', axe clean'}`, async () => {
        const { page, errors } = session;
        errors.length = 0; // each test answers for its own route
        await useSettings(page, settings);
        await openRoute(page, name);
        assert.equal(
          await page.evaluate(() => document.documentElement.getAttribute('data-bs-theme')),
          settings.theme,
        );
        assert.equal(await page.evaluate(() => document.documentElement.dir), settings.dir);
        // No widget lost its data.
        assert.equal(await page.locator('.alert-danger').count(), 0);
        await screenshot(page, `dashboards-${name}-${mode}`);
        if (mode !== 'rtl')
          assert.deepEqual(await axeViolations(page, { include: 'main.content' }), []);
        assert.deepEqual(pageErrors(errors), []);
      });
    }
  }

  it('the ecommerce dashboard on a 375 px phone: nothing moves as the widgets fill in', async () => {
    await withSignedInPage(
      browser,
      { viewport: { width: 375, height: 800 } },
      async ({ page, errors }) => {
        // Layout shifts while the dashboard loads: skeletons have the loaded cards' shape.
        await page.addInitScript(() => {
          window.__shift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              if (!entry.hadRecentInput) window.__shift += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(appUrl(ROUTES.ecommerce.path));
        await networkSettled(page);
        const shift = await page.evaluate(() => window.__shift);
        assert.ok(shift <= 0.01, `layout shift while loading: ${shift.toFixed(3)} (budget 0.01)`);
        await openRoute(page, 'ecommerce');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assert.ok(overflow <= 1, `the page scrolls sideways by ${overflow}px`);
        await screenshot(page, 'dashboards-ecommerce-phone');
        assert.deepEqual(pageErrors(errors), []);
      },
    );
  });

  it('on a phone the cards below the fold wait to be drawn; printing draws every card and chart', async () => {
    await withSignedInPage(
      browser,
      { viewport: { width: 375, height: 800 } },
      async ({ page, errors }) => {
        await page.goto(appUrl(ROUTES.ecommerce.path));
        await networkSettled(page);
        await page.locator('h1.page-title').waitFor();
        // checkVisibility's contentVisibilityAuto: false for a card skipped by content-visibility.
        const cardsDrawn = () =>
          page.evaluate(() =>
            [...document.querySelectorAll('.card-when-near > *')].map((element) =>
              element.checkVisibility({ contentVisibilityAuto: true }),
            ),
          );
        const before = await cardsDrawn();
        assert.ok(before.length >= 8, `${before.length} cards`);
        assert.ok(before.includes(false), 'every card below the fold was drawn before it was near');
        // Printing: the print stylesheet draws every card, beforeprint every chart, unscrolled.
        await page.emulateMedia({ media: 'print' });
        await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
        await page.waitForFunction(
          (min) => document.querySelectorAll('.chart-frame canvas').length >= min,
          ROUTES.ecommerce.charts - 4, // the stat cards' four sparklines are SVG
          { timeout: 10000 },
        );
        assert.deepEqual(
          (await cardsDrawn()).filter((drawn) => !drawn),
          [],
          'a card is left out of the printed page',
        );
        assert.equal(await page.evaluate(() => window.scrollY), 0);
        assert.deepEqual(pageErrors(errors), []);
      },
    );
  });

  it('the period control refetches every widget; an impossible range says why', async () => {
    const { page, errors } = session;
    errors.length = 0;
    await useSettings(page, DEFAULTS);
    await openRoute(page, 'ecommerce');
    const asked = [];
    const onRequest = (request) => {
      const url = new URL(request.url());
      if (url.pathname.includes('/api/dashboard/')) asked.push(url);
    };
    page.on('request', onRequest);
    try {
      await page.getByRole('button', { name: /^Period:/ }).click();
      await page.getByRole('button', { name: 'Last 7 days' }).click();
      await page.waitForFunction(
        () => document.querySelector('#dashboard-period, [aria-label^="Period:"]') !== null,
      );
      const widgets = ['stats', 'overview', 'revenue', 'targets', 'sales', 'orders'];
      const endpoints = new Set();
      await until(() => {
        for (const url of asked) endpoints.add(url.pathname.split('/api/dashboard/')[1]);
        return widgets.every((widget) => endpoints.has(widget));
      }, 'every widget asked again').catch(() => undefined); // the assertions below say which not
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      for (const widget of widgets) {
        assert.ok(endpoints.has(widget), `${widget} was not asked again (${[...endpoints]})`);
      }
      const revenue = asked.find((url) => url.pathname.endsWith('/revenue'));
      const from = new Date(`${revenue.searchParams.get('from')}T00:00:00`);
      const to = new Date(`${revenue.searchParams.get('to')}T00:00:00`);
      assert.equal(Math.round((to - from) / 86_400_000) + 1, 7);
      // The widgets read the store deferred (useDeferredValue): on busy cores the list can
      // still show the previous period's orders for a render after nothing is loading.
      const orderLinks = page.locator('section', { hasText: 'Recent Orders' }).getByRole('link');
      let shown = -1;
      await until(
        async () => (shown = await orderLinks.count()) === 7,
        'seven recent orders',
      ).catch(() => undefined);
      assert.equal(shown, 7, `Recent Orders lists ${shown} orders for the last 7 days`);

      await page.getByRole('button', { name: /^Period:/ }).click();
      await page.getByRole('button', { name: 'Custom range…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Custom range…' });
      await dialog.getByLabel('From').fill('2026-03-10');
      await dialog.getByLabel('To').fill('2026-03-01');
      await dialog.getByLabel('To').press('Tab');
      await dialog.getByText('The period must end on or after the day it starts.').waitFor();
      assert.equal(await dialog.getByRole('button', { name: 'Apply' }).isDisabled(), true);
      await screenshot(page, 'dashboards-ecommerce-range-refused');
      assert.deepEqual(pageErrors(errors), []);
    } finally {
      page.off('request', onRequest);
    }
  });
});
