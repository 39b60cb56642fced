// The main thread's long tasks while a route first loads, as a phone would run them: a steadier
// measure than Lighthouse's TBT on a machine whose speed moves between runs, and a way to
// compare two builds in the same minutes.
//
//   npm run bench:tasks -- [--routes=pages/starter,apps/chat] [--runs=N] [--against=DIR]
//
// Without --routes, every route of the page registry, as `npm run bench` takes them (the
// sign-in pages, the menu a signed-in Admin sees, the public pages), 3 loads each; with it,
// 6 loads each. Each load: a fresh signed-in context (the sign-in pages: signed out),
// the HTTP cache off, the CPU slowed 4x (Lighthouse's mobile setting), a 412x823 screen, until
// the network is idle and 1.5 s more. Per route it prints the medians over the runs (and the
// range) of
//   blocking  the long tasks' time over 50 ms each, over the whole load (what TBT adds up,
//             but from the navigation, not from the first paint: a signed-in route paints
//             after its session check, so most of its work comes before; and without
//             Lighthouse's network simulation),
//   longest   the longest task,
//   LCP       the largest contentful paint (real network: localhost, gzip).
// --against=DIR also loads the build in DIR (e.g. a worktree's build of main), alternating the
// two builds run by run, so that both meet the same machine. BUILD_DIR picks the first build.
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { median } from './lib/routeTable.mjs';
import { freshPageCost, machineLine } from './lib/machine.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arg = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Math.max(1, Number(arg('runs') ?? (arg('routes') ? 6 : 3)));
const builds = [
  ['build', path.resolve(projectRoot, process.env.BUILD_DIR ?? 'build')],
  ...(arg('against') ? [['against', path.resolve(process.cwd(), arg('against'))]] : []),
];
for (const [, dir] of builds) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`No production build in ${dir}: run \`npm run build\` first.`);
    process.exit(1);
  }
}
const { startStaticServer } = await import('../e2e/server.mjs');
const servers = await Promise.all(
  builds.map(([, root]) => startStaticServer({ root, gzip: true })),
);
process.env.E2E_BASE_URL = servers[0].url;
const { DEMO_ADMIN, launchBrowser, networkSettled, openSignedInPage, signIn, trackRequests } =
  await import('../e2e/lib.mjs');
const { menuRoutes, PUBLIC_ROUTES, SIGNED_OUT_ROUTES } = await import('../e2e/menuRoutes.mjs');
/** Pages a visitor opens signed out. */
const signedOut = (route) => SIGNED_OUT_ROUTES.includes(`/${route}`);

/** The routes to load, without their leading slash: --routes, else the whole registry. */
async function routesToLoad(browser) {
  if (arg('routes'))
    return arg('routes')
      .split(',')
      .map((route) => route.replace(/^\//, ''));
  // The first build's server is the e2e helpers' address; the sidebar menu in view.
  const { context, page } = await openSignedInPage(browser);
  try {
    const all = [...SIGNED_OUT_ROUTES, ...(await menuRoutes(page)), ...PUBLIC_ROUTES];
    return [...new Set(all)].map((route) => route.slice(1));
  } finally {
    await context.close();
  }
}

/** Collects the long tasks and the LCP from the page's first moment. */
function observe() {
  const seen = { tasks: [], lcp: 0 };
  window.__loadTasks = seen;
  const watch = (type, record) =>
    new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({
      type,
      buffered: true,
    });
  watch('longtask', (e) => seen.tasks.push([e.startTime, e.duration]));
  watch('largest-contentful-paint', (e) => {
    seen.lcp = e.startTime;
  });
}

async function load(browser, base, route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    if (!signedOut(route)) {
      const page = await context.newPage();
      await page.goto(new URL('auth/login', base).toString());
      await signIn(page, DEMO_ADMIN);
      // The session is kept (Firebase's storage) a moment after the page has moved on. The
      // page stays open: after closing it, Chromium reported no first contentful paint for
      // the next page of the context.
      // The network settled, the live stream aside (a signed-in page keeps it open).
      await networkSettled(page);
    }
    const page = await context.newPage();
    await page.bringToFront();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(observe);
    trackRequests(page);
    await page.goto(new URL(route, base).toString());
    await networkSettled(page);
    await page.waitForTimeout(1500);
    const landed = new URL(page.url()).pathname;
    if (!landed.endsWith(`/${route}`)) throw new Error(`/${route} ended on ${landed}`);
    await page.waitForFunction(() => window.__loadTasks.lcp > 0, null, { timeout: 10000 });
    const { tasks, lcp } = await page.evaluate(() => window.__loadTasks);
    const blocking = tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    const longest = Math.max(0, ...tasks.map(([, duration]) => duration));
    return { blocking: Math.round(blocking), longest: Math.round(longest), lcp: Math.round(lcp) };
  } finally {
    await context.close();
  }
}

const pageCostAtStart = freshPageCost(); // the browser's task times depend on it
const browser = await launchBrowser();
const lines = [
  `Long tasks while each route loads (CPU x4, 412x823, cache off; median [range] of ${runs} loads):`,
  '| route | build | blocking | longest task | LCP |',
  '| --- | --- | ---: | ---: | ---: |',
];
try {
  for (const route of await routesToLoad(browser)) {
    const results = builds.map(() => []);
    for (let run = 0; run < runs; run += 1) {
      // Alternate which build goes first, so neither always meets the warmer machine.
      const order = builds.map((_, i) => i);
      if (run % 2) order.reverse();
      for (const i of order) results[i].push(await load(browser, servers[i].url, route));
    }
    builds.forEach(([name], i) => {
      const cell = (key) => {
        const values = results[i].map((r) => r[key]);
        return `${median(values)} ms [${Math.min(...values)}-${Math.max(...values)}]`;
      };
      lines.push(
        `| /${route} | ${name} | ${cell('blocking')} | ${cell('longest')} | ${cell('lcp')} |`,
      );
    });
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}
console.log(lines.join('\n'));
console.log(machineLine(pageCostAtStart).trim());
