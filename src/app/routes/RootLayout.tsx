import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { RouteProgressBar } from '@/components/RouteProgressBar';
import { AuthProvider } from '@/features/auth';
import { NotificationStack } from '@/features/notifications';
import { DocumentTitle } from './DocumentTitle';

/** Wraps every route: the loading bar, the auth state (pages wait for its first report), the toasts, scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <DocumentTitle />
      <RouteProgressBar active={navigation.state === 'loading'} />
      <AuthProvider>
        <Outlet />
      </AuthProvider>
      <NotificationStack />
      <ScrollRestoration />
    </>
  );
}
