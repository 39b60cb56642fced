import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { AuthRequest } from '../authSlice';
import { useAuthRequest } from '../hooks/useAuthRequest';
import { AuthErrorAlert } from './AuthErrorAlert';
import { loadsValidation } from './lazyResolver';
import { SubmitButton } from './SubmitButton';

/**
 * The frame of every auth form: its request's failure above the fields, the submit button
 * (busy while the request runs; with `busyAfterSuccess`, also once it succeeded, while the
 * page moves on) below them; the first touch starts loading the validation.
 * The fields (`FormField`) find the form through react-hook-form's context.
 */
export function AuthForm<Values extends FieldValues>({
  form,
  request,
  busyAfterSuccess = false,
  submitLabel,
  onSubmit,
  children,
}: {
  form: UseFormReturn<Values>;
  /** The auth request the form sends (its state: busy, failed). */
  request: AuthRequest;
  busyAfterSuccess?: boolean;
  submitLabel: string;
  /** The valid values: only they reach the store. */
  onSubmit: (values: Values) => void;
  children: ReactNode;
}) {
  const { loading, succeeded, error } = useAuthRequest(request);
  const busy = loading || (busyAfterSuccess && succeeded);
  return (
    <>
      <AuthErrorAlert error={error} />
      <FormProvider {...form}>
        <Form {...loadsValidation} noValidate onSubmit={form.handleSubmit(onSubmit)}>
          {children}
          <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
        </Form>
      </FormProvider>
    </>
  );
}
