import { type ReactNode, useId } from 'react';
import Card from 'react-bootstrap/Card';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@portal/web-kit';

/** A card of the balance page: a region named by its heading, with something beside the heading. */
export function SectionCard({
  titleId,
  aside,
  testId,
  className = 'h-100',
  children,
}: {
  titleId: MessageId;
  aside?: ReactNode;
  testId?: string;
  /** 'h-100' beside a taller card; stacked cards size themselves. */
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card as="section" className={className} aria-labelledby={headingId} data-testid={testId}>
      <Card.Body className="d-flex flex-column gap-3">
        <div className="d-flex flex-wrap align-items-center gap-2">
          <h2 className="h6 mb-0 me-auto" id={headingId}>
            <FormattedMessage id={titleId} />
          </h2>
          {aside}
        </div>
        {children}
      </Card.Body>
    </Card>
  );
}
