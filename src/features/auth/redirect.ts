import { HOME_PATH, pagePath } from '@/config/pages';

const ORIGIN = 'http://app.invalid';

/**
 * Where to go after signing in: `redirectTo` only when it is a path inside the app
 * (a single leading "/", no "//host", no scheme, no backslash or control characters, not
 * an auth page, also once dot segments are resolved); anything else goes to the dashboard.
 */
export function safeRedirect(
  value: string | null | undefined,
  fallback: string = HOME_PATH,
): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Re-checked after normalising: dot segments (`/.//x`, `/..//x`, `/%2e//x`) collapse to
  // `//x`, which a router or `location` would read as another host.
  if (path.startsWith('//') || path.startsWith('/\\')) return fallback;
  if (url.pathname.startsWith('/auth/') || path === '/') return fallback;
  return path;
}

/** The login URL that brings the visitor back to `here` afterwards. */
export function loginPathFor(here: string): string {
  return `${pagePath('auth-login')}?redirectTo=${encodeURIComponent(here)}`;
}
