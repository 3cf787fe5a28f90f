import type { HzaPlantSummary } from '@portal/contracts';
import { formatSerial, Link } from '@portal/web-kit';
import { Fragment } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { FormattedMessage, useIntl } from 'react-intl';
import { HzaStatusBadge } from '../../../components/hza-status-badge.js';
import { editorPath } from '../plant-rules.js';

/** A plant: where it is, who runs it, its modules, and a badge per year that opens that year. */
export function PlantCard({ plant, onDelete }: { plant: HzaPlantSummary; onDelete?: () => void }) {
  const intl = useIntl();
  const years = plant.years.toSorted((a, b) => b.year - a.year);
  return (
    <Card as="section" aria-label={plant.name} className="h-100 shadow-sm">
      <Card.Body className="d-flex flex-column gap-3">
        <div className="d-flex align-items-start gap-2">
          <i className="bi bi-house-gear fs-4 text-body-secondary" aria-hidden />
          <div className="flex-grow-1 min-w-0">
            <h2 className="h6 mb-1 text-break">{plant.name}</h2>
            <div className="small text-body-secondary text-break">{plant.address}</div>
          </div>
          {onDelete ? (
            <Button
              variant="outline-danger"
              size="sm"
              onClick={onDelete}
              aria-label={intl.formatMessage({ id: 'mf.hzatool.plants.delete.label' }, { name: plant.name })}
            >
              <i className="bi bi-trash" aria-hidden />
            </Button>
          ) : null}
        </div>
        <dl className="row small mb-0 gy-1">
          <dt className="col-5 col-sm-4 fw-normal text-body-secondary">
            <FormattedMessage id="mf.hzatool.plants.serials" />
          </dt>
          <dd className="col-7 col-sm-8 mb-0 font-monospace">
            {/* A serial is not broken over two lines; the list breaks after its commas. */}
            {plant.serials.length > 0
              ? plant.serials.map((serial, index) => (
                  <Fragment key={serial}>
                    {index > 0 ? ', ' : null}
                    <span className="text-nowrap">{formatSerial(serial)}</span>
                  </Fragment>
                ))
              : '–'}
          </dd>
          {plant.operators.length > 0 ? (
            <>
              <dt className="col-5 col-sm-4 fw-normal text-body-secondary">
                <FormattedMessage id="mf.hzatool.plants.operators" />
              </dt>
              <dd className="col-7 col-sm-8 mb-0">{plant.operators.join(', ')}</dd>
            </>
          ) : null}
        </dl>
        <div>
          <h3 className="small fw-semibold mb-2">
            <FormattedMessage id="mf.hzatool.plants.years" />
          </h3>
          {years.length === 0 ? (
            <p className="small text-body-secondary mb-0">
              <FormattedMessage id="mf.hzatool.plants.noYears" />
            </p>
          ) : (
            <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
              {years.map((entry) => (
                <li key={entry.year}>
                  <Link
                    to={editorPath(plant.anlageId, entry.year)}
                    className="btn btn-outline-secondary btn-sm d-inline-flex align-items-center gap-2"
                  >
                    <span className="fw-semibold">{entry.year}</span>
                    <HzaStatusBadge status={entry.status} booked={entry.booked} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
