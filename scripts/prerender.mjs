// Build step (run by webpack.config.ts after a production build): prerenders the public
// sign-in pages into index.html, so they paint from the HTML before any script runs.
//
// index.html serves every path (the hosts rewrite deep links to it), so the pages' markup
// sits in <template> elements, which the browser parses but never paints. A small inline
// script right after #root copies the template of the current path into #root, before the
// first paint, and only when the browser will render that same markup: an English visitor
// (the prerender's language). src/index.tsx then hydrates it (or renders afresh otherwise).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { JSDOM } from 'jsdom';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** App paths whose HTML is prerendered (the public forms that draw without the auth state). */
export const PRERENDERED_ROUTES = ['/auth/login', '/auth/register'];

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

/** The inline script: copies the current path's template into #root before the first paint. */
function pickerScript(basename) {
  const base = JSON.stringify(basename === '/' ? '' : basename);
  return `(function () {
  try {
    var path = location.pathname.slice(${base}.length).replace(/\\/+$/, '');
    var template = document.getElementById('prerendered:' + path);
    if (!template) return;
    // The footer shows the year: a build from last year renders afresh rather than mismatch.
    if (new Date().getFullYear() !== ${new Date().getFullYear()}) return;
    // The language the locale saga will pick (saved, else the browser's, else English):
    // the markup is English, so another language renders afresh instead.
    var pick = function (v) {
      var b = typeof v === 'string' ? v.trim().toLowerCase().split('-')[0] : '';
      return b === 'en' || b === 'it' ? b : null;
    };
    var saved = null;
    try { saved = localStorage.getItem('shreyu_language'); } catch (e) {}
    if ((pick(saved) || pick(navigator.language) || 'en') !== 'en') return;
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

/**
 * @param {{ outputPath: string, defines: Record<string, string> }} options
 *   outputPath: the build folder (its index.html is rewritten); defines: webpack's.
 */
export async function prerender({ outputPath, defines }) {
  const { renderRoute, env } = await loadRenderer(defines);
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
  const page = fs.readFileSync(file, 'utf8');
  const marker = '<div id="root"></div>';
  if (!page.includes(marker)) throw new Error(`prerender: ${file} has no ${marker}`);
  const withPages = page.replace(
    marker,
    `${marker}${templates.join('')}<script>${pickerScript(env.basename)}</script>`,
  );
  fs.writeFileSync(file, withPages);
  return PRERENDERED_ROUTES;
}
