import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from '@/i18n/useTranslation';
import { LabelledProgress } from '@/components/LabelledProgress';
import type { StorageUsage } from '@/contract/files';
import { formatSize } from '@/lib/formatSize';

/**
 * The storage used, under the folders. While the first listing is awaited its room is kept
 * (a placeholder bar and line): on a phone the files card below did not otherwise jump when
 * the listing arrived. Nothing when the listing failed (the files card says why).
 */
export function StorageUsageBox({
  usage,
  loading,
}: {
  usage: StorageUsage | null;
  loading: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (!usage && !loading) return null;
  const size = (bytes: number) => formatSize(bytes, i18n.language);
  return (
    <div className="mt-4">
      <p className="small fw-semibold mb-1">{t('files.storage')}</p>
      {usage ? (
        <>
          <LabelledProgress
            now={(usage.used / usage.quota) * 100}
            height={6}
            label={t('files.storage')}
          />
          <p className="small text-body-secondary mt-1 mb-0">
            {t('files.usage', { used: size(usage.used), quota: size(usage.quota) })}
          </p>
        </>
      ) : (
        <Placeholder as="div" animation="glow" aria-hidden="true">
          <Placeholder xs={12} className="d-block rounded" style={{ height: 6, minHeight: 0 }} />
          <p className="small mt-1 mb-0">
            <Placeholder xs={7} />
          </p>
        </Placeholder>
      )}
    </div>
  );
}
