// Benchmark (not a test): in the advanced table's 10,000-row mode, how long a sort and a
// search take to re-render, measured inside Chromium on the production build with
// performance.now() around the interaction (until the next animation frame), median of runs.
//
//   BUILD_DIR=build node scripts/bench-table.mjs [runs]
//
// Budget: 100 ms for each median on this machine. Exit code 1 when a median is over it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../e2e/server.mjs';
import { DEMO_ADMIN, launchBrowser } from '../e2e/lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', process.env.BUILD_DIR ?? 'build');
const RUNS = Number(process.argv[2] ?? 7);
const BUDGET_MS = 100;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const server = await startStaticServer({ root });
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const base = server.url;
  await page.goto(new URL('auth/login?redirectTo=%2Ftables%2Fadvanced', base).toString());
  await page.getByLabel('Email address').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByText(/Page 1 of/).waitFor({ timeout: 30000 });
  await page.getByRole('button', { name: '10,000 rows' }).click();
  await page.getByText('10000 rows; only the rows in view are drawn.').waitFor({ timeout: 30000 });

  // One sort: click a header, wait until its aria-sort changed and a frame has passed.
  const sortOnce = () =>
    page.evaluate(async () => {
      const button = [...document.querySelectorAll('thead th button')].find((b) =>
        b.textContent?.startsWith('Age'),
      );
      const header = button.closest('th');
      const before = header.getAttribute('aria-sort');
      const start = performance.now();
      button.click();
      await new Promise((resolve) => {
        const check = () =>
          header.getAttribute('aria-sort') !== before
            ? requestAnimationFrame(() => resolve())
            : requestAnimationFrame(check);
        check();
      });
      return performance.now() - start;
    });

  // One search: type a whole word into the search box (one input event), wait for the
  // "N people match" status to change and a frame to pass.
  const searchOnce = (text) =>
    page.evaluate(async (query) => {
      const input = document.querySelector('#people-search');
      const status = document.querySelector('[role="status"].visually-hidden');
      const before = status.textContent;
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const start = performance.now();
      setter.call(input, query);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => {
        const check = () =>
          status.textContent !== before
            ? requestAnimationFrame(() => resolve())
            : requestAnimationFrame(check);
        check();
      });
      return performance.now() - start;
    }, text);

  const sorts = [];
  const searches = [];
  for (let run = 0; run < RUNS; run += 1) {
    sorts.push(await sortOnce());
    searches.push(await searchOnce(run % 2 === 0 ? 'rossi' : 'acme'));
    searches.push(await searchOnce(''));
  }
  const result = {
    runs: RUNS,
    sortMedianMs: Number(median(sorts).toFixed(1)),
    searchMedianMs: Number(median(searches).toFixed(1)),
    sortsMs: sorts.map((v) => Number(v.toFixed(1))),
    searchesMs: searches.map((v) => Number(v.toFixed(1))),
    budgetMs: BUDGET_MS,
  };
  console.log(JSON.stringify(result, null, 2));
  if (result.sortMedianMs > BUDGET_MS || result.searchMedianMs > BUDGET_MS) process.exitCode = 1;
} finally {
  await browser.close();
  await server.close();
}
