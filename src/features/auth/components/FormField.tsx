import { useId, type InputHTMLAttributes } from 'react';
import Form from 'react-bootstrap/Form';
import { useFormContext, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/i18n/useTranslation';

type Props = {
  /** The field's name in the form around it (`AuthForm`). */
  name: string;
  label: string;
} & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'value' | 'defaultValue' | keyof UseFormRegisterReturn
>;

/** The input type a field's name says: `email`; `password`, `confirmPassword`; else text. */
const typeOf = (name: string) =>
  name === 'email' ? 'email' : /password$/i.test(name) ? 'password' : 'text';

/**
 * A labelled input whose validation message is tied to it (aria-invalid + aria-describedby);
 * its type follows from its name unless `type` says otherwise.
 */
export function FormField({ name, label, type = typeOf(name), ...input }: Props) {
  const { t } = useTranslation();
  const { register, getFieldState, formState } = useFormContext();
  const { error } = getFieldState(name, formState);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        {...input}
        {...register(name)}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error?.message ? (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {t(error.message)}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}
