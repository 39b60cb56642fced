import {
  Outlet,
  ScrollRestoration,
  useMatches,
  useNavigation,
  type Location,
} from 'react-router-dom';
import { pageEntry, type PageId } from '@/config/pages';
import { RouteProgressBar } from '@/components/RouteProgressBar';
import { AuthProvider } from '@/features/auth';
import { NotificationStack } from '@/features/notifications';
import { DocumentTitle } from './DocumentTitle';
import type { PageHandle } from './routeTable';

/**
 * The public forms: they need no auth state to draw, so they show at once (their HTML is
 * prerendered at build time) and each page sends a signed-in visitor on when the state
 * arrives. Every other page (protected ones, the lock screen, logout) waits for it, except
 * that signed-in and public pages draw from a stored session while the sagas check it.
 */
export const PAGES_DRAWN_BEFORE_AUTH_STATE: readonly PageId[] = [
  'auth-login',
  'auth-register',
  'auth-forget-password',
  'auth-confirm',
];

function usePageId(): PageId | undefined {
  const matches = useMatches();
  return (matches.at(-1)?.handle as PageHandle | undefined)?.pageId;
}

/**
 * Where scroll positions are kept: per history entry, as React Router does, except the entry
 * a page load starts on. That one has no key of its own (React Router names it 'default', in
 * every load), so another address opened in the tab took the last page's position: a page
 * that drew before its data opened scrolled, its footer in view, then jumped as the data
 * came. Kept per address instead, a reload still comes back where it was.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/** Wraps every route: the loading bar, the auth state (pages wait for its first report), the toasts, scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  const pageId = usePageId();
  const waitForAuthState = !pageId || !PAGES_DRAWN_BEFORE_AUTH_STATE.includes(pageId);
  // Signed-in and public pages draw from a stored session while it is checked; the sign-in
  // pages (lock screen, logout) decide on the session, so they wait for it.
  const drawWhileRestoring = pageId !== undefined && pageEntry(pageId).layout !== 'auth';
  return (
    <>
      <DocumentTitle />
      <RouteProgressBar active={navigation.state === 'loading'} />
      <AuthProvider waitForAuthState={waitForAuthState} drawWhileRestoring={drawWhileRestoring}>
        <Outlet />
      </AuthProvider>
      <NotificationStack />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
