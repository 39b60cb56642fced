import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { describeError } from '@/lib/describeError';
import { selectPasswordChange } from '../accountSlice';
import { changePassword } from '../requests';
import { passwordSchema, type PasswordValues } from '../schemas';

function Field({
  id,
  label,
  autoComplete,
  registration,
  error,
}: {
  id: string;
  label: string;
  autoComplete: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
}) {
  const { t } = useTranslation();
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="password"
        autoComplete={autoComplete}
        isInvalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
      {error?.message && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {t(error.message)}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

/** The form's fields in order; each has its label at `account.password.<name>`. */
const PASSWORD_FIELDS = ['current', 'next', 'confirm'] as const;

/** Current password asked again, the new one twice; Firebase's refusals in the user's words. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const change = useAppSelector(selectPasswordChange);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { current: '', next: '', confirm: '' },
  });

  useEffect(() => {
    // Only a success clears the fields: after a refusal what was typed stays.
    if (change.status === 'saved') reset();
  }, [change.status, reset]);

  const busy = change.status === 'saving';
  return (
    <Form
      noValidate
      style={{ maxWidth: 480 }}
      onSubmit={handleSubmit(({ current, next }) => {
        dispatch(changePassword.requested({ current, next }));
      })}
    >
      <h2 className="h6 text-uppercase mb-3">{t('account.password.title')}</h2>
      {PASSWORD_FIELDS.map((name) => (
        <Field
          key={name}
          id={`password-${name}`}
          label={t(`account.password.${name}`)}
          autoComplete={name === 'current' ? 'current-password' : 'new-password'}
          registration={register(name)}
          error={errors[name]}
        />
      ))}
      {change.status === 'failed' && change.error && (
        <Alert variant="danger">{describeError(change.error, t)}</Alert>
      )}
      {change.status === 'saved' && (
        <Alert variant="success" role="status">
          {t('account.password.changed')}
        </Alert>
      )}
      <Button type="submit" disabled={busy}>
        {busy && <Spinner size="sm" className="me-1" aria-hidden="true" />}
        {busy ? t('account.password.saving') : t('account.password.submit')}
      </Button>
    </Form>
  );
}
