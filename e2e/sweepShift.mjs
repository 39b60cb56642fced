// The route sweep, layout shift: every route of the menu (the page registry), the public
// pages and the sign-in pages, each loaded afresh (HTTP cache cleared). While it loads, no
// route may shift its layout by more than CLS_BUDGET; a failure lists what moved. One test
// file per device (sweep-shift-*.test.mjs): a file has the runner's time limit.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appUrl, DEMO_ADMIN, launchBrowser, signIn, waitForStill, networkSettled } from './lib.mjs';
import { dataPagePaths, menuRoutes, PUBLIC_ROUTES, SIGNED_OUT_ROUTES } from './menuRoutes.mjs';
import {
  CLS_BUDGET,
  describeShifts,
  layoutShiftOf,
  recordLayoutShifts,
  throttleCpu,
} from './layoutShift.mjs';

/** The devices, as Lighthouse's mobile (a phone, the CPU four times slower) and desktop runs. */
export const DEVICES = {
  phone: {
    name: 'phone',
    options: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
    cpu: 4,
  },
  desktop: { name: 'desktop', options: { viewport: { width: 1366, height: 900 } }, cpu: 1 },
};

/**
 * Records the scripts and stylesheets the app adds to the page (webpack removes a chunk's
 * script once it ran, so the document alone does not tell), from before its first script.
 */
function recordAddedFiles() {
  const added = (window.__addedFiles = []);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.tagName === 'SCRIPT' && node.src) added.push(node.src);
        if (node.tagName === 'LINK' && node.rel === 'stylesheet') added.push(node.href);
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * The files index.html's head script preloaded (scripts/lib/routePreloads.mjs) that the app
 * did not then load: each is a wasted download competing with the page's own.
 */
const unusedPreloads = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('link[rel=preload]')]
      .map((link) => link.href)
      .filter((href) => !window.__addedFiles.includes(href)),
  );

/** A signed-in page that reads nothing from the API: the slow sweep's check of the frame. */
const FRAME_ONLY = '/pages/starter';

/** The menu's routes, read once from the menu a signed-in Admin sees. */
async function signedInRoutes() {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signIn(page, DEMO_ADMIN);
    return [...new Set([...(await menuRoutes(page)), ...PUBLIC_ROUTES])];
  } finally {
    await browser.close();
  }
}

/**
 * Loads `route` afresh and returns its layout shift and where the window is scrolled once the
 * page is quiet: a page load opens at the top (a window that scrolled by itself, or kept the
 * last page's position, makes the content jump as it fills in).
 */
async function loadAndMeasure(page, cdp, route) {
  await cdp.send('Network.clearBrowserCache');
  await page.goto(appUrl(route));
  await page.locator('h1').first().waitFor({ timeout: 20000 });
  await networkSettled(page, { timeout: 20000 });
  // Charts and cards near the screen draw in the frames after the data: measured once the
  // page is still as a person sees it (nothing loading, nothing moving, charts drawn).
  await waitForStill(page, { timeout: 20000 });
  return {
    shift: await layoutShiftOf(page),
    scrollY: await page.evaluate(() => window.scrollY),
    unused: await unusedPreloads(page),
    preloaded: await page.evaluate(() => document.querySelectorAll('link[rel=preload]').length),
  };
}

/**
 * Defines the sweep's tests for one device (call at the top level of a test file). With a
 * `scenario` of the demo backend (`api-slow`: every API answer 3 s late), the signed-in pages
 * that read the API run under it (a skeleton must hold the room its content will take,
 * however late the data comes), and one that reads nothing, for the frame's own reads (the
 * live stream's word in the top bar): the other pages have nothing late to wait for.
 */
export async function sweepLayoutShift(device, { scenario } = {}) {
  const menu = await signedInRoutes();
  const data = dataPagePaths();
  const routes = scenario ? menu.filter((route) => data.has(route) || route === FRAME_ONLY) : menu;
  describe('every route holds still while it loads', () => {
    let browser;
    before(async () => {
      browser = await launchBrowser();
    });
    after(async () => {
      await browser?.close();
    });

    it('finds the menu routes', () => {
      assert.ok(menu.length > 20, `the menu lists the pages (found ${menu.length})`);
      // Every page that reads the API is in the menu (the slow sweep's routes come from both).
      assert.deepEqual(
        [...data].filter((route) => !menu.includes(route)),
        [],
      );
      assert.ok(data.size > 10, `the registry marks its data pages (found ${data.size})`);
    });

    const label = `${device.name}${scenario ? `, ${scenario}` : ''}`;
    for (const signedIn of scenario ? [true] : [true, false]) {
      describe(`${label}, ${signedIn ? 'signed in' : 'signed out'}`, () => {
        let context;
        let page;
        let cdp;
        before(async () => {
          context = await browser.newContext(device.options);
          await recordLayoutShifts(context);
          await context.addInitScript(recordAddedFiles);
          page = await context.newPage();
          if (signedIn) await signIn(page, DEMO_ADMIN);
          // The tab's scenario, picked as docs/QA.md says (`?scenario=`): the tab keeps it for
          // the pages that follow.
          if (scenario) {
            const picked = new URL(page.url());
            picked.searchParams.set('scenario', scenario);
            await page.goto(picked.toString());
            // The QA panel's button says which scenario the demo backend plays: this one.
            await page
              .getByRole('button', { name: `QA scenarios on: ${scenario}` })
              .waitFor({ timeout: 20000 });
          }
          cdp = await throttleCpu(page, device.cpu);
        });
        after(async () => {
          await context?.close();
        });

        for (const route of signedIn ? routes : SIGNED_OUT_ROUTES) {
          it(route, async () => {
            const { shift, scrollY, unused, preloaded } = await loadAndMeasure(page, cdp, route);
            console.log(
              `layout shift ${label} ${route}: ${shift.value.toFixed(4)} (${preloaded} files preloaded)`,
            );
            assert.ok(
              shift.value <= CLS_BUDGET,
              `${route} on a ${label}: ${describeShifts(shift)}`,
            );
            assert.equal(scrollY, 0, `${route} on a ${label} opens scrolled ${scrollY} px down`);
            assert.deepEqual(unused, [], `${route} on a ${label}: preloaded, never loaded`);
            // A stored session's page asks for its files from the HTML (every route here is one
            // of the registry's).
            if (signedIn) assert.ok(preloaded > 0, `${route} on a ${label}: nothing preloaded`);
          });
        }
      });
    }
  });
}
