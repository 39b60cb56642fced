import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { PageTitle } from './PageTitle';

/** A page that is its title (and breadcrumb, from the registry) over one card. */
export function CardPage({ children }: { children: ReactNode }) {
  return (
    <>
      <PageTitle />
      <Card>
        <Card.Body>{children}</Card.Body>
      </Card>
    </>
  );
}
