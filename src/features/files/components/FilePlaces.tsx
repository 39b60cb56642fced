import Card from 'react-bootstrap/Card';
import Nav from 'react-bootstrap/Nav';
import { useTranslation } from '@/i18n/useTranslation';
import type { StorageUsage } from '@/contract/files';
import type { FilesLocation } from '../filesSlice';
import { StorageUsageBox } from './StorageUsageBox';

const PLACES = ['documents', 'downloads', 'music', 'pictures', 'video'] as const;

/** The side card: home, the places, Recent and Bin, and the storage used. */
export function FilePlaces({
  location,
  usage,
  go,
  loading,
}: {
  location: FilesLocation;
  usage: StorageUsage | null;
  go: (next: Partial<FilesLocation>) => void;
  /** The first listing is awaited: the storage box keeps its room. */
  loading: boolean;
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
        <StorageUsageBox usage={usage} loading={loading} />
      </Card.Body>
    </Card>
  );
}
