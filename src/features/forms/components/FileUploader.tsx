import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { describeError } from '@/lib/describeError';
import { fileRegistry } from '../fileRegistry';
import {
  filesQueued,
  fileRemoved,
  selectUploads,
  uploadCancelled,
  uploadsRequested,
  type UploadItem,
} from '../formsSlice';
import { formatSize } from '@/lib/formatSize';
import { checkFiles, type Refusal } from '../uploadRules';

let nextId = 0;

/** An image's preview from an object URL, revoked when the preview goes. */
function Preview({ item }: { item: UploadItem }) {
  const file = fileRegistry.get(item.id);
  const url = useMemo(
    () => (file && item.type.startsWith('image/') ? URL.createObjectURL(file) : null),
    [file, item.type],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  if (!url) {
    return (
      <span
        className="avatar-sm d-inline-flex align-items-center justify-content-center bg-body-tertiary rounded fw-semibold small"
        style={{ width: 48, height: 48 }}
        aria-hidden="true"
      >
        {item.name.split('.').pop()?.toUpperCase().slice(0, 4)}
      </span>
    );
  }
  return <img src={url} alt="" width={48} height={48} className="rounded object-fit-cover" />;
}

/**
 * The drop zone: previews for images, name and size for the rest; limits refused with a
 * message naming the file and the limit; per-file progress, cancel while sending, remove.
 */
export function FileUploader() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const uploads = useAppSelector(selectUploads);
  const [refused, setRefused] = useState<Refusal[]>([]);

  const onDrop = (files: File[]) => {
    const { accepted, refused: refusals } = checkFiles(files, uploads.length);
    setRefused(refusals);
    const queued = accepted.map((index) => {
      const file = files[index] as File;
      nextId += 1;
      const id = `upload-${Date.now()}-${nextId}`;
      fileRegistry.add(id, file);
      return { id, name: file.name, size: file.size, type: file.type };
    });
    if (queued.length > 0) dispatch(filesQueued(queued));
  };
  // Our own checks (checkFiles) name the file and the limit, in the user's language.
  // The zone takes drops; a real button opens the file dialog (keyboard and screen readers).
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop,
    multiple: true,
    noClick: true,
    noKeyboard: true,
  });

  const pending = uploads.some(
    (u) => u.status === 'queued' || u.status === 'failed' || u.status === 'cancelled',
  );
  const refusal = (r: Refusal) =>
    t(`forms.upload.refused.${r.reason}`, { file: r.file, limit: r.limit });

  return (
    <>
      <div
        {...getRootProps({
          className: `dropzone border border-2 border-dashed rounded p-4 text-center ${isDragActive ? 'border-primary bg-primary-subtle' : ''}`,
        })}
        style={{ borderStyle: 'dashed' }}
      >
        <input {...getInputProps({ 'aria-label': t('forms.upload.input') })} />
        <p className="h5 mb-2">{t('forms.upload.drop')}</p>
        <Button variant="primary" className="mb-2" onClick={open}>
          {t('forms.upload.choose')}
        </Button>
        <p className="text-body-secondary mb-0 small">{t('forms.upload.limits')}</p>
      </div>
      <div aria-live="polite">
        {refused.length > 0 && (
          <Alert variant="warning" className="mt-3 mb-0">
            <ul className="mb-0 ps-3">
              {refused.map((r, index) => (
                <li key={`${r.file}-${index}`}>{refusal(r)}</li>
              ))}
            </ul>
          </Alert>
        )}
      </div>
      <ul className="list-unstyled mt-3 mb-0" aria-label={t('forms.upload.list')}>
        {uploads.map((item) => (
          <li key={item.id} className="d-flex align-items-center gap-3 border rounded p-2 mb-2">
            <Preview item={item} />
            <div className="flex-grow-1 min-w-0">
              <div className="fw-semibold text-truncate">{item.name}</div>
              <div className="small text-body-secondary">
                {formatSize(item.size, i18n.language)} · {t(`forms.upload.status.${item.status}`)}
              </div>
              {item.status === 'uploading' && (
                <ProgressBar
                  now={Math.round(item.progress * 100)}
                  className="mt-1"
                  style={{ height: 6 }}
                  aria-label={t('forms.upload.progress', { file: item.name })}
                />
              )}
              {item.status === 'failed' && item.error && (
                <div className="small text-danger">{describeError(item.error, t)}</div>
              )}
            </div>
            {/* While it uploads the file can be cancelled; after, removed from the list. */}
            <Button
              size="sm"
              variant={item.status === 'uploading' ? 'outline-warning' : 'outline-danger'}
              onClick={() =>
                dispatch(
                  item.status === 'uploading' ? uploadCancelled(item.id) : fileRemoved(item.id),
                )
              }
            >
              {item.status === 'uploading' ? t('forms.upload.cancel') : t('forms.upload.remove')}
              <span className="visually-hidden"> {item.name}</span>
            </Button>
          </li>
        ))}
      </ul>
      <Button className="mt-2" disabled={!pending} onClick={() => dispatch(uploadsRequested())}>
        {t('forms.upload.send')}
      </Button>
    </>
  );
}
