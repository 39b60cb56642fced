// A page whose code could not be loaded (the network went away) loads when the visitor opens
// it again from the menu once the network is back: no stale error, no "Try again" needed.
// Chromium on the production build, signed in as the demo Admin.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_ADMIN, launchBrowser, newPage, screenshot, signIn } from './lib.mjs';

const LOAD_FAILED = 'This page could not be opened';

/** Clicks the sidebar menu's link `name`, opening its `group` first when it is closed. */
async function openFromMenu(page, group, name) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const toggle = menu.getByRole('button', { name: group, exact: true });
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await menu.getByRole('link', { name, exact: true }).click();
}

describe("a page's code that failed to load", () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('loads when the page is opened again from the menu once the network is back', async () => {
    const { context, page, errors } = await newPage(browser);
    try {
      await signIn(page, DEMO_ADMIN);
      await page.getByRole('heading', { level: 1, name: 'Ecommerce' }).waitFor();

      // The network goes away (the demo API lives in the page's service worker and still
      // answers); the Pricing page's code has never been loaded.
      const failed = [];
      // The live updates' stream fails too while offline: it is no page code.
      page.on('requestfailed', (request) => {
        const file = new URL(request.url()).pathname;
        if (!file.endsWith('/api/events')) failed.push(file);
      });
      await context.setOffline(true);
      await openFromMenu(page, 'Pages', 'Pricing');
      await page.getByRole('heading', { name: LOAD_FAILED }).waitFor({ timeout: 15000 });
      await screenshot(page, 'page-code-offline', { fullPage: false });

      // Back online: elsewhere, then Pricing again from the menu.
      await context.setOffline(false);
      // Only code failed (the page's chunks; the browser may ask for the favicon meanwhile).
      assert.ok(failed.length > 0, 'the page asked for its code while offline');
      assert.deepEqual(
        failed.filter((file) => !/\/static\/(js|css)\/[^/]+\.(js|css)$|\/favicon\.svg$/.test(file)),
        [],
      );
      await openFromMenu(page, 'Pages', 'Starter');
      await page.getByRole('heading', { level: 1, name: 'Starter' }).waitFor();
      await openFromMenu(page, 'Pages', 'Pricing');
      await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor({ timeout: 15000 });
      assert.equal(await page.getByRole('heading', { name: LOAD_FAILED }).count(), 0);
      assert.equal(await page.getByRole('button', { name: 'Try again' }).count(), 0);

      // The failure was reported in the console while offline; nothing else went wrong.
      assert.equal(errors.filter((e) => /Failed to load resource/.test(e)).length, failed.length);
      const unexpected = errors.filter(
        (e) =>
          !/page code failed to load|the page failed|Failed to load resource: net::ERR_FAILED/.test(
            e,
          ),
      );
      assert.deepEqual(unexpected, []);
    } finally {
      await context.close();
    }
  });

  it('gone from the server after a new deploy: says a new version is out, and Reload opens it', async () => {
    const { context, page, errors } = await newPage(browser);
    try {
      await signIn(page, DEMO_ADMIN);
      await page.getByRole('heading', { level: 1, name: 'Ecommerce' }).waitFor();

      // A deploy replaced the files: the host answers the old names with its index.html (the
      // catch-all rewrite of firebase.json), as Firebase Hosting does for a missing file. On
      // the context: the demo backend's service worker passes the page's requests on.
      const html = await (await fetch(new URL('index.html', page.url()))).text();
      const gone = (route) =>
        route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
      await context.route(/\/static\/(js|css)\//, gone);
      await openFromMenu(page, 'Pages', 'Pricing');
      const notice = page.getByRole('heading', { name: 'A new version of the dashboard is out' });
      await notice.waitFor({ timeout: 15000 });
      assert.equal(await page.getByRole('heading', { name: LOAD_FAILED }).count(), 0);
      // Inside the layout: the menu is still there.
      await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
      await screenshot(page, 'page-code-new-version', { fullPage: false });

      // The new version is what the host now serves: Reload opens the page.
      await context.unroute(/\/static\/(js|css)\//, gone);
      await page.getByRole('button', { name: 'Reload' }).click();
      await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor({ timeout: 20000 });
      assert.equal(await notice.count(), 0);

      // Reported in the console (the HTML run as a script is a syntax error); nothing else.
      const unexpected = errors.filter(
        (e) => !/page code failed to load|the page failed|Unexpected token '<'/.test(e),
      );
      assert.deepEqual(unexpected, []);
    } finally {
      await context.close();
    }
  });
});
