// Performance budgets (shared/DESIGN.md), measured on the production build served locally.
//
//   npm run bench -- --no-lighthouse   exact and quick (CI): from the build's webpack stats
//       (build/.webpack-stats.json), the gzip size of the JS+CSS a first visit of login,
//       register and the ecommerce dashboard downloads, against the byte budgets; every page
//       of the registry against its layout's budget (or its own, with a reason; --verbose
//       lists them); and the shared-chunk rule (scripts/budgets.mjs). No browser.
//   npm run bench                      the above, then a browser cross-check (the pages load
//       no JS/CSS the stats did not count) and Lighthouse mobile on each route, the median of
//       --runs=N runs (3 by default): performance, LCP, TBT, CLS, accessibility.
//       Then every route of the page registry (the menu a signed-in Admin sees, the public
//       pages, the sign-in pages signed out), each with the HTTP cache cleared before every
//       run, in one table: JS+CSS bytes the page loaded, performance, LCP, TBT, CLS (medians)
//       against the goals of issue 20, the load average, and what a fresh memory page cost the
//       machine at the start and the end (scripts/lib/machine.mjs: it decides the browser's
//       speed on a machine whose hypervisor handles page faults).
//   --routes=apps/chat,dashboard/analytics   the registry table for these routes only (no
//       login/register/dashboard budget audits).
//   npm run bench -- --accessibility-only   Lighthouse accessibility only, light and dark (CI).
//   --verbose lists every counted file per route.
//   --lcp-path prints, for every run, the requests and tasks Lighthouse's simulated LCP is
//       made of, by simulated start and end (scripts/lib/lcpPath.mjs): the cause of an LCP miss.
//   --reports=DIR also writes each Lighthouse report there as JSON (the LCP element, the
//       long tasks, the shifts and the request chains of every run, to find a miss's cause).
//   --only=login,register   the browser checks and Lighthouse for these routes only (a build
//       with a Firebase config has no account to sign in with: BUILD_DIR=build-firebase).
// Login, register and the other sign-in pages are audited as cold first visits (the origin's
// storage, service worker and cache reset); signed-in pages keep the session but not the HTTP
// cache.
// Exit code 1 when a budget is broken; the table says which.
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { KiB, registryRoutes, ROUTES, routeFiles, sharedChunkViolations } from './budgets.mjs';
import { median, routeRow, routeTableLines } from './lib/routeTable.mjs';
import { lcpPathLines, simulateLcp } from './lib/lcpPath.mjs';
import { freshPageCost, machineLine } from './lib/machine.mjs';

const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  process.env.BUILD_DIR ?? 'build',
);
const args = process.argv.slice(2);
const accessibilityOnly = args.includes('--accessibility-only');
const withBrowser = !args.includes('--no-lighthouse');
const verbose = args.includes('--verbose');
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3));
const lcpPath = args.includes('--lcp-path');
const reportsDir = args.find((a) => a.startsWith('--reports='))?.slice(10);
const onlyArg = args.find((a) => a.startsWith('--only='))?.slice(7);
const routesArg = args
  .find((a) => a.startsWith('--routes='))
  ?.slice(9)
  .split(',')
  .map((r) => `/${r.replace(/^\//, '')}`);
/** Whether the browser part covers this route (all of them without --only; none with --routes). */
const inBrowser = (name) => !routesArg && (!onlyArg || onlyArg.split(',').includes(name));

/** Lighthouse budgets (mobile, medians). CLS: "no layout shift", with rounding room. */
const LIGHTHOUSE = {
  login: { performance: 95, lcp: 2000, tbt: 100, cls: 0.01, accessibility: 100 },
  register: { performance: 95, lcp: 2000, tbt: 100, cls: 0.01, accessibility: 100 },
  dashboard: { performance: 90, cls: 0.01, accessibility: 100 },
};

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

let failed = false;
const rows = [];
const check = (ok, name, value, limit) => {
  if (!ok) failed = true;
  rows.push(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(10)} ${String(value).padEnd(16)} ${limit}`);
};
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
/** How the verbose list names a file left out of the count. */
const APART = { demo: 'demo only', later: 'on first interaction', after: 'after the page' };
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;

// ---- bytes and the shared-chunk rule, from the stats --------------------------------------
const statsFile = path.join(root, '.webpack-stats.json');
let counted = {};
if (!accessibilityOnly) {
  if (!fs.existsSync(statsFile)) {
    console.error(`No ${statsFile}: rebuild with \`npm run build\` (webpack.config.ts writes it).`);
    process.exit(1);
  }
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
  const html = gzipSize(path.join(root, 'index.html'));
  for (const [name, route] of Object.entries(ROUTES)) {
    const files = routeFiles(stats, route).map((f) => ({
      ...f,
      size: gzipSize(path.join(root, f.file)),
    }));
    const sum = (apart) =>
      files.filter((f) => f.apart === apart).reduce((total, f) => total + f.size, 0);
    const total = sum(null);
    const demo = sum('demo');
    const later = sum('later');
    const after = sum('after');
    counted[name] = new Set(files.map((f) => f.file));
    const goal =
      route.goal && route.goal < route.bytes ? ` (goal ${route.goal / KiB} KiB: not met)` : '';
    check(total <= route.bytes, name, kib(total), `<= ${route.bytes / KiB} KiB JS+CSS gzip${goal}`);
    rows.push(
      `     ${name.padEnd(10)} (${files.length} files; apart: demo backend ${kib(demo)}, on first interaction ${kib(later)}${route.after ? `, after the page ${kib(after)}` : ''}; index.html ${kib(html)})`,
    );
    if (verbose) {
      for (const f of files.sort((a, b) => b.size - a.size))
        rows.push(
          `       ${kib(f.size).padStart(10)}  ${f.file}${f.apart ? `  (${APART[f.apart]})` : ''}`,
        );
    }
  }
  // Every page of the registry against its layout's budget (or its own, with a reason).
  const source = (file) => fs.readFileSync(path.join(root, '..', file), 'utf8');
  const pages = registryRoutes(
    source('src/app/routes/routeTable.tsx'),
    source('src/config/pages.ts'),
  );
  const over = [];
  let largest = { id: '', total: 0 };
  for (const page of pages) {
    const total = routeFiles(stats, page)
      .filter((f) => f.apart === null)
      .reduce((sum, f) => sum + gzipSize(path.join(root, f.file)), 0);
    if (total > page.bytes) over.push(`${page.id} ${kib(total)} > ${kib(page.bytes)}`);
    if (total > largest.total) largest = { id: page.id, total };
    if (verbose)
      rows.push(
        `       ${page.id.padEnd(24)} ${kib(total).padStart(10)} / ${kib(page.bytes)}${page.why ? ` (${page.why})` : ''}`,
      );
  }
  check(
    over.length === 0,
    'pages',
    `${pages.length - over.length}/${pages.length} within`,
    `every registry page <= its layout's budget (largest: ${largest.id} ${kib(largest.total)})`,
  );
  for (const line of over) rows.push(`     over budget: ${line}`);
  const violations = sharedChunkViolations(stats);
  check(
    violations.length === 0,
    'chunks',
    `${violations.length} misplaced`,
    'route libraries only in their routes',
  );
  for (const v of violations) rows.push(`     ${v}`);
}

// ---- the browser: cross-check and Lighthouse ---------------------------------------------
if (withBrowser || accessibilityOnly) {
  const pageCostAtStart = freshPageCost();
  const { startStaticServer } = await import('../e2e/server.mjs');
  const server = await startStaticServer({ root, gzip: true }); // as the host sends them
  const base = server.url;
  // The e2e helpers read the app's address when they load, so they load after the server.
  process.env.E2E_BASE_URL = base;
  const { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_ADMIN, launchBrowser, networkSettled, signIn } =
    await import('../e2e/lib.mjs');
  const { chromium } = await import('playwright-core');
  const basePath = new URL(base).pathname;

  /**
   * JS and CSS files the page loads until the network settles (the live stream aside: a
   * signed-in page keeps it open, so the browser's own "network idle" never comes).
   */
  async function loadedFiles(page, url) {
    const files = new Set();
    const onResponse = (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet')
        files.add(new URL(response.url()).pathname.slice(basePath.length));
    };
    page.on('response', onResponse);
    await page.goto(url);
    await networkSettled(page);
    page.off('response', onResponse);
    return files;
  }

  if (!accessibilityOnly) {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const seen = {};
      for (const name of ['login', 'register'].filter(inBrowser))
        seen[name] = await loadedFiles(await context.newPage(), `${base}${ROUTES[name].url}`);
      if (inBrowser('dashboard')) {
        await signIn(page, DEMO_ADMIN);
        seen.dashboard = await loadedFiles(
          await context.newPage(),
          `${base}${ROUTES.dashboard.url}`,
        );
      }
      await context.close();
      for (const [name, files] of Object.entries(seen)) {
        const unlisted = [...files].filter(
          (f) => !counted[name].has(f) && !/(mockServiceWorker|demoWorker)\.js$/.test(f),
        );
        check(
          unlisted.length === 0,
          name,
          `${unlisted.length} uncounted`,
          'files the browser loads are in the count (scripts/budgets.mjs ROUTES)',
        );
        for (const f of unlisted) rows.push(`     loaded but not counted: ${f}`);
      }
    } finally {
      await browser.close();
    }
  }

  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const table = [];
  /** One line of the routes table; a miss fails the bench. */
  const tableRow = (route, results) => {
    const { cells, missed } = routeRow(route, results, kib);
    if (missed) failed = true;
    return cells;
  };
  // Lighthouse 12 resets only caches and service workers by default, so the session (local
  // storage) outlived the sign-in pages' runs: they measured a redirect to the dashboard, and
  // the bench's later sign-in raced that redirect ("Main menu" never showed). A signed-out run
  // starts as a first visit: its defaults, and no local storage, IndexedDB or cookies.
  const { defaultSettings } = await import('lighthouse/core/config/constants.js');
  const SIGNED_OUT_RESET = [
    ...defaultSettings.clearStorageTypes,
    'local_storage',
    'indexeddb',
    'cookies',
  ];
  const audit = async (url, { keepStorage }) => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: accessibilityOnly ? ['accessibility'] : ['performance', 'accessibility'],
      disableStorageReset: keepStorage,
      ...(keepStorage ? {} : { clearStorageTypes: SIGNED_OUT_RESET }),
    });
    const { lhr } = result;
    if (lcpPath) {
      const pathname = new URL(url).pathname.slice(basePath.length - 1);
      rows.push(`     LCP of ${pathname} as Lighthouse simulates it:`);
      rows.push(...lcpPathLines(await simulateLcp(result), base));
    }
    if (reportsDir) {
      fs.mkdirSync(reportsDir, { recursive: true });
      const name = new URL(url).pathname.slice(basePath.length).replace(/\W+/g, '_') || 'root';
      fs.writeFileSync(path.join(reportsDir, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
    }
    const a = lhr.audits;
    // JS and CSS the page loaded, as gzip of the build's files (a service worker's answers
    // carry no transfer size): the same measure as the byte budgets.
    const files = new Set(
      (a['network-requests']?.details?.items ?? [])
        .filter((r) => r.resourceType === 'Script' || r.resourceType === 'Stylesheet')
        .map((r) => new URL(r.url).pathname)
        .filter((p) => p.startsWith(basePath))
        .map((p) => path.join(root, p.slice(basePath.length)))
        .filter((file) => fs.existsSync(file)),
    );
    return {
      bytes: [...files].reduce((total, file) => total + gzipSize(file), 0),
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: Math.round(a['largest-contentful-paint']?.numericValue ?? 0),
      tbt: Math.round(a['total-blocking-time']?.numericValue ?? 0),
      cls: Number((a['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      failedAudits: lhr.categories.accessibility.auditRefs
        .map((r) => a[r.id])
        .filter((x) => x && x.score !== null && x.score < 1)
        .map((x) => x.id),
    };
  };
  const report = (name, results) => {
    const budget = LIGHTHOUSE[name.replace(/-dark$/, '')] ?? { accessibility: 100 };
    const m = (key) => median(results.map((r) => r[key]));
    if (!accessibilityOnly) {
      rows.push(
        `     ${name.padEnd(10)} runs: ${results.map((r) => `perf ${r.performance} lcp ${r.lcp} tbt ${r.tbt} cls ${r.cls}`).join(' | ')}`,
      );
      check(
        m('performance') >= budget.performance,
        name,
        `perf ${m('performance')}`,
        `>= ${budget.performance}`,
      );
      if (budget.lcp)
        check(m('lcp') <= budget.lcp, name, `LCP ${m('lcp')} ms`, `<= ${budget.lcp} ms`);
      if (budget.tbt !== undefined)
        check(m('tbt') <= budget.tbt, name, `TBT ${m('tbt')} ms`, `<= ${budget.tbt} ms`);
      check(m('cls') <= budget.cls, name, `CLS ${m('cls')}`, `<= ${budget.cls}`);
    }
    check(m('accessibility') >= 100, name, `a11y ${m('accessibility')}`, '>= 100');
    const failedAudits = [...new Set(results.flatMap((r) => r.failedAudits))];
    if (failedAudits.length)
      rows.push(`     ${name} accessibility audits not passed: ${failedAudits.join(', ')}`);
  };
  const times = accessibilityOnly ? 1 : runs;
  try {
    for (const name of ['login', 'register'].filter(inBrowser)) {
      const results = [];
      for (let i = 0; i < times; i += 1)
        results.push(await audit(`${base}${ROUTES[name].url}`, { keepStorage: false }));
      report(name, results);
    }
    if (inBrowser('dashboard')) {
      // Sign in inside the same Chrome, then audit the dashboard with its session kept.
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = cdp.contexts()[0].pages()[0] ?? (await cdp.contexts()[0].newPage());
      await signIn(page, DEMO_ADMIN);
      const session = await page.context().newCDPSession(page);
      const dashboards = accessibilityOnly
        ? [
            ['dashboard', ROUTES.dashboard.url],
            ['dashboard-dark', `${ROUTES.dashboard.url}?layout_theme=dark`],
          ]
        : [['dashboard', ROUTES.dashboard.url]];
      for (const [name, url] of dashboards) {
        const results = [];
        for (let i = 0; i < times; i += 1) {
          // Keep the session (storage) but not the HTTP cache: every asset is paid for.
          await session.send('Network.clearBrowserCache');
          results.push(await audit(`${base}${url}`, { keepStorage: true }));
        }
        report(name, results);
      }
      // No signed-in page stays open while the signed-out audits below run: nothing may
      // write a session back into the storage they reset.
      await page.goto('about:blank');
      await cdp.close();
    }
    if (!accessibilityOnly && (routesArg || !onlyArg)) {
      // Every route of the registry: signed-out ones first (each audit resets the storage),
      // then signed in; the HTTP cache is cleared before every run.
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = cdp.contexts()[0];
      // A tab of its own for signing in and reading the menu: the tab the audits ran in may
      // still carry their device emulation, which made the sign-in there time out now and then.
      const page = await context.newPage();
      const session = await context.newCDPSession(page);
      const measure = async (route, keepStorage) => {
        const results = [];
        for (let i = 0; i < runs; i += 1) {
          await session.send('Network.clearBrowserCache');
          results.push(await audit(`${base}${route.slice(1)}`, { keepStorage }));
        }
        return results;
      };
      const picked = (routes) => (routesArg ? routes.filter((r) => routesArg.includes(r)) : routes);
      const { menuRoutes, PUBLIC_ROUTES, SIGNED_OUT_ROUTES } =
        await import('../e2e/menuRoutes.mjs');
      const measured = [];
      // Signed out first (before signing in: Lighthouse resets their storage).
      for (const route of picked(SIGNED_OUT_ROUTES))
        measured.push([route, await measure(route, false)]);
      await signIn(page, DEMO_ADMIN);
      await page.setViewportSize({ width: 1366, height: 900 }); // the sidebar menu in view
      const signedIn = picked([...new Set([...(await menuRoutes(page)), ...PUBLIC_ROUTES])]);
      for (const route of signedIn) measured.push([route, await measure(route, true)]);
      await cdp.close();
      const missing = (routesArg ?? []).filter((r) => !measured.some(([m]) => m === r));
      if (missing.length) rows.push(`     not in the registry's menu or sign-in pages: ${missing}`);
      table.push(...measured.map(([route, results]) => tableRow(route, results)));
    }
    if (accessibilityOnly) {
      for (const url of ['auth/login?layout_theme=dark', 'auth/register?layout_theme=dark'])
        report(url.split('?')[0].split('/')[1] + '-dark', [
          await audit(`${base}${url}`, { keepStorage: false }),
        ]);
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  if (table.length) rows.push(...routeTableLines(table, runs));
  rows.push(machineLine(pageCostAtStart));
}

console.log(rows.join('\n'));
process.exit(failed ? 1 : 0);
