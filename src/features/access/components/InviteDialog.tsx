import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { env } from '@/config/env';
import type { Invitation } from '@/contract/members';
import { invite } from '../requests';
import { inviteClosed, selectInvite, selectMade } from '../accessSlice';
import { accessError } from './accessText';

/** The invitation's link as the person opens it: absolute, below the app's base. */
export function absoluteLink(link: string): string {
  const base = env.basename === '/' ? '/' : `${env.basename}/`;
  return new URL(link, new URL(base, window.location.origin)).href;
}

/** The link to copy, and how the e-mail went. */
function Made({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const link = absoluteLink(invitation.link);
  const copy = () =>
    void navigator.clipboard
      ?.writeText(link)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  return (
    <>
      <p role="status">{t('access.invite.made', { email: invitation.email })}</p>
      {invitation.mail === 'sent' && (
        <p className="text-success-emphasis">{t('access.invite.mailSent')}</p>
      )}
      {invitation.mail === 'off' && (
        <p className="text-body-secondary">{t('access.invite.mailOff')}</p>
      )}
      {invitation.mail === 'failed' && (
        <p className="text-danger-emphasis" role="alert">
          {t('access.invite.mailFailed', { reason: invitation.mailError ?? '' })}
        </p>
      )}
      <Form.Group controlId="invite-link">
        <Form.Label>{t('access.invite.link')}</Form.Label>
        <div className="d-flex gap-2">
          <Form.Control readOnly value={link} onFocus={(e) => e.target.select()} dir="ltr" />
          <Button variant="light" onClick={copy}>
            {copied ? t('access.invite.copied') : t('access.invite.copy')}
          </Button>
        </div>
      </Form.Group>
    </>
  );
}

/** "Invite": an address and a role; once made, the link to send and how its e-mail went. */
export function InviteDialog({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const write = useAppSelector(selectInvite);
  const made = useAppSelector(selectMade);
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'user' | 'Admin'>('user');
  const close = () => {
    dispatch(inviteClosed());
    setEmail('');
    setRole('user');
    onClose();
  };
  const sending = write.status === 'saving';
  const fieldError = write.status === 'failed' ? write.error?.fields?.email : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) dispatch(invite.requested({ email: email.trim(), role }));
  };
  return (
    <Modal show={show} onHide={close} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('access.invite.title')}
        </Modal.Title>
      </Modal.Header>
      {made ? (
        <>
          <Modal.Body>
            <Made invitation={made} />
          </Modal.Body>
          <Modal.Footer>
            <Button onClick={close}>{t('access.invite.done')}</Button>
          </Modal.Footer>
        </>
      ) : (
        <Form noValidate onSubmit={submit}>
          <Modal.Body>
            <Form.Group controlId="invite-email" className="mb-3">
              <Form.Label>{t('access.invite.email')}</Form.Label>
              <Form.Control
                type="email"
                autoComplete="off"
                value={email}
                isInvalid={fieldError !== undefined}
                onChange={(e) => setEmail(e.target.value)}
                dir="ltr"
              />
              {fieldError && (
                <Form.Control.Feedback type="invalid">{fieldError}</Form.Control.Feedback>
              )}
            </Form.Group>
            <Form.Group controlId="invite-role">
              <Form.Label>{t('access.invite.role')}</Form.Label>
              <Form.Select
                value={role}
                onChange={(e) => setRole(e.target.value as 'user' | 'Admin')}
              >
                <option value="user">{t('layout.user.roles.user')}</option>
                <option value="Admin">{t('layout.user.roles.Admin')}</option>
              </Form.Select>
            </Form.Group>
            {write.status === 'failed' && write.error && fieldError === undefined && (
              <div className="alert alert-danger mt-3 mb-0" role="alert">
                {accessError(write.error, t)}
              </div>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="light" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={sending}>
              {sending ? t('access.invite.sending') : t('access.invite.send')}
            </Button>
          </Modal.Footer>
        </Form>
      )}
    </Modal>
  );
}
