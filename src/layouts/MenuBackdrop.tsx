import { useTranslation } from '@/i18n/useTranslation';

/** The dimmed page behind the open overlay menu; a click (or tap) on it closes the menu. */
export function MenuBackdrop({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="menu-backdrop"
      tabIndex={-1}
      aria-label={t('layout.menu.close')}
      onClick={onClose}
    />
  );
}
