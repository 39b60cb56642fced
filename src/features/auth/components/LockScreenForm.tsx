import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch } from '@/app/hooks';
import { unlockRequested } from '../authSlice';
import type { PasswordValues } from '../schemas';
import { useAuthForm } from './lazyResolver';
import { AuthForm } from './AuthForm';
import { FormField } from './FormField';

/** The signed-in user's password, checked for real (re-authentication). */
export function LockScreenForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useAuthForm<PasswordValues>('password', { password: '' });

  return (
    <AuthForm
      form={form}
      request="unlock"
      submitLabel={t('auth.lockScreen.submit')}
      onSubmit={({ password }) => dispatch(unlockRequested(password))}
    >
      <FormField
        name="password"
        label={t('auth.lockScreen.password')}
        autoComplete="current-password"
      />
    </AuthForm>
  );
}
