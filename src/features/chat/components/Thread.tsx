import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { THREAD_SKELETON } from './ChatSkeletons';
import { type Conversation } from '@/contract/chat';
import { selectAllMessages, selectThreadRequest, type ThreadMessage } from '../chatSlice';
import { openThread } from '../requests';
import { Avatar, dayKey } from './chatParts';
import { MessageItem } from './MessageItem';
import { Composer } from './Composer';

export function Thread({ conversation }: { conversation: Conversation }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectThreadRequest);
  const all = useAppSelector(selectAllMessages);
  const messages = useMemo(() => all[conversation.id] ?? [], [all, conversation.id]);
  const box = useRef<HTMLElement>(null);
  const lastId = messages[messages.length - 1]?.id;

  // The newest message in view: the thread's own box scrolls, never the page (scrollIntoView
  // scrolled the window too, so on a phone the chat opened 370 px down, past its list).
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [lastId]);

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
    const group = groups[groups.length - 1];
    if (group?.day === day) group.items.push(message);
    else groups.push({ day, items: [message] });
  });

  return (
    <>
      <div className="d-flex align-items-center gap-2 border-bottom pb-3 mb-3">
        <Avatar name={conversation.contact.name} presence={conversation.contact.presence} />
        <div>
          <h2 className="h5 mb-0">
            <bdi>{conversation.contact.name}</bdi>
          </h2>
          <small className="text-body-secondary">
            {t(`chat.presence.${conversation.contact.presence}`)}
          </small>
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
          aria-label={t('chat.thread', { name: conversation.contact.name })}
        >
          {groups.map((group) => (
            <section key={group.day} aria-label={dayLabel(group.items[0]?.sentAt ?? '')}>
              <p className="text-center small text-body-secondary my-2">
                <span className="badge bg-body-tertiary text-body">
                  {dayLabel(group.items[0]?.sentAt ?? '')}
                </span>
              </p>
              <ul className="list-unstyled mb-0">
                {group.items.map((message) => (
                  <MessageItem
                    key={message.id}
                    message={message}
                    contactName={conversation.contact.name}
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
