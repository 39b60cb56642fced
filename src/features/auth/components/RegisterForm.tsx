import { useForm } from 'react-hook-form';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch } from '@/app/hooks';
import { registerRequested } from '../authSlice';
import type { RegisterValues } from '../schemas';
import { lazyResolver, loadsValidation } from './lazyResolver';
import { AuthErrorAlert } from './AuthErrorAlert';
import { FormField } from './FormField';
import { SubmitButton } from './SubmitButton';
import { useAuthRequest } from '../hooks/useAuthRequest';

/** Name, e-mail, password twice and the terms; the saga creates the account and profile. */
export function RegisterForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { loading, succeeded, error } = useAuthRequest('register');
  const busy = loading || succeeded;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterValues>({
    resolver: lazyResolver('register'),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', terms: false },
  });
  const termsError = errors.terms?.message;

  return (
    <>
      <AuthErrorAlert error={error} />
      <Form
        {...loadsValidation}
        noValidate
        onSubmit={handleSubmit(({ name, email, password }) =>
          dispatch(registerRequested({ name, email, password })),
        )}
      >
        <FormField
          label={t('auth.register.name')}
          autoComplete="name"
          placeholder={t('auth.register.namePlaceholder')}
          registration={register('name')}
          error={errors.name}
        />
        <FormField
          label={t('auth.register.email')}
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email}
        />
        <FormField
          label={t('auth.register.password')}
          type="password"
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password}
        />
        <FormField
          label={t('auth.register.confirmPassword')}
          type="password"
          autoComplete="new-password"
          registration={register('confirmPassword')}
          error={errors.confirmPassword}
        />
        <Form.Group className="mb-3" controlId="register-terms">
          <Form.Check
            type="checkbox"
            label={t('auth.register.terms')}
            isInvalid={Boolean(termsError)}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? 'register-terms-error' : undefined}
            {...register('terms')}
          />
          {termsError ? (
            <div className="invalid-feedback d-block" id="register-terms-error">
              {t(termsError)}
            </div>
          ) : null}
        </Form.Group>
        <SubmitButton busy={busy}>{t('auth.register.submit')}</SubmitButton>
      </Form>
    </>
  );
}
