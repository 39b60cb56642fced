// The files each route's first load asks for after the entry, read from the build's webpack
// stats, so that index.html can ask for them at once (scripts/prerender.mjs's head script
// adds a <link rel="preload"> for each). Without it they come in a chain of round trips: the
// entry runs, asks for the layout, whose code asks for the page, whose code asks for the HTTP
// helper and the demo backend, each a round trip on a phone. Pure functions of the stats and
// the registry: scripts/lib/routePreloads.test.mjs runs them on synthetic stats; the e2e route
// sweep checks, on every route, that each preloaded file is one the app then loads.
import { AUTH_SDK, chunksOf, LAYOUT_SHELLS, LIVE } from '../budgets.mjs';

/** The vertical frame's parts are in the dashboard shell; the other layouts draw these instead. */
export const FRAME_PARTS = {
  vertical: ['./Topbar', './LeftSidebar', './Footer'],
  horizontal: ['./Topbar', './HorizontalNav', './Footer'],
  'two-column': ['./Topbar', './TwoColumnMenu', './Footer'],
};

/** What a data page starts as its code is asked for: the demo backend, by kind of build. */
export const DATA_BACKEND = {
  demo: ['msw/browser', '@/mocks/browser'],
  demoApi: ['@/mocks/apiWorker'],
  none: [],
};

/** An async chunk's file as webpack.config.ts names it: `static/js/[name].[contenthash:8].chunk.js`. */
const CHUNK_FILE = /^static\/(js|css)\/([\w-]+\.[0-9a-f]{8})\.chunk\.\1$/;

/**
 * A chunk's file as the plan keeps it, `<name>.<hash>.<js|css>` (the HTML carries the plan:
 * every route's files); `fileName` gives it back. A file webpack names otherwise is an error.
 */
export function shortName(file) {
  const match = CHUNK_FILE.exec(file);
  if (!match) throw new Error(`routePreloads: ${file} is not named as an async chunk`);
  return `${match[2]}.${match[1]}`;
}

/** The file of a short name: what the head script builds from it (see prerender.mjs). */
export function fileName(short) {
  const ext = short.slice(short.lastIndexOf('.') + 1);
  return `static/${ext}/${short.slice(0, -ext.length - 1)}.chunk.${ext}`;
}

const ALL_FRAME_PARTS = new Set(Object.values(FRAME_PARTS).flat());

/**
 * @param {object} stats the build's webpack stats (chunks with files and origins, entrypoints)
 * @param {{ id: string, path: string, param?: string, layout: string, roles?: readonly string[],
 *   data?: boolean, request: string }[]} pages the registry's pages with their import request
 * @param {{ backend: 'demo' | 'demoApi' | 'none' }} build which backend a data page starts
 * @returns {{ files: string[] (short names, see shortName), shells: Record<string, number[]>, frames: Record<string, number[]>,
 *   routes: { path: string, param?: string, layout: string, roles?: readonly string[],
 *   files: number[] }[] }} file names once, and everything else as indexes into them
 */
export function routePreloadPlan(stats, pages, { backend }) {
  const entry = new Set(Object.values(stats.entrypoints).flatMap((e) => e.chunks));
  const files = [];
  const indexOf = new Map();
  const filesOf = (requests, except = new Set()) => {
    const out = [];
    for (const chunk of chunksOf(stats, requests)) {
      if (entry.has(chunk.id)) continue;
      for (const file of chunk.files) {
        if (!/\.(js|css)$/.test(file) || except.has(file)) continue;
        if (!indexOf.has(file)) {
          indexOf.set(file, files.length);
          files.push(shortName(file));
        }
        const index = indexOf.get(file);
        if (!out.includes(index)) out.push(index);
      }
    }
    return out;
  };
  const namesOf = (indexes) => new Set(indexes.map((i) => fileName(files[i])));

  // A layout's shell without the Auth SDK (a stored session's first page draws before the
  // session check loads it), without the frame's parts (they depend on the settings) and
  // without live updates (asked for after the page's code).
  const shells = {};
  const later = new Set([...AUTH_SDK, ...ALL_FRAME_PARTS, ...LIVE]);
  for (const [layout, requests] of Object.entries(LAYOUT_SHELLS)) {
    shells[layout] = filesOf(requests.filter((r) => !later.has(r)));
  }
  const dashboardShell = namesOf(shells.dashboard);
  const frames = {};
  for (const [type, parts] of Object.entries(FRAME_PARTS)) {
    frames[type] = filesOf(parts, dashboardShell);
  }
  const routes = pages.map((page) => {
    const shell = namesOf(shells[page.layout] ?? []);
    const requests = [page.request, ...(page.data ? DATA_BACKEND[backend] : [])];
    return {
      path: page.path,
      ...(page.param ? { param: page.param } : {}),
      layout: page.layout,
      ...(page.roles ? { roles: [...page.roles] } : {}),
      files: filesOf(requests, shell),
    };
  });
  return { files, shells, frames, routes };
}
