import Card from 'react-bootstrap/Card';
import Nav from 'react-bootstrap/Nav';
import { useTranslation } from 'react-i18next';
import { LabelledProgress } from '@/components/LabelledProgress';
import type { StorageUsage } from '../api';
import type { FilesLocation } from '../filesSlice';

const PLACES = ['documents', 'downloads', 'music', 'pictures', 'video'] as const;

/** The side card: home, the places, Recent and Bin, and the storage used. */
export function FilePlaces({
  location,
  usage,
  go,
  size,
}: {
  location: FilesLocation;
  usage: StorageUsage | null;
  go: (next: Partial<FilesLocation>) => void;
  size: (bytes: number) => string;
}) {
  const { t } = useTranslation();
  const inBin = location.view === 'bin';
  return (
    <Card>
      <Card.Body>
        <Nav as="nav" className="flex-column" aria-label={t('files.places')}>
          <Nav.Link
            as="button"
            className="text-start"
            active={location.view === 'folder' && location.folderId === null}
            onClick={() => go({ view: 'folder', folderId: null })}
          >
            {t('files.home')}
          </Nav.Link>
          {PLACES.map((place) => (
            <Nav.Link
              as="button"
              className="text-start"
              key={place}
              active={location.view === 'folder' && location.folderId === place}
              onClick={() => go({ view: 'folder', folderId: place })}
            >
              {t(`files.place.${place}`)}
            </Nav.Link>
          ))}
          <Nav.Link
            as="button"
            className="text-start"
            active={location.view === 'recent'}
            onClick={() => go({ view: 'recent', folderId: null })}
          >
            {t('files.recent')}
          </Nav.Link>
          <Nav.Link
            as="button"
            className="text-start"
            active={inBin}
            onClick={() => go({ view: 'bin', folderId: null })}
          >
            {t('files.bin')}
          </Nav.Link>
        </Nav>
        {usage && (
          <div className="mt-4">
            <p className="small fw-semibold mb-1">{t('files.storage')}</p>
            <LabelledProgress
              now={(usage.used / usage.quota) * 100}
              height={6}
              label={t('files.storage')}
            />
            <p className="small text-body-secondary mt-1 mb-0">
              {t('files.usage', { used: size(usage.used), quota: size(usage.quota) })}
            </p>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
