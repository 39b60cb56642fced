import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { RouteProgressBar } from '@/components/RouteProgressBar';
import { NotificationStack } from '@/features/notifications';

/** Wraps every route: the loading bar, the toasts, scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <RouteProgressBar active={navigation.state === 'loading'} />
      <Outlet />
      <NotificationStack />
      <ScrollRestoration />
    </>
  );
}
