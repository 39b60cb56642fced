// Forms, tables and maps in Chromium: the validation form (empty, then valid), the wizard
// walked to the end, an oversized upload refused, the advanced table sorted and searched,
// the vector map drawn, the Google Maps card without a key, axe on every route of the area
// (light and dark) and screenshots (light, dark, RTL, 375 px phone).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  appUrl,
  axeViolations,
  launchBrowser,
  screenshot,
  waitForStill,
  withSignedInPage,
  networkSettled,
} from './lib.mjs';

const ROUTES = [
  'forms/basic',
  'forms/advanced',
  'forms/validation',
  'forms/wizard',
  'forms/upload',
  'forms/editors',
  'tables/basic',
  'tables/advanced',
  'maps/googlemaps',
  'maps/vectorMaps',
];
const KEY = '__SHREYU_REACT_CONFIG__';

async function open(page, route, query = '') {
  await page.goto(appUrl(`${route}${query}`));
  await page
    .locator('.page-title-box, h4.page-title, .page-title')
    .first()
    .waitFor({ timeout: 20000 });
}

describe('forms, tables and maps', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('validation form: empty shows errors with focus on the first; valid is sent', async () => {
    await withSignedInPage(browser, { redirectTo: '/forms/basic' }, async ({ page, errors }) => {
      await open(page, 'forms/validation');
      await page.getByRole('button', { name: 'Create account' }).click();
      const username = page.getByRole('textbox', { name: 'Username' }).last();
      await page.waitForFunction(() => document.activeElement?.id === 'signup-username');
      assert.equal(await username.getAttribute('aria-invalid'), 'true');
      assert.equal((await page.getByText('This field is required.').count()) >= 5, true);
      await username.fill('ada_l');
      await page.getByLabel('E-mail', { exact: true }).fill('ada@example.com');
      await page.getByRole('textbox', { name: 'Website' }).fill('https://example.com');
      await page.getByRole('textbox', { name: 'Age' }).fill('36');
      await page.getByLabel('Password', { exact: true }).fill('Secret123');
      await page.getByLabel('Confirm password').fill('Secret123');
      await page.getByLabel('I accept the terms and conditions').check();
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText(/Sent: the demo server stored it/).waitFor();
      assert.deepEqual(errors, []);
    });
  });

  it('rich text editor: the draft shows at once, editable; coming to it saves nothing, typing at a click carries into the editor, the toolbar and autosave work', async () => {
    await withSignedInPage(browser, { redirectTo: '/forms/basic' }, async ({ page, errors }) => {
      const writes = [];
      page.on('request', (request) => {
        if (request.method() !== 'GET' && request.url().includes('editor-drafts/rich'))
          writes.push(request.method());
      });
      await open(page, 'forms/editors');
      const box = page.getByRole('textbox', { name: 'Rich text' });
      // The draft (the sample) is drawn before the editor is built, in the same box.
      const heading = box.getByRole('heading', { name: 'Hello!' });
      await heading.waitFor();
      assert.equal(await page.locator('.ProseMirror').count(), 0);

      // From the keyboard: Tab from the toolbar's last button reaches the box and builds the
      // editor. Coming to it saves nothing (the sample ends with a list, after which the
      // editor adds its empty paragraph): only an edit is a change to the draft.
      // The editor takes the stand-in's place without moving the text (a list's items kept
      // their spacing: the editor wraps each in a paragraph).
      const item = box.getByText('Restored after a reload');
      const before = await item.boundingBox();
      await page.getByRole('button', { name: 'Quote' }).focus();
      await page.keyboard.press('Tab');
      await page.locator('.ProseMirror:focus').waitFor();
      assert.deepEqual(await item.boundingBox(), before);
      // No condition can serve: what is checked is that no save goes out, and an absence has
      // no event. A change would be saved AUTOSAVE_DELAY (600 ms, formsSaga.ts) after it;
      // two seconds leave time for that wait and for the request to show.
      await page.waitForTimeout(2000);
      assert.deepEqual(writes, []);
      await page.keyboard.type('Keyboard');
      await box.getByText('Keyboard').waitFor();
      await page
        .getByText(/Saved at/)
        .first()
        .waitFor({ timeout: 10000 });
      assert.ok(writes.length > 0);

      // The next visit: a click at the end of the heading and typing at once; nothing typed
      // is lost while the editor is built, and it lands where the click put the caret.
      await page.reload();
      await heading.waitFor({ timeout: 20000 });
      await box.getByText('Keyboard').waitFor();
      assert.equal(await page.locator('.ProseMirror').count(), 0);
      const at = await heading.boundingBox();
      await page.mouse.click(at.x + at.width - 1, at.y + at.height / 2);
      await page.keyboard.type(' there, typed fast');
      await box.getByRole('heading', { name: 'Hello! there, typed fast' }).waitFor();
      await page.locator('.ProseMirror:focus').waitFor();
      await page.keyboard.type('!');
      await box.getByRole('heading', { name: 'Hello! there, typed fast!' }).waitFor();
      // The toolbar works on the built editor, and the draft is saved.
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Bold' }).click();
      assert.equal(
        await page.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed'),
        'true',
      );
      await page.keyboard.type('strong words');
      await box.locator('strong', { hasText: 'strong words' }).waitFor();
      await page
        .getByText(/Saved at/)
        .first()
        .waitFor({ timeout: 10000 });

      // The next visit shows the saved draft; a toolbar button used first builds the editor
      // and runs its command.
      await page.reload();
      await box
        .getByRole('heading', { name: 'Hello! there, typed fast!' })
        .waitFor({ timeout: 20000 });
      await box.locator('strong', { hasText: 'strong words' }).waitFor();
      assert.equal(await page.locator('.ProseMirror').count(), 0);
      await page.getByRole('button', { name: 'Quote' }).click();
      await page.locator('.ProseMirror:focus').waitFor();
      assert.equal(
        await page.getByRole('button', { name: 'Quote' }).getAttribute('aria-pressed'),
        'true',
      );
      assert.deepEqual(errors, []);
    });
  });

  it('editors in a right-to-left layout: the texts keep their own direction', async () => {
    await withSignedInPage(browser, { redirectTo: '/forms/basic' }, async ({ page, errors }) => {
      await page.evaluate(() => localStorage.setItem('__SHREYU_REACT_CONFIG__', '{"dir":"rtl"}'));
      await open(page, 'forms/editors');
      assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
      const rich = page.getByRole('textbox', { name: 'Rich text' });
      await rich.getByRole('heading', { name: 'Hello!' }).waitFor();
      const markdown = page.getByRole('textbox', { name: 'Markdown' });
      await page.waitForFunction(() => !document.querySelector('textarea')?.disabled);
      const preview = page.getByRole('region', { name: 'Preview' });
      const direction = (locator) =>
        locator.evaluate((el) => (el.matches(':dir(ltr)') ? 'ltr' : 'rtl'));
      // English drafts read left to right ("Hello!", not "!Hello"), whatever the layout.
      for (const box of [rich, markdown, preview]) assert.equal(await direction(box), 'ltr');
      // Built, the editor keeps it; a text that starts in Arabic reads right to left.
      await rich.click();
      await page.locator('.ProseMirror:focus').waitFor();
      assert.equal(await direction(rich), 'ltr');
      await markdown.fill('مرحبا **world**');
      assert.equal(await direction(markdown), 'rtl');
      await preview.getByText('world').waitFor();
      assert.equal(await direction(preview), 'rtl');
      assert.deepEqual(errors, []);
    });
  });

  it('wizard: walked to the end through the demo API', async () => {
    await withSignedInPage(browser, { redirectTo: '/forms/basic' }, async ({ page, errors }) => {
      await open(page, 'forms/wizard');
      const wizard = page.getByRole('form', { name: 'Basic wizard' });
      await wizard.getByRole('button', { name: 'Next' }).click();
      await wizard.getByText('This field is required.').first().waitFor();
      await wizard.getByLabel('E-mail').fill('ada@example.com');
      await wizard.getByLabel('Password', { exact: true }).fill('Secret123');
      await wizard.getByLabel('Repeat password').fill('Secret123');
      await wizard.getByRole('button', { name: 'Next' }).click();
      await wizard.getByLabel('First name').fill('Ada');
      await wizard.getByLabel('Last name').fill('Lovelace');
      await wizard.getByRole('button', { name: 'Next' }).click();
      await wizard.getByText('Ada Lovelace').waitFor();
      await wizard.getByLabel('I confirm these details are correct').check();
      await wizard.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Thank you: the demo server received your details.').waitFor();
      assert.deepEqual(errors, []);
    });
  });

  it('upload: an oversized file is refused, naming it and the limit', async () => {
    await withSignedInPage(browser, { redirectTo: '/forms/basic' }, async ({ page, errors }) => {
      await open(page, 'forms/upload');
      await page.getByLabel('Files to upload').setInputFiles([
        { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) },
        { name: 'small.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
      ]);
      await page.getByText('huge.png was not added: it is larger than 5 MB.').waitFor();
      await page.getByRole('button', { name: 'Send files' }).click();
      await page.getByText(/sent$/).waitFor();
      assert.deepEqual(errors, []);
    });
  });

  it('advanced table: sorted by a header and searched; the 10,000-row mode draws few rows', async () => {
    await withSignedInPage(browser, { redirectTo: '/forms/basic' }, async ({ page, errors }) => {
      await open(page, 'tables/advanced');
      await page.getByText(/Page 1 of 10/).waitFor();
      await page.getByRole('button', { name: /^Age/ }).click();
      const ageHeader = page.getByRole('columnheader', { name: /^Age/ });
      assert.equal(await ageHeader.getAttribute('aria-sort'), 'ascending');
      const ages = await page.$$eval('tbody tr', (rows) =>
        rows.map((row) => Number(row.querySelectorAll('td')[5]?.textContent)),
      );
      assert.deepEqual(
        ages,
        [...ages].sort((a, b) => a - b),
      );
      await page.getByRole('searchbox', { name: 'Search' }).fill('rossi');
      const names = await page.$$eval('tbody tr', (rows) =>
        rows.map((row) => row.querySelectorAll('td')[3]?.textContent ?? ''),
      );
      assert.ok(names.length > 0 && names.every((name) => name.includes('Rossi')), names.join());
      await page.getByRole('searchbox', { name: 'Search' }).fill('');
      await page.getByRole('button', { name: '10,000 rows' }).click();
      await page.getByText('10000 rows; only the rows in view are drawn.').waitFor();
      const drawn = await page.locator('tbody tr').count();
      assert.ok(drawn < 100, `${drawn} rows drawn`);
      assert.deepEqual(errors, []);
    });
  });

  it('vector maps: the world map and two country maps are drawn; a marker is added', async () => {
    await withSignedInPage(browser, { redirectTo: '/forms/basic' }, async ({ page, errors }) => {
      await open(page, 'maps/vectorMaps');
      const world = page.getByRole('img', { name: /World map/ });
      await world.locator('svg path').first().waitFor();
      const paths = await world.locator('svg path').count();
      assert.ok(paths > 150, `${paths} paths in the world map`);
      assert.equal(await page.getByRole('img', { name: 'Italy' }).locator('svg path').count(), 1);
      assert.equal(
        await page.getByRole('img', { name: 'United States' }).locator('svg path').count(),
        1,
      );
      await page.getByRole('list', { name: 'Your markers' }).getByText('Rome').waitFor();
      await page.getByLabel('Latitude').fill('200');
      await page.getByRole('button', { name: 'Add' }).click();
      await page.getByText('The latitude must be between -90 and 90.').waitFor();
      await page.getByLabel('Name', { exact: true }).fill('Milan');
      await page.getByLabel('Latitude').fill('45.46');
      await page.getByLabel('Longitude').fill('9.19');
      await page.getByRole('button', { name: 'Add' }).click();
      await page.getByRole('list', { name: 'Your markers' }).getByText('Milan').waitFor();
      await page.reload();
      await page.getByRole('list', { name: 'Your markers' }).getByText('Milan').waitFor();
      assert.deepEqual(errors, []);
    });
  });

  it('Google Maps without a key: a card says the map is not available and how to set the key', async () => {
    await withSignedInPage(browser, { redirectTo: '/forms/basic' }, async ({ page, errors }) => {
      await open(page, 'maps/googlemaps');
      await page.getByRole('status').getByText('The map is not available').waitFor();
      await page.getByText('GOOGLE_MAPS_API_KEY=your-browser-key').waitFor();
      assert.deepEqual(errors, []);
    });
  });

  it('axe finds no serious or critical violation on any route, light and dark', async () => {
    await withSignedInPage(browser, { redirectTo: '/forms/basic' }, async ({ page, errors }) => {
      const found = [];
      for (const theme of ['light', 'dark']) {
        for (const route of ROUTES) {
          await open(page, route, `?layout_theme=${theme}`);
          await networkSettled(page);
          await waitForStill(page);
          // .nav-user-role is the shared top bar's, audited by the layout's tests.
          const violations = await axeViolations(page, { exclude: ['.nav-user-role'] });
          for (const violation of violations) found.push(`${theme} ${route} ${violation}`);
        }
      }
      assert.deepEqual(found, []);
      assert.deepEqual(errors, []);
    });
  });

  it('screenshots: light, dark, right-to-left and a 375 px phone', async () => {
    await withSignedInPage(browser, { redirectTo: '/forms/basic' }, async ({ page, errors }) => {
      for (const route of [
        'forms/validation',
        'tables/advanced',
        'maps/vectorMaps',
        'forms/advanced',
      ]) {
        const name = route.replace('/', '-');
        await open(page, route, '?layout_theme=light');
        await networkSettled(page);
        await screenshot(page, `${name}-light`);
        await open(page, route, '?layout_theme=dark');
        await networkSettled(page);
        await screenshot(page, `${name}-dark`);
      }
      await page.evaluate((key) => {
        const saved = JSON.parse(window.localStorage.getItem(key) ?? '{}');
        window.localStorage.setItem(key, JSON.stringify({ ...saved, dir: 'rtl' }));
      }, KEY);
      for (const route of ['forms/wizard', 'tables/advanced']) {
        await open(page, route);
        await networkSettled(page);
        await screenshot(page, `${route.replace('/', '-')}-rtl`);
      }
      await page.evaluate((key) => window.localStorage.removeItem(key), KEY);
      await page.setViewportSize({ width: 375, height: 800 });
      for (const route of ['forms/upload', 'tables/advanced', 'maps/vectorMaps']) {
        await open(page, route);
        await networkSettled(page);
        await screenshot(page, `${route.replace('/', '-')}-phone`);
      }
      assert.deepEqual(errors, []);
    });
  });
});
