import { type FleetOverviewResponse, type IncidentSeverity, incidentSeverities } from '@portal/contracts';
import { SeverityBadge, Link } from '@portal/web-kit';
import Card from 'react-bootstrap/Card';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FleetMessageId } from '../../../components/message-ids.js';
import { alarmsLink, changePercent } from '../fleet-links.js';

const severityTexts: Record<IncidentSeverity, FleetMessageId> = {
  locking: 'mf.fleet.alarms.severity.locking',
  fault: 'mf.fleet.alarms.severity.fault',
  warning: 'mf.fleet.alarms.severity.warning',
  info: 'mf.fleet.alarms.severity.info',
};

/** Open incidents per severity (each a link to /alarms) beside the energy produced against last year. */
export function EnergyAndIncidents({ data }: { data: FleetOverviewResponse }) {
  return (
    <div className="row g-3">
      <div className="col-12 col-lg-4">
        <IncidentsCard open={data.openIncidents} />
      </div>
      <div className="col-12 col-sm-6 col-lg-4">
        <EnergyCard period="mf.fleet.overview.yesterday" figure={data.energy.yesterday} />
      </div>
      <div className="col-12 col-sm-6 col-lg-4">
        <EnergyCard period="mf.fleet.overview.thisMonth" figure={data.energy.thisMonth} />
      </div>
    </div>
  );
}

function IncidentsCard({ open }: { open: FleetOverviewResponse['openIncidents'] }) {
  const total = incidentSeverities.reduce((sum, severity) => sum + open[severity], 0);
  return (
    <Card className="h-100 shadow-sm">
      <Card.Body className="d-flex flex-column gap-2 p-3">
        <div className="d-flex align-items-center gap-2 small text-body-secondary">
          <i className={`bi bi-bell fs-5 ${total > 0 ? 'text-danger' : ''}`} aria-hidden />
          <FormattedMessage id="mf.fleet.overview.incidents" />
          <Link to={alarmsLink()} className="ms-auto">
            <FormattedMessage id="mf.fleet.overview.incidentsAll" />
          </Link>
        </div>
        {total === 0 ? (
          <p className="mb-0 text-body-secondary">
            <FormattedMessage id="mf.fleet.overview.incidentsNone" />
          </p>
        ) : null}
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
          {incidentSeverities.map((severity) => (
            <li key={severity}>
              <Link to={alarmsLink({ severity })} className="text-decoration-none">
                <SeverityBadge severity={severity}>
                  <FormattedMessage id={severityTexts[severity]} />
                  <span className="fw-semibold ms-1">{open[severity]}</span>
                </SeverityBadge>
              </Link>
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}

function EnergyCard({
  period,
  figure,
}: {
  period: FleetMessageId;
  figure: FleetOverviewResponse['energy']['yesterday'];
}) {
  const intl = useIntl();
  const change = changePercent(figure.kWh, figure.lastYearKWh);
  const kWh = (value: number) => `${intl.formatNumber(value, { maximumFractionDigits: 0 })} kWh`;
  return (
    <Card className="h-100 shadow-sm">
      <Card.Body className="d-flex flex-column gap-1 p-3">
        <div className="d-flex align-items-center gap-2 small text-body-secondary">
          <i className="bi bi-lightning-charge text-warning fs-5" aria-hidden />
          <FormattedMessage id="mf.fleet.overview.energy" />
          <span aria-hidden>·</span>
          <FormattedMessage id={period} />
        </div>
        <span className="fs-3 fw-semibold lh-sm">{kWh(figure.kWh)}</span>
        <span
          className={`small ${change === null ? 'text-body-secondary' : change >= 0 ? 'text-success' : 'text-danger'}`}
        >
          {change === null || figure.lastYearKWh === null ? (
            <FormattedMessage id="mf.fleet.overview.noLastYear" />
          ) : (
            <>
              <i
                className={`bi ${change >= 0 ? 'bi-arrow-up-right' : 'bi-arrow-down-right'} me-1`}
                aria-hidden
              />
              <FormattedMessage
                id="mf.fleet.overview.vsLastYear"
                values={{ change, lastYear: kWh(figure.lastYearKWh) }}
              />
            </>
          )}
        </span>
      </Card.Body>
    </Card>
  );
}
