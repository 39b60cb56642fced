import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Placeholder from 'react-bootstrap/Placeholder';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { initials } from '@/components/initials';
import { describeError } from '@/lib/describeError';
import { idleRequest } from '@/lib/requestState';
import { changeName, readProfile } from '../requests';
import {
  nameFormOpened,
  selectNameSave,
  selectProfile,
  selectProfileRequest,
} from '../accountSlice';
import { nameSchema, type NameValues } from '../schemas';

function NameForm({ uid, current, onDone }: { uid: string; current: string; onDone: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectNameSave);
  const [submitted, setSubmitted] = useState(false);
  const errorId = useId();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<NameValues>({ resolver: zodResolver(nameSchema), defaultValues: { name: current } });

  // The field the person asked to edit gets the focus (keyboard users land in it).
  useEffect(() => setFocus('name'), [setFocus]);

  useEffect(() => {
    if (submitted && save.status === 'saved') onDone();
  }, [submitted, save.status, onDone]);

  const busy = save.status === 'saving';
  return (
    <Form
      noValidate
      className="text-start mt-3"
      onSubmit={handleSubmit(({ name }) => {
        setSubmitted(true);
        dispatch(changeName.requested({ uid, name, previous: current }));
      })}
    >
      <Form.Group controlId={`${errorId}-name`} className="mb-2">
        <Form.Label>{t('account.profile.name')}</Form.Label>
        <Form.Control
          {...register('name')}
          autoComplete="name"
          isInvalid={!!errors.name}
          aria-describedby={errors.name ? errorId : undefined}
        />
        {errors.name?.message && (
          <Form.Control.Feedback type="invalid" id={errorId}>
            {t(errors.name.message)}
          </Form.Control.Feedback>
        )}
      </Form.Group>
      {save.status === 'failed' && save.error && (
        <Alert variant="danger" className="py-2">
          {describeError(save.error, t)}
        </Alert>
      )}
      <div className="d-flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy && <Spinner size="sm" className="me-1" aria-hidden="true" />}
          {busy ? t('account.profile.saving') : t('account.profile.save')}
        </Button>
        <Button type="button" size="sm" variant="light" onClick={onDone}>
          {t('account.profile.cancel')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * Shaped like the loaded card (avatar, name, role, the edit button, then three labelled
 * lines), so the tabs below it on a phone do not jump when the profile arrives.
 */
const SKELETON = (
  <Placeholder as="div" animation="glow" aria-hidden="true">
    <Placeholder className="rounded-circle mb-2" style={{ width: 88, height: 88 }} />
    <p className="h5 mb-1">
      <Placeholder xs={6} />
    </p>
    <p className="mb-2">
      <Placeholder xs={3} />
    </p>
    <Placeholder.Button size="sm" variant="outline-primary" xs={4} />
    <hr />
    <div className="text-start small">
      {[7, 3, 5].map((width) => (
        <div key={width}>
          <p className="mb-0">
            <Placeholder xs={3} />
          </p>
          <p className={width === 5 ? 'mb-0' : 'mb-2'}>
            <Placeholder xs={width} />
          </p>
        </div>
      ))}
    </div>
  </Placeholder>
);

/** Before a stored session's check: nothing read yet, the skeleton shows. */
const AWAITING_SESSION = idleRequest();

/**
 * The signed-in user's profile (users/{uid}): avatar, name (editable), e-mail, role, member
 * since. `uid` null: a stored session is being checked (the read needs its token), the
 * card's skeleton shows meanwhile.
 */
export function ProfileCard({ uid }: { uid: string | null }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const request = useAppSelector(selectProfileRequest);
  const save = useAppSelector(selectNameSave);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (uid) dispatch(readProfile.requested(uid));
  }, [dispatch, uid]);

  const since = profile?.createdAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
        new Date(profile.createdAt),
      )
    : '—';

  return (
    <Card>
      <Card.Body className="text-center">
        <AsyncView
          request={uid ? request : AWAITING_SESSION}
          onRetry={() => uid && dispatch(readProfile.requested(uid))}
          empty={!profile}
          skeleton={SKELETON}
        >
          {uid && profile && (
            <>
              <div
                className="avatar-lg rounded-circle bg-primary-subtle text-primary-emphasis d-inline-flex align-items-center justify-content-center fs-3 fw-semibold mb-2"
                style={{ width: 88, height: 88 }}
                aria-hidden="true"
              >
                {initials(profile.name)}
              </div>
              {/* Rendered as text: a name with HTML in it shows those characters. */}
              <h2 className="h5 mb-1 text-break">
                <bdi>{profile.name}</bdi>
              </h2>
              <p className="text-body-secondary mb-2">
                {t(`account.profile.roles.${profile.userRole}`)}
              </p>
              {editing ? (
                <NameForm uid={uid} current={profile.name} onDone={() => setEditing(false)} />
              ) : (
                <>
                  <Button
                    size="sm"
                    variant="outline-primary"
                    onClick={() => {
                      dispatch(nameFormOpened());
                      setEditing(true);
                    }}
                  >
                    {t('account.profile.editName')}
                  </Button>
                  {save.status === 'saved' && (
                    <p className="text-success-emphasis small mt-2 mb-0" role="status">
                      {t('account.profile.saved')}
                    </p>
                  )}
                  {save.status === 'failed' && save.error && (
                    <Alert variant="danger" className="py-2 mt-2 mb-0">
                      {describeError(save.error, t)}
                    </Alert>
                  )}
                </>
              )}
              <hr />
              <dl className="text-start mb-0 small">
                <dt className="text-body-secondary">{t('account.profile.email')}</dt>
                <dd className="text-break">{profile.email}</dd>
                <dt className="text-body-secondary">{t('account.profile.role')}</dt>
                <dd>{t(`account.profile.roles.${profile.userRole}`)}</dd>
                <dt className="text-body-secondary">{t('account.profile.memberSince')}</dt>
                <dd className="mb-0">{since}</dd>
              </dl>
            </>
          )}
        </AsyncView>
      </Card.Body>
    </Card>
  );
}
