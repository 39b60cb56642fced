import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { AppToast as AppToastComponent } from '@/components/AppToast';
import { onceUntilFailed } from '@/lib/onceUntilFailed';
import { translateServerWords } from '@/lib/describeError';
import { notificationDismissed, selectNotifications } from '../notificationsSlice';

// The toast (react-bootstrap's Toast and its fade) loads with the first notification: most
// visits of the sign-in pages never show one, and every first load would carry it.
let loadedToast: typeof AppToastComponent | null = null;

/**
 * Loads the toast's code (once; after a failure, again with the next notification); the stack
 * draws notifications as soon as it is here.
 */
export const preloadToast = onceUntilFailed(() =>
  import(/* webpackChunkName: "toast" */ '@/components/AppToast').then((module) => {
    loadedToast = module.AppToast;
  }),
);

/** Every notification as a toast; the saga owns the timers, so the toasts never hide themselves. */
export function NotificationStack() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectNotifications);
  const [AppToast, setAppToast] = useState(() => loadedToast);
  const waiting = items.length > 0 && !AppToast;
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    preloadToast().then(
      () => current && setAppToast(() => loadedToast),
      (error: unknown) => console.error('The notifications could not be shown', error),
    );
    return () => {
      current = false;
    };
  }, [waiting]);

  // Bootstrap's toast container markup (react-bootstrap's ToastContainer adds nothing else).
  return (
    <div
      className="toast-container position-fixed top-0 end-0 p-3 notification-stack"
      aria-label={t('notifications.region')}
      role="region"
    >
      {AppToast
        ? items.map((item) => (
            <AppToast
              key={item.id}
              title={t(item.title, item.params)}
              variant={item.variant}
              autohide={false}
              onClose={() => dispatch(notificationDismissed(item.id))}
            >
              {/* A failure's toast carries the server's words (failureNotification). */}
              {translateServerWords(item.message, t) || t(item.message, item.params)}
            </AppToast>
          ))
        : null}
    </div>
  );
}
