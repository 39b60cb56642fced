import { useAppSelector } from '@/app/hooks';
import { useTranslation } from '@/i18n/useTranslation';
import { selectLiveStatus, type LiveStatus } from '../status';

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
        // Bootstrap's utilities only (no stylesheet of its own: one file fewer for every
        // signed-in page); the subtle colours follow light and dark; gap, nothing to mirror in RTL.
        <span
          className={`d-inline-flex align-items-center gap-2 px-2 py-1 rounded-pill small fw-semibold text-nowrap bg-${shown.tone}-subtle text-${shown.tone}-emphasis border border-${shown.tone}-subtle`}
          title={t(shown.key)}
        >
          <span
            className={`d-inline-block flex-shrink-0 rounded-circle bg-${shown.tone}`}
            style={{ width: '0.5rem', height: '0.5rem' }}
            aria-hidden="true"
          />
          {/* Narrow screens draw the dot only; the words are still read. */}
          <span className="d-none d-md-inline">{t(shown.key)}</span>
          <span className="visually-hidden d-md-none">{t(shown.key)}</span>
        </span>
      )}
    </div>
  );
}
