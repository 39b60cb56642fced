import { useCallback, useState } from 'react';
import Breadcrumb from 'react-bootstrap/Breadcrumb';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from '@/i18n/useTranslation';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useAppDispatch, useRead } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { SearchField, SortField, ToggleGroup } from '@/components/ToolbarFields';
import { isPending } from '@/lib/requestState';
import { FILE_SORTS, type FileEntry } from '@/contract/files';
import { nameDialogOpened, uploadRequested } from '../filesSlice';
import { createFolder, deleteEntry, listFiles, renameEntry } from '../requests';
import { handOverFile } from '../uploadFiles';
import { formatSize } from '@/lib/formatSize';
import { NameDialog } from './NameDialog';
import { FileEntries } from './FileEntries';
import { FilePlaces } from './FilePlaces';
import { Uploads } from './Uploads';
import { useFileManager } from './useFileManager';

let uploadCounter = 0;

/** Folders, breadcrumbs, grid and list views, uploads with progress, Bin and Recent. */
export function FileManager() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { items, location, path, usage, request } = useFileManager();
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [renaming, setRenaming] = useState<FileEntry | null>(null);
  const [creatingFolder, setCreatingFolder] = useState(false);
  const [deleting, setDeleting] = useState<FileEntry | null>(null);
  const closeRename = useCallback(() => setRenaming(null), []);
  const closeFolder = useCallback(() => setCreatingFolder(false), []);
  const inBin = location.view === 'bin';
  const size = (bytes: number) => formatSize(bytes, i18n.language);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));

  const retry = useRead(listFiles);

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
    dispatch(listFiles.requested({ q: '', ...next }));
  };
  const open_ = (entry: FileEntry) => {
    if (entry.kind === 'folder' && !inBin) go({ view: 'folder', folderId: entry.id });
  };
  const siblings = items.map((e) => e.name);
  const openRename = (entry: FileEntry) => {
    dispatch(nameDialogOpened());
    setRenaming(entry);
  };

  return (
    <Row className="g-3">
      <Col lg={3} xl={2}>
        <FilePlaces location={location} usage={usage} go={go} loading={isPending(request)} />
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
              <SearchField
                id="files-search"
                className="ms-md-auto"
                label={t('files.search')}
                value={location.q}
                onChange={(q) => dispatch(listFiles.searched(q))}
              />
              <SortField
                area="files"
                value={location.sort}
                sorts={FILE_SORTS}
                onChange={(sort) => dispatch(listFiles.requested({ sort }))}
              />
              <ToggleGroup
                size="sm"
                label={t('files.layout')}
                value={layout}
                choices={[
                  { value: 'grid', label: t('files.grid') },
                  { value: 'list', label: t('files.list') },
                ]}
                onChange={setLayout}
              />
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
              onRetry={retry}
              empty={items.length === 0}
              emptyText={inBin ? t('files.binEmpty') : t('files.empty')}
            >
              <FileEntries
                items={items}
                layout={layout}
                inBin={inBin}
                size={size}
                when={when}
                onOpen={open_}
                onRename={openRename}
                onDelete={setDeleting}
              />
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
          renaming && dispatch(renameEntry.requested({ id: renaming.id, name: value }))
        }
        onClose={closeRename}
      />
      <NameDialog
        show={creatingFolder}
        title={t('files.newFolder')}
        initial=""
        siblings={siblings}
        onSubmit={(value) => dispatch(createFolder.requested({ name: value, parentId: folderId }))}
        onClose={closeFolder}
      />
      <ConfirmDialog
        show={deleting !== null}
        title={t('files.deleteForever')}
        confirmLabel={t('files.deleteForever')}
        onConfirm={() => {
          if (deleting) dispatch(deleteEntry.requested(deleting));
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      >
        {t('files.deleteConfirm', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </Row>
  );
}
