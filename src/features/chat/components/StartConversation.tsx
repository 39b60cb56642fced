import { useEffect, useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { useMemberDirectory } from '@/components/members/memberDirectory';
import { describeError } from '@/lib/describeError';
import { GROUP_NAME_MAX } from '@/contract/chat';
import { selectStart } from '../chatSlice';
import { startConversation } from '../requests';
import { SearchBox } from './chatParts';

/**
 * Starts a conversation from the members' directory (the page's `MembersDirectory`, read
 * again as the dialog opens): one member (a one-to-one, or the one
 * already there), or several and a group name. The API's refusal shows here.
 */
export function StartConversation({
  show,
  me,
  onClose,
}: {
  show: boolean;
  me: string | null;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <Modal show={show} onHide={onClose} aria-labelledby={`${id}-title`}>
      {/* Mounted while shown: each opening starts from an empty form. */}
      <StartForm titleId={`${id}-title`} me={me} onClose={onClose} />
    </Modal>
  );
}

function StartForm({
  titleId,
  me,
  onClose,
}: {
  titleId: string;
  me: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const { members, request, reload } = useMemberDirectory();
  const write = useAppSelector(selectStart);
  const [picked, setPicked] = useState<string[]>([]);
  const [name, setName] = useState('');
  const [q, setQ] = useState('');
  const [nameMissing, setNameMissing] = useState(false);

  useEffect(reload, [reload]);

  useEffect(() => {
    if (write.status === 'saved') onClose();
  }, [write.status, onClose]);

  const group = picked.length > 1;
  const needle = q.trim().toLowerCase();
  const others = members.filter(
    (member) =>
      member.uid !== me && `${member.name} ${member.email}`.toLowerCase().includes(needle),
  );
  const toggle = (uid: string) =>
    setPicked((now) => (now.includes(uid) ? now.filter((u) => u !== uid) : [...now, uid]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (picked.length === 0) return;
    if (group && !name.trim()) {
      setNameMissing(true);
      return;
    }
    dispatch(startConversation.requested({ members: picked, ...(group ? { name } : {}) }));
  };
  const nameError = nameMissing ? t('chat.start.nameRequired') : write.error?.fields?.name;
  const saving = write.status === 'saving';

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('chat.start.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {write.status === 'failed' && write.error && (
          <Alert variant="danger">{describeError(write.error, t)}</Alert>
        )}
        <SearchBox className="mb-2" label={t('chat.start.search')} value={q} onChange={setQ} />
        <AsyncView
          request={request}
          onRetry={reload}
          empty={others.length === 0}
          emptyText={t('chat.start.nobody')}
        >
          <fieldset>
            <legend className="form-label fs-6">{t('chat.start.members')}</legend>
            <div className="chat-members">
              {others.map((member) => (
                <Form.Check
                  key={member.uid}
                  id={`${id}-${member.uid}`}
                  type="checkbox"
                  disabled={member.disabled}
                  checked={picked.includes(member.uid)}
                  onChange={() => toggle(member.uid)}
                  label={
                    <>
                      <bdi>{member.name || member.email}</bdi>{' '}
                      <small className="text-body-secondary">
                        <bdi>{member.email}</bdi>
                        {member.disabled && ` · ${t('chat.start.disabled')}`}
                      </small>
                    </>
                  }
                />
              ))}
            </div>
          </fieldset>
        </AsyncView>
        {group && (
          <Form.Group className="mt-3" controlId={`${id}-name`}>
            <Form.Label>{t('chat.start.groupName')}</Form.Label>
            <Form.Control
              value={name}
              maxLength={GROUP_NAME_MAX}
              isInvalid={Boolean(nameError)}
              onChange={(event) => {
                setName(event.target.value);
                setNameMissing(false);
              }}
            />
            <Form.Control.Feedback type="invalid">{nameError}</Form.Control.Feedback>
          </Form.Group>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="light" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={picked.length === 0 || saving}>
          {saving && <Spinner size="sm" className="me-1" aria-hidden="true" />}
          {group ? t('chat.start.group') : t('chat.start.direct')}
        </Button>
      </Modal.Footer>
    </Form>
  );
}
