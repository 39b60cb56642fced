import type { ComponentType } from 'react';
import Col, { type ColProps } from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';

/** A dashboard row: each widget in its own column, at the widths given beside it. */
export function WidgetRow({
  cells,
  className = 'g-3',
}: {
  cells: [ComponentType, ColProps][];
  className?: string;
}) {
  return (
    <Row className={className}>
      {cells.map(([Widget, widths], index) => (
        // A fixed list, written once: its order never changes.
        <Col key={index} {...widths}>
          <Widget />
        </Col>
      ))}
    </Row>
  );
}
