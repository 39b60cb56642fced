import { useCallback, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { CONVERSATIONS_SKELETON } from './ChatSkeletons';
import { chatLeft, listConversations, openThread, startOpened } from '../requests';
import './chat.scss';
import { ConversationList } from './ConversationList';
import { StartConversation } from './StartConversation';
import { Thread } from './Thread';
import { useChatApp } from './useChatApp';

/**
 * The chat app: my conversations on the start side, the open thread beside them. `me` is the
 * signed-in account's uid (the page reads it), to name a one-to-one after the other member.
 */
export function ChatApp({ me }: { me: string | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { conversations, request, activeId } = useChatApp();
  const active = conversations.find((item) => item.id === activeId) ?? null;
  const [starting, setStarting] = useState(false);
  const closeStart = useCallback(() => setStarting(false), []);

  useEffect(() => {
    dispatch(listConversations.requested());
    return () => {
      dispatch(chatLeft());
    };
  }, [dispatch]);

  // The first conversation opens by itself on a wide screen's first visit.
  const first = conversations[0]?.id;
  useEffect(() => {
    if (!activeId && first) dispatch(openThread.requested(first));
  }, [activeId, first, dispatch]);

  return (
    <Row className="chat-app g-3">
      <Col lg={4} xl={3}>
        <Card className="h-100">
          <Card.Body>
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
              <h2 className="h5 mb-0">{t('chat.conversations')}</h2>
              <Button
                size="sm"
                className="text-nowrap"
                onClick={() => {
                  dispatch(startOpened());
                  setStarting(true);
                }}
              >
                {t('chat.start.open')}
              </Button>
            </div>
            {/* One height whatever it holds (skeleton, empty, a list): on a phone the thread
                card below it does not move when the list arrives. */}
            <div className="chat-list-pane">
              <AsyncView
                request={request}
                onRetry={() => dispatch(listConversations.requested())}
                empty={conversations.length === 0}
                emptyText={t('chat.noConversations')}
                skeleton={CONVERSATIONS_SKELETON}
              >
                <ConversationList
                  conversations={conversations}
                  activeId={activeId}
                  me={me}
                  onOpen={(id) => dispatch(openThread.requested(id))}
                />
              </AsyncView>
            </div>
          </Card.Body>
        </Card>
      </Col>
      <Col lg={8} xl={9}>
        <Card className="h-100">
          <Card.Body>
            {active ? (
              <Thread conversation={active} me={me} />
            ) : (
              request.status === 'succeeded' && (
                <Alert variant="light" className="mb-0">
                  {t(conversations.length ? 'chat.pickConversation' : 'chat.startHint')}
                </Alert>
              )
            )}
          </Card.Body>
        </Card>
      </Col>
      <StartConversation show={starting} me={me} onClose={closeStart} />
    </Row>
  );
}
