import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch } from '@/app/hooks';
import { loginRequested } from '../authSlice';
import type { LoginValues } from '../schemas';
import { useAuthForm } from './lazyResolver';
import { AuthForm } from './AuthForm';
import { DemoAccounts } from './DemoAccounts';
import { FormField } from './FormField';

const LOGIN_DEFAULTS: LoginValues = { email: '', password: '', remember: true };

/** E-mail + password + remember me; only the submit reaches the store. */
export function LoginForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useAuthForm<LoginValues>('login', LOGIN_DEFAULTS);

  return (
    <>
      {/* `__DEMO_BACKEND__` is a build-time constant: in a build with a Firebase config this
          branch is dead, DemoAccounts is unused and (being free of side effects) dropped with
          the demo accounts and passwords it imports. check:firebase-build proves it. */}
      {__DEMO_BACKEND__ ? (
        <DemoAccounts
          onUse={(account) => {
            form.setValue('email', account.email, { shouldValidate: true });
            form.setValue('password', account.password, { shouldValidate: true });
          }}
        />
      ) : null}
      <AuthForm
        form={form}
        request="login"
        submitLabel={t('auth.login.submit')}
        onSubmit={(values) => dispatch(loginRequested(values))}
      >
        <FormField
          name="email"
          label={t('auth.login.email')}
          autoComplete="username"
          placeholder={t('auth.login.emailPlaceholder')}
        />
        <FormField
          name="password"
          label={t('auth.login.password')}
          autoComplete="current-password"
          placeholder={t('auth.login.passwordPlaceholder')}
        />
        <Form.Group className="mb-3" controlId="login-remember">
          {/* defaultChecked: the prerendered page (no script yet) shows the box as the form
              will hold it, so it does not flip when React takes the form over. */}
          <Form.Check
            type="checkbox"
            label={t('auth.login.remember')}
            defaultChecked={LOGIN_DEFAULTS.remember}
            {...form.register('remember')}
          />
        </Form.Group>
      </AuthForm>
    </>
  );
}
