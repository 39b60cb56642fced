// The routes of the sidebar menu (derived from the page registry, so every menu page) and the
// pages outside it, shared by the route sweeps (sweep.test.mjs: errors and axe;
// sweep-shift.test.mjs: layout shift) and the benchmarks (scripts/bench*.mjs).
import fs from 'node:fs';
import { BASE_URL } from './lib.mjs';

const base = new URL(BASE_URL).pathname; // /shreyu/react/

/** The pages outside the menu that anyone may open. */
export const PUBLIC_ROUTES = [
  '/landing',
  '/maintenance',
  '/error-404',
  '/error-500',
  '/access-denied',
];

/** The sign-in pages, visited signed out (the logout route apart: it ends a session). */
export const SIGNED_OUT_ROUTES = [
  '/auth/login',
  '/auth/register',
  '/auth/confirm',
  '/auth/forget-password',
  '/auth/lock-screen',
];

const PAGES_FILE = new URL('../src/config/pages.ts', import.meta.url);

/**
 * The paths of the registry's dashboard pages that read the API as they load (`data: true` in
 * src/config/pages.ts): the pages a late answer can move. The waiting page reads it too, but
 * it is a sign-in page a member never stays on (it opens the dashboard): not swept here.
 */
export function dataPagePaths(source = fs.readFileSync(PAGES_FILE, 'utf8')) {
  const paths = new Set();
  for (const [, body] of source.matchAll(/^ {2}'[\w-]+': \{\n([\s\S]*?)^ {2}\},$/gm)) {
    const path = /^\s+path: '([^']+)',$/m.exec(body)?.[1];
    if (path && /^\s+data: true,$/m.test(body) && /^\s+layout: 'dashboard',$/m.test(body))
      paths.add(path);
  }
  return paths;
}

/** Opens every group of the sidebar menu and returns the paths of its links. */
export async function menuRoutes(page) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.waitFor();
  for (let round = 0; round < 20; round += 1) {
    const closed = menu.locator('button[aria-expanded="false"]');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  const hrefs = await menu
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => new URL(a.href).pathname));
  return [...new Set(hrefs)]
    .filter((href) => href.startsWith(base))
    .map((href) => href.slice(base.length - 1));
}
