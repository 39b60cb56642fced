import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appUrl, launchBrowser, newPage, screenshot } from './lib.mjs';

const PUBLIC_ROUTES = [
  ['auth/login', null],
  ['auth/register', null],
  ['auth/confirm', null],
  ['auth/forget-password', null],
  ['auth/lock-screen', null],
  ['auth/logout', null],
  ['landing', null],
  ['maintenance', /Site is Under Maintenance/],
  ['error-404', /Page not found/],
  ['error-500', /Internal Server Error/],
  ['access-denied', /Access denied/],
];

describe('public routes', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  for (const [route, heading] of PUBLIC_ROUTES) {
    it(`renders /${route}`, async () => {
      const { context, page, errors } = await newPage(browser);
      try {
        const response = await page.goto(appUrl(route));
        assert.equal(response?.status(), 200);
        const h1 = page.locator('h1, h2, h4').first();
        await h1.waitFor({ timeout: 15000 });
        if (heading) assert.match(await page.locator('h1').first().innerText(), heading);
        assert.ok(
          page.url().includes('/shreyu/react/'),
          `stays under the base path: ${page.url()}`,
        );
        await screenshot(page, `route-${route.replace(/\//g, '-')}`);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  it('a deep link reloads correctly under the base path', async () => {
    const { context, page, errors } = await newPage(browser);
    try {
      await page.goto(appUrl('error-500?from=deep-link'));
      await page.getByRole('heading', { name: 'Internal Server Error' }).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: 'Internal Server Error' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/shreyu/react/error-500');
      assert.equal(new URL(page.url()).search, '?from=deep-link');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('an unknown path shows the 404 page', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(appUrl('no/such/page'));
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
