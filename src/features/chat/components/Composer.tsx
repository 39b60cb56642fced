import { useId, useState, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch } from '@/app/hooks';
import { MESSAGE_MAX } from '@/contract/chat';
import { draftMessage, sendMessage } from '../requests';

/** Characters left under which the count is shown as a warning. */
const NEAR_LIMIT = 100;

export function Composer({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const id = useId();
  const tooLong = text.length > MESSAGE_MAX;
  const left = MESSAGE_MAX - text.length;
  const send = () => {
    if (!text.trim() || tooLong) return;
    dispatch(sendMessage.requested(draftMessage(conversationId, text)));
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
          aria-describedby={`${id}-count ${id}-error`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {tooLong ? t('chat.tooLong', { max: MESSAGE_MAX, count: text.length }) : ''}
        </Form.Control.Feedback>
        <Form.Text
          id={`${id}-count`}
          className={`d-block text-end ${left < NEAR_LIMIT ? 'text-danger-emphasis' : ''}`}
        >
          {/* Numbers around a slash: isolated, so an RTL page does not reorder them. */}
          <bdi>{t('chat.count', { count: text.length, max: MESSAGE_MAX })}</bdi>
        </Form.Text>
      </div>
      <Button type="submit" disabled={!text.trim() || tooLong}>
        {t('chat.send')}
      </Button>
    </Form>
  );
}
