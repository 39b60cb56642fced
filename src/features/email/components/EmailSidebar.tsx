import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Nav from 'react-bootstrap/Nav';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pagePath } from '@/config/pages';
import { useAppSelector } from '@/app/hooks';
import { FOLDERS, LABELS, type Folder, type LabelId } from '../api';
import { selectCounts } from '../emailSlice';

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
            {FOLDERS.map((item) => {
              const count = counts?.folders[item] ?? 0;
              return (
                <Nav.Item as="li" key={item}>
                  <Link
                    to={`${pagePath('email-inbox')}?folder=${item}`}
                    className={`nav-link d-flex justify-content-between px-2 ${folder === item && !label ? 'active fw-semibold' : 'text-body'}`}
                    aria-current={folder === item && !label ? 'page' : undefined}
                  >
                    <span>{t(`email.folders.${item}`)}</span>
                    {count > 0 && (
                      <Badge
                        bg=""
                        pill
                        className={
                          item === 'drafts'
                            ? 'bg-secondary-subtle text-secondary-emphasis'
                            : 'bg-danger-subtle text-danger-emphasis'
                        }
                      >
                        {count}
                        {item !== 'drafts' && (
                          <span className="visually-hidden">
                            {' '}
                            {t('email.unreadCount', { count })}
                          </span>
                        )}
                      </Badge>
                    )}
                  </Link>
                </Nav.Item>
              );
            })}
          </Nav>
          <h2 className="h6 text-uppercase text-body-secondary mt-4 mb-2 px-2">
            {t('email.labels')}
          </h2>
          <Nav as="ul" className="flex-column">
            {LABELS.map((item) => {
              const count = counts?.labels[item.id] ?? 0;
              return (
                <Nav.Item as="li" key={item.id}>
                  <Link
                    to={`${pagePath('email-inbox')}?label=${item.id}`}
                    className={`nav-link d-flex justify-content-between align-items-center px-2 ${label === item.id ? 'active fw-semibold' : 'text-body'}`}
                    aria-current={label === item.id ? 'page' : undefined}
                  >
                    <span>
                      <span
                        className={`d-inline-block rounded-circle bg-${item.color} me-2`}
                        style={{ width: 8, height: 8 }}
                        aria-hidden="true"
                      />
                      {item.name}
                    </span>
                    {count > 0 && (
                      <Badge bg="" pill className="bg-secondary-subtle text-secondary-emphasis">
                        {count}
                        <span className="visually-hidden">
                          {' '}
                          {t('email.unreadCount', { count })}
                        </span>
                      </Badge>
                    )}
                  </Link>
                </Nav.Item>
              );
            })}
          </Nav>
        </nav>
      </Card.Body>
    </Card>
  );
}
