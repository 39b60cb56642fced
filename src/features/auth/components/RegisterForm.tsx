import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch } from '@/app/hooks';
import { registerRequested } from '../authSlice';
import type { RegisterValues } from '../schemas';
import { useAuthForm } from './lazyResolver';
import { AuthForm } from './AuthForm';
import { FormField } from './FormField';

/**
 * Name, e-mail, password twice and the terms; the saga creates the account and profile.
 * `email`: the address filled in (an invitation's link carries it).
 */
export function RegisterForm({ email = '' }: { email?: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useAuthForm<RegisterValues>('register', {
    name: '',
    email,
    password: '',
    confirmPassword: '',
    terms: false,
  });
  const termsError = form.formState.errors.terms?.message;

  return (
    <AuthForm
      form={form}
      request="register"
      busyAfterSuccess
      submitLabel={t('auth.register.submit')}
      onSubmit={({ name, email, password }) =>
        dispatch(registerRequested({ name, email, password }))
      }
    >
      <FormField
        name="name"
        label={t('auth.register.name')}
        autoComplete="name"
        placeholder={t('auth.register.namePlaceholder')}
      />
      <FormField name="email" label={t('auth.register.email')} autoComplete="email" />
      <FormField name="password" label={t('auth.register.password')} autoComplete="new-password" />
      <FormField
        name="confirmPassword"
        label={t('auth.register.confirmPassword')}
        autoComplete="new-password"
      />
      <Form.Group className="mb-3" controlId="register-terms">
        <Form.Check
          type="checkbox"
          label={t('auth.register.terms')}
          isInvalid={Boolean(termsError)}
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? 'register-terms-error' : undefined}
          {...form.register('terms')}
        />
        {termsError ? (
          <div className="invalid-feedback d-block" id="register-terms-error">
            {t(termsError)}
          </div>
        ) : null}
      </Form.Group>
    </AuthForm>
  );
}
