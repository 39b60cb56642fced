import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/useTranslation';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useEditorOnFirstUse } from '@/components/EditorStandIn';
import { ValidatedControl } from '@/components/ValidatedControl';
import { useBlocker, useNavigate, useSearchParams } from 'react-router-dom';
import { pagePath } from '@/config/pages';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { describeError } from '@/lib/describeError';
import {
  ATTACHMENT_MAX,
  ATTACHMENTS_TOTAL_MAX,
  isAddress,
  splitAddresses,
  type EmailMessage,
} from '@/contract/email';
import { composeStarted, composeSubmitted, selectCompose, selectMessage } from '../emailSlice';
import { readMessage } from '../requests';
import { holdFile, releaseFile } from '../files';
import { MessageEditor } from './MessageEditor';
import './email.scss';

/** How often unsaved changes are saved as a draft. */
export const AUTOSAVE_MS = 5000;
const SUBJECT_MAX = 200;
const MB = 1024 * 1024;

interface Fields {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
}

interface PickedFile {
  id: string;
  name: string;
  size: number;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

/** What reply and forward start with. */
function prefill(
  message: EmailMessage,
  mode: 'reply' | 'forward',
): { fields: Fields; body: string } {
  const quote = `<p></p><p>— ${escapeHtml(message.from.name)} &lt;${escapeHtml(message.from.email)}&gt;, ${escapeHtml(new Date(message.date).toLocaleString())}:</p><blockquote>${message.body}</blockquote>`;
  const base = message.subject.replace(/^(re|fwd?):\s*/i, '');
  return mode === 'reply'
    ? { fields: { to: message.from.email, cc: '', bcc: '', subject: `Re: ${base}` }, body: quote }
    : { fields: { to: '', cc: '', bcc: '', subject: `Fwd: ${base}` }, body: quote };
}

export function EmailCompose() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const compose = useAppSelector(selectCompose);
  const source = useAppSelector(selectMessage);
  const replyTo = params.get('reply');
  const forwardOf = params.get('forward');
  const sourceId = replyTo ?? forwardOf;
  const [dirty, setDirty] = useState(false);
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const prefilled = useRef(false);
  const bodyHtml = useRef('');
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    trigger,
    formState: { errors },
  } = useForm<Fields>({ defaultValues: { to: '', cc: '', bcc: '', subject: '' } });

  // The message editor is built on first use (src/components/EditorStandIn.tsx); a reply or
  // a forward, which start with the quoted message, build it at once.
  const lazy = useEditorOnFirstUse();
  const { editor, ask: buildEditor } = lazy;
  useEffect(() => {
    if (sourceId) buildEditor();
  }, [sourceId, buildEditor]);
  const onBodyChange = useCallback((html: string) => {
    bodyHtml.current = html;
    setDirty(true);
  }, []);

  useEffect(() => {
    dispatch(composeStarted());
    if (sourceId) dispatch(readMessage.requested(sourceId));
  }, [dispatch, sourceId]);

  useEffect(() => {
    if (prefilled.current || !sourceId || !source || source.id !== sourceId || !editor) return;
    const start = prefill(source, replyTo ? 'reply' : 'forward');
    reset(start.fields);
    editor.commands.setContent(start.body);
    bodyHtml.current = editor.getHTML();
    prefilled.current = true;
  }, [sourceId, source, replyTo, editor, reset]);

  // Saved or sent: nothing left to lose (the files now live on the server).
  const [seenStatus, setSeenStatus] = useState(compose.status);
  if (seenStatus !== compose.status) {
    setSeenStatus(compose.status);
    if (compose.status === 'saved') {
      setDirty(false);
      setFiles([]);
    }
  }

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (compose.status === 'saved' && compose.sent && !dirty)
      void navigate(`${pagePath('email-inbox')}?folder=sent`);
  }, [compose.status, compose.sent, dirty, navigate]);

  const addresses = (value: string, required: boolean) => {
    const list = splitAddresses(value);
    if (required && list.length === 0) return t('email.errors.toRequired');
    const bad = list.find((address) => !isAddress(address));
    return bad ? t('email.errors.badAddress', { address: bad }) : true;
  };

  const submit = useCallback(
    (mode: 'send' | 'draft', autosave = false) => {
      const values = getValues();
      dispatch(
        composeSubmitted({
          fields: { ...values, body: bodyHtml.current, mode },
          fileIds: files.map((file) => file.id),
          keep: compose.stored.map((item) => item.id),
          autosave,
        }),
      );
    },
    [dispatch, files, compose.stored, getValues],
  );

  const busy = compose.status === 'saving';
  // Autosave: every few seconds while there are unsaved changes that look valid.
  useEffect(() => {
    if (!dirty) return undefined;
    const timer = setTimeout(() => {
      if (busy) return;
      const values = getValues();
      const ok = (['to', 'cc', 'bcc'] as const).every(
        (key) => addresses(values[key], false) === true,
      );
      if (ok && values.subject.length <= SUBJECT_MAX) submit('draft', true);
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- addresses only reads t
  }, [dirty, busy, submit, getValues]);

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    let total =
      files.reduce((sum, file) => sum + file.size, 0) +
      compose.stored.reduce((sum, file) => sum + file.size, 0);
    const added: PickedFile[] = [];
    let problem: string | null = null;
    for (const file of picked) {
      if (file.size > ATTACHMENT_MAX) {
        problem = t('email.errors.fileTooLarge', { name: file.name, limit: ATTACHMENT_MAX / MB });
        continue;
      }
      if (total + file.size > ATTACHMENTS_TOTAL_MAX) {
        problem = t('email.errors.filesTooLarge', {
          name: file.name,
          limit: ATTACHMENTS_TOTAL_MAX / MB,
        });
        continue;
      }
      total += file.size;
      added.push({ id: holdFile(file), name: file.name, size: file.size });
    }
    setFileError(problem);
    if (added.length) {
      setFiles((current) => [...current, ...added]);
      setDirty(true);
    }
  };

  const serverFields = compose.status === 'failed' ? (compose.error?.fields ?? {}) : {};
  const fieldError = (name: keyof Fields | 'attachments') =>
    (name !== 'attachments' ? errors[name]?.message : undefined) ?? serverFields[name];
  const markDirty = { onChange: () => setDirty(true) };

  return (
    <Row className="g-3">
      <Col>
        <Card>
          <Card.Body>
            <Form
              noValidate
              onSubmit={(event) => {
                void handleSubmit(() => submit('send'))(event);
              }}
            >
              {compose.status === 'failed' && compose.error && (
                <Alert variant="danger">{describeError(compose.error, t)}</Alert>
              )}
              {(['to', 'cc', 'bcc'] as const).map((name) => (
                <Form.Group className="mb-3" controlId={`email-${name}`} key={name}>
                  <Form.Label>{t(`email.${name}`)}</Form.Label>
                  <ValidatedControl
                    type="text"
                    inputMode="email"
                    autoComplete="off"
                    error={fieldError(name)}
                    errorId={`email-${name}-error`}
                    {...register(name, {
                      validate: (value) => addresses(value, name === 'to'),
                      ...markDirty,
                    })}
                  />
                </Form.Group>
              ))}
              <Form.Group className="mb-3" controlId="email-subject-input">
                <Form.Label>{t('email.subject')}</Form.Label>
                <ValidatedControl
                  error={fieldError('subject')}
                  errorId="email-subject-error"
                  {...register('subject', {
                    validate: (value) =>
                      value.length <= SUBJECT_MAX
                        ? true
                        : t('email.errors.subjectTooLong', { max: SUBJECT_MAX }),
                    ...markDirty,
                  })}
                />
              </Form.Group>
              <div className="mb-3">
                <MessageEditor lazy={lazy} onChange={onBodyChange} />
              </div>
              <Form.Group className="mb-3" controlId="email-files">
                <Form.Label>{t('email.addFiles')}</Form.Label>
                <Form.Control
                  type="file"
                  multiple
                  onChange={onFiles}
                  isInvalid={Boolean(fileError ?? fieldError('attachments'))}
                />
                <Form.Control.Feedback type="invalid" role="alert">
                  {fileError ?? fieldError('attachments')}
                </Form.Control.Feedback>
                {(files.length > 0 || compose.stored.length > 0) && (
                  <ul className="list-unstyled mt-2 mb-0" aria-label={t('email.attachments')}>
                    {compose.stored.map((file) => (
                      <li key={file.id} className="small">
                        📎 {file.name}
                      </li>
                    ))}
                    {files.map((file) => (
                      <li key={file.id} className="small d-flex gap-2 align-items-center">
                        📎 {file.name} ({Math.max(1, Math.round(file.size / 1024))} KB)
                        <Button
                          variant="link"
                          size="sm"
                          className="p-0"
                          aria-label={t('email.removeFile', { name: file.name })}
                          onClick={() => {
                            releaseFile(file.id);
                            setFiles((current) => current.filter((item) => item.id !== file.id));
                            setDirty(true);
                          }}
                        >
                          ×
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </Form.Group>
              <div className="d-flex flex-wrap gap-2 align-items-center">
                <Button type="submit" disabled={busy}>
                  {busy && compose.sending && (
                    <Spinner size="sm" className="me-1" aria-hidden="true" />
                  )}
                  {busy && compose.sending ? t('email.sending') : t('email.send')}
                </Button>
                <Button
                  variant="light"
                  disabled={busy}
                  onClick={() =>
                    void trigger(['cc', 'bcc', 'subject']).then((ok) => ok && submit('draft'))
                  }
                >
                  {t('email.saveDraft')}
                </Button>
                <span className="small text-body-secondary" role="status">
                  {compose.status === 'saving'
                    ? t('email.saving')
                    : compose.status === 'saved' && !dirty
                      ? t('email.draftSaved')
                      : ''}
                </span>
              </div>
            </Form>
          </Card.Body>
        </Card>
      </Col>
      <ConfirmDialog
        show={blocker.state === 'blocked'}
        title={t('email.leaveTitle')}
        confirmLabel={t('email.leave')}
        cancelLabel={t('email.stay')}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        {t('email.leaveText')}
      </ConfirmDialog>
    </Row>
  );
}
