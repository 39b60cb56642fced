import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Nav from 'react-bootstrap/Nav';
import { useTranslation } from '@/i18n/useTranslation';
import { Link } from 'react-router-dom';
import { pagePath } from '@/config/pages';
import { useAppSelector } from '@/app/hooks';
import { FOLDERS, LABELS, type Folder, type LabelId } from '@/contract/email';
import { selectCounts } from '../emailSlice';

/**
 * A folder or label in the sidebar: the current one marked, its count in a badge. `unread`:
 * the count is of unread messages, as screen readers are told (the drafts are only counted).
 */
function MailboxLink({
  to,
  active,
  count,
  tone,
  unread,
  centered = false,
  children,
}: {
  to: string;
  active: boolean;
  count: number;
  tone: 'danger' | 'secondary';
  unread: boolean;
  /** The labels' row centres its coloured dot with the name and the badge. */
  centered?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Nav.Item as="li">
      <Link
        to={to}
        className={`nav-link d-flex justify-content-between ${centered ? 'align-items-center ' : ''}px-2 ${active ? 'active fw-semibold' : 'text-body'}`}
        aria-current={active ? 'page' : undefined}
      >
        {children}
        {count > 0 && (
          <Badge bg="" pill className={`bg-${tone}-subtle text-${tone}-emphasis`}>
            {count}
            {unread && (
              <span className="visually-hidden"> {t('email.unreadCount', { count })}</span>
            )}
          </Badge>
        )}
      </Link>
    </Nav.Item>
  );
}

/** Compose, folders and labels with their counts; links keep the choice in the URL. */
export function EmailSidebar({
  folder,
  label,
}: {
  folder?: Folder | null;
  label?: LabelId | null;
}) {
  const { t } = useTranslation();
  const counts = useAppSelector(selectCounts);
  return (
    <Card>
      <Card.Body>
        <Link to={pagePath('email-compose')} className="btn btn-danger w-100 mb-3">
          {t('email.compose')}
        </Link>
        <nav aria-label={t('email.mailbox')}>
          <Nav as="ul" className="flex-column">
            {FOLDERS.map((item) => (
              <MailboxLink
                key={item}
                to={`${pagePath('email-inbox')}?folder=${item}`}
                active={folder === item && !label}
                count={counts?.folders[item] ?? 0}
                tone={item === 'drafts' ? 'secondary' : 'danger'}
                unread={item !== 'drafts'}
              >
                <span>{t(`email.folders.${item}`)}</span>
              </MailboxLink>
            ))}
          </Nav>
          <h2 className="h6 text-uppercase text-body-secondary mt-4 mb-2 px-2">
            {t('email.labels')}
          </h2>
          <Nav as="ul" className="flex-column">
            {LABELS.map((item) => (
              <MailboxLink
                key={item.id}
                to={`${pagePath('email-inbox')}?label=${item.id}`}
                active={label === item.id}
                count={counts?.labels[item.id] ?? 0}
                tone="secondary"
                unread
                centered
              >
                <span>
                  <span
                    className={`d-inline-block rounded-circle bg-${item.color} me-2`}
                    style={{ width: 8, height: 8 }}
                    aria-hidden="true"
                  />
                  {item.name}
                </span>
              </MailboxLink>
            ))}
          </Nav>
        </nav>
      </Card.Body>
    </Card>
  );
}
