import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { CONVERSATIONS_SKELETON } from './ChatSkeletons';
import { chatLeft, listConversations, openThread } from '../requests';
import './chat.scss';
import { ConversationList } from './ConversationList';
import { Thread } from './Thread';
import { useChatApp } from './useChatApp';

/** The chat app: conversations on the start side, the open thread beside them. */
export function ChatApp() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { conversations, request, activeId } = useChatApp();
  const active = conversations.find((item) => item.id === activeId) ?? null;

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
            <h2 className="h5 mb-3">{t('chat.conversations')}</h2>
            <AsyncView
              request={request}
              onRetry={() => dispatch(listConversations.requested())}
              empty={conversations.length === 0}
              skeleton={CONVERSATIONS_SKELETON}
            >
              <ConversationList
                conversations={conversations}
                activeId={activeId}
                onOpen={(id) => dispatch(openThread.requested(id))}
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
