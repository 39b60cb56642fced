import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from '@/i18n/useTranslation';
import { type Conversation } from '@/contract/chat';
import { Avatar, conversationTitle, dayKey, namesOf, SearchBox } from './chatParts';

export function ConversationList({
  conversations,
  activeId,
  me,
  onOpen,
}: {
  conversations: Conversation[];
  activeId: string | null;
  me: string | null;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [q, setQ] = useState('');
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const date = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
  const needle = q.trim().toLowerCase();
  const shown = conversations.filter(
    (item) =>
      conversationTitle(item, me).toLowerCase().includes(needle) ||
      item.members.some((member) => member.name.toLowerCase().includes(needle)),
  );
  return (
    <>
      <SearchBox className="mb-3" label={t('chat.search')} value={q} onChange={setQ} />
      {shown.length === 0 && <p className="text-body-secondary">{t('chat.noMatch', { q })}</p>}
      <ListGroup as="ul" variant="flush" className="chat-list" aria-label={t('chat.conversations')}>
        {shown.map((item) => {
          const last = item.lastMessage;
          const title = conversationTitle(item, me);
          const when = last
            ? dayKey(last.sentAt) === dayKey(new Date().toISOString())
              ? time.format(new Date(last.sentAt))
              : date.format(new Date(last.sentAt))
            : '';
          const author =
            last && !last.fromMe && item.kind === 'group' ? namesOf(item)[last.from] : '';
          const preview = !last
            ? t('chat.noMessagesYet')
            : last.fromMe
              ? t('chat.you', { text: last.text })
              : author
                ? t('chat.by', { name: author, text: last.text })
                : last.text;
          return (
            <ListGroup.Item as="li" key={item.id} className="px-0" active={item.id === activeId}>
              <button
                type="button"
                className="btn btn-link text-reset text-decoration-none w-100 text-start d-flex gap-2 align-items-start p-1"
                aria-current={item.id === activeId ? 'true' : undefined}
                onClick={() => onOpen(item.id)}
              >
                <Avatar name={title} />
                <span className="flex-grow-1 min-w-0">
                  <span className="d-flex justify-content-between gap-2">
                    {/* dir="auto": a line cut short keeps its beginning, whatever the
                        page's direction (an English name in RTL lost its start). */}
                    <span className="fw-semibold text-truncate chat-line" dir="auto">
                      <bdi>{title}</bdi>
                      {item.kind === 'group' && (
                        <small className="ms-1 fw-normal">
                          {t('chat.memberCount', { count: item.members.length })}
                        </small>
                      )}
                    </span>
                    <small className={item.id === activeId ? '' : 'text-body-secondary'}>
                      <bdi>{when}</bdi>
                    </small>
                  </span>
                  <span className="d-flex justify-content-between gap-2">
                    <small className="text-truncate d-block chat-line" dir="auto">
                      {preview}
                    </small>
                    {item.unread > 0 && (
                      <Badge
                        bg=""
                        className="bg-danger-subtle text-danger-emphasis"
                        pill
                        title={t('chat.unread', { count: item.unread })}
                      >
                        {item.unread}
                        <span className="visually-hidden">
                          {t('chat.unread', { count: item.unread })}
                        </span>
                      </Badge>
                    )}
                  </span>
                </span>
              </button>
            </ListGroup.Item>
          );
        })}
      </ListGroup>
    </>
  );
}
