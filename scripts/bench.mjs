// Performance budgets of shared/DESIGN.md, measured on the production build served locally:
//   - first load of the login page <= 150 KiB JS+CSS (gzip), of the dashboard <= 280 KiB;
//   - Lighthouse (mobile): performance >= 95 on login, >= 90 on the dashboard; accessibility 100.
// Usage: npm run build && npm run bench [-- --no-lighthouse | --accessibility-only]
// --accessibility-only audits only accessibility, on more pages (sign-in pages, dashboard in
// light and dark): the budget that is met today, so CI enforces it.
// Exit code 1 when a budget is broken; the table says which.
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { startStaticServer } from '../e2e/server.mjs';

const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  process.env.BUILD_DIR ?? 'build',
);
const accessibilityOnly = process.argv.includes('--accessibility-only');
const withLighthouse = accessibilityOnly || !process.argv.includes('--no-lighthouse');
const KiB = 1024;
const BUDGETS = {
  login: { bytes: 150 * KiB, performance: 95, accessibility: 100 },
  dashboard: { bytes: 280 * KiB, performance: 90, accessibility: 100 },
};
// The msw worker and its chunk exist only in demo builds (no Firebase config): a deployed
// dashboard never loads them, so they are reported apart and not counted in the budget.
const DEMO_ONLY = /demo-backend|mockServiceWorker/;

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const server = await startStaticServer({ root });
const base = server.url;
// The e2e helpers read the app's address when they load, so they load after the server.
process.env.E2E_BASE_URL = base;
const { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_ADMIN, launchBrowser, signIn } =
  await import('../e2e/lib.mjs');
const { chromium } = await import('playwright-core');

/** JS and CSS the page loads until the network settles, gzip-sized. */
async function firstLoad(page, url) {
  const assets = new Map();
  const onResponse = async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      const body = await response.body();
      assets.set(response.url(), zlib.gzipSync(body, { level: 9 }).length);
    } catch {
      // Redirects and aborted loads have no body to size.
    }
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  page.off('response', onResponse);
  let counted = 0;
  let demo = 0;
  if (process.argv.includes('--verbose')) {
    for (const [asset, size] of [...assets].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${(size / KiB).toFixed(1).padStart(7)} KiB  ${new URL(asset).pathname}`);
    }
  }
  for (const [asset, size] of assets) {
    if (DEMO_ONLY.test(asset)) demo += size;
    else counted += size;
  }
  return { counted, demo, files: assets.size };
}

const results = { login: {}, dashboard: {} };
if (!accessibilityOnly) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    await page.route('**/*', (route) => route.continue()); // routing disables the HTTP cache
    results.login = await firstLoad(page, `${base}auth/login`);
    await signIn(page, DEMO_ADMIN);
    const fresh = await context.newPage();
    await fresh.route('**/*', (route) => route.continue());
    results.dashboard = await firstLoad(fresh, `${base}dashboard/ecommerce`);
    await context.close();
  } finally {
    await browser.close();
  }
}

if (withLighthouse) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const run = async (url) => {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: accessibilityOnly ? ['accessibility'] : ['performance', 'accessibility'],
        disableStorageReset: true,
      });
      return {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        failedAudits: Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id),
          )
          .map((a) => a.id),
      };
    };
    Object.assign(results.login, await run(`${base}auth/login`));
    if (accessibilityOnly) results.register = await run(`${base}auth/register`);
    // Sign in inside the same Chrome, then audit the dashboard with its session kept.
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = cdp.contexts()[0].pages()[0] ?? (await cdp.contexts()[0].newPage());
    await signIn(page, DEMO_ADMIN);
    // Keep the session (storage) but not the HTTP cache: the audit must pay for every asset,
    // as a first visit of the dashboard would.
    const session = await page.context().newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    Object.assign(results.dashboard, await run(`${base}dashboard/ecommerce`));
    if (accessibilityOnly) {
      results['dashboard-dark'] = await run(`${base}dashboard/ecommerce?layout_theme=dark`);
    }
    await cdp.close();
  } finally {
    chrome.kill();
  }
}
await server.close();

let failed = false;
const rows = [];
for (const [name, r] of Object.entries(results)) {
  const budget = BUDGETS[name] ?? { accessibility: 100 };
  const checks = [];
  if (accessibilityOnly) {
    checks.push([
      `a11y ${r.accessibility}`,
      `>= ${budget.accessibility}`,
      r.accessibility >= budget.accessibility,
    ]);
  } else {
    checks.push([
      `${(r.counted / KiB).toFixed(1)} KiB`,
      `<= ${budget.bytes / KiB} KiB`,
      r.counted <= budget.bytes,
    ]);
  }
  if (withLighthouse && !accessibilityOnly) {
    checks.push([
      `perf ${r.performance}`,
      `>= ${budget.performance}`,
      r.performance >= budget.performance,
    ]);
    checks.push([
      `a11y ${r.accessibility}`,
      `>= ${budget.accessibility}`,
      r.accessibility >= budget.accessibility,
    ]);
  }
  for (const [value, limit, ok] of checks) {
    if (!ok) failed = true;
    rows.push(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(10)} ${value.padEnd(14)} ${limit}`);
  }
  if (!accessibilityOnly) {
    rows.push(
      `     ${name.padEnd(10)} (${r.files} JS/CSS files; demo backend ${(r.demo / KiB).toFixed(1)} KiB not counted)`,
    );
  }
  if (r.failedAudits?.length)
    rows.push(
      `     ${name.padEnd(10)} accessibility audits not passed: ${r.failedAudits.join(', ')}`,
    );
}
console.log(rows.join('\n'));
process.exit(failed ? 1 : 0);
