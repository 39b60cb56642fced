// Projects, tasks, kanban and file manager in Chromium against the demo API: create and open a
// project, add and complete a task, move kanban cards by keyboard and mouse (kept after a
// reload), upload a file and download the same bytes after a reload, refuse an oversized file,
// axe on every route (light and dark), and screenshots (light, dark, RTL, phone).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {
  appUrl,
  axeViolations,
  launchBrowser,
  nextWrite,
  openSignedInPage,
  screenshot,
  waitForStill,
} from './lib.mjs';

const KEY = '__SHREYU_REACT_CONFIG__';
const ROUTES = [
  'apps/projects/list',
  'apps/projects/details',
  'apps/tasks/list',
  'apps/tasks/kanban',
  'apps/file-manager',
];

async function settle(page) {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, {
    timeout: 15000,
  });
  await waitForStill(page);
}

/** The top bar is shared chrome, audited by the layout's tests. */
const axe = (page) => axeViolations(page, { exclude: ['.navbar-custom'] });

const column = (page, name) => page.getByRole('list', { name, exact: true });

describe('projects, tasks, kanban and file manager', () => {
  let browser;
  let page;
  let context;
  let errors;
  before(async () => {
    browser = await launchBrowser();
    ({ page, context, errors } = await openSignedInPage(browser, { acceptDownloads: true }));
  });
  after(async () => {
    await browser?.close();
  });

  it('creates a project and opens it', async () => {
    await page.goto(appUrl('apps/projects/list'));
    await page.getByRole('button', { name: 'Create project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create project' });
    await dialog.getByLabel('Name').fill('E2E launch plan');
    await dialog.getByLabel('Budget (USD)').fill('2500');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'E2E launch plan' }).click();
    await page.getByRole('heading', { level: 1, name: 'E2E launch plan' }).waitFor();
    assert.ok(page.url().includes('/apps/projects/details/'));
  });

  it('adds a task and completes it; both kept after a reload', async () => {
    await page.goto(appUrl('apps/tasks/list'));
    await page.getByLabel('New task title').fill('E2E follow-up call');
    await page.getByRole('button', { name: 'Add task' }).click();
    const box = page.getByRole('checkbox', { name: 'Complete "E2E follow-up call"' });
    await box.waitFor();
    await page.waitForFunction(() => !document.querySelector('input[id^="task-done-tmp-"]'));
    const saved = nextWrite(page, '/api/tasks');
    await box.check();
    await saved;
    await page.reload();
    assert.equal(
      await page.getByRole('checkbox', { name: 'Complete "E2E follow-up call"' }).isChecked(),
      true,
    );
  });

  it('moves a kanban card with the keyboard, and another with the mouse; both kept after a reload', async () => {
    await page.goto(appUrl('apps/tasks/kanban'));
    const card = column(page, 'To do').getByText('Draft the sprint review notes');
    await card.waitFor();
    const dragged = (title) =>
      page.locator('.kanban-card[data-dnd-dragging="true"]', { hasText: title });
    await page.getByRole('button', { name: 'Move Draft the sprint review notes' }).focus();
    await page.keyboard.press('Space');
    await dragged('Draft the sprint review notes').waitFor(); // picked up: the card is lifted
    await page.keyboard.press('ArrowRight');
    await column(page, 'In progress').getByText('Draft the sprint review notes').first().waitFor();
    const moved = nextWrite(page, '/api/tasks');
    await page.keyboard.press('Space');
    await column(page, 'In progress')
      .getByText('Draft the sprint review notes')
      .first()
      .waitFor({ timeout: 5000 });
    await moved;
    await dragged('Draft the sprint review notes').waitFor({ state: 'detached' });

    const source = page.getByRole('button', { name: 'Move Fix the sidebar collapse on tablets' });
    // Aim just below the column's last card: inside the list as drawn, whatever the height the
    // list element itself takes on the board.
    const last = await column(page, 'Review').locator('li').last().boundingBox();
    const from = await source.boundingBox();
    const to = { x: last.x, y: last.y, width: last.width, height: last.height + 40 };
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, {
      steps: 5,
    });
    await dragged('Fix the sidebar collapse on tablets').waitFor(); // the drag has started
    await page.mouse.move(to.x + to.width / 2, to.y + to.height - 20, { steps: 40 });
    await column(page, 'Review').getByText('Fix the sidebar collapse on tablets').first().waitFor();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height - 10, { steps: 5 });
    const dropped = nextWrite(page, '/api/tasks');
    await page.mouse.up();
    await column(page, 'Review')
      .getByText('Fix the sidebar collapse on tablets')
      .first()
      .waitFor({ timeout: 5000 });
    await dropped;
    await dragged('Fix the sidebar collapse on tablets').waitFor({ state: 'detached' });

    await page.reload();
    await column(page, 'In progress').getByText('Draft the sprint review notes').waitFor();
    await column(page, 'Review').getByText('Fix the sidebar collapse on tablets').waitFor();
  });

  it('uploads a file, and after a reload downloads exactly those bytes; an oversized file is refused', async () => {
    await page.goto(appUrl('apps/file-manager'));
    await page.getByRole('button', { name: 'Upload files' }).waitFor();
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256));
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'e2e-data.pdf', mimeType: 'application/pdf', buffer: bytes });
    await page.getByText('Uploaded.').waitFor({ timeout: 15000 });
    await page.reload();
    await page.getByText('e2e-data.pdf').first().waitFor();
    await page.getByRole('button', { name: 'Actions for e2e-data.pdf' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    const saved = fs.readFileSync(await download.path());
    assert.equal(download.suggestedFilename(), 'e2e-data.pdf');
    assert.ok(saved.equals(bytes), 'the downloaded bytes are the uploaded ones');

    // 51 MB, made in the page and handed to the file input as a person's choice would be.
    await page.evaluate(() => {
      const input = document.querySelector('input[type="file"]');
      const transfer = new DataTransfer();
      transfer.items.add(
        new File([new Uint8Array(51 * 1024 * 1024)], 'huge-video.mp4', { type: 'video/mp4' }),
      );
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await page.getByText('huge-video.mp4 is too large: a file may be at most 50 MB.').waitFor();
  });

  it('axe finds nothing serious on these routes, light and dark; screenshots', async () => {
    for (const theme of ['light', 'dark']) {
      for (const route of ROUTES) {
        await page.goto(appUrl(`${route}?layout_theme=${theme}`));
        await settle(page);
        const violations = await axe(page);
        assert.deepEqual(violations, [], `${route} (${theme})`);
        await screenshot(page, `apps-work-${route.replaceAll('/', '-')}-${theme}`);
      }
    }
    await page.evaluate((key) => {
      const saved = JSON.parse(localStorage.getItem(key) ?? '{}');
      localStorage.setItem(key, JSON.stringify({ ...saved, dir: 'rtl' }));
    }, KEY);
    for (const route of ['apps/tasks/kanban', 'apps/file-manager', 'apps/projects/list']) {
      await page.goto(appUrl(route));
      await settle(page);
      await screenshot(page, `apps-work-${route.replaceAll('/', '-')}-rtl`);
    }
    await page.evaluate((key) => localStorage.removeItem(key), KEY);
    await page.setViewportSize({ width: 375, height: 800 });
    for (const route of ['apps/tasks/kanban', 'apps/file-manager', 'apps/projects/list']) {
      await page.goto(appUrl(route));
      await settle(page);
      await screenshot(page, `apps-work-${route.replaceAll('/', '-')}-phone`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
});
