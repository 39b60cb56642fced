import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { THREAD_SKELETON } from './ChatSkeletons';
import { type Conversation } from '@/contract/chat';
import { selectAllMessages, selectThreadRequest, type ThreadMessage } from '../chatSlice';
import { openThread } from '../requests';
import { Avatar, conversationTitle, dayKey, namesOf } from './chatParts';
import { MessageItem } from './MessageItem';
import { Composer } from './Composer';

export function Thread({ conversation, me }: { conversation: Conversation; me: string | null }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectThreadRequest);
  const all = useAppSelector(selectAllMessages);
  const messages = useMemo(() => all[conversation.id] ?? [], [all, conversation.id]);
  const box = useRef<HTMLElement>(null);
  const lastId = messages[messages.length - 1]?.id;
  const title = conversationTitle(conversation, me);
  const names = namesOf(conversation);
  const group = conversation.kind === 'group';

  // The newest message in view: the thread's own box scrolls, never the page (scrollIntoView
  // scrolled the window too, so on a phone the chat opened 370 px down, past its list).
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [lastId]);

  // The read receipt goes under my latest message someone has read.
  const seenMessage = [...messages].reverse().find((m) => m.fromMe && m.seenBy.length > 0);
  const seenLabel = seenMessage
    ? group
      ? t('chat.seenBy', {
          names: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
            seenMessage.seenBy.map((uid) => names[uid] ?? uid),
          ),
        })
      : t('chat.seen')
    : undefined;

  const dayLabel = (iso: string) => {
    const today = new Date();
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    if (dayKey(iso) === today.toDateString()) return t('chat.today');
    if (dayKey(iso) === yesterday.toDateString()) return t('chat.yesterday');
    return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  };
  const groups: { day: string; items: ThreadMessage[] }[] = [];
  messages.forEach((message) => {
    const day = dayKey(message.sentAt);
    const last = groups[groups.length - 1];
    if (last?.day === day) last.items.push(message);
    else groups.push({ day, items: [message] });
  });

  return (
    <>
      <div className="d-flex align-items-center gap-2 border-bottom pb-3 mb-3">
        <Avatar name={title} />
        <div className="min-w-0">
          <h2 className="h5 mb-0">
            <bdi>{title}</bdi>
          </h2>
          {group && (
            <small className="text-body-secondary d-block text-truncate">
              <bdi>{conversation.members.map((member) => member.name).join(', ')}</bdi>
            </small>
          )}
        </div>
      </div>
      <AsyncView
        request={request}
        onRetry={() => dispatch(openThread.requested(conversation.id))}
        empty={messages.length === 0}
        emptyText={t('chat.noMessages')}
        skeleton={THREAD_SKELETON}
      >
        <section
          ref={box}
          className="chat-thread pe-2"
          aria-label={t('chat.thread', { name: title })}
        >
          {groups.map((day) => (
            <section key={day.day} aria-label={dayLabel(day.items[0]?.sentAt ?? '')}>
              <p className="text-center small text-body-secondary my-2">
                <span className="badge bg-body-tertiary text-body">
                  {dayLabel(day.items[0]?.sentAt ?? '')}
                </span>
              </p>
              <ul className="list-unstyled mb-0">
                {day.items.map((message) => (
                  <MessageItem
                    key={message.id}
                    message={message}
                    authorName={message.fromMe ? t('chat.me') : (names[message.from] ?? '')}
                    avatarName={names[message.from] ?? ''}
                    showAuthor={group}
                    {...(message === seenMessage && seenLabel ? { seen: seenLabel } : {})}
                  />
                ))}
              </ul>
            </section>
          ))}
        </section>
      </AsyncView>
      <Composer key={conversation.id} conversationId={conversation.id} />
    </>
  );
}
