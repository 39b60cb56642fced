import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '@/i18n/useTranslation';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Link, useSearchParams } from 'react-router-dom';
import { pagePath } from '@/config/pages';
import './email.scss';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import {
  FOLDERS,
  LABELS,
  PAGE_SIZE,
  type BulkAction,
  type EmailQuery,
  type Folder,
  type LabelId,
} from '@/contract/email';
import {
  selectionChanged,
  selectItems,
  selectListRequest,
  selectSelected,
  selectTotal,
} from '../emailSlice';
import { bulkEmail, listEmail } from '../requests';
import { EmailSidebar } from './EmailSidebar';
import { INBOX_SKELETON } from './InboxSkeleton';

const isFolder = (value: string | null): value is Folder =>
  value !== null && (FOLDERS as readonly string[]).includes(value);
const isLabel = (value: string | null): value is LabelId =>
  value !== null && LABELS.some((label) => label.id === value);

/** The query from the URL (folder, label, page, q): a reload or a shared link shows the same. */
function useQuery(): [EmailQuery, (next: Partial<EmailQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const label = params.get('label');
  const folder = params.get('folder');
  const page = Number(params.get('page') ?? '1');
  const query: EmailQuery = {
    folder: isFolder(folder) ? folder : 'inbox',
    label: isLabel(label) ? label : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    q: params.get('q') ?? '',
  };
  const update = (next: Partial<EmailQuery>) => {
    const merged = { ...query, ...next };
    const search = new URLSearchParams();
    if (merged.label) search.set('label', merged.label);
    else if (merged.folder !== 'inbox') search.set('folder', merged.folder);
    if (merged.page > 1) search.set('page', String(merged.page));
    if (merged.q) search.set('q', merged.q);
    setParams(search);
  };
  return [query, update];
}

export function EmailInbox() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const [query, setQuery] = useQuery();
  const items = useAppSelector(selectItems);
  const total = useAppSelector(selectTotal);
  const request = useAppSelector(selectListRequest);
  const selected = useAppSelector(selectSelected);
  const [search, setSearch] = useState(query.q);
  const [confirming, setConfirming] = useState(false);
  const key = JSON.stringify(query);

  useEffect(() => {
    dispatch(listEmail.requested(JSON.parse(key) as EmailQuery));
  }, [dispatch, key]);

  const allOnPage = items.length > 0 && items.every((item) => selected.includes(item.id));
  const some = selected.length > 0 && !allOnPage;
  const run = (action: BulkAction) => {
    if (selected.length === 0) return;
    dispatch(bulkEmail.requested({ ids: selected, action }));
  };
  const inTrash = query.folder === 'trash' && !query.label;
  const from = total === 0 ? 0 : (query.page - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, query.page * PAGE_SIZE);
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const day = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
  const today = new Date().toDateString();
  const heading = query.label
    ? (LABELS.find((label) => label.id === query.label)?.name ?? '')
    : t(`email.folders.${query.folder}`);

  return (
    <Row className="g-3">
      <Col lg={3}>
        <EmailSidebar folder={query.folder} label={query.label} />
      </Col>
      <Col lg={9}>
        <Card>
          <Card.Body>
            <div className="d-flex flex-wrap gap-2 align-items-center justify-content-between mb-3">
              <h2 className="h5 mb-0">{heading}</h2>
              <div role="search" className="d-flex gap-2">
                <Form.Control
                  type="search"
                  size="sm"
                  aria-label={t('email.search')}
                  placeholder={t('email.search')}
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      setQuery({ q: search.trim(), page: 1 });
                    }
                  }}
                />
              </div>
            </div>
            <div
              className="d-flex flex-wrap gap-2 align-items-center mb-2"
              role="toolbar"
              aria-label={t('email.mailbox')}
            >
              <Form.Check
                id="email-select-all"
                aria-label={t('email.selectAll')}
                checked={allOnPage}
                ref={(input: HTMLInputElement | null) => {
                  if (input) input.indeterminate = some;
                }}
                onChange={() =>
                  dispatch(selectionChanged(allOnPage ? [] : items.map((item) => item.id)))
                }
              />
              <ButtonGroup size="sm">
                <Button variant="light" disabled={!selected.length} onClick={() => run('read')}>
                  {t('email.markRead')}
                </Button>
                <Button variant="light" disabled={!selected.length} onClick={() => run('unread')}>
                  {t('email.markUnread')}
                </Button>
                <Button variant="light" disabled={!selected.length} onClick={() => run('star')}>
                  {t('email.star')}
                </Button>
              </ButtonGroup>
              {inTrash ? (
                <ButtonGroup size="sm">
                  <Button
                    variant="light"
                    disabled={!selected.length}
                    onClick={() => run('restore')}
                  >
                    {t('email.restore')}
                  </Button>
                  <Button
                    variant="outline-danger"
                    disabled={!selected.length}
                    onClick={() => setConfirming(true)}
                  >
                    {t('email.deleteForever')}
                  </Button>
                </ButtonGroup>
              ) : (
                <Button
                  size="sm"
                  variant="light"
                  disabled={!selected.length}
                  onClick={() => run('trash')}
                >
                  {t('email.trash')}
                </Button>
              )}
              {selected.length > 0 && (
                <span className="small text-body-secondary" aria-live="polite">
                  {t('email.selectedCount', { count: selected.length })}
                </span>
              )}
            </div>
            <AsyncView
              request={request}
              onRetry={() => dispatch(listEmail.requested())}
              empty={items.length === 0}
              emptyText={t('email.empty')}
              skeleton={INBOX_SKELETON}
            >
              <ul className="list-group list-group-flush" aria-label={heading}>
                {items.map((item) => {
                  const checked = selected.includes(item.id);
                  const date = new Date(item.date);
                  const subject = item.subject || t('email.noSubject');
                  return (
                    <li
                      key={item.id}
                      className={`list-group-item d-flex gap-2 align-items-center px-1 ${item.read ? '' : 'fw-semibold bg-body-tertiary'}`}
                    >
                      <Form.Check
                        id={`email-select-${item.id}`}
                        aria-label={t('email.selectMessage', { subject })}
                        checked={checked}
                        onChange={() =>
                          dispatch(
                            selectionChanged(
                              checked
                                ? selected.filter((id) => id !== item.id)
                                : [...selected, item.id],
                            ),
                          )
                        }
                      />
                      <span
                        aria-label={item.starred ? t('email.starred') : undefined}
                        className={item.starred ? 'text-warning-emphasis' : 'text-body-tertiary'}
                        aria-hidden={item.starred ? undefined : true}
                        role={item.starred ? 'img' : undefined}
                      >
                        {item.starred ? '★' : '☆'}
                      </span>
                      <Link
                        to={`${pagePath('email-details')}/${item.id}`}
                        // On a phone the sender goes above the subject: side by side, a fixed
                        // 9rem sender and the date left the subject 1-3 characters.
                        className="text-reset text-decoration-none d-flex flex-column flex-sm-row flex-grow-1 gap-sm-2"
                        // Lets the texts truncate instead of pushing the date out of the card.
                        style={{ minWidth: 0 }}
                      >
                        <span className="text-truncate flex-shrink-0 email-sender">
                          {query.folder === 'sent' || query.folder === 'drafts'
                            ? item.to.join(', ')
                            : item.from.name}
                        </span>
                        <span
                          className="text-truncate flex-grow-1"
                          style={{ minWidth: 0 }}
                          dir="auto"
                        >
                          {!item.read && (
                            <span className="visually-hidden">{t('email.unread')}: </span>
                          )}
                          {subject}
                          <span className="fw-normal text-body-secondary"> – {item.snippet}</span>
                        </span>
                      </Link>
                      {item.hasAttachments && (
                        <span role="img" aria-label={t('email.attachment')}>
                          📎
                        </span>
                      )}
                      <time className="small text-body-secondary text-nowrap" dateTime={item.date}>
                        {date.toDateString() === today ? time.format(date) : day.format(date)}
                      </time>
                    </li>
                  );
                })}
              </ul>
            </AsyncView>
            <div className="d-flex justify-content-end align-items-center gap-2 mt-3">
              <span className="small">{t('email.range', { from, to, total })}</span>
              <ButtonGroup size="sm">
                <Button
                  variant="light"
                  aria-label={t('email.previousPage')}
                  disabled={query.page <= 1}
                  onClick={() => setQuery({ page: query.page - 1 })}
                >
                  ‹
                </Button>
                <Button
                  variant="light"
                  aria-label={t('email.nextPage')}
                  disabled={to >= total}
                  onClick={() => setQuery({ page: query.page + 1 })}
                >
                  ›
                </Button>
              </ButtonGroup>
            </div>
          </Card.Body>
        </Card>
      </Col>
      <ConfirmDialog
        show={confirming}
        title={t('email.confirmDeleteTitle')}
        confirmLabel={t('email.deleteForever')}
        onConfirm={() => {
          run('delete');
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      >
        {t('email.confirmDelete', { count: selected.length })}
      </ConfirmDialog>
    </Row>
  );
}
