// Calendar, chat and e-mail in Chromium against the demo API: changes survive a reload, the
// routes are axe-clean in light and dark, and screenshots (light, dark, RTL, phone) are saved.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  appUrl,
  axeViolations,
  launchBrowser,
  DEMO_ADMIN,
  DEMO_USER,
  openSignedInPage,
  screenshot,
  signIn,
  until,
  waitForDemoBackend,
  waitForStill,
  networkSettled,
} from './lib.mjs';

const KEY = '__SHREYU_REACT_CONFIG__';
const ROUTES = [
  'apps/calendar',
  'apps/chat',
  'apps/email/inbox',
  'apps/email/details',
  'apps/email/compose',
];

async function storedCalendar(page) {
  return page.evaluate(() => {
    // The demo API's one store (src/mocks/api/store.ts): owner -> area -> tables.
    const raw = window.localStorage.getItem('shreyu_demo_data');
    const owners = raw ? JSON.parse(raw).data.owners : {};
    return (
      Object.values(owners).find((areas) => areas.calendar)?.calendar.tables.calendar_events ?? []
    );
  });
}

async function signOut(page) {
  await page.goto(appUrl('auth/logout'));
  await page.getByRole('heading', { name: 'See you again!' }).waitFor();
  await page.goto(appUrl('auth/login'));
  await page.getByRole('button', { name: 'Log In' }).waitFor();
}

describe('calendar, chat and e-mail', () => {
  let browser;
  let context;
  let page;
  let errors;
  before(async () => {
    browser = await launchBrowser();
    ({ context, page, errors } = await openSignedInPage(browser));
    await waitForDemoBackend(page);
  });
  after(async () => {
    await context?.close();
    await browser?.close();
  });

  it('calendar: create an event, move it, delete it; each kept after a reload', async () => {
    await page.goto(appUrl('apps/calendar'));
    await page.getByRole('button', { name: 'Add event' }).click();
    const dialog = page.getByRole('dialog', { name: 'New event' });
    await dialog.getByLabel('Event name').fill('E2E standup');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    const event = page.getByText('E2E standup').first();
    await event.waitFor();
    const before = (await storedCalendar(page)).find((e) => e.title === 'E2E standup');
    assert.ok(before, 'the new event is stored');

    // Drag it one week down (the cell below in the month grid).
    const box = await event.boundingBox();
    await page.mouse.move(box.x + 10, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 20, box.y + box.height / 2 + 40, { steps: 5 });
    await page.mouse.move(box.x + 20, box.y + box.height / 2 + 110, { steps: 10 });
    await page.mouse.up();
    await page.waitForFunction(
      (start) => {
        const raw = window.localStorage.getItem('shreyu_demo_data');
        const owners = raw ? JSON.parse(raw).data.owners : {};
        const events =
          Object.values(owners).find((areas) => areas.calendar)?.calendar.tables.calendar_events ??
          [];
        const moved = events.find((e) => e.title === 'E2E standup');
        return moved && moved.start !== start;
      },
      before.start,
      { timeout: 10000 },
    );
    await page.reload();
    await page.getByText('E2E standup').first().waitFor();
    const moved = (await storedCalendar(page)).find((e) => e.title === 'E2E standup');
    assert.notEqual(moved.start, before.start, 'the move is kept after a reload');

    await page.getByText('E2E standup').first().click();
    const edit = page.getByRole('dialog', { name: 'Edit event' });
    await edit.getByRole('button', { name: 'Delete' }).click();
    await edit.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText('Meeting with Mr. Shreyu').first().waitFor();
    assert.equal(await page.getByText('E2E standup').count(), 0);
  });

  it('chat: the Admin starts a one-to-one with the demo user and writes; the user reads it; the Admin sees "Seen"', async () => {
    await page.goto(appUrl('apps/chat'));
    await page.getByRole('button', { name: 'New conversation' }).click();
    const dialog = page.getByRole('dialog', { name: 'New conversation' });
    await dialog.getByRole('checkbox', { name: /Demo User/ }).check();
    await dialog.getByRole('button', { name: 'Start chat' }).click();
    await dialog.waitFor({ state: 'detached' });
    const box = page.getByRole('textbox', { name: 'Message' });
    for (const text of ['Hello from the e2e test', 'A <b>second</b> line']) {
      await box.fill(text);
      await box.press('Enter');
    }
    const thread = page.getByRole('region', { name: 'Messages with Demo User' });
    await thread.getByText('A <b>second</b> line').waitFor();
    assert.equal(await thread.locator('b').count(), 0, 'HTML is shown as text');
    await page.reload();
    await thread.getByText('Hello from the e2e test').waitFor();

    // The same browser, the other demo account: the conversation is there, and opening it
    // (the first one opens by itself) marks it read.
    await signOut(page);
    await signIn(page, { ...DEMO_USER, redirectTo: '/apps/chat' });
    const list = page.getByRole('list', { name: 'Conversations' });
    await list.getByRole('button', { name: /Shreyu Admin/ }).waitFor();
    const fromAdmin = page.getByRole('region', { name: 'Messages with Shreyu Admin' });
    await fromAdmin.getByText('A <b>second</b> line').waitFor();
    await until(
      async () => (await list.getByText(/Unread messages/).count()) === 0,
      'the conversation marked read',
    );
    await page.getByRole('textbox', { name: 'Message' }).fill('Read you');
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await fromAdmin.getByText('Read you').waitFor();
    await screenshot(page, 'apps-chat-user');

    await signOut(page);
    await signIn(page, { ...DEMO_ADMIN, redirectTo: '/apps/chat' });
    const back = page.getByRole('region', { name: 'Messages with Demo User' });
    await back.getByText('Read you').waitFor();
    const seen = back.getByText('Seen', { exact: true });
    await seen.waitFor();
    assert.match(await seen.locator('xpath=ancestor::li[1]').innerText(), /A <b>second<\/b> line/);
  });

  it('e-mail: compose with an attachment, send, find it in Sent, open it', async () => {
    await page.goto(appUrl('apps/email/compose'));
    await page.getByLabel('To', { exact: true }).fill('friend@shreyu.test');
    await page.getByLabel('Subject', { exact: true }).fill('E2E report');
    await page.getByRole('textbox', { name: 'Message' }).click();
    await page.keyboard.type('Here is the report.');
    await page.getByLabel('Add attachments').setInputFiles({
      name: 'report.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('e2e report content'),
    });
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(/folder=sent/);
    const sent = page.getByRole('list', { name: 'Sent' });
    await sent.getByText('E2E report').click();
    const article = page.getByRole('article', { name: 'E2E report' });
    await article.waitFor();
    await article.getByText('Here is the report.').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      article.getByRole('button', { name: 'Download report.txt' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'report.txt');
  });

  it('the hostile e-mail body runs nothing in the browser', async () => {
    await page.goto(appUrl('apps/email/details/mail-1'));
    const article = page.getByRole('article', { name: 'Quarterly figures (please review)' });
    await article.waitFor();
    await article.getByText('Open the report').click();
    // A javascript: link left in would run as the click's navigation task: one frame and one
    // task later it has run or never will.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
    assert.equal(await page.evaluate(() => window.__emailXss), undefined);
    assert.equal(await article.locator('script, [onerror]').count(), 0);
  });

  for (const theme of ['light', 'dark']) {
    it(`axe finds no serious or critical violation (${theme}); screenshots`, async () => {
      const found = [];
      for (const route of ROUTES) {
        await page.goto(appUrl(`${route}?layout_theme=${theme}`));
        await page.locator('h1').first().waitFor();
        await networkSettled(page).catch(() => undefined);
        await waitForStill(page);
        const violations = await axeViolations(page, { exclude: ['.nav-user-role'] });
        found.push(...violations.map((v) => `${route}: ${v}`));
        await screenshot(page, `apps-${route.replace(/\//g, '-')}-${theme}`);
      }
      assert.deepEqual(found, [], theme);
    });
  }

  it('RTL and phone: mirrored; on a phone nothing wider than the screen; screenshots', async () => {
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    await page.evaluate(
      ([key]) => window.localStorage.setItem(key, JSON.stringify({ dir: 'rtl' })),
      [KEY],
    );
    for (const route of ['apps/calendar', 'apps/chat', 'apps/email/inbox']) {
      await page.goto(appUrl(route));
      await page.locator('h1').first().waitFor();
      await waitForStill(page);
      assert.equal(await page.locator('html').getAttribute('dir'), 'rtl', route);
      // Mirrored: the page title starts on the right; and nothing scrolls sideways (the
      // calendar's off-screen measuring element once made the page ~10,000 px wide in RTL).
      const title = await page.locator('h1').first().boundingBox();
      const width = page.viewportSize().width;
      assert.ok(title.x + title.width > width / 2, `${route}: the title is not on the right`);
      assert.equal(await overflow(), 0, `${route} scrolls sideways in RTL`);
      await screenshot(page, `apps-${route.replace(/\//g, '-')}-rtl`);
    }
    await page.evaluate(([key]) => window.localStorage.removeItem(key), [KEY]);
    await page.setViewportSize({ width: 375, height: 800 });
    for (const route of ['apps/calendar', 'apps/chat', 'apps/email/inbox', 'apps/email/compose']) {
      await page.goto(appUrl(route));
      await page.locator('h1').first().waitFor();
      await waitForStill(page);
      assert.equal(await page.locator('html').getAttribute('dir'), 'ltr', route);
      assert.ok(
        (await overflow()) <= 0,
        `${route} (375 px) scrolls sideways by ${await overflow()} px`,
      );
      await screenshot(page, `apps-${route.replace(/\//g, '-')}-phone`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('no page errors along the way', () => {
    assert.deepEqual(
      errors.filter(
        // A service-worker update check answered "Not found" now and then in this run (reported
        // to the lead: the static server serves the file; cause not found yet).
        (e) => !/Failed to load resource|Failed to update a ServiceWorker/.test(e),
      ),
      [],
    );
  });
});
