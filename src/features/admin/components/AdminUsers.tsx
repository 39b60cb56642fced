import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Placeholder from 'react-bootstrap/Placeholder';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useRead } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { describeError } from '@/lib/describeError';
import {
  ADMIN_USER_SORTS,
  type AdminUser,
  type AdminUserPatch,
  type AdminUserSort,
} from '@/contract/admin';
import { changeAccount, listUsers } from '../requests';
import {
  accountChangeDismissed,
  type AccountChange,
  type AccountChangeRequest,
} from '../adminSlice';
import { ChangeConfirmation, changeKind } from './ChangeConfirmation';
import { Pager, RoleBadge, StatusBadge, useAdminFormats } from './shared';
import { useAdminUsers } from './useAdminUsers';
import './admin.scss';

/** The columns a header can sort by, and the ascending sort of each. */
const SORTABLE = { name: 'name', createdAt: 'createdAt', lastSignInAt: 'lastSignInAt' } as const;
type SortField = keyof typeof SORTABLE;

const fieldOf = (sort: AdminUserSort): SortField => sort.replace('-', '') as SortField;

function ariaSort(sort: AdminUserSort, field: SortField) {
  if (fieldOf(sort) !== field) return undefined;
  return sort.startsWith('-') ? 'descending' : 'ascending';
}

/** Rows kept while the first answer is awaited: the table holds its place. */
const SKELETON_ROWS = 2;

/**
 * Every account, paged, searched and sorted by the API; each row changes its role or its
 * status after a confirmation that names the account. `currentUid`: the Admin's own row.
 * `rowActions`: more actions of another account's row (the users page: removal).
 */
export function AdminUsers({
  currentUid,
  rowActions,
}: {
  currentUid: string | null;
  rowActions?: (account: AdminUser) => ReactNode;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { users, total, query, request, changes } = useAdminUsers();
  const [asked, setAsked] = useState<AccountChangeRequest | null>(null);
  const [confirming, setConfirming] = useState(false);
  const ask = (request: AccountChangeRequest) => {
    setAsked(request);
    setConfirming(true);
  };

  const retry = useRead(listUsers);

  const pages = Math.max(1, Math.ceil(total / query.pageSize));
  const sortBy = (field: SortField) => {
    const ascending = SORTABLE[field];
    const sort: AdminUserSort = query.sort === ascending ? `-${ascending}` : ascending;
    dispatch(listUsers.requested({ sort, page: 1 }));
  };

  const header = (field: SortField | null, label: string, className?: string) => {
    if (!field)
      return (
        <th scope="col" className={className}>
          {label}
        </th>
      );
    return (
      <th scope="col" aria-sort={ariaSort(query.sort, field)}>
        <button type="button" className="admin-sort btn btn-link p-0" onClick={() => sortBy(field)}>
          {label}
          <span aria-hidden="true" className="ms-1">
            {fieldOf(query.sort) === field ? (query.sort.startsWith('-') ? '↓' : '↑') : ''}
          </span>
        </button>
      </th>
    );
  };

  return (
    <Card className="admin-card">
      <Card.Body>
        <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
          <h2 className="h5 mb-0 me-auto align-self-center">{t('admin.users.heading')}</h2>
          <Form.Group controlId="admin-users-search" className="admin-search">
            <Form.Label className="small mb-1">{t('admin.users.search')}</Form.Label>
            <Form.Control
              size="sm"
              type="search"
              placeholder={t('admin.users.searchPlaceholder')}
              value={query.q}
              onChange={(e) => dispatch(listUsers.searched(e.target.value))}
            />
          </Form.Group>
          <Form.Group controlId="admin-users-sort">
            <Form.Label className="small mb-1">{t('admin.users.sortBy')}</Form.Label>
            <Form.Select
              size="sm"
              value={query.sort}
              onChange={(e) =>
                dispatch(listUsers.requested({ sort: e.target.value as AdminUserSort, page: 1 }))
              }
            >
              {ADMIN_USER_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`admin.users.sort.${sort.replace('-', 'desc_')}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </div>
        <div className="admin-users-body">
          <AsyncView
            request={request}
            onRetry={retry}
            empty={users.length === 0}
            emptyText={t('admin.users.empty')}
            skeleton={<UsersSkeleton />}
          >
            <Table className="admin-table align-middle mb-3" hover>
              <caption className="visually-hidden">
                {t('admin.users.caption', { count: total })}
              </caption>
              <thead>
                <tr>
                  {header('name', t('admin.users.name'))}
                  {header(null, t('admin.users.email'))}
                  {header(null, t('admin.users.role'))}
                  {header('createdAt', t('admin.users.created'))}
                  {header('lastSignInAt', t('admin.users.lastSignIn'))}
                  {header(null, t('admin.users.status'))}
                  {header(null, t('admin.users.actions'), 'text-end')}
                </tr>
              </thead>
              <tbody>
                {users.map((account) => (
                  <UserRow
                    key={account.uid}
                    account={account}
                    isSelf={account.uid === currentUid}
                    change={changes[account.uid]}
                    onAsk={(patch) => ask({ user: account, patch })}
                    onDismiss={() => dispatch(accountChangeDismissed(account.uid))}
                    more={account.uid === currentUid ? null : rowActions?.(account)}
                  />
                ))}
              </tbody>
            </Table>
            <Pager
              page={query.page}
              pages={pages}
              label={t('admin.users.pages')}
              onPage={(page) => dispatch(listUsers.requested({ page }))}
            />
          </AsyncView>
        </div>
      </Card.Body>
      <ChangeConfirmation
        asked={asked}
        show={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (asked) dispatch(changeAccount.requested(asked));
          setConfirming(false);
        }}
      />
    </Card>
  );
}

function UserRow({
  account,
  isSelf,
  change,
  onAsk,
  onDismiss,
  more,
}: {
  account: AdminUser;
  isSelf: boolean;
  change: AccountChange | undefined;
  onAsk: (patch: AdminUserPatch) => void;
  onDismiss: () => void;
  more?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useAdminFormats();
  const saving = change?.status === 'saving';
  const who = <span className="visually-hidden"> ({account.email})</span>;
  return (
    <tr aria-busy={saving || undefined}>
      <td data-label={t('admin.users.name')} className="fw-semibold">
        {/* One piece: on a phone the cell lays out its children as a label / value pair. */}
        <span>
          {account.name ? (
            <bdi>{account.name}</bdi>
          ) : (
            <span className="text-body-secondary">{t('admin.users.noName')}</span>
          )}
          {isSelf && (
            <span className="small fw-normal text-body-secondary"> {t('admin.users.you')}</span>
          )}
        </span>
      </td>
      <td data-label={t('admin.users.email')} className="text-break">
        {account.email}
      </td>
      <td data-label={t('admin.users.role')}>
        <RoleBadge role={account.role} />
      </td>
      <td data-label={t('admin.users.created')}>{format.day(account.createdAt)}</td>
      <td data-label={t('admin.users.lastSignIn')}>
        {account.lastSignInAt ? format.moment(account.lastSignInAt) : t('admin.users.never')}
      </td>
      <td data-label={t('admin.users.status')}>
        <StatusBadge disabled={account.disabled} />
      </td>
      <td data-label={t('admin.users.actions')} className="admin-actions">
        <div className="d-flex flex-wrap gap-1 justify-content-end">
          <Button
            size="sm"
            variant="light"
            disabled={saving}
            onClick={() => onAsk({ role: account.role === 'Admin' ? 'user' : 'Admin' })}
          >
            {t(account.role === 'Admin' ? 'admin.actions.makeUser' : 'admin.actions.makeAdmin')}
            {who}
          </Button>
          <Button
            size="sm"
            variant="light"
            disabled={saving}
            onClick={() => onAsk({ disabled: !account.disabled })}
          >
            {t(account.disabled ? 'admin.actions.enable' : 'admin.actions.disable')}
            {who}
          </Button>
          {more}
        </div>
        {saving && change && (
          <div role="status" className="small text-body-secondary mt-1">
            <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
            {t(`admin.saving.${changeKind(change.patch)}`)}
          </div>
        )}
        {change?.status === 'failed' && change.error && (
          <div className="small mt-1 text-danger-emphasis d-flex gap-2 align-items-start justify-content-end">
            <span role="alert">{describeError(change.error, t)}</span>
            <Button size="sm" variant="link" className="p-0 text-nowrap" onClick={onDismiss}>
              {t('admin.actions.dismiss')}
              {who}
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}

function UsersSkeleton() {
  const { t } = useTranslation();
  const columns = [
    t('admin.users.name'),
    t('admin.users.email'),
    t('admin.users.role'),
    t('admin.users.created'),
    t('admin.users.lastSignIn'),
    t('admin.users.status'),
    t('admin.users.actions'),
  ];
  return (
    <Table className="admin-table align-middle mb-3" aria-hidden="true">
      <thead>
        <tr>
          {columns.map((label) => (
            <th key={label}>{label}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: SKELETON_ROWS }, (_, row) => (
          <tr key={row}>
            {columns.map((label) => (
              <td key={label} data-label={label}>
                <Placeholder as="span" animation="glow">
                  <Placeholder xs={8} />
                </Placeholder>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
