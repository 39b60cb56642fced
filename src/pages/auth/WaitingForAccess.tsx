import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector, useRead } from '@/app/hooks';
import { pagePath } from '@/config/pages';
import { JOIN_NOTE_MAX } from '@/contract/members.plain';
import { AuthCard } from '@/features/auth/ui';
import { describeError } from '@/lib/describeError';
import {
  askToJoin,
  readMembership,
  selectJoinAsk,
  selectMembershipRequest,
  selectMembershipStatus,
} from '@/features/membership';

/** Signing out, from every state of the page. */
function SignOut() {
  const { t } = useTranslation();
  return (
    <Link to={pagePath('auth-logout')} className="btn btn-light w-100 mt-3">
      {t('membership.signOut')}
    </Link>
  );
}

/** The note and its counter; past `JOIN_NOTE_MAX` the form says so and sends nothing. */
function AskToJoin() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const ask = useAppSelector(selectJoinAsk);
  const [note, setNote] = useState('');
  const tooLong = note.length > JOIN_NOTE_MAX;
  const sending = ask.status === 'saving';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong || sending) return;
    dispatch(askToJoin.requested({ note: note.trim() }));
  };
  return (
    <>
      <h2 className="h6 mt-4">{t('membership.ask.heading')}</h2>
      <p className="text-body-secondary">{t('membership.ask.text')}</p>
      <Form noValidate onSubmit={submit}>
        <Form.Group controlId="join-note" className="mb-3">
          <Form.Label>{t('membership.ask.note')}</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            value={note}
            placeholder={t('membership.ask.notePlaceholder')}
            isInvalid={tooLong}
            aria-invalid={tooLong || undefined}
            aria-describedby="join-note-count"
            onChange={(e) => setNote(e.target.value)}
          />
          <Form.Text id="join-note-count" className={tooLong ? 'text-danger-emphasis' : undefined}>
            {tooLong
              ? t('membership.ask.tooLong', { max: JOIN_NOTE_MAX })
              : t('membership.ask.count', { count: note.length, max: JOIN_NOTE_MAX })}
          </Form.Text>
        </Form.Group>
        {ask.status === 'failed' && ask.error && (
          <div className="alert alert-danger" role="alert">
            {t('membership.ask.failed')} {describeError(ask.error, t)}
          </div>
        )}
        <Button type="submit" className="w-100" disabled={sending} aria-busy={sending || undefined}>
          {sending ? t('membership.ask.sending') : t('membership.ask.send')}
        </Button>
      </Form>
    </>
  );
}

/**
 * The page of a signed-in account that is not (or no longer) a member: why, and what it can do
 * (verify its address, ask to join once, sign out). Its standing is asked again every few
 * seconds; once let in, the saga takes a fresh token and opens the dashboard.
 */
export function WaitingForAccess({ email }: { email: string }) {
  const { t, i18n } = useTranslation();
  const status = useAppSelector(selectMembershipStatus);
  const request = useAppSelector(selectMembershipRequest);
  const retry = useRead(readMembership);
  const intro = <p className="text-body-secondary">{t('membership.intro', { email })}</p>;

  if (!status) {
    const failed = request.status === 'failed' ? request.error : null;
    return (
      <AuthCard heading={t('membership.title')}>
        {intro}
        {failed ? (
          <div className="alert alert-danger" role="alert">
            {t('membership.loadFailed')} {describeError(failed, t)}
            <Button variant="link" className="p-0 ms-1 align-baseline" onClick={retry}>
              {t('membership.retry')}
            </Button>
          </div>
        ) : (
          <div role="status" className="text-body-secondary mb-3">
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            {t('membership.checking')}
          </div>
        )}
        <SignOut />
      </AuthCard>
    );
  }

  const own = status.request;
  let body;
  // Unverified, every way in is closed (the server says so): the address comes first.
  if (status.code === 'email_not_verified')
    body = (
      <>
        <h2 className="h6 mt-4">{t('membership.verify.heading')}</h2>
        <p className="text-body-secondary">{t('membership.verify.text', { email })}</p>
        <Link to={pagePath('auth-confirm')} className="btn btn-primary w-100">
          {t('membership.verify.action')}
        </Link>
      </>
    );
  else if (!own) body = <AskToJoin />;
  else if (own.status === 'pending') {
    const when = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(own.createdAt));
    body = (
      <div role="status">
        <h2 className="h6 mt-4">{t('membership.pending.heading')}</h2>
        <p className="text-body-secondary">{t('membership.pending.text', { when })}</p>
        {own.note && (
          <figure className="mb-0">
            <figcaption className="small text-body-secondary">
              {t('membership.pending.note')}
            </figcaption>
            <blockquote className="border-start ps-2 mb-0 text-break">
              <bdi>{own.note}</bdi>
            </blockquote>
          </figure>
        )}
      </div>
    );
  } else
    body = (
      <>
        <h2 className="h6 mt-4">{t('membership.declined.heading')}</h2>
        <p className="text-body-secondary">{t('membership.declined.text')}</p>
      </>
    );
  return (
    <AuthCard heading={t('membership.title')}>
      {intro}
      {body}
      <SignOut />
    </AuthCard>
  );
}
