import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** A card with an h2 title (styled as h5): one group of a demo page. */
export function TitledCard({
  title,
  titleId,
  children,
}: {
  title: string;
  /** For a form or region inside that names itself by the title (aria-labelledby). */
  titleId?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <Card.Body>
        <Card.Title as="h2" className="h5" id={titleId}>
          {title}
        </Card.Title>
        {children}
      </Card.Body>
    </Card>
  );
}
