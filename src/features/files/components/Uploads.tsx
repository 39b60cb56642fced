import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { LabelledProgress } from '@/components/LabelledProgress';
import { describeError } from '@/lib/describeError';
import { ALLOWED_EXTENSIONS, MAX_UPLOAD_BYTES } from '@/contract/files';
import { selectUploads, uploadCancelled, uploadDismissed } from '../filesSlice';
import { formatSize } from '@/lib/formatSize';

/** One row per upload: progress bar and Cancel while it runs, then what became of it. */
export function Uploads() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const uploads = useAppSelector(selectUploads);
  if (uploads.length === 0) return null;
  return (
    <ul className="list-group mb-3" aria-label={t('files.uploads')}>
      {uploads.map((upload) => {
        const percent = Math.round(upload.progress * 100);
        let message: string | null = null;
        if (upload.status === 'refused' && upload.reason === 'tooLarge') {
          message = t('files.refused.tooLarge', {
            name: upload.name,
            limit: formatSize(MAX_UPLOAD_BYTES, i18n.language),
          });
        } else if (upload.status === 'refused') {
          message = t('files.refused.typeNotAllowed', {
            name: upload.name,
            types: ALLOWED_EXTENSIONS.join(', '),
          });
        } else if (upload.status === 'failed' && upload.error) {
          message = t('files.uploadFailed', {
            name: upload.name,
            reason: describeError(upload.error, t),
          });
        }
        return (
          <li key={upload.id} className="list-group-item">
            <div className="d-flex align-items-center gap-2">
              <span className="text-truncate flex-grow-1">{upload.name}</span>
              <span className="small text-body-secondary">
                {formatSize(upload.size, i18n.language)}
              </span>
              {upload.status === 'uploading' ? (
                <Button
                  size="sm"
                  variant="light"

                  onClick={() => dispatch(uploadCancelled(upload.id))}
                >
                  {t('files.cancelUpload', { name: upload.name })}
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="light"
                  onClick={() => dispatch(uploadDismissed(upload.id))}
                  aria-label={t('files.dismiss', { name: upload.name })}
                >
                  ×
                </Button>
              )}
            </div>
            {upload.status === 'uploading' && (
              <LabelledProgress
                now={percent}
                showValue
                className="mt-2"
                label={t('files.progressOf', { name: upload.name })}
              />
            )}
            {upload.status === 'done' && (
              <p className="small text-success-emphasis mb-0 mt-1">{t('files.uploaded')}</p>
            )}
            {upload.status === 'cancelled' && (
              <p className="small text-body-secondary mb-0 mt-1">{t('files.cancelled')}</p>
            )}
            {message && (
              <p className="small text-danger-emphasis mb-0 mt-1" role="alert">
                {message}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
