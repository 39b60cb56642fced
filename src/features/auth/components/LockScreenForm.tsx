import { useForm } from 'react-hook-form';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch } from '@/app/hooks';
import { unlockRequested } from '../authSlice';
import type { PasswordValues } from '../schemas';
import { lazyResolver, loadsValidation } from './lazyResolver';
import { AuthErrorAlert } from './AuthErrorAlert';
import { FormField } from './FormField';
import { SubmitButton } from './SubmitButton';
import { useAuthRequest } from '../hooks/useAuthRequest';

/** The signed-in user's password, checked for real (re-authentication). */
export function LockScreenForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { loading: busy, error } = useAuthRequest('unlock');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordValues>({
    resolver: lazyResolver('password'),
    defaultValues: { password: '' },
  });

  return (
    <>
      <AuthErrorAlert error={error} />
      <Form
        {...loadsValidation}
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
