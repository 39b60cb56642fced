import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { AppError } from '@/services/errors';
import { AuthErrorAlert } from './AuthErrorAlert';
import { loadsValidation } from './lazyResolver';
import { SubmitButton } from './SubmitButton';

/**
 * The frame of every auth form: the request's failure above the fields, the submit button
 * (busy while the request runs) below them; the first touch starts loading the validation.
 * The fields (`FormField`) find the form through react-hook-form's context.
 */
export function AuthForm<Values extends FieldValues>({
  form,
  busy,
  error,
  submitLabel,
  onSubmit,
  children,
}: {
  form: UseFormReturn<Values>;
  busy: boolean;
  error: AppError | null;
  submitLabel: string;
  /** The valid values: only they reach the store. */
  onSubmit: (values: Values) => void;
  children: ReactNode;
}) {
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
