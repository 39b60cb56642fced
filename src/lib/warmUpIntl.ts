import { nextTask } from './nextTask';

/**
 * The first `Intl.DateTimeFormat` of a page loads the engine's locale data: ~14 ms on a
 * desktop, ~60 ms on a mid-range phone. Signed-in pages format dates in their first render
 * (the dashboard's period, the charts' axes); this pays that cost in a task of its own while
 * the session is checked, instead of inside the page's first render.
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
