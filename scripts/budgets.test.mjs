// node --test scripts/budgets.test.mjs: the shared-chunk rule and the route sums on
// synthetic webpack stats (the shape build/.webpack-stats.json has).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {
  heavyLibraryOf,
  LAYOUT_BUDGETS,
  PAGE_BUDGETS,
  registryRoutes,
  ROUTES,
  routeFiles,
  sharedChunkViolations,
} from './budgets.mjs';

const ROUTE_TABLE = './src/app/routes/routeTable.tsx';
const origin = (request) => ({ moduleName: ROUTE_TABLE, request });
const nm = (pkg, file = 'index.js') => `../main/node_modules/${pkg}/${file}`;

/** An app like ours: entry, auth layout + login, dashboard layout + page, a calendar page. */
function stats({ layoutModules = [], calendarShared = false } = {}) {
  return {
    entrypoints: { main: { chunks: [1, 2, 3] } },
    chunks: [
      { id: 1, names: ['runtime'], files: ['static/js/runtime.js'], origins: [], modules: [] },
      {
        id: 2,
        names: [],
        files: ['static/js/vendors.js'],
        origins: [{ request: './src/index.tsx' }],
        modules: [{ name: nm('react-dom', 'cjs/react-dom-client.production.js') }],
      },
      {
        id: 3,
        names: ['main'],
        files: ['static/js/main.js', 'static/css/main.css', 'static/js/main.js.map'],
        origins: [{ request: './src/index.tsx' }],
        modules: [
          { name: './src/index.tsx + 40 modules', modules: [{ name: './src/app/App.tsx' }] },
        ],
      },
      {
        id: 10,
        names: ['firebase-auth'],
        files: ['static/js/firebase-auth.chunk.js'],
        origins: [
          { moduleName: './src/services/firebase/authService.ts', request: 'firebase/auth' },
        ],
        modules: [{ name: nm('@firebase/auth', 'dist/esm/index.js') }],
      },
      {
        id: 12,
        names: ['live'],
        files: ['static/js/live.chunk.js'],
        origins: [origin('@/features/live'), origin('@/features/live/ui')],
        modules: [{ name: './src/features/live/index.ts' }],
      },
      {
        id: 13,
        names: ['server-words'],
        files: ['static/js/server-words.chunk.js'],
        origins: [
          { moduleName: './src/app/serverWords/index.ts', request: '@/app/serverWords/words' },
        ],
        modules: [{ name: './src/app/serverWords/words.ts' }],
      },
      {
        id: 11,
        names: ['demo-backend'],
        files: ['static/js/demo-backend.chunk.js'],
        origins: [{ moduleName: './src/index.tsx', request: '@/mocks/browser' }],
        modules: [{ name: nm('msw', 'lib/browser/index.mjs') }],
      },
      {
        id: 20,
        names: [],
        files: ['static/js/20.chunk.js', 'static/css/20.chunk.css'],
        origins: [origin('@/layouts/AuthLayout')],
        modules: [{ name: './src/layouts/AuthLayout.tsx' }],
      },
      {
        id: 21,
        names: [],
        files: ['static/js/21.chunk.js'],
        origins: [origin('@/pages/auth/Login'), origin('@/pages/auth/Register')],
        modules: [{ name: nm('react-hook-form', 'dist/index.esm.mjs') }],
      },
      {
        id: 22,
        names: [],
        files: ['static/js/22.chunk.js'],
        origins: [origin('@/pages/auth/Login')],
        modules: [{ name: './src/pages/auth/Login.tsx' }],
      },
      {
        id: 30,
        names: [],
        files: ['static/js/30.chunk.js'],
        origins: [origin('@/layouts/DashboardLayout')],
        modules: [
          { name: './src/layouts/DashboardLayout.tsx + 3 modules', modules: layoutModules },
        ],
      },
      {
        id: 31,
        names: [],
        files: ['static/js/31.chunk.js'],
        origins: [origin('@/pages/dashboard/Ecommerce')],
        modules: [
          { name: './src/pages/dashboard/Ecommerce.tsx' },
          { name: nm('chart.js', 'dist/chart.js') },
        ],
      },
      {
        id: 40,
        names: [],
        files: ['static/js/40.chunk.js'],
        origins: [
          origin('@/pages/apps/Calendar'),
          ...(calendarShared ? [origin('@/pages/dashboard/Ecommerce')] : []),
        ],
        modules: [{ name: nm('@fullcalendar/core', 'index.js') }],
      },
    ],
  };
}

describe('route first loads from webpack stats', () => {
  it('login = entry + auth layout + login page; demo and first-use chunks apart; no maps', () => {
    const files = routeFiles(stats(), ROUTES.login);
    assert.deepEqual(files.map((f) => f.file).sort(), [
      'static/css/20.chunk.css',
      'static/css/main.css',
      'static/js/20.chunk.js',
      'static/js/21.chunk.js',
      'static/js/22.chunk.js',
      'static/js/demo-backend.chunk.js',
      'static/js/firebase-auth.chunk.js',
      'static/js/main.js',
      'static/js/runtime.js',
      'static/js/vendors.js',
    ]);
    assert.deepEqual(
      files.filter((f) => f.apart === 'demo').map((f) => f.file),
      ['static/js/demo-backend.chunk.js'],
    );
    assert.deepEqual(
      files.filter((f) => f.apart === 'later').map((f) => f.file),
      ['static/js/firebase-auth.chunk.js'],
    );
  });

  it('the dashboard counts the Firebase SDK (a signed-in visit loads it at once)', () => {
    const files = routeFiles(stats(), ROUTES.dashboard);
    assert.deepEqual(
      files.filter((f) => f.file.includes('firebase-auth')),
      [{ file: 'static/js/firebase-auth.chunk.js', apart: null }],
    );
  });

  it('the dashboard counts live updates; the server words load after the page, apart', () => {
    const files = routeFiles(stats(), ROUTES.dashboard);
    const tagOf = (name) => files.find((f) => f.file.includes(name))?.apart;
    assert.equal(tagOf('live.chunk'), null);
    assert.equal(tagOf('server-words'), 'after');
    // Neither is a sign-in page's.
    const login = routeFiles(stats(), ROUTES.login).map((f) => f.file);
    assert.ok(!login.some((file) => /live|server-words/.test(file)), login.join(', '));
  });

  it('register shares the form chunk but not the login page', () => {
    const files = routeFiles(stats(), ROUTES.register).map((f) => f.file);
    assert.ok(files.includes('static/js/21.chunk.js'));
    assert.ok(!files.includes('static/js/22.chunk.js'));
  });
});

describe('the shared-chunk rule', () => {
  it('holds when route libraries stay in their routes (the dashboard may carry its charts)', () => {
    assert.deepEqual(sharedChunkViolations(stats()), []);
  });

  it('fails when a route library is imported from a shared module (the dashboard layout)', () => {
    const problems = sharedChunkViolations(
      stats({ layoutModules: [{ name: nm('@iconscout/react-unicons', 'icons/uil-home.js') }] }),
    );
    assert.equal(problems.length, 1);
    assert.match(
      problems[0],
      /^@iconscout\/react-unicons is in a shell chunk \(loaded by @\/layouts\/DashboardLayout\)/,
    );
  });

  it('fails when one lands in the entry', () => {
    const s = stats();
    s.chunks[2].modules[0].modules.push({ name: nm('marked', 'lib/marked.esm.js') });
    assert.match(sharedChunkViolations(s).join('\n'), /marked is in the entry/);
  });

  it("fails when another route's library is split into a chunk the dashboard page loads", () => {
    assert.match(
      sharedChunkViolations(stats({ calendarShared: true })).join('\n'),
      /@fullcalendar\/core is in @\/pages\/dashboard\/Ecommerce's first load/,
    );
  });

  it('knows scoped and prefixed libraries by their pattern', () => {
    assert.equal(heavyLibraryOf('@tiptap/pm'), '@tiptap/*');
    assert.equal(heavyLibraryOf('prosemirror-view'), 'prosemirror-*');
    assert.equal(heavyLibraryOf('react-bootstrap'), null);
  });
});

describe('registryRoutes: a byte budget for every page of the registry', () => {
  const table = `export const PAGE_LOADERS = {
  'apps-calendar': () => import('@/pages/apps/Calendar'),
  'auth-login': () => import('@/pages/auth/Login'),
  'pages-landing': () => import('@/pages/landing/Landing'),
} satisfies Record<PageId, PageLoader>;`;
  const pages = `export const PAGES = {
  'apps-calendar': {
    path: '/apps/calendar',
    layout: 'dashboard',
  },
  'auth-login': { path: '/auth/login', titleKey: 'auth.login.title', layout: 'auth' },
  'pages-landing': { path: '/landing', layout: 'standalone' },
};`;

  it("gives each page its layout's shell, its own import and its budget", () => {
    const [calendar, login, landing] = registryRoutes(table, pages);
    assert.equal(calendar.layout, 'dashboard');
    assert.equal(calendar.imports.at(-1), '@/pages/apps/Calendar');
    for (const shared of ['@/layouts/DashboardLayout', 'axios', '@/features/live'])
      assert.ok(calendar.imports.includes(shared), shared);
    assert.equal(calendar.bytes, PAGE_BUDGETS['apps-calendar'].bytes);
    assert.ok(calendar.why);
    assert.deepEqual(login.imports, ['@/layouts/AuthLayout', '@/pages/auth/Login']);
    assert.equal(login.bytes, LAYOUT_BUDGETS.auth);
    assert.deepEqual(landing.imports, ['@/pages/landing/Landing']);
  });

  it('refuses a loader without a registry entry', () => {
    const extra = table.replace(
      '} satisfies',
      "  'new-page': () => import('@/pages/New'),\n} satisfies",
    );
    assert.throws(() => registryRoutes(extra, pages), /new-page has no entry/);
  });

  it('reads every page of the real registry', () => {
    const read = (file) => fs.readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
    const real = registryRoutes(read('src/app/routes/routeTable.tsx'), read('src/config/pages.ts'));
    const entries = read('src/config/pages.ts').match(/^ {2}'[\w-]+': \{/gm) ?? [];
    assert.equal(real.length, entries.length);
    assert.ok(real.every((page) => page.bytes > 0 && page.request.startsWith('@/pages/')));
  });
});
