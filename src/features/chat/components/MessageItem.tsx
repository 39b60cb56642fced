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
  contactName,
}: {
  message: ThreadMessage;
  contactName: string;
}) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const mine = message.fromMe;
  const tick =
    message.status === 'sending'
      ? { text: '…', label: t('chat.sending') }
      : message.read
        ? { text: '✓✓', label: t('chat.read') }
        : { text: '✓', label: t('chat.sent') };
  return (
    <li className={`d-flex gap-2 mb-3 ${mine ? 'flex-row-reverse' : ''}`}>
      <Avatar name={mine ? 'You' : contactName} />
      <div
        className={`d-flex flex-column ${mine ? 'align-items-end' : 'align-items-start'} chat-bubble`}
      >
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
            <span
              aria-label={tick.label}
              title={tick.label}
              className={message.read ? 'text-primary-emphasis' : ''}
            >
              {tick.text}
            </span>
          )}
          <Dropdown align="end">
            <Dropdown.Toggle
              variant="link"
              size="sm"
              className="text-body-secondary p-0 px-1"
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
              <Dropdown.Item as="button" onClick={() => dispatch(deleteMessage.requested(message))}>
                {t('chat.delete')}
              </Dropdown.Item>
            </Dropdown.Menu>
          </Dropdown>
        </div>
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
