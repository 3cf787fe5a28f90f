import type { FleetOverviewResponse } from '@portal/contracts';
import Card from 'react-bootstrap/Card';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from '@portal/web-kit';
import { alarmsLink, unitListLink } from '../fleet-links.js';

/** YYYY-MM-DD of a moment in the browser's time zone, as /alarms' day filter takes it. */
function dayOf(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** What came since the user's previous visit: incidents opened (a link to them) and units added. */
export function SinceVisit({ since }: { since: FleetOverviewResponse['sinceLastVisit'] }) {
  const { previousVisit, incidents, units } = since;
  return (
    <Card className="shadow-sm">
      <Card.Body className="d-flex flex-wrap align-items-center column-gap-4 row-gap-2 p-3">
        <h2 className="h6 mb-0 d-flex align-items-center gap-2">
          <i className="bi bi-stars text-primary" aria-hidden />
          <FormattedMessage id="mf.fleet.overview.since.title" />
        </h2>
        {previousVisit === null ? (
          <span className="text-body-secondary small">
            <FormattedMessage id="mf.fleet.overview.since.first" />
          </span>
        ) : (
          <>
            <span className="text-body-secondary small">
              <FormattedMessage
                id="mf.fleet.overview.since.previous"
                values={{
                  time: <FormattedDate value={previousVisit} dateStyle="medium" timeStyle="short" />,
                }}
              />
            </span>
            {incidents === 0 && units === 0 ? (
              <span className="small">
                <FormattedMessage id="mf.fleet.overview.since.nothing" />
              </span>
            ) : (
              <>
                <Link to={alarmsLink({ from: dayOf(previousVisit) })} className="fw-semibold">
                  <FormattedMessage id="mf.fleet.overview.since.incidents" values={{ count: incidents }} />
                </Link>
                <Link to={unitListLink({ addedSince: previousVisit })} className="fw-semibold">
                  <FormattedMessage id="mf.fleet.overview.since.units" values={{ count: units }} />
                </Link>
              </>
            )}
          </>
        )}
      </Card.Body>
    </Card>
  );
}
