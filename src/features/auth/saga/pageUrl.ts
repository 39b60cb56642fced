import { env } from '@/config/env';
import { pagePath, type PageId } from '@/config/pages';

/**
 * The absolute address of an app page, for an e-mail's `continueUrl` (Firebase needs an
 * absolute URL of an authorised domain); the router's basename included.
 */
export function pageUrl(id: PageId): string {
  const base = env.basename === '/' ? '' : env.basename;
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return `${origin}${base}${pagePath(id)}`;
}
