import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** One demo card of the UI elements page, with a heading the page's outline lists. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={`ui-${id}`} className="mb-3">
      <Card.Body>
        <h2 className="h5 mb-3" id={`ui-${id}`}>
          {title}
        </h2>
        {children}
      </Card.Body>
    </Card>
  );
}
