import ToastContainer from 'react-bootstrap/ToastContainer';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AppToast } from '@/components/AppToast';
import { notificationDismissed, selectNotifications } from '../notificationsSlice';

/** Every notification as a toast; the saga owns the timers, so the toasts never hide themselves. */
export function NotificationStack() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectNotifications);
  return (
    <ToastContainer
      position="top-end"
      className="p-3 notification-stack"
      aria-label={t('notifications.region')}
      role="region"
    >
      {items.map((item) => (
        <AppToast
          key={item.id}
          title={t(item.title, item.params)}
          variant={item.variant}
          autohide={false}
          onClose={() => dispatch(notificationDismissed(item.id))}
        >
          {t(item.message, item.params)}
        </AppToast>
      ))}
    </ToastContainer>
  );
}
