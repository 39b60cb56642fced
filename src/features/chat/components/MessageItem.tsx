import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch } from '@/app/hooks';
import { describeError } from '@/lib/describeError';
import type { ThreadMessage } from '../chatSlice';
import { messageCopyRequested } from '../chatSaga';
import { deleteMessage, sendMessage } from '../requests';
import { Avatar } from './chatParts';

export function MessageItem({
  message,
  authorName,
  avatarName,
  showAuthor,
  seen,
}: {
  message: ThreadMessage;
  /** The author's name (mine: "You"). */
  authorName: string;
  /** The name whose initials the avatar shows (mine too: my name, not "You"). */
  avatarName: string;
  /** A group: others' messages say who wrote them. */
  showAuthor: boolean;
  /** The read receipt under my last message read ("Seen", "Seen by Ann, Bo"). */
  seen?: string;
}) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const mine = message.fromMe;
  const tick =
    message.status === 'sending'
      ? { text: '…', label: t('chat.sending') }
      : { text: '✓', label: t('chat.sent') };
  return (
    <li className={`d-flex gap-2 mb-3 ${mine ? 'flex-row-reverse' : ''}`}>
      <Avatar name={avatarName} />
      <div
        className={`d-flex flex-column ${mine ? 'align-items-end' : 'align-items-start'} chat-bubble`}
      >
        {showAuthor && !mine && (
          <small className="fw-semibold text-body-secondary">
            <bdi>{authorName}</bdi>
          </small>
        )}
        <div
          className={`rounded-3 px-3 py-2 ${mine ? 'bg-primary-subtle text-primary-emphasis' : 'bg-body-secondary'} ${message.status === 'failed' ? 'border border-danger' : ''}`}
        >
          {/* Text from data: rendered as text, never as HTML; in its own direction (<bdi>). */}
          <bdi>{message.text}</bdi>
        </div>
        <div className="d-flex align-items-center gap-1 small text-body-secondary">
          <time dateTime={message.sentAt}>
            <bdi>{time.format(new Date(message.sentAt))}</bdi>
          </time>
          {mine && message.status !== 'failed' && (
            <span aria-label={tick.label} title={tick.label}>
              {tick.text}
            </span>
          )}
          <Dropdown align="end">
            <Dropdown.Toggle
              variant="link"
              size="sm"
              className="text-body-secondary text-decoration-none p-0 px-1 chat-actions"
              aria-label={t('chat.actions')}
            >
              ⋮
            </Dropdown.Toggle>
            <Dropdown.Menu>
              <Dropdown.Item
                as="button"
                onClick={() => dispatch(messageCopyRequested(message.text))}
              >
                {t('chat.copy')}
              </Dropdown.Item>
              {mine && (
                <Dropdown.Item
                  as="button"
                  onClick={() => dispatch(deleteMessage.requested(message))}
                >
                  {t('chat.delete')}
                </Dropdown.Item>
              )}
            </Dropdown.Menu>
          </Dropdown>
        </div>
        {seen && <small className="text-primary-emphasis">{seen}</small>}
        {message.status === 'failed' && (
          <div className="small text-danger-emphasis d-flex align-items-center gap-2" role="alert">
            <span>
              {t('chat.notSent', { reason: message.error ? describeError(message.error, t) : '' })}
            </span>
            <Button
              size="sm"
              variant="outline-danger"
              onClick={() => message.clientId && dispatch(sendMessage.requested(message))}
            >
              {t('chat.retry')}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
