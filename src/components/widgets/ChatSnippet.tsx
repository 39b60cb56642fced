import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Avatar } from './Avatar';

export interface ChatLine {
  id: string;
  author: string;
  text: string;
  /** Epoch ms. */
  at: number;
  mine: boolean;
}

export const MAX_MESSAGE = 500;

/**
 * A conversation's last messages as bubbles, and a box to answer. The text stays here until
 * `onSend` is called with it; the page decides what sending means.
 */
export function ChatSnippet({
  messages,
  onSend,
  idPrefix = 'chat',
}: {
  messages: ChatLine[];
  onSend?: (text: string) => void;
  idPrefix?: string;
}) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setProblem(t('widgets.messageRequired'));
    if (trimmed.length > MAX_MESSAGE) {
      return setProblem(t('widgets.messageTooLong', { max: MAX_MESSAGE }));
    }
    setProblem(null);
    onSend?.(trimmed);
    setText('');
  };
  return (
    <div>
      <ul className="list-unstyled mb-3">
        {messages.map((message) => (
          <li
            key={message.id}
            className={`d-flex gap-2 mb-3 ${message.mine ? 'flex-row-reverse text-end' : ''}`}
          >
            <Avatar name={message.author} size={32} />
            <div
              className={`rounded px-3 py-2 ${message.mine ? 'bg-primary-subtle text-primary-emphasis' : 'bg-body-tertiary'}`}
              style={{ maxWidth: '80%' }}
            >
              <p className="small fw-semibold mb-1">
                <bdi>{message.mine ? t('widgets.you') : message.author}</bdi>
                <span className="fw-normal ms-2">
                  <bdi>{time.format(new Date(message.at))}</bdi>
                </span>
              </p>
              <p className="mb-0">
                <bdi>{message.text}</bdi>
              </p>
            </div>
          </li>
        ))}
      </ul>
      {onSend && (
        <form onSubmit={submit} noValidate className="d-flex gap-2 align-items-start">
          <div className="flex-grow-1">
            <label htmlFor={`${idPrefix}-message`} className="visually-hidden">
              {t('widgets.message')}
            </label>
            <input
              id={`${idPrefix}-message`}
              className={`form-control${problem !== null ? ' is-invalid' : ''}`}
              value={text}
              placeholder={t('widgets.message')}
              aria-invalid={problem !== null}
              aria-describedby={problem ? `${idPrefix}-problem` : undefined}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            {problem && (
              <div className="invalid-feedback" id={`${idPrefix}-problem`}>
                {problem}
              </div>
            )}
          </div>
          <button type="submit" className="btn btn-primary">
            {t('widgets.send')}
          </button>
        </form>
      )}
    </div>
  );
}
