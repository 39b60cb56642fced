// node --test scripts/lib/routePreloads.test.mjs: each route's preloaded files, from synthetic
// webpack stats (the shape build/.webpack-stats.json has), and the head script's choice of
// them (scripts/prerender.mjs's preloadFunction) in a jsdom page with stored sessions.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { JSDOM } from 'jsdom';
import { fileName, routePreloadPlan, shortName } from './routePreloads.mjs';
import { holdsSession, preloadFunction } from '../prerender.mjs';

const ROUTE_TABLE = './src/app/routes/routeTable.tsx';
const FRAME = './src/layouts/parts/frameChunks.ts';
const chunk = (id, files, origins) => ({
  id,
  files: files.flatMap((f) => [f, `${f}.map`]),
  origins: origins.map(([moduleName, request]) => ({ moduleName, request })),
});
const js = (name) => `static/js/${name}.0123abcd.chunk.js`;
const css = (name) => `static/css/${name}.0123abcd.chunk.css`;

/** An app like ours: the entry, the dashboard layout and its frames, two pages, the demo backend. */
const STATS = {
  entrypoints: { main: { chunks: [1, 2] } },
  chunks: [
    chunk(1, ['static/js/runtime.0123abcd.js'], []),
    chunk(2, ['static/js/main.0123abcd.js', 'static/css/main.0123abcd.css'], []),
    chunk(3, [js('layout'), css('layout')], [[ROUTE_TABLE, '@/layouts/DashboardLayout']]),
    chunk(4, [js('firebase-auth')], [['./src/services/firebase/authService.ts', 'firebase/auth']]),
    chunk(5, [js('http')], [['./src/services/http/httpClient.ts', 'axios']]),
    chunk(
      6,
      [js('layout-frame')],
      [
        [FRAME, './Topbar'],
        [FRAME, './LeftSidebar'],
        [FRAME, './Footer'],
      ],
    ),
    chunk(7, [js('layout-topnav')], [[FRAME, './HorizontalNav']]),
    // The top bar's code, shared by every frame (here: split out of the vertical one).
    chunk(
      8,
      [js('topbar')],
      [
        [FRAME, './Topbar'],
        [FRAME, './HorizontalNav'],
      ],
    ),
    chunk(10, [js('projects')], [[ROUTE_TABLE, '@/pages/apps/projects/ProjectsList']]),
    // A library two pages share, and a chunk the entry already holds (never preloaded).
    chunk(
      11,
      [js('forms')],
      [
        [ROUTE_TABLE, '@/pages/apps/projects/ProjectsList'],
        [ROUTE_TABLE, '@/pages/pages/Starter'],
      ],
    ),
    chunk(12, [js('starter')], [[ROUTE_TABLE, '@/pages/pages/Starter']]),
    chunk(13, [js('landing')], [[ROUTE_TABLE, '@/pages/landing/Landing']]),
    chunk(20, [js('demo-backend')], [['./src/index.tsx', '@/mocks/browser']]),
    chunk(21, [js('demo-backend-vendor')], [['./src/index.tsx', 'msw/browser']]),
  ],
};

const PAGES = [
  {
    id: 'projects-list',
    path: '/apps/projects/list',
    layout: 'dashboard',
    roles: ['Admin'],
    data: true,
    request: '@/pages/apps/projects/ProjectsList',
  },
  {
    id: 'projects-details',
    path: '/apps/projects/details',
    param: 'id',
    layout: 'dashboard',
    request: '@/pages/pages/Starter',
  },
  {
    id: 'pages-starter',
    path: '/pages/starter',
    layout: 'dashboard',
    request: '@/pages/pages/Starter',
  },
  { id: 'landing', path: '/landing', layout: 'standalone', request: '@/pages/landing/Landing' },
];

const names = (plan, indexes) => indexes.map((i) => fileName(plan.files[i]));

describe('routePreloadPlan', () => {
  const plan = routePreloadPlan(STATS, PAGES, { backend: 'demo' });

  it("keeps each file once, by its short name, and never the entry's", () => {
    assert.equal(new Set(plan.files).size, plan.files.length);
    assert.ok(plan.files.includes('projects.0123abcd.js'));
    assert.ok(plan.files.includes('layout.0123abcd.css'));
    assert.ok(!plan.files.some((f) => f.startsWith('main.') || f.startsWith('runtime.')));
    assert.ok(!plan.files.some((f) => f.endsWith('.map')));
  });

  it('gives the dashboard shell without the Auth SDK and without the frame', () => {
    assert.deepEqual(names(plan, plan.shells.dashboard).sort(), [
      css('layout'),
      js('http'),
      js('layout'),
    ]);
  });

  it('gives each frame its parts', () => {
    assert.deepEqual(names(plan, plan.frames.vertical).sort(), [js('layout-frame'), js('topbar')]);
    assert.deepEqual(names(plan, plan.frames.horizontal).sort(), [
      js('layout-frame'), // the top bar's own part of the vertical frame's chunk
      js('layout-topnav'),
      js('topbar'),
    ]);
  });

  it("gives a data page its backend (a demo build's), and other pages only their code", () => {
    const route = (path) => plan.routes.find((r) => r.path === path);
    assert.deepEqual(
      names(plan, route('/apps/projects/list').files).sort(),
      [js('demo-backend'), js('demo-backend-vendor'), js('forms'), js('projects')].sort(),
    );
    assert.deepEqual(names(plan, route('/pages/starter').files).sort(), [
      js('forms'),
      js('starter'),
    ]);
    assert.deepEqual(route('/apps/projects/list').roles, ['Admin']);
    assert.equal(route('/apps/projects/details').param, 'id');
    const firebase = routePreloadPlan(STATS, PAGES, { backend: 'none' });
    const list = firebase.routes.find((r) => r.path === '/apps/projects/list');
    assert.deepEqual(names(firebase, list.files).sort(), [js('forms'), js('projects')]);
  });

  it('refuses a chunk file named otherwise than the build names them', () => {
    assert.throws(() => shortName('static/js/page.js'), /not named as an async chunk/);
    assert.equal(fileName(shortName(css('x-y'))), css('x-y'));
  });
});

describe("the head script's preloads", () => {
  const plan = routePreloadPlan(STATS, PAGES, { backend: 'demo' });
  const KEYS = {
    tab: 'shreyu_user',
    hint: 'shreyu_session',
    shell: 'shreyu_shell',
    lock: 'shreyu_locked',
    settings: '__SHREYU_REACT_CONFIG__',
    urlSettings: ['layout_theme', 'layout_type'],
  };
  const SHELL = JSON.stringify({ uid: 'u1', name: 'Ada', email: 'a@x.io', role: 'Admin' });

  /** Runs the head script's function on a page at `url` with this storage; the preloaded hrefs. */
  function preloadsAt(url, { local = {}, session = {} } = {}) {
    const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
      url: `http://app.local/shreyu/react${url}`,
      runScripts: 'outside-only',
    });
    const { window } = dom;
    for (const [k, v] of Object.entries(local)) window.localStorage.setItem(k, v);
    for (const [k, v] of Object.entries(session)) window.sessionStorage.setItem(k, v);
    const path = window.location.pathname.slice('/shreyu/react'.length);
    window.eval(
      `(${preloadFunction.toString()})(${JSON.stringify(path)}, ${JSON.stringify(plan)}, ${JSON.stringify(KEYS)}, '/shreyu/react/')`,
    );
    const links = [...window.document.head.querySelectorAll('link[rel=preload]')];
    const hrefs = links.map((l) => `${l.getAttribute('as')} ${l.getAttribute('href')}`);
    window.close();
    return hrefs.sort();
  }
  const remembered = { shreyu_session: 'u1', shreyu_shell: SHELL };
  const at = (file) => `${file.endsWith('.css') ? 'style' : 'script'} /shreyu/react/${file}`;

  it('asks for nothing on a signed-in page without a stored session', () => {
    assert.deepEqual(preloadsAt('/apps/projects/list'), []);
  });

  it("asks for a remembered session's page: the shell, the vertical frame, the page, its backend", () => {
    assert.deepEqual(
      preloadsAt('/apps/projects/list', { local: remembered }),
      [
        css('layout'),
        js('demo-backend'),
        js('demo-backend-vendor'),
        js('forms'),
        js('http'),
        js('layout'),
        js('layout-frame'),
        js('projects'),
        js('topbar'),
      ]
        .map(at)
        .sort(),
    );
  });

  it("uses this tab's session too, and the frame the settings or the URL pick", () => {
    const tab = { shreyu_user: SHELL };
    const horizontal = preloadsAt('/pages/starter', {
      session: tab,
      local: { __SHREYU_REACT_CONFIG__: JSON.stringify({ layoutType: 'horizontal' }) },
    });
    assert.ok(horizontal.includes(at(js('layout-topnav'))));
    assert.ok(horizontal.includes(at(js('starter'))));
    // The URL's settings win over the saved ones, as in the app (settingsFromUrl).
    const vertical = preloadsAt('/pages/starter?layout_theme=dark', {
      session: tab,
      local: { __SHREYU_REACT_CONFIG__: JSON.stringify({ layoutType: 'horizontal' }) },
    });
    assert.ok(!vertical.includes(at(js('layout-topnav'))));
    assert.ok(vertical.includes(at(js('layout-frame'))));
    // A value that is no layout leaves the default.
    const odd = preloadsAt('/pages/starter?layout_type=constructor', { session: tab });
    assert.ok(odd.includes(at(js('layout-frame'))));
  });

  it('leaves out a page the stored role may not open, and everything on a locked screen', () => {
    const user = JSON.stringify({ uid: 'u1', name: 'Bo', email: 'b@x.io', role: 'user' });
    const denied = preloadsAt('/apps/projects/list', {
      local: { ...remembered, shreyu_shell: user },
    });
    assert.ok(denied.includes(at(js('layout'))));
    assert.ok(!denied.includes(at(js('projects'))));
    assert.deepEqual(
      preloadsAt('/pages/starter', { local: { ...remembered, shreyu_locked: 'u1' } }),
      [],
    );
    // A shell of another account than the remembered one is not this session's.
    assert.deepEqual(
      preloadsAt('/pages/starter', { local: { ...remembered, shreyu_session: 'u2' } }),
      [],
    );
  });

  it("matches a page's optional last segment, and asks for nothing on an unknown path", () => {
    assert.ok(
      preloadsAt('/apps/projects/details/7', { local: remembered }).includes(at(js('starter'))),
    );
    assert.deepEqual(preloadsAt('/apps/projects/details/7/x', { local: remembered }), []);
    assert.deepEqual(preloadsAt('/nowhere', { local: remembered }), []);
  });

  it('asks for a public page whoever visits', () => {
    assert.deepEqual(preloadsAt('/landing'), [at(js('landing'))]);
  });
});

describe('the head script: whether the browser holds a session (the lock screen prerendered signed out)', () => {
  const KEYS = { tab: 'shreyu_user', hint: 'shreyu_session', firebaseUser: '^firebase:authUser:' };
  /** Runs holdsSession (as the head script carries it) in a jsdom page with this storage. */
  function holdsAt({ local = {}, session = {} } = {}) {
    const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
      url: 'http://app.local/shreyu/react/auth/lock-screen',
      runScripts: 'outside-only',
    });
    const { window } = dom;
    for (const [k, v] of Object.entries(local)) window.localStorage.setItem(k, v);
    for (const [k, v] of Object.entries(session)) window.sessionStorage.setItem(k, v);
    const held = window.eval(`(${holdsSession.toString()})(${JSON.stringify(KEYS)})`);
    window.close();
    return held;
  }

  it('none on a first visit, or with only settings and a language saved', () => {
    assert.equal(holdsAt(), false);
    assert.equal(
      holdsAt({ local: { shreyu_language: 'en', __SHREYU_REACT_CONFIG__: '{}' } }),
      false,
    );
  });

  it("one with Firebase's stored user (either storage), this tab's session or a remembered hint", () => {
    const firebaseUser = 'firebase:authUser:key:[DEFAULT]';
    assert.equal(holdsAt({ local: { [firebaseUser]: '{}' } }), true);
    assert.equal(holdsAt({ session: { [firebaseUser]: '{}' } }), true);
    assert.equal(holdsAt({ session: { shreyu_user: '{"uid":"u1"}' } }), true);
    assert.equal(holdsAt({ local: { shreyu_session: 'u1' } }), true);
  });
});
