import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface FieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** Already translated. */
  error?: string;
  type?: string;
  autoComplete?: string;
  hint?: string;
  prefix?: ReactNode;
  inputMode?: 'numeric' | 'email' | 'url' | 'tel';
}

/** A control and its message, after a prefix (`@`) when there is one. */
export function WithPrefix({ prefix, children }: { prefix?: ReactNode; children: ReactNode }) {
  if (!prefix) return <>{children}</>;
  return (
    <InputGroup hasValidation>
      <InputGroup.Text>{prefix}</InputGroup.Text>
      {children}
    </InputGroup>
  );
}

/**
 * One labelled input whose error is announced: aria-invalid + aria-describedby pointing at
 * the message, which sits in a polite live region.
 */
export function Field({
  id,
  label,
  registration,
  error,
  type = 'text',
  autoComplete,
  hint,
  prefix,
  inputMode,
}: FieldProps) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  const control = (
    <Form.Control
      id={id}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      isInvalid={Boolean(error)}
      aria-invalid={error ? true : undefined}
      aria-describedby={described || undefined}
      {...registration}
    />
  );
  const feedback = (
    <Form.Control.Feedback type="invalid" id={`${id}-error`} aria-live="polite">
      {error}
    </Form.Control.Feedback>
  );
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <WithPrefix prefix={prefix}>
        {control}
        {feedback}
      </WithPrefix>
      {hint && (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  );
}
