import type { PageMessages } from './feature';

/**
 * One page's texts from several files (the page's own and its features'), for the page
 * module's `export const messages`. Each file has its own top-level key.
 */
export function mergeMessages(...parts: PageMessages[]): PageMessages {
  return {
    en: Object.assign({}, ...parts.map((part) => part.en)) as Record<string, unknown>,
    it: Object.assign({}, ...parts.map((part) => part.it)) as Record<string, unknown>,
  };
}
