import { useCallback, useEffect, useState } from 'react';
import Breadcrumb from 'react-bootstrap/Breadcrumb';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Nav from 'react-bootstrap/Nav';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { FileAudio, FileImage, FileText, FileVideo, Folder } from 'lucide-react';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { isPending } from '@/lib/requestState';
import { FILE_SORTS, extensionOf, type FileEntry, type FileSort } from '../api';
import {
  deleteRequested,
  downloadRequested,
  filesRequested,
  folderCreateRequested,
  nameDialogOpened,
  renameRequested,
  selectFiles,
  selectFilesLocation,
  selectFilesPath,
  selectFilesRequest,
  selectFilesUsage,
  trashRequested,
  uploadRequested,
} from '../filesSlice';
import { handOverFile } from '../uploadFiles';
import { formatSize } from './format';
import { NameDialog } from './NameDialog';
import { StorageUsageBox } from './StorageUsageBox';
import { Uploads } from './Uploads';

const PLACES = ['documents', 'downloads', 'music', 'pictures', 'video'] as const;

let uploadCounter = 0;

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
            <Dropdown.Item
              as="button"
              onClick={() => dispatch(trashRequested({ id: entry.id, trashed: false }))}
            >
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
            <Dropdown.Item
              as="button"
              onClick={() => dispatch(trashRequested({ id: entry.id, trashed: true }))}
            >
              {t('files.moveToBin')}
            </Dropdown.Item>
          </>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}

/** Folders, breadcrumbs, grid and list views, uploads with progress, Bin and Recent. */
export function FileManager() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectFiles);
  const location = useAppSelector(selectFilesLocation);
  const path = useAppSelector(selectFilesPath);
  const usage = useAppSelector(selectFilesUsage);
  const request = useAppSelector(selectFilesRequest);
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [search, setSearch] = useState(location.q);
  const [renaming, setRenaming] = useState<FileEntry | null>(null);
  const [creatingFolder, setCreatingFolder] = useState(false);
  const [deleting, setDeleting] = useState<FileEntry | null>(null);
  const closeRename = useCallback(() => setRenaming(null), []);
  const closeFolder = useCallback(() => setCreatingFolder(false), []);
  const inBin = location.view === 'bin';
  const size = (bytes: number) => formatSize(bytes, i18n.language);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));

  useEffect(() => {
    dispatch(filesRequested());
  }, [dispatch]);

  useEffect(() => {
    if (search === location.q) return undefined;
    const timer = setTimeout(() => dispatch(filesRequested({ q: search })), 300);
    return () => clearTimeout(timer);
  }, [search, location.q, dispatch]);

  const folderId = location.view === 'folder' ? location.folderId : null;
  const onDrop = useCallback(
    (files: File[]) => {
      for (const file of files) {
        uploadCounter += 1;
        const id = `up-${Date.now().toString(36)}-${uploadCounter}`;
        handOverFile(id, file);
        dispatch(uploadRequested({ id, name: file.name, size: file.size, folderId }));
      }
    },
    [dispatch, folderId],
  );
  // No accept / maxSize here: the saga checks the limits, so the refusal names the file and the limit.
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop,
    noClick: true,
    noKeyboard: true,
    disabled: location.view !== 'folder',
  });

  const go = (next: Partial<typeof location>) => {
    setSearch('');
    dispatch(filesRequested({ q: '', ...next }));
  };
  const open_ = (entry: FileEntry) => {
    if (entry.kind === 'folder' && !inBin) go({ view: 'folder', folderId: entry.id });
  };
  const siblings = items.map((e) => e.name);
  const openRename = (entry: FileEntry) => {
    dispatch(nameDialogOpened());
    setRenaming(entry);
  };

  const name = (entry: FileEntry) =>
    entry.kind === 'folder' && !inBin ? (
      <button
        type="button"
        className="btn btn-link p-0 text-body text-start text-decoration-none fw-semibold text-break"
        onClick={() => open_(entry)}
      >
        {entry.name}
      </button>
    ) : (
      <span className="fw-semibold text-break">{entry.name}</span>
    );

  return (
    <Row className="g-3">
      <Col lg={3} xl={2}>
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
            <StorageUsageBox usage={usage} loading={isPending(request)} />
          </Card.Body>
        </Card>
      </Col>
      <Col lg={9} xl={10}>
        <Card
          {...getRootProps({
            className: `position-relative ${isDragActive ? 'border-primary border-2' : ''}`,
          })}
        >
          <input {...getInputProps({ 'aria-label': t('files.uploadInput') })} />
          <Card.Body>
            <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
              {location.view === 'folder' && (
                <>
                  <Button onClick={open}>{t('files.upload')}</Button>
                  <Button
                    variant="light"
                    onClick={() => {
                      dispatch(nameDialogOpened());
                      setCreatingFolder(true);
                    }}
                  >
                    {t('files.newFolder')}
                  </Button>
                </>
              )}
              <Form.Group controlId="files-search" className="ms-md-auto">
                <Form.Label className="small mb-1">{t('files.search')}</Form.Label>
                <Form.Control
                  size="sm"
                  type="search"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                />
              </Form.Group>
              <Form.Group controlId="files-sort">
                <Form.Label className="small mb-1">{t('files.sortBy')}</Form.Label>
                <Form.Select
                  size="sm"
                  value={location.sort}
                  onChange={(e) => dispatch(filesRequested({ sort: e.target.value as FileSort }))}
                >
                  {FILE_SORTS.map((s) => (
                    <option key={s} value={s}>
                      {t(`files.sort.${s.replace('-', 'desc_')}`)}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              <ButtonGroup size="sm" aria-label={t('files.layout')}>
                <Button
                  variant={layout === 'grid' ? 'primary' : 'light'}
                  aria-pressed={layout === 'grid'}
                  onClick={() => setLayout('grid')}
                >
                  {t('files.grid')}
                </Button>
                <Button
                  variant={layout === 'list' ? 'primary' : 'light'}
                  aria-pressed={layout === 'list'}
                  onClick={() => setLayout('list')}
                >
                  {t('files.list')}
                </Button>
              </ButtonGroup>
            </div>
            {location.view === 'folder' ? (
              <Breadcrumb listProps={{ className: 'mb-3' }} label={t('files.path')}>
                {path.map((crumb, index) =>
                  index === path.length - 1 ? (
                    <Breadcrumb.Item key={crumb.id ?? 'home'} active>
                      {crumb.id === null ? t('files.home') : crumb.name}
                    </Breadcrumb.Item>
                  ) : (
                    <Breadcrumb.Item
                      key={crumb.id ?? 'home'}
                      linkAs="button"
                      linkProps={{ type: 'button', className: 'btn btn-link p-0 align-baseline' }}
                      onClick={() => go({ view: 'folder', folderId: crumb.id })}
                    >
                      {crumb.id === null ? t('files.home') : crumb.name}
                    </Breadcrumb.Item>
                  ),
                )}
              </Breadcrumb>
            ) : (
              <h2 className="h5 mb-3">{inBin ? t('files.bin') : t('files.recent')}</h2>
            )}
            {location.view === 'folder' && (
              <p className="small text-body-secondary">
                {isDragActive ? t('files.dropNow') : t('files.dropHint')}
              </p>
            )}
            <Uploads />
            <AsyncView
              request={request}
              onRetry={() => dispatch(filesRequested())}
              empty={items.length === 0}
              emptyText={inBin ? t('files.binEmpty') : t('files.empty')}
            >
              {layout === 'grid' ? (
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
                        </div>
                        <EntryActions
                          entry={entry}
                          inBin={inBin}
                          onRename={() => openRename(entry)}
                          onDelete={() => setDeleting(entry)}
                        />
                      </div>
                    </Col>
                  ))}
                </Row>
              ) : (
                <Table responsive hover className="mb-0 align-middle">
                  <caption className="visually-hidden">{t('files.items')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('files.name')}</th>
                      <th scope="col">{t('files.modified')}</th>
                      <th scope="col">{t('files.size')}</th>
                      <th scope="col">{t('files.type')}</th>
                      <th scope="col">
                        <span className="visually-hidden">{t('files.actions')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((entry) => (
                      <tr key={entry.id}>
                        <td>
                          <span className="me-2">
                            <Icon entry={entry} />
                          </span>
                          {name(entry)}
                        </td>
                        <td>{when(entry.modifiedAt)}</td>
                        <td>{entry.kind === 'file' ? size(entry.size) : '—'}</td>
                        <td>
                          {entry.kind === 'folder'
                            ? t('files.folder')
                            : extensionOf(entry.name).toUpperCase()}
                        </td>
                        <td className="text-end">
                          <EntryActions
                            entry={entry}
                            inBin={inBin}
                            onRename={() => openRename(entry)}
                            onDelete={() => setDeleting(entry)}
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </AsyncView>
          </Card.Body>
        </Card>
      </Col>
      <NameDialog
        show={renaming !== null}
        title={t('files.renameTitle', { name: renaming?.name ?? '' })}
        initial={renaming?.name ?? ''}
        siblings={siblings.filter((s) => s !== renaming?.name)}
        onSubmit={(value) =>
          renaming && dispatch(renameRequested({ id: renaming.id, name: value }))
        }
        onClose={closeRename}
      />
      <NameDialog
        show={creatingFolder}
        title={t('files.newFolder')}
        initial=""
        siblings={siblings}
        onSubmit={(value) => dispatch(folderCreateRequested({ name: value, parentId: folderId }))}
        onClose={closeFolder}
      />
      <Modal
        show={deleting !== null}
        onHide={() => setDeleting(null)}
        centered
        aria-labelledby="delete-forever-title"
      >
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="delete-forever-title" as="h2" className="h5">
            {t('files.deleteForever')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{t('files.deleteConfirm', { name: deleting?.name ?? '' })}</Modal.Body>
        <Modal.Footer>
          <Button variant="light" onClick={() => setDeleting(null)}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              if (deleting) dispatch(deleteRequested(deleting.id));
              setDeleting(null);
            }}
          >
            {t('files.deleteForever')}
          </Button>
        </Modal.Footer>
      </Modal>
    </Row>
  );
}
