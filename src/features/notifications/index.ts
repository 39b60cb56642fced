export {
  default as notificationsSlice,
  notificationAdded,
  notificationDismissed,
  selectNotifications,
  MAX_NOTIFICATIONS,
} from './notificationsSlice';
export type { Notification, NotificationInput, NotificationVariant } from '../events';
export { notificationsSaga } from './notificationsSaga';
export { NotificationStack } from './components/NotificationStack';
