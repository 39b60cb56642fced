import { AuthorName } from '@/components/AuthorName';
import Col from 'react-bootstrap/Col';
import Dropdown from 'react-bootstrap/Dropdown';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { FileAudio, FileImage, FileText, FileVideo, Folder } from 'lucide-react';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch } from '@/app/hooks';
import { TableHead } from '@/components/TableHead';
import { extensionOf, type FileEntry } from '@/contract/files';
import { downloadRequested } from '../filesSlice';
import { trashEntry } from '../requests';

function Icon({ entry }: { entry: FileEntry }) {
  const ext = extensionOf(entry.name);
  const Glyph =
    entry.kind === 'folder'
      ? Folder
      : ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg'].includes(ext)
        ? FileImage
        : ['mp3', 'wav'].includes(ext)
          ? FileAudio
          : ['mp4', 'mov'].includes(ext)
            ? FileVideo
            : FileText;
  return <Glyph aria-hidden="true" size={28} className="text-primary flex-shrink-0" />;
}

function EntryActions({
  entry,
  inBin,
  onRename,
  onDelete,
}: {
  entry: FileEntry;
  inBin: boolean;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  /** Into the bin (`trashed`) or back out of it. */
  const trash = (trashed: boolean) =>
    dispatch(trashEntry.requested({ id: entry.id, name: entry.name, trashed }));
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        size="sm"
        variant="light"
        aria-label={t('files.actionsFor', { name: entry.name })}
      >
        ⋯
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {inBin ? (
          <>
            <Dropdown.Item as="button" onClick={() => trash(false)}>
              {t('files.restore')}
            </Dropdown.Item>
            <Dropdown.Item as="button" className="text-danger" onClick={onDelete}>
              {t('files.deleteForever')}
            </Dropdown.Item>
          </>
        ) : (
          <>
            {entry.kind === 'file' && (
              <Dropdown.Item
                as="button"
                onClick={() => dispatch(downloadRequested({ id: entry.id, name: entry.name }))}
              >
                {t('files.download')}
              </Dropdown.Item>
            )}
            <Dropdown.Item as="button" onClick={onRename}>
              {t('files.rename')}
            </Dropdown.Item>
            <Dropdown.Item as="button" onClick={() => trash(true)}>
              {t('files.moveToBin')}
            </Dropdown.Item>
          </>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}

/** The entries of a folder, Recent or the Bin, as a grid of cards or a table. */
export function FileEntries({
  items,
  layout,
  inBin,
  size,
  when,
  onOpen,
  onRename,
  onDelete,
}: {
  items: FileEntry[];
  layout: 'grid' | 'list';
  inBin: boolean;
  size: (bytes: number) => string;
  when: (iso: string) => string;
  onOpen: (entry: FileEntry) => void;
  onRename: (entry: FileEntry) => void;
  onDelete: (entry: FileEntry) => void;
}) {
  const { t } = useTranslation();
  const name = (entry: FileEntry) =>
    entry.kind === 'folder' && !inBin ? (
      <button
        type="button"
        className="btn btn-link p-0 text-body text-start text-decoration-none fw-semibold text-break"
        onClick={() => onOpen(entry)}
      >
        {entry.name}
      </button>
    ) : (
      <span className="fw-semibold text-break">{entry.name}</span>
    );
  const actions = (entry: FileEntry) => (
    <EntryActions
      entry={entry}
      inBin={inBin}
      onRename={() => onRename(entry)}
      onDelete={() => onDelete(entry)}
    />
  );
  return layout === 'grid' ? (
    <Row as="ul" className="g-2 list-unstyled mb-0" aria-label={t('files.items')}>
      {items.map((entry) => (
        <Col as="li" xs={12} sm={6} xl={4} key={entry.id}>
          <div className="border rounded p-2 d-flex align-items-center gap-2 h-100">
            <Icon entry={entry} />
            <div className="flex-grow-1 min-w-0">
              {name(entry)}
              <div className="small text-body-secondary">
                {entry.kind === 'file' ? size(entry.size) : t('files.folder')} ·{' '}
                {when(entry.modifiedAt)}
              </div>
              <div className="small text-body-secondary">
                {t('records.author.createdBy')} <AuthorName uid={entry.createdBy} />
              </div>
            </div>
            {actions(entry)}
          </div>
        </Col>
      ))}
    </Row>
  ) : (
    <Table responsive hover className="mb-0 align-middle">
      <caption className="visually-hidden">{t('files.items')}</caption>
      <TableHead
        columns={[
          t('files.name'),
          t('files.modified'),
          t('files.size'),
          t('files.type'),
          { label: <span className="visually-hidden">{t('files.actions')}</span> },
        ]}
      />
      <tbody>
        {items.map((entry) => (
          <tr key={entry.id}>
            <td>
              <span className="me-2">
                <Icon entry={entry} />
              </span>
              {name(entry)}
            </td>
            <td>
              {when(entry.modifiedAt)}
              <div className="small text-body-secondary">
                {t('records.author.updatedBy')} <AuthorName uid={entry.updatedBy} />
              </div>
            </td>
            <td>{entry.kind === 'file' ? size(entry.size) : '—'}</td>
            <td>
              {entry.kind === 'folder' ? t('files.folder') : extensionOf(entry.name).toUpperCase()}
            </td>
            <td className="text-end">{actions(entry)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
