import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch } from '@/app/hooks';
import { passwordResetRequested } from '../authSlice';
import type { EmailValues } from '../schemas';
import { useAuthForm } from './lazyResolver';
import { AuthForm } from './AuthForm';
import { FormField } from './FormField';

/** Asks for the reset e-mail; `onSubmitted` gets the address as the request goes out. */
export function ForgetPasswordForm({ onSubmitted }: { onSubmitted?: (email: string) => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useAuthForm<EmailValues>('email', { email: '' });

  return (
    <AuthForm
      form={form}
      request="passwordReset"
      submitLabel={t('auth.forgetPassword.submit')}
      onSubmit={({ email }) => {
        onSubmitted?.(email);
        dispatch(passwordResetRequested(email));
      }}
    >
      <FormField
        name="email"
        label={t('auth.forgetPassword.email')}
        autoComplete="email"
        placeholder={t('auth.login.emailPlaceholder')}
      />
    </AuthForm>
  );
}
