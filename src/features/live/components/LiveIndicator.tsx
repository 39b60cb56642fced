import { useAppSelector } from '@/app/hooks';
import { useTranslation } from '@/i18n/useTranslation';
import { selectLiveStatus, type LiveStatus } from '../status';
import './liveIndicator.scss';

/** What the top bar says in each status (nothing while live, or before the first connection). */
const SHOWN: Partial<Record<LiveStatus, { key: string; tone: 'warning' | 'success' }>> = {
  offline: { key: 'live.offline', tone: 'warning' },
  reconnecting: { key: 'live.reconnecting', tone: 'warning' },
  back: { key: 'live.back', tone: 'success' },
};

/**
 * The top bar's word on live updates: paused (offline, reconnecting) and, for a moment, back.
 * The status region is there from the start (empty), so screen readers announce each change;
 * on narrow screens the words are read (and in the title) but only the dot is drawn.
 */
export function LiveIndicator() {
  const { t } = useTranslation();
  const status = useAppSelector(selectLiveStatus);
  if (status === undefined) return null; // not loaded yet
  const shown = SHOWN[status];
  return (
    <div role="status" aria-label={t('live.label')} className="live-indicator">
      {shown && (
        <span
          className={`live-indicator-badge bg-${shown.tone}-subtle text-${shown.tone}-emphasis border border-${shown.tone}-subtle`}
          title={t(shown.key)}
        >
          <span className={`live-indicator-dot bg-${shown.tone}`} aria-hidden="true" />
          <span className="live-indicator-text">{t(shown.key)}</span>
        </span>
      )}
    </div>
  );
}
