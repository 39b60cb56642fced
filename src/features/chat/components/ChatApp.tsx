import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { initials } from '@/components/initials';
import { describeError } from '@/lib/describeError';
import { CONVERSATIONS_SKELETON, THREAD_SKELETON } from './ChatSkeletons';
import { MESSAGE_MAX, type Conversation, type Presence } from '../api';
import {
  chatLeft,
  conversationsRequested,
  messageCopyRequested,
  messageDeleteRequested,
  messageRetryRequested,
  messageSendRequested,
  selectActiveId,
  selectAllMessages,
  selectConversations,
  selectConversationsRequest,
  selectThreadRequest,
  threadOpened,
  type ThreadMessage,
} from '../chatSlice';
import './chat.scss';

const PRESENCE_BG: Record<Presence, string> = {
  online: 'bg-success',
  away: 'bg-warning',
  busy: 'bg-danger',
  offline: 'bg-secondary',
};

function Avatar({ name, presence }: { name: string; presence?: Presence }) {
  const { t } = useTranslation();
  return (
    <span className="position-relative d-inline-block">
      <span
        className="chat-avatar rounded-circle bg-primary-subtle text-primary-emphasis d-inline-flex align-items-center justify-content-center fw-semibold small"
        aria-hidden="true"
      >
        {initials(name)}
      </span>
      {presence && (
        <span className={`chat-presence position-absolute rounded-circle ${PRESENCE_BG[presence]}`}>
          <span className="visually-hidden">{t(`chat.presence.${presence}`)}</span>
        </span>
      )}
    </span>
  );
}

const dayKey = (iso: string) => new Date(iso).toDateString();

function ConversationList({
  conversations,
  activeId,
  onOpen,
}: {
  conversations: Conversation[];
  activeId: string | null;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [q, setQ] = useState('');
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const date = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
  const shown = conversations.filter((item) =>
    item.contact.name.toLowerCase().includes(q.trim().toLowerCase()),
  );
  return (
    <>
      <Form.Control
        type="search"
        className="mb-3"
        placeholder={t('chat.search')}
        aria-label={t('chat.search')}
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      {shown.length === 0 && <p className="text-body-secondary">{t('chat.noMatch', { q })}</p>}
      <ListGroup as="ul" variant="flush" className="chat-list" aria-label={t('chat.conversations')}>
        {shown.map((item) => {
          const last = item.lastMessage;
          const when = last
            ? dayKey(last.sentAt) === dayKey(new Date().toISOString())
              ? time.format(new Date(last.sentAt))
              : date.format(new Date(last.sentAt))
            : '';
          return (
            <ListGroup.Item as="li" key={item.id} className="px-0" active={item.id === activeId}>
              <button
                type="button"
                className="btn btn-link text-reset text-decoration-none w-100 text-start d-flex gap-2 align-items-start p-1"
                aria-current={item.id === activeId ? 'true' : undefined}
                onClick={() => onOpen(item.id)}
              >
                <Avatar name={item.contact.name} presence={item.contact.presence} />
                <span className="flex-grow-1 min-w-0">
                  <span className="d-flex justify-content-between gap-2">
                    <span className="fw-semibold text-truncate">{item.contact.name}</span>
                    <small className={item.id === activeId ? '' : 'text-body-secondary'}>
                      <bdi>{when}</bdi>
                    </small>
                  </span>
                  <span className="d-flex justify-content-between gap-2">
                    <small className="text-truncate d-block">
                      <bdi>
                        {last ? (last.fromMe ? t('chat.you', { text: last.text }) : last.text) : ''}
                      </bdi>
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

function MessageItem({ message, contactName }: { message: ThreadMessage; contactName: string }) {
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
              <Dropdown.Item as="button" onClick={() => dispatch(messageDeleteRequested(message))}>
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
              onClick={() =>
                message.clientId &&
                dispatch(
                  messageRetryRequested({
                    conversationId: message.conversationId,
                    clientId: message.clientId,
                  }),
                )
              }
            >
              {t('chat.retry')}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}

function Composer({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const tooLong = text.length > MESSAGE_MAX;
  const send = () => {
    if (!text.trim() || tooLong) return;
    dispatch(messageSendRequested({ conversationId, text }));
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <Form
      noValidate
      className="d-flex gap-2 align-items-start mt-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="flex-grow-1">
        <Form.Control
          as="textarea"
          rows={2}
          aria-label={t('chat.message')}
          placeholder={t('chat.messagePlaceholder')}
          value={text}
          isInvalid={tooLong}
          aria-invalid={tooLong}
          aria-describedby="chat-composer-error"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Form.Control.Feedback type="invalid" id="chat-composer-error">
          {tooLong ? t('chat.tooLong', { max: MESSAGE_MAX, count: text.length }) : ''}
        </Form.Control.Feedback>
      </div>
      <Button type="submit" disabled={!text.trim() || tooLong}>
        {t('chat.send')}
      </Button>
    </Form>
  );
}

function Thread({ conversation }: { conversation: Conversation }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectThreadRequest);
  const all = useAppSelector(selectAllMessages);
  const messages = useMemo(() => all[conversation.id] ?? [], [all, conversation.id]);
  const end = useRef<HTMLDivElement>(null);
  const lastId = messages[messages.length - 1]?.id;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
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
          <h2 className="h5 mb-0">{conversation.contact.name}</h2>
          <small className="text-body-secondary">
            {t(`chat.presence.${conversation.contact.presence}`)}
          </small>
        </div>
      </div>
      <AsyncView
        request={request}
        onRetry={() => dispatch(threadOpened(conversation.id))}
        empty={messages.length === 0}
        emptyText={t('chat.noMessages')}
        skeleton={THREAD_SKELETON}
      >
        <section
          className="chat-thread pe-2"
          aria-label={t('chat.thread', { name: conversation.contact.name })}
        >
          {groups.map((group) => (
            <section key={group.day} aria-label={dayLabel(group.items[0]?.sentAt ?? '')}>
              <p className="text-center small text-body-secondary my-2">
                <span className="badge text-bg-light">
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
          <div ref={end} />
        </section>
      </AsyncView>
      <Composer key={conversation.id} conversationId={conversation.id} />
    </>
  );
}

/** The chat app: conversations on the start side, the open thread beside them. */
export function ChatApp() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const conversations = useAppSelector(selectConversations);
  const request = useAppSelector(selectConversationsRequest);
  const activeId = useAppSelector(selectActiveId);
  const active = conversations.find((item) => item.id === activeId) ?? null;

  useEffect(() => {
    dispatch(conversationsRequested());
    return () => {
      dispatch(chatLeft());
    };
  }, [dispatch]);

  // The first conversation opens by itself on a wide screen's first visit.
  const first = conversations[0]?.id;
  useEffect(() => {
    if (!activeId && first) dispatch(threadOpened(first));
  }, [activeId, first, dispatch]);

  return (
    <Row className="chat-app g-3">
      <Col lg={4} xl={3}>
        <Card className="h-100">
          <Card.Body>
            <h2 className="h5 mb-3">{t('chat.conversations')}</h2>
            <AsyncView
              request={request}
              onRetry={() => dispatch(conversationsRequested())}
              empty={conversations.length === 0}
              skeleton={CONVERSATIONS_SKELETON}
            >
              <ConversationList
                conversations={conversations}
                activeId={activeId}
                onOpen={(id) => dispatch(threadOpened(id))}
              />
            </AsyncView>
          </Card.Body>
        </Card>
      </Col>
      <Col lg={8} xl={9}>
        <Card className="h-100">
          <Card.Body>
            {active ? (
              <Thread conversation={active} />
            ) : (
              request.status === 'succeeded' && (
                <Alert variant="light" className="mb-0">
                  {t('chat.pickConversation')}
                </Alert>
              )
            )}
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}
