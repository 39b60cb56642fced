import type { ReactNode } from 'react';
import Col, { type ColProps } from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';

/** A labelled control in a form's grid: a column (its widths by breakpoint) with label and control. */
export function GridField({
  id,
  label,
  children,
  ...widths
}: { id: string; label: string; children: ReactNode } & Pick<ColProps, 'xs' | 'sm' | 'md' | 'lg'>) {
  return (
    <Col {...widths}>
      <Form.Group controlId={id}>
        <Form.Label>{label}</Form.Label>
        {children}
      </Form.Group>
    </Col>
  );
}
