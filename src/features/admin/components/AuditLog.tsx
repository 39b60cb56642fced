import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector, useRead } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import type { AuditEntry } from '@/contract/admin';
import { selectAudit, selectAuditQuery, selectAuditRequest } from '../adminSlice';
import { readAudit } from '../requests';
import { Pager, useAdminFormats } from './shared';
import './admin.scss';

/** Rows kept while the first answer is awaited. */
const SKELETON_ROWS = 3;

function useDescribeChange() {
  const { t } = useTranslation();
  return (entry: AuditEntry) =>
    entry.field === 'role'
      ? t('admin.audit.role', {
          from: t(`layout.user.roles.${entry.from}`),
          to: t(`layout.user.roles.${entry.to}`),
        })
      : entry.field === 'status'
        ? t('admin.audit.status', {
            from: t(`admin.status.${entry.from}`),
            to: t(`admin.status.${entry.to}`),
          })
        : t(entry.to === 'member' ? 'admin.audit.joined' : 'admin.audit.removed');
}

/** Who changed what for whom, and when: newest first, paged by the API. */
export function AuditLog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const audit = useAppSelector(selectAudit);
  const query = useAppSelector(selectAuditQuery);
  const request = useAppSelector(selectAuditRequest);
  const format = useAdminFormats();
  const describe = useDescribeChange();

  const retry = useRead(readAudit);

  const pages = Math.max(1, Math.ceil(audit.total / query.pageSize));

  return (
    <Card className="admin-card">
      <Card.Body>
        <h2 className="h5 mb-3">{t('admin.audit.heading')}</h2>
        <div className="admin-audit-body">
          <AsyncView
            request={request}
            onRetry={retry}
            empty={audit.items.length === 0}
            emptyText={t('admin.audit.empty')}
            skeleton={<AuditSkeleton />}
          >
            <ol className="list-unstyled mb-3 admin-audit" aria-label={t('admin.audit.heading')}>
              {audit.items.map((entry) => (
                <li key={entry.id} className="admin-audit-entry">
                  <div className="fw-semibold text-break">{describe(entry)}</div>
                  <div className="small text-break">
                    {t('admin.audit.forWhom', { target: entry.target.email })}
                  </div>
                  <div className="small text-body-secondary text-break">
                    {t('admin.audit.byWhom', { actor: entry.actor.email })} ·{' '}
                    <time dateTime={entry.at}>{format.moment(entry.at)}</time>
                  </div>
                </li>
              ))}
            </ol>
            <Pager
              page={query.page}
              pages={pages}
              label={t('admin.audit.pages')}
              onPage={(page) => dispatch(readAudit.requested({ page }))}
            />
          </AsyncView>
        </div>
      </Card.Body>
    </Card>
  );
}

function AuditSkeleton() {
  return (
    <ol className="list-unstyled mb-3 admin-audit" aria-hidden="true">
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <li key={row} className="admin-audit-entry">
          <Placeholder as="div" animation="glow">
            <Placeholder xs={7} />
          </Placeholder>
          <Placeholder as="div" animation="glow" className="small">
            <Placeholder xs={5} />
          </Placeholder>
          <Placeholder as="div" animation="glow" className="small">
            <Placeholder xs={9} />
          </Placeholder>
        </li>
      ))}
    </ol>
  );
}
