import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch } from '@/app/hooks';
import { newPasswordRequested } from '../authSlice';
import type { NewPasswordValues } from '../schemas';
import { useAuthForm } from './lazyResolver';
import { AuthForm } from './AuthForm';
import { FormField } from './FormField';

/** The new password of a reset link, twice; the saga sets it with the link's code. */
export function NewPasswordForm({ code }: { code: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useAuthForm<NewPasswordValues>('newPassword', { password: '', confirmPassword: '' });
  return (
    <AuthForm
      form={form}
      request="newPassword"
      submitLabel={t('authLinks.resetPassword.submit')}
      onSubmit={({ password }) => dispatch(newPasswordRequested({ code, password }))}
    >
      <FormField
        name="password"
        label={t('authLinks.resetPassword.password')}
        autoComplete="new-password"
      />
      <FormField
        name="confirmPassword"
        label={t('authLinks.resetPassword.confirmPassword')}
        autoComplete="new-password"
      />
    </AuthForm>
  );
}
