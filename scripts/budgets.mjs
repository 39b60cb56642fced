// What a first visit of each budgeted route downloads, and the shared-chunk rule, read from
// the webpack stats the production build writes (build/.webpack-stats.json, see
// webpack.config.ts). Pure functions of the stats: exact, no browser (scripts/bench.mjs
// --no-lighthouse); scripts/budgets.test.mjs runs them on synthetic stats.
//
// A route's first load = the entry's chunks (runtime, vendors, main + main.css)
//   + the chunks of the async imports every first visit makes (BOOT)
//   + the chunks of the route's own imports (layout, page, the layout's parts...).
// A chunk "belongs" to an import when that import is among its origins; webpack lists as
// origins every import whose chunk group holds the chunk, so split (shared) chunks count too.
// The full bench (with a browser) checks that the page really loads no other JS/CSS.

export const KiB = 1024;

/** Imports every first visit makes, signed in or not (none: see ON_FIRST_USE). */
export const BOOT = [];

/**
 * The Firebase Auth SDK and app (src/services/firebase): a signed-out visit loads them only at
 * the visitor's first interaction (or an action); a signed-in visit (the dashboard) at once.
 */
export const AUTH_SDK = [
  'firebase/auth',
  // src/services/firebase/index.ts: the Firebase app (SDK core), created on first use.
  './app',
];

/**
 * Loaded only at the visitor's first interaction: on a signed-out visit, the Auth SDK and the
 * auth forms' validation (zod, src/features/auth/components/lazyResolver.ts); on any page,
 * the top bar menus' Dropdown and Popper (src/components/DeferredDropdown.tsx), when a
 * person points at, focuses or touches a menu. Reported apart.
 */
export const ON_FIRST_USE = [...AUTH_SDK, '../validation', 'react-bootstrap/Dropdown'];

/**
 * Live updates (issue 40): a signed-in visit loads their feature and the top bar's word with
 * the frame, after the page's own code, then the stream reader when it opens the stream.
 * Counted; not preloaded by index.html (scripts/lib/routePreloads.mjs): the page comes first.
 */
export const LIVE = ['@/features/live', '@/features/live/ui', '@/services/http/openStream'];

/**
 * Loaded once the signed-in page is drawn and the browser is idle (src/app/serverWords): the
 * API's fixed sentences in the reader's language. Reported apart, as the first-use chunks are.
 */
export const AFTER_PAGE = ['@/app/serverWords/words'];

/** The demo backend (msw and its worker) and its QA panel: only demo builds load them; reported apart. */
export const DEMO_ONLY = ['@/mocks/browser', '@/mocks/apiWorker', '@/mocks/qa/mount'];

/**
 * The budgeted routes: their URL, their own imports and their byte budget (gzip JS+CSS,
 * demo backend apart). `bytes` is what CI enforces: the goal where it is met, else the size
 * reached today (a ratchet: lower it as the size comes down, never raise it silently);
 * `goal` is the target of issue 13, printed beside it while not met.
 */
export const ROUTES = {
  login: {
    url: 'auth/login',
    imports: ['@/layouts/AuthLayout', '@/pages/auth/Login'],
    // Not met since the stop of 2026-12-02 (201.8 / 201.6 KiB): the verified e-mail and
    // password-reset flows in the auth slice and the Firebase calls, and the API's request ids
    // and refusal codes in the HTTP helper, reached the sign-in bundle. The ratchet stands
    // where the size is; the goal is to win it back (the verification state can load with its
    // pages).
    bytes: 203 * KiB,
    goal: 200 * KiB,
  },
  register: {
    url: 'auth/register',
    imports: ['@/layouts/AuthLayout', '@/pages/auth/Register'],
    // As the login's (above).
    bytes: 203 * KiB,
    goal: 200 * KiB,
  },
  dashboard: {
    url: 'dashboard/ecommerce',
    // The default (vertical) layout's parts and the HTTP client. The profile read after
    // sign-in goes over REST (src/services/firebase/profileRest.ts): no Firestore SDK.
    imports: [
      ...AUTH_SDK,
      '@/layouts/DashboardLayout',
      './LeftSidebar',
      './Topbar',
      './Footer',
      'axios',
      ...LIVE,
      '@/pages/dashboard/Ecommerce',
    ],
    after: AFTER_PAGE,
    // With all its charts (Chart.js ~58 KiB): 354.4 KiB since the profile read went to REST
    // (no Firestore SDK, -31 KiB) and the top bar menus load their Dropdown when approached
    // (-14 KiB). It was 398.5 KiB before. 360.7 on 2026-12-02, for the same reasons as the
    // login's (above): the ratchet at 361 until that is won back.
    bytes: 361 * KiB,
    goal: 360 * KiB,
  },
};

/**
 * Every page of the registry has a byte budget too (issue 20): its layout's shell plus its
 * own page chunk. The shell each layout loads on a first visit, as the dashboard's above:
 * a signed-in page (dashboard layout) starts the Auth SDK at once; the public pages
 * (standalone) load no layout.
 */
export const LAYOUT_SHELLS = {
  dashboard: ROUTES.dashboard.imports.filter(
    (request) => request !== '@/pages/dashboard/Ecommerce',
  ),
  auth: ['@/layouts/AuthLayout'],
  standalone: [],
};

/** The budget of a registry page, by its layout: the three audited routes' budgets. */
export const LAYOUT_BUDGETS = {
  dashboard: ROUTES.dashboard.bytes,
  auth: ROUTES.login.bytes,
  // 241.5 on 2026-12-02 (the landing page: the shared auth and HTTP code, as the login's).
  standalone: 242 * KiB,
};

/**
 * Pages above their layout's budget because their purpose is a big library, each with its
 * reason; the figure is a ratchet (the size reached, rounded up: lower it as it comes down).
 */
export const PAGE_BUDGETS = {
  // 402: live updates (LIVE, 3 KiB) are counted since they were found loaded and left out.
  // 404: the shared code of 2026-12-02 (see the login's budget).
  // 405 (calendar 404.2, editors 445.2 on 2026-12-07): the signed-in shell's share of issue 49
  // (the waiting page's route, the outsider's redirect in the HTTP helper, the live stream's
  // membership check), about 0.2 KiB; the dashboard itself stays within its 361.
  'apps-calendar': { bytes: 405 * KiB, why: 'FullCalendar (its views, drag and resize)' },
  'email-compose': { bytes: 443 * KiB, why: 'the rich-text editor (Tiptap + ProseMirror)' },
  'forms-editors': { bytes: 446 * KiB, why: 'the rich-text editor (Tiptap + ProseMirror)' },
  'icons-unicons': { bytes: 472 * KiB, why: 'the Unicons set it lists (every icon, drawn)' },
  'icons-feather': { bytes: 478 * KiB, why: 'the Feather set it lists (every icon, drawn)' },
};

/**
 * The registry's pages, read from its two files (src/config/pages.ts: each entry's layout;
 * src/app/routes/routeTable.tsx: each page's import), with their first-load imports and
 * budget. A page found in one file and not the other is an error (the build would fail too).
 * @returns {{ id: string, layout: string, request: string, imports: string[], bytes: number, why?: string }[]}
 */
export function registryRoutes(routeTableSource, pagesSource) {
  const loaders = [...routeTableSource.matchAll(/'([\w-]+)': \(\) => import\('([^']+)'\)/g)];
  if (loaders.length === 0) throw new Error('No page loaders found in routeTable.tsx');
  return loaders.map(([, id, request]) => {
    const start = pagesSource.indexOf(`'${id}': {`);
    const layout = start < 0 ? null : /\blayout: '(\w+)'/.exec(pagesSource.slice(start))?.[1];
    if (!layout || !(layout in LAYOUT_SHELLS))
      throw new Error(`The page ${id} has no entry with a known layout in pages.ts`);
    const special = PAGE_BUDGETS[id];
    return {
      id,
      layout,
      request,
      imports: [...LAYOUT_SHELLS[layout], request],
      bytes: special?.bytes ?? LAYOUT_BUDGETS[layout],
      ...(special ? { why: special.why } : {}),
    };
  });
}

/**
 * Route libraries: heavy packages that belong to the pages using them. They may sit only in
 * async chunks that no shell import shares (see SHELL_IMPORTS); a budgeted route's page may
 * carry those it declares in ROUTE_LIBRARIES.
 */
export const HEAVY_LIBRARIES = [
  'chart.js',
  'react-chartjs-2',
  '@fullcalendar/*',
  '@tiptap/*',
  'prosemirror-*',
  '@tanstack/*',
  'jsvectormap',
  '@vis.gl/*',
  '@dnd-kit/*',
  '@iconscout/*',
  'bootstrap-icons',
  'react-datepicker',
  'react-bootstrap-typeahead',
  '@maskito/*',
  'react-dropzone',
  'marked',
  'dompurify',
];

/** What the ecommerce dashboard may carry in its own page chunks: its charts. */
export const ROUTE_LIBRARIES = {
  '@/pages/dashboard/Ecommerce': ['chart.js', 'react-chartjs-2'],
};

/**
 * The shell: the entry plus every import made by the entry/login/register/dashboard path
 * apart from the dashboard page itself (layouts and their parts, boot and demo imports, the
 * sign-in pages, the RTL stylesheet). A route library in one of these chunks is downloaded
 * by pages that never use it.
 */
export const SHELL_IMPORTS = [
  ...new Set([
    ...BOOT,
    ...ON_FIRST_USE,
    ...DEMO_ONLY,
    ...Object.values(ROUTES).flatMap((route) => route.imports),
    './RightSidebar',
    './HorizontalNav',
    './TwoColumnMenu',
    '@/styles/rtl.scss',
  ]),
].filter((request) => !(request in ROUTE_LIBRARIES));

const PACKAGE = /node_modules\/((?:@[^/]+\/)?[^/]+)\//g;

/** The packages a module name points into (`../x/node_modules/chart.js/dist/chart.js`). */
export function packagesOf(moduleName) {
  return [...moduleName.matchAll(PACKAGE)].map((match) => match[1]);
}

/** The HEAVY_LIBRARIES pattern a package matches (`@tiptap/*`), or null. */
export function heavyLibraryOf(pkg) {
  for (const pattern of HEAVY_LIBRARIES) {
    const matches = pattern.endsWith('*') ? pkg.startsWith(pattern.slice(0, -1)) : pkg === pattern;
    if (matches) return pattern;
  }
  return null;
}

/** Every module name of a chunk, concatenated modules' members included. */
export function moduleNames(chunk) {
  const names = [];
  const walk = (modules = []) => {
    for (const m of modules) {
      if (m.name) names.push(m.name);
      if (m.identifier && !m.name) names.push(m.identifier);
      walk(m.modules);
    }
  };
  walk(chunk.modules);
  return names;
}

const entryChunkIds = (stats) => new Set(Object.values(stats.entrypoints).flatMap((e) => e.chunks));

/** Chunks in the group of any of these import requests. */
export function chunksOf(stats, requests) {
  const wanted = new Set(requests);
  return stats.chunks.filter((chunk) => chunk.origins.some((o) => wanted.has(o.request)));
}

/**
 * The files (JS and CSS, no source maps) a first visit of `route` loads, each tagged with
 * what it is apart from the count: `demo` (only the demo backend needs it), `later` (loads
 * on the first interaction of a signed-out visit), `after` (once the page is drawn: the
 * route's `after`), or null (counted).
 * @returns {{ file: string, apart: 'demo' | 'later' | 'after' | null }[]}
 */
export function routeFiles(stats, route) {
  const entry = entryChunkIds(stats);
  const chosen = new Map();
  const add = (chunks, apart) => {
    for (const chunk of chunks) {
      for (const file of chunk.files) {
        if (!/\.(js|css)$/.test(file)) continue;
        // A file the count already holds stays counted.
        if (!chosen.has(file) || chosen.get(file) !== null) chosen.set(file, apart);
      }
    }
  };
  add(
    stats.chunks.filter((c) => entry.has(c.id)),
    null,
  );
  add(chunksOf(stats, [...BOOT, ...route.imports]), null);
  add(chunksOf(stats, DEMO_ONLY), 'demo');
  add(
    chunksOf(
      stats,
      ON_FIRST_USE.filter((r) => !route.imports.includes(r)),
    ),
    'later',
  );
  add(chunksOf(stats, route.after ?? []), 'after');
  return [...chosen].map(([file, apart]) => ({ file, apart }));
}

/**
 * The shared-chunk rule. A route library (HEAVY_LIBRARIES) may appear only in async chunks
 * outside the shell: not in the entry's chunks, not in any chunk of a SHELL_IMPORTS group.
 * The dashboard page's own groups may carry what ROUTE_LIBRARIES grants it, nothing else.
 * @returns {string[]} one line per violation (empty: the rule holds)
 */
export function sharedChunkViolations(stats) {
  const entry = entryChunkIds(stats);
  const shell = new Set(chunksOf(stats, SHELL_IMPORTS).map((c) => c.id));
  const problems = [];
  for (const chunk of stats.chunks) {
    const libraries = new Map();
    for (const name of moduleNames(chunk)) {
      for (const pkg of packagesOf(name)) {
        const library = heavyLibraryOf(pkg);
        if (library && !libraries.has(pkg)) libraries.set(pkg, name);
      }
    }
    if (libraries.size === 0) continue;
    const label = `chunk ${chunk.names?.[0] ?? chunk.id} (${chunk.files.filter((f) => !f.endsWith('.map')).join(', ')})`;
    const where = entry.has(chunk.id)
      ? 'the entry (every page)'
      : shell.has(chunk.id)
        ? `a shell chunk (loaded by ${chunk.origins
            .map((o) => o.request)
            .filter((r) => SHELL_IMPORTS.includes(r))
            .join(', ')})`
        : null;
    for (const [pkg, module] of libraries) {
      if (where) {
        problems.push(`${pkg} is in ${where}: ${label}, via ${module}`);
        continue;
      }
      // Outside the shell; a budgeted page's groups may hold only the libraries granted.
      for (const [page, granted] of Object.entries(ROUTE_LIBRARIES)) {
        const inPage = chunk.origins.some((o) => o.request === page);
        if (inPage && !granted.includes(heavyLibraryOf(pkg) ?? pkg) && !granted.includes(pkg))
          problems.push(`${pkg} is in ${page}'s first load: ${label}, via ${module}`);
      }
    }
  }
  return problems;
}
