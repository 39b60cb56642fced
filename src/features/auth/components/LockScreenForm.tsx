import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  selectAuthError,
  selectAuthRequest,
  selectAuthStatus,
  unlockRequested,
} from '../authSlice';
import { passwordSchema, type PasswordValues } from '../schemas';
import { AuthErrorAlert } from './AuthErrorAlert';
import { FormField } from './FormField';
import { SubmitButton } from './SubmitButton';

/** The signed-in user's password, checked for real (re-authentication). */
export function LockScreenForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectAuthRequest);
  const status = useAppSelector(selectAuthStatus);
  const error = useAppSelector(selectAuthError);
  const busy = request === 'unlock' && status === 'loading';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { password: '' },
  });

  return (
    <>
      {request === 'unlock' ? <AuthErrorAlert error={error} /> : null}
      <Form
        noValidate
        onSubmit={handleSubmit(({ password }) => dispatch(unlockRequested(password)))}
      >
        <FormField
          label={t('auth.lockScreen.password')}
          type="password"
          autoComplete="current-password"
          registration={register('password')}
          error={errors.password}
        />
        <SubmitButton busy={busy}>{t('auth.lockScreen.submit')}</SubmitButton>
      </Form>
    </>
  );
}
