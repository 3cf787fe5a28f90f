import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** A route's page until its screen is delivered by its issue: the page title and what is coming. */
export function UnderConstructionPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card className="m-3 shadow-sm">
      <Card.Body>
        <Card.Title as="h1" className="h4">
          {title}
        </Card.Title>
        <Card.Text className="text-body-secondary mb-0">{children}</Card.Text>
      </Card.Body>
    </Card>
  );
}
