// The routes of the sidebar menu (derived from the page registry, so every menu page), shared
// by the route sweeps (sweep.test.mjs: errors and axe; sweep-shift.test.mjs: layout shift).
import { BASE_URL } from './lib.mjs';

const base = new URL(BASE_URL).pathname; // /shreyu/react/

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
