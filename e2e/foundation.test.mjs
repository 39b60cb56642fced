import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appUrl, launchBrowser, screenshot, withSignedInPage, networkSettled } from './lib.mjs';

describe('foundation in the browser: demo API through the HTTP helper, scenarios, language', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('the dashboard loads its numbers from the demo API (msw worker under the base path)', async () => {
    await withSignedInPage(browser, async ({ page, errors }) => {
      await page.goto(appUrl('dashboard/ecommerce'));
      await page.getByRole('heading', { name: 'Today Revenue' }).waitFor();
      assert.ok(await page.getByText('$2,100').isVisible());
      await networkSettled(page); // the lazy top bar and menu, for the picture
      await screenshot(page, 'foundation-dashboard-stats');
      assert.deepEqual(errors, []);
    });
  });

  it('?scenario=api-500 replays a server error: its message, once, then recovers with ?scenario=off', async () => {
    await withSignedInPage(browser, async ({ page }) => {
      await page.goto(appUrl('dashboard/ecommerce?scenario=api-500'));
      // Every widget fails on its own, each where its data would be.
      await page.locator('.alert', { hasText: 'Database unavailable' }).first().waitFor();
      assert.equal(await page.locator('.toast').count(), 0);
      await screenshot(page, 'foundation-scenario-500');
      await page.goto(appUrl('dashboard/ecommerce?scenario=off'));
      await page.getByRole('heading', { name: 'Today Revenue' }).waitFor();
    });
  });

  it('?scenario=api-403 sends the person to access-denied inside the base path', async () => {
    await withSignedInPage(browser, async ({ page }) => {
      await page.goto(appUrl('dashboard/ecommerce?scenario=api-403'));
      await page.getByRole('heading', { name: 'Access denied' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/shreyu/react/access-denied');
    });
  });

  it('the language can be switched at run time and survives a reload', async () => {
    await withSignedInPage(browser, async ({ page }) => {
      await page.goto(appUrl('dashboard/ecommerce'));
      await page.getByRole('button', { name: /^Language: English/ }).click();
      await page.getByRole('button', { name: 'Italiano' }).click();
      await page.getByRole('button', { name: /^Lingua: Italiano/ }).waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), 'it');
      await page.reload();
      await page.getByRole('button', { name: /^Lingua: Italiano/ }).waitFor();
      await screenshot(page, 'foundation-italian');
    });
  });
});
