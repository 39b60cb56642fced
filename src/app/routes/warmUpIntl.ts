import { nextTask } from '@/lib/nextTask';

/**
 * The first `Intl.DateTimeFormat` of a page loads the engine's locale data: ~14 ms on a
 * desktop, ~60 ms on a mid-range phone. Data pages format dates as soon as they draw or
 * their data comes (the dashboard's period, the charts' axes, the data's dates); this pays
 * that cost in a task of its own while the session is checked, instead of inside the render
 * that first needs it.
 * Called for the pages with data features (`preparePage`), not for every signed-in page.
 */
export function warmUpIntl(language: string): void {
  void nextTask().then(() => {
    try {
      new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(0);
      new Intl.NumberFormat(language).format(0);
    } catch {
      // An unknown language tag: the page's own formatting will say so.
    }
  });
}
