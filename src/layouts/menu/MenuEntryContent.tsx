import type { MenuEntry } from '@/config/menu';
import { useTranslation } from '@/i18n/useTranslation';

/** Icon, label and badge of a menu entry, the same in every layout. */
export function MenuEntryContent({
  entry,
  showIcon = true,
}: {
  entry: MenuEntry;
  showIcon?: boolean;
}) {
  const { t } = useTranslation();
  const Icon = entry.icon;
  return (
    <>
      {showIcon && Icon && (
        <Icon className="menu-icon" size={18} strokeWidth={1.75} aria-hidden="true" />
      )}
      <span className="menu-text">{t(entry.labelKey)}</span>
      {entry.badge && (
        <span className={`badge bg-${entry.badge.variant} rounded-pill menu-badge`}>
          {entry.badge.text}
        </span>
      )}
    </>
  );
}
