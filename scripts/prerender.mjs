// Build step (run by webpack.config.ts after a production build): prerenders the public
// sign-in pages into index.html, so they paint from the HTML before any script runs.
//
// index.html serves every path (the hosts rewrite deep links to it), so the pages' markup
// sits in <template> elements, which the browser parses but never paints. A small inline
// script in <head> decides whether this visit shows one (its path, and an English visitor:
// the prerender's language) and loads the app's scripts: after the first paint if so, at once
// otherwise. Another right after #root copies the chosen template into #root, before the
// first paint. src/index.tsx then hydrates it (or renders afresh otherwise).
//
// On any other page the head script also asks at once for the files the route's first load
// needs after the entry (layout, frame, page, a data page's backend; scripts/lib/
// routePreloads.mjs), which the app's code would otherwise ask for one round trip after another.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, transform } from 'esbuild';
import { JSDOM } from 'jsdom';
import { registryRoutes } from './budgets.mjs';
import { routePreloadPlan } from './lib/routePreloads.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** App paths whose HTML is prerendered (the public forms that draw without the auth state). */
export const PRERENDERED_ROUTES = [
  '/auth/login',
  '/auth/register',
  '/auth/forget-password',
  '/auth/confirm',
  '/auth/lock-screen',
];

/**
 * Prerendered as a visitor with no session sees them, so shown only to a browser that holds
 * none (no Firebase user, no session of the app's): the lock screen's "nobody is signed in".
 * With a session, the app draws the page for its user instead.
 */
export const SIGNED_OUT_ONLY_ROUTES = ['/auth/lock-screen'];

/** The attribute src/index.tsx reads on #root to know it holds prerendered markup. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Bundles scripts/prerender/render.ts for Node with the build's defines; returns its module. */
async function loadRenderer(defines) {
  // Inside the repository, so Node finds the packages in its node_modules; removed after loading.
  const outdir = fs.mkdtempSync(path.join(ROOT, 'scripts/prerender/.bundle-'));
  const outfile = path.join(outdir, 'render.cjs');
  await build({
    entryPoints: [path.join(ROOT, 'scripts/prerender/render.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    // Packages load from node_modules as Node resolves them; the app's own code is bundled.
    packages: 'external',
    alias: { '@': path.join(ROOT, 'src') },
    define: defines,
    // Styles are the browser's business; images are not drawn on the sign-in pages.
    loader: { '.scss': 'empty', '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
    logLevel: 'warning',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true });
  }
}

/** Browser globals the app's modules and sagas touch (document, storage), from jsdom. */
function installWindow(url) {
  const dom = new JSDOM('<!doctype html><html lang="en"><body></body></html>', { url });
  const { window } = dom;
  const globals = {
    window,
    document: window.document,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    location: window.location,
    history: window.history,
    matchMedia: () => ({
      matches: false,
      addEventListener() {},
      removeEventListener() {},
    }),
  };
  for (const [key, value] of Object.entries(globals)) {
    Object.defineProperty(globalThis, key, { value, configurable: true, writable: true });
  }
  return () => {
    for (const key of Object.keys(globals)) delete globalThis[key];
    window.close();
  };
}

/**
 * The inline script in <head>, before the stylesheet: decides whether this visit shows a
 * prerendered page (its path, English, this year), then loads the app's scripts: at once
 * for any other page, after the first paint for a prerendered one. Their download then does
 * not compete with the stylesheet, the one file the first paint needs, on a slow connection;
 * the form is usable meanwhile (a submit is held, see pickerScript).
 * @param {string} basename the app's base path
 * @param {string[]} scripts the entry's script URLs, in order
 */
function headScript(basename, scripts, preloads) {
  const base = JSON.stringify(basename === '/' ? '' : basename);
  return `(function () {
  var shown = null;
  var path = null;
  var keys = ${JSON.stringify(preloads.keys)};
  try {
    path = location.pathname.slice(${base}.length).replace(/\\/+$/, '');
    var routes = ${JSON.stringify(PRERENDERED_ROUTES)};
    // The footer shows the year: a build from last year renders afresh rather than mismatch.
    var thisYear = new Date().getFullYear() === ${new Date().getFullYear()};
    // The language the locale saga will pick (saved, else the browser's, else English):
    // the markup is English, so another language renders afresh instead.
    var pick = function (v) {
      var b = typeof v === 'string' ? v.trim().toLowerCase().split('-')[0] : '';
      return b === 'en' || b === 'it' ? b : null;
    };
    var saved = null;
    try { saved = localStorage.getItem('shreyu_language'); } catch (e) {}
    var english = (pick(saved) || pick(navigator.language) || 'en') === 'en';
    // The lock screen's "nobody is signed in" is not for a browser that holds a session.
    var signedOutOnly = ${JSON.stringify(SIGNED_OUT_ONLY_ROUTES)}.indexOf(path) >= 0;
    var holdsSession = ${holdsSession.toString()};
    var forThisVisit = !(signedOutOnly && holdsSession(keys));
    if (routes.indexOf(path) >= 0 && thisYear && english && forThisVisit) shown = path;
  } catch (e) {}
  window.__SHREYU_PRERENDER_PATH__ = shown;
  var loaded = false;
  var load = function () {
    if (loaded) return;
    loaded = true;
    ${JSON.stringify(scripts)}.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false; // in order, as the defer attribute did
      // Before the route's preloaded files (below), which the browser would rank higher.
      script.fetchPriority = 'high';
      document.head.appendChild(script);
    });
  };
  // Load once the form has been painted: the browser's first-contentful-paint entry (an
  // earlier paint, before the parse reached the form, is empty). Two frames where that entry
  // is not available; and at the latest after 3 s (a tab in the background paints nothing).
  var afterPaint = function () {
    try {
      var observer = new PerformanceObserver(function (list) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        setTimeout(load, 0);
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch (e) {
      requestAnimationFrame(function () { requestAnimationFrame(load); });
    }
    setTimeout(load, 3000);
  };
  if (shown) afterPaint();
  else {
    load();
    try {
      (${preloadFunction.toString()})(path, ${JSON.stringify(preloads.plan)}, keys, ${JSON.stringify(preloads.publicPath)});
    } catch (e) {}
  }
})();`;
}

/**
 * Runs in the head script (as its source text): whether this browser holds any session, that
 * a page prerendered signed out must not be shown to (SIGNED_OUT_ONLY_ROUTES): Firebase's
 * stored user (authService.ts's STORED_USER), this tab's session or the remembered one's
 * hint. Storage it cannot read counts as a session. Plain ES5.
 */
export function holdsSession(keys) {
  try {
    if (sessionStorage.getItem(keys.tab) || localStorage.getItem(keys.hint)) return true;
    var user = new RegExp(keys.firebaseUser);
    var stores = [localStorage, sessionStorage];
    for (var i = 0; i < stores.length; i++) {
      for (var j = 0; j < stores[i].length; j++) {
        if (user.test(stores[i].key(j) || '')) return true;
      }
    }
    return false;
  } catch {
    return true;
  }
}

/**
 * Runs in the head script (as its source text) on a page that is not prerendered: asks at
 * once for the files the route's first load needs after the entry (its layout, the frame the
 * settings pick, its page, a data page's backend), which the app would otherwise ask for one
 * round trip after another. A signed-in page only with a stored session that may open it (the
 * app draws it before the session check: see readStoredSession); nothing on an unknown path.
 * Plain ES5: it runs before any polyfill or bundle.
 */
export function preloadFunction(path, plan, keys, publicPath) {
  var matches = function (route) {
    if (path === route.path) return true;
    if (!route.param || path.indexOf(route.path + '/') !== 0) return false;
    var rest = path.slice(route.path.length + 1);
    return rest.length > 0 && rest.indexOf('/') < 0;
  };
  var route = null;
  for (var i = 0; i < plan.routes.length && !route; i++) {
    if (matches(plan.routes[i])) route = plan.routes[i];
  }
  if (!route) return;
  var parse = function (text) {
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  };
  var wanted = [];
  var shell = null;
  var add = function (indexes) {
    for (var j = 0; j < indexes.length; j++) {
      if (wanted.indexOf(indexes[j]) < 0) wanted.push(indexes[j]);
    }
  };
  add(plan.shells[route.layout] || []);
  if (route.layout === 'dashboard') {
    var tab = parse(sessionStorage.getItem(keys.tab));
    var uid = (tab && tab.uid) || localStorage.getItem(keys.hint);
    if (!uid || localStorage.getItem(keys.lock) === uid) return;
    shell = tab && tab.uid ? tab : parse(localStorage.getItem(keys.shell));
    if (!shell || shell.uid !== uid) return;
    var search = location.search;
    var fromUrl = false;
    for (var k = 0; k < keys.urlSettings.length; k++) {
      if (new RegExp('[?&]' + keys.urlSettings[k] + '=').test(search)) fromUrl = true;
    }
    var typeMatch = /[?&]layout_type=([^&]*)/.exec(search);
    var saved = parse(localStorage.getItem(keys.settings));
    var type = fromUrl ? typeMatch && typeMatch[1] : saved && saved.layoutType;
    var known = type && Object.prototype.hasOwnProperty.call(plan.frames, type);
    add(known ? plan.frames[type] : plan.frames.vertical);
  }
  // A page the stored role may not open shows the access-denied page in the frame instead.
  if (!(route.roles && route.roles.indexOf(shell && shell.role) < 0)) add(route.files);
  preload(wanted);

  function preload(indexes) {
    for (var n = 0; n < indexes.length; n++) {
      // A short name, <name>.<hash>.<js|css>: routePreloads.mjs's fileName, in ES5.
      var file = plan.files[indexes[n]];
      var ext = file.slice(file.lastIndexOf('.') + 1);
      var link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', ext === 'css' ? 'style' : 'script');
      link.href =
        publicPath + 'static/' + ext + '/' + file.slice(0, -ext.length - 1) + '.chunk.' + ext;
      document.head.appendChild(link);
    }
  }
}

/** The inline script after #root: copies the chosen page's template into #root (first paint). */
function pickerScript() {
  return `(function () {
  try {
    var path = window.__SHREYU_PRERENDER_PATH__;
    var template = path && document.getElementById('prerendered:' + path);
    if (!template) return;
    var root = document.getElementById('root');
    root.appendChild(template.content.cloneNode(true));
    root.setAttribute('${PRERENDERED_ATTRIBUTE}', path);
    document.body.classList.add('authentication-bg');
    // Until React takes the form over, a submit must not post the fields in the URL: it is
    // held, and sent again once React listens (after the visitor's input is given back).
    var held = null;
    var hold = function (event) { event.preventDefault(); held = event.target; };
    root.addEventListener('submit', hold, true);
    window.__SHREYU_PRERENDER__ = {
      release: function () {
        root.removeEventListener('submit', hold, true);
        if (held && held.isConnected && held.requestSubmit) held.requestSubmit();
        held = null;
      },
    };
  } catch (e) {}
})();`;
}

/** The registry's pages (the bundle's PAGES) with each one's import (routeTable.tsx). */
function registryPages(app) {
  const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');
  const requests = registryRoutes(
    read('src/app/routes/routeTable.tsx'),
    read('src/config/pages.ts'),
  );
  return requests.map(({ id, request }) => {
    const entry = app.PAGES[id];
    if (!entry) throw new Error(`prerender: the page ${id} is not in the registry`);
    return { id, request, ...entry };
  });
}

/** Which backend a data page of this build starts (webpack's defines). */
const backendOf = (defines) =>
  defines.__DEMO_BACKEND__ === 'true'
    ? 'demo'
    : defines.__DEMO_API__ === 'true'
      ? 'demoApi'
      : 'none';

/**
 * @param {{ outputPath: string, defines: Record<string, string>, stats: object }} options
 *   stats: the build's chunks, their files and origins (webpack stats), for the preloads.
 *   outputPath: the build folder (its index.html is rewritten); defines: webpack's.
 */
export async function prerender({ outputPath, defines, stats }) {
  const app = await loadRenderer(defines);
  const { renderRoute, env } = app;
  const origin = 'http://prerender.local';
  const templates = [];
  for (const route of PRERENDERED_ROUTES) {
    const base = env.basename === '/' ? '' : env.basename;
    const restore = installWindow(`${origin}${base}${route}`);
    try {
      const html = await renderRoute(route);
      templates.push(`<template id="prerendered:${route}">${html}</template>`);
    } finally {
      restore();
    }
  }
  const file = path.join(outputPath, 'index.html');
  let page = fs.readFileSync(file, 'utf8');
  const marker = '<div id="root"></div>';
  if (!page.includes(marker)) throw new Error(`prerender: ${file} has no ${marker}`);
  // The entry's scripts move from <script defer> tags into the head script, which loads them.
  const scripts = [];
  page = page.replace(/<script defer="defer" src="([^"]+)"><\/script>/g, (_, src) => {
    scripts.push(src);
    return '';
  });
  if (scripts.length === 0) throw new Error(`prerender: ${file} has no deferred scripts`);
  const stylesheet = page.indexOf('<link href=');
  if (stylesheet < 0) throw new Error(`prerender: ${file} has no stylesheet link`);
  const preloads = {
    plan: routePreloadPlan(stats, registryPages(app), { backend: backendOf(defines) }),
    keys: {
      tab: app.SESSION_KEY,
      hint: app.SESSION_HINT_KEY,
      shell: app.SHELL_KEY,
      lock: app.LOCK_KEY,
      settings: app.SETTINGS_KEY,
      urlSettings: app.URL_OVERRIDE_PARAMS,
      firebaseUser: app.STORED_USER.source,
    },
    publicPath: env.publicUrl,
  };
  // Minified: the HTML carries it on every first visit, before anything is painted.
  const head = await transform(headScript(env.basename, scripts, preloads), {
    minify: true,
    target: 'es5',
  });
  page = `${page.slice(0, stylesheet)}<script>${head.code.trim()}</script>${page.slice(stylesheet)}`;
  const withPages = page.replace(
    marker,
    `${marker}${templates.join('')}<script>${pickerScript()}</script>`,
  );
  fs.writeFileSync(file, withPages);
  return PRERENDERED_ROUTES;
}
