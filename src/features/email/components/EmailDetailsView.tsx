import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '@/i18n/useTranslation';
import { Link } from 'react-router-dom';
import { pagePath } from '@/config/pages';
import { useAppDispatch, useAppSelector, useRead } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { initials } from '@/components/initials';
import { attachmentDownloadRequested, selectMessage, selectMessageRequest } from '../emailSlice';
import { readMessage } from '../requests';
import { EmailBody } from './EmailBody';
import { EmailSidebar } from './EmailSidebar';

const size = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1048576
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

/** One message: `id` from the route, or the newest in the inbox when there is none. */
export function EmailDetailsView({ id }: { id: string | null }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const message = useAppSelector(selectMessage);
  const request = useAppSelector(selectMessageRequest);

  const retry = useRead(readMessage, id);

  const back = (
    <Link to={pagePath('email-inbox')} className="btn btn-light btn-sm">
      {t('email.backToInbox')}
    </Link>
  );
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Row className="g-3">
      <Col lg={3}>
        <EmailSidebar folder={message?.folder ?? null} />
      </Col>
      <Col lg={9}>
        <Card>
          <Card.Body>
            <AsyncView
              request={request}
              onRetry={retry}
              notFound={
                <Alert
                  variant="light"
                  className="d-flex flex-wrap gap-2 align-items-center justify-content-between mb-0"
                >
                  <span>{t('email.notFound')}</span>
                  {back}
                </Alert>
              }
            >
              {message && (
                <article aria-labelledby="email-subject">
                  <div className="d-flex flex-wrap gap-2 justify-content-between align-items-start mb-3">
                    <h2 id="email-subject" className="h4 mb-0">
                      {message.subject || t('email.noSubject')}
                    </h2>
                    <div className="d-flex gap-2">
                      {back}
                      <Link
                        to={`${pagePath('email-compose')}?reply=${message.id}`}
                        className="btn btn-primary btn-sm"
                      >
                        {t('email.reply')}
                      </Link>
                      <Link
                        to={`${pagePath('email-compose')}?forward=${message.id}`}
                        className="btn btn-light btn-sm"
                      >
                        {t('email.forward')}
                      </Link>
                    </div>
                  </div>
                  <div className="d-flex gap-2 align-items-center mb-3">
                    <span
                      className="rounded-circle bg-primary-subtle text-primary-emphasis d-inline-flex align-items-center justify-content-center fw-semibold"
                      style={{ width: 40, height: 40 }}
                      aria-hidden="true"
                    >
                      {initials(message.from.name)}
                    </span>
                    <div className="small">
                      <div>
                        <span className="visually-hidden">{t('email.from')}: </span>
                        <strong>{message.from.name}</strong> &lt;{message.from.email}&gt;
                      </div>
                      <div className="text-body-secondary">
                        {t('email.to')}: {message.to.join(', ')}
                        {message.cc.length > 0 && ` · ${t('email.cc')}: ${message.cc.join(', ')}`}
                      </div>
                    </div>
                    <time className="ms-auto small text-body-secondary" dateTime={message.date}>
                      {date.format(new Date(message.date))}
                    </time>
                  </div>
                  <hr />
                  <EmailBody html={message.body} />
                  {message.attachments.length > 0 && (
                    <section aria-labelledby="email-attachments" className="mt-4">
                      <h3 id="email-attachments" className="h6">
                        {t('email.attachments')}
                      </h3>
                      <ul className="list-unstyled d-flex flex-wrap gap-2">
                        {message.attachments.map((attachment) => (
                          <li key={attachment.id}>
                            <Button
                              variant="light"
                              size="sm"
                              aria-label={t('email.download', { name: attachment.name })}
                              onClick={() =>
                                dispatch(
                                  attachmentDownloadRequested({
                                    messageId: message.id,
                                    attachment,
                                  }),
                                )
                              }
                            >
                              📎 {attachment.name} ({size(attachment.size)})
                            </Button>
                          </li>
                        ))}
                      </ul>
                    </section>
                  )}
                </article>
              )}
            </AsyncView>
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}
