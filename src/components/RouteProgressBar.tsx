import { useTranslation } from '@/i18n/useTranslation';

/** The thin bar across the top while a route's chunk (or data) loads. */
export function RouteProgressBar({ active }: { active: boolean }) {
  const { t } = useTranslation();
  if (!active) return null;
  return (
    <div
      className="route-progress"
      role="progressbar"
      aria-label={t('common.loadingPage')}
      aria-valuetext={t('common.loading')}
    >
      <div className="route-progress__bar" />
    </div>
  );
}
