// An emulator build (FIREBASE_EMULATORS=true, no API_BASE_URL): accounts live in the real
// Firebase Auth emulator, and the dashboard's data comes from the demo API whose worker
// starts only before the first API call. Run by scripts/e2e-emulator.mjs.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appUrl, confirmAddress, launchBrowser, newPage, screenshot } from '../lib.mjs';
import { emulatorVerifyCode } from '../../scripts/lib/authEmulator.mjs';

describe('emulator build', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('registers and signs in against the Auth emulator; the stat cards come from the lazily started demo API', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(appUrl('auth/register'));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // The sign-in pages never load the demo API's worker.
      const before = await page.evaluate(async () =>
        (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope),
      );
      assert.deepEqual(before, []);
      assert.equal(await page.getByText('admin@shreyu.test').count(), 0, 'no demo accounts shown');

      const email = `e2e-${Date.now()}@shreyu.test`;
      await page.getByLabel('Full name').fill('Emulator Person');
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('Emul#2026pass');
      await page.getByLabel('Confirm password').fill('Emul#2026pass');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Sign Up' }).click();
      // An address of another domain than the offline demo's: its verification e-mail first.
      await confirmAddress(page, email, emulatorVerifyCode);
      await page.getByRole('heading', { name: 'Today Revenue' }).waitFor({ timeout: 30000 });
      const after = await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistrations()).length,
      );
      assert.equal(after, 1, 'the demo API worker started for the dashboard');
      await screenshot(page, 'emulator-dashboard');
    } finally {
      await context.close();
    }
  });
});
