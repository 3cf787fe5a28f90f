import type { ReactNode } from 'react';
import { EmptyState, Link } from '@portal/web-kit';
import Card from 'react-bootstrap/Card';
import { FormattedMessage } from 'react-intl';

/** No plant yet: what the tool does, and where it is booked. */
export function PlantsEmpty({ addButton }: { addButton?: ReactNode }) {
  return (
    <Card>
      <EmptyState
        icon="bi-receipt"
        heading={2}
        title={<FormattedMessage id="mf.hzatool.plants.empty.title" />}
        action={
          <div className="d-flex flex-wrap justify-content-center gap-2">
            {addButton}
            <Link to="/services" className="btn btn-outline-primary">
              <FormattedMessage id="mf.hzatool.toServices" />
            </Link>
          </div>
        }
      >
        <p className="mb-1">
          <FormattedMessage id="mf.hzatool.plants.empty.text" />
        </p>
        <p className="mb-0">
          <FormattedMessage id="mf.hzatool.plants.empty.book" />
        </p>
      </EmptyState>
    </Card>
  );
}
