import type { ComponentProps } from 'react';
import Form from 'react-bootstrap/Form';

type ValidatedControlProps = ComponentProps<typeof Form.Control> & {
  /** The problem with the value, shown under the field and tied to it; none: valid. */
  error?: string | null;
  /** The id of the problem's text (aria-describedby). */
  errorId: string;
};

/** A form control with its problem: marked invalid, described by the message under it. */
export function ValidatedControl({ error, errorId, ...control }: ValidatedControlProps) {
  return (
    <>
      <Form.Control
        {...control}
        isInvalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {error}
        </Form.Control.Feedback>
      )}
    </>
  );
}
