import {
  Bell,
  CircleUserRound,
  MessageSquare,
  ShoppingCart,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '@/i18n/useTranslation';
import { DeferredDropdown } from '@/components/DeferredDropdown';

interface DemoNotification {
  key: string;
  icon: LucideIcon;
  variant: string;
  minutes: number;
}

// Demo items, as in the template; their text is in layout.json.
const ITEMS: DemoNotification[] = [
  { key: 'order', icon: ShoppingCart, variant: 'primary', minutes: 1 },
  { key: 'comment', icon: MessageSquare, variant: 'success', minutes: 12 },
  { key: 'signup', icon: UserPlus, variant: 'info', minutes: 45 },
  { key: 'mention', icon: CircleUserRound, variant: 'warning', minutes: 120 },
];

/** Top bar bell with a few demo notifications. */
export function NotificationsDropdown() {
  const { t } = useTranslation();
  return (
    <DeferredDropdown
      align="end"
      className="topbar-item"
      toggleClassName="topbar-link arrow-none position-relative"
      toggle={
        <>
          {/* Hidden text, not aria-label, so the visible count is part of the name. */}
          <span className="visually-hidden">
            {t('layout.notifications.toggle', { count: ITEMS.length })}
          </span>
          <Bell size={20} strokeWidth={1.75} aria-hidden="true" />
          <span className="topbar-badge" aria-hidden="true">
            {ITEMS.length}
          </span>
        </>
      }
    >
      {(Dropdown) => (
        <Dropdown.Menu className="dropdown-menu-lg notifications-menu p-0">
          <div className="d-flex align-items-center justify-content-between px-3 py-2 border-bottom">
            <h2 className="h6 m-0">{t('layout.notifications.title')}</h2>
            <span className="badge bg-primary-subtle text-primary-emphasis">
              {t('layout.notifications.new', { count: ITEMS.length })}
            </span>
          </div>
          {ITEMS.map(({ key, icon: Icon, variant, minutes }) => (
            <Dropdown.Item key={key} as="button" className="notify-item">
              <span
                className={`notify-icon bg-${variant}-subtle text-${variant}-emphasis`}
                aria-hidden="true"
              >
                <Icon size={16} />
              </span>
              <span className="notify-details">
                <span className="d-block text-wrap">{t(`layout.notifications.items.${key}`)}</span>
                <small className="text-body-secondary">
                  {t('layout.notifications.minutesAgo', { count: minutes })}
                </small>
              </span>
            </Dropdown.Item>
          ))}
          <Dropdown.Item
            as="button"
            className="text-center text-primary fw-semibold py-2 border-top"
          >
            {t('layout.notifications.viewAll')}
          </Dropdown.Item>
        </Dropdown.Menu>
      )}
    </DeferredDropdown>
  );
}
