import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** A card with an h2 title: one group of the form demos. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {title}
        </Card.Title>
        {children}
      </Card.Body>
    </Card>
  );
}
