import { useMatches } from 'react-router-dom';
import { PAGES, type PageEntry, type PageId } from '@/config/pages';

const isPageId = (value: unknown): value is PageId =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(PAGES, value);

/** The registry entry of the page the router shows now (the deepest route that names one). */
export function usePage(): (PageEntry & { id: PageId }) | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as { pageId?: unknown } | undefined;
    if (isPageId(handle?.pageId)) return { ...PAGES[handle.pageId], id: handle.pageId };
  }
  return null;
}
