import { useForm } from 'react-hook-form';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch } from '@/app/hooks';
import { passwordResetRequested } from '../authSlice';
import type { EmailValues } from '../schemas';
import { lazyResolver, loadsValidation } from './lazyResolver';
import { AuthErrorAlert } from './AuthErrorAlert';
import { FormField } from './FormField';
import { SubmitButton } from './SubmitButton';
import { useAuthRequest } from '../hooks/useAuthRequest';

/** Asks for the reset e-mail; `onSent` gets the address once the request went through. */
export function ForgetPasswordForm({ onSubmitted }: { onSubmitted?: (email: string) => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { loading: busy, error } = useAuthRequest('passwordReset');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailValues>({ resolver: lazyResolver('email'), defaultValues: { email: '' } });

  return (
    <>
      <AuthErrorAlert error={error} />
      <Form
        {...loadsValidation}
        noValidate
        onSubmit={handleSubmit(({ email }) => {
          onSubmitted?.(email);
          dispatch(passwordResetRequested(email));
        })}
      >
        <FormField
          label={t('auth.forgetPassword.email')}
          type="email"
          autoComplete="email"
          placeholder={t('auth.login.emailPlaceholder')}
          registration={register('email')}
          error={errors.email}
        />
        <SubmitButton busy={busy}>{t('auth.forgetPassword.submit')}</SubmitButton>
      </Form>
    </>
  );
}
