import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router-dom';
import type { PageId } from '@/config/pages';
import { RouteProgressBar } from '@/components/RouteProgressBar';
import { AuthProvider } from '@/features/auth';
import { NotificationStack } from '@/features/notifications';
import { DocumentTitle } from './DocumentTitle';
import type { PageHandle } from './routeTable';

/**
 * The public forms: they need no auth state to draw, so they show at once (their HTML is
 * prerendered at build time) and each page sends a signed-in visitor on when the state
 * arrives. Every other page (protected ones, the lock screen, logout) waits for it.
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

/** Wraps every route: the loading bar, the auth state (pages wait for its first report), the toasts, scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  const pageId = usePageId();
  const waitForAuthState = !pageId || !PAGES_DRAWN_BEFORE_AUTH_STATE.includes(pageId);
  return (
    <>
      <DocumentTitle />
      <RouteProgressBar active={navigation.state === 'loading'} />
      <AuthProvider waitForAuthState={waitForAuthState}>
        <Outlet />
      </AuthProvider>
      <NotificationStack />
      <ScrollRestoration />
    </>
  );
}
