import { useId, type InputHTMLAttributes } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/useTranslation';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

type Props = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
} & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'value' | 'defaultValue' | keyof UseFormRegisterReturn
>;

/** A labelled input whose validation message is tied to it (aria-invalid + aria-describedby). */
export function FormField({ label, registration, error, type = 'text', ...input }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        {...input}
        {...registration}
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
