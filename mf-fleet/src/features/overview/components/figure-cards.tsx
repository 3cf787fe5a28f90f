import type { FleetOverviewResponse } from '@portal/contracts';
import { serviceHorizonDays } from '@portal/contracts/frontend';
import Card from 'react-bootstrap/Card';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link } from '@portal/web-kit';
import type { FleetMessageId } from '../../../components/message-ids.js';
import { type UnitListLink, unitListLink } from '../fleet-links.js';

interface Figure {
  label: FleetMessageId;
  hint: FleetMessageId;
  hintValues?: Record<string, number>;
  value: number;
  icon: string;
  /** Bootstrap colour of the icon: only when the figure asks for attention. */
  tone: string;
  link: UnitListLink;
}

/** The cards' figures; those that ask for attention are coloured only while they count a unit. */
function figuresOf(units: FleetOverviewResponse['units']): Figure[] {
  const percent = units.total === 0 ? 0 : Math.round((units.online / units.total) * 100);
  const attention = (count: number, tone: string) => (count > 0 ? tone : 'secondary');
  return [
    {
      label: 'mf.fleet.overview.units',
      hint: 'mf.fleet.overview.unitsHint',
      hintValues: { online: units.online, percent },
      value: units.total,
      icon: 'bi-hdd-stack',
      tone: 'primary',
      link: {},
    },
    {
      label: 'mf.fleet.overview.online',
      hint: 'mf.fleet.overview.onlineHint',
      hintValues: { total: units.total },
      value: units.online,
      icon: 'bi-broadcast',
      tone: 'success',
      link: { online: true },
    },
    {
      label: 'mf.fleet.overview.fault',
      hint: 'mf.fleet.overview.faultHint',
      value: units.byStatus.fault,
      icon: 'bi-x-octagon',
      tone: attention(units.byStatus.fault, 'danger'),
      link: { status: 'fault' },
    },
    {
      label: 'mf.fleet.overview.locked',
      hint: 'mf.fleet.overview.lockedHint',
      value: units.locked,
      icon: 'bi-lock',
      tone: attention(units.locked, 'danger'),
      link: { locked: true },
    },
    {
      label: 'mf.fleet.overview.maintenance',
      hint: 'mf.fleet.overview.maintenanceHint',
      hintValues: { days: serviceHorizonDays },
      value: units.maintenanceDue,
      icon: 'bi-wrench-adjustable',
      tone: attention(units.maintenanceDue, 'warning'),
      link: { maintenance: true },
    },
    {
      label: 'mf.fleet.overview.offline',
      hint: 'mf.fleet.overview.offlineHint',
      value: units.byStatus.offline,
      icon: 'bi-cloud-slash',
      tone: 'secondary',
      link: { status: 'offline' },
    },
  ];
}

/** The units at a glance: each card opens the unit list with the units it counts. */
export function FigureCards({ units }: { units: FleetOverviewResponse['units'] }) {
  const intl = useIntl();
  const figures = figuresOf(units);
  return (
    <section aria-label={intl.formatMessage({ id: 'mf.fleet.overview.figures' })}>
      <div className="row row-cols-2 row-cols-md-3 row-cols-xl-6 g-3">
        {figures.map((figure) => (
          <div className="col" key={figure.label}>
            <FigureCard figure={figure} />
          </div>
        ))}
      </div>
    </section>
  );
}

function FigureCard({ figure }: { figure: Figure }) {
  const intl = useIntl();
  return (
    <Card className="h-100 shadow-sm fleet-figure">
      <Card.Body className="d-flex flex-column gap-1 p-3">
        <div className="d-flex align-items-center gap-2 small text-body-secondary">
          <i className={`bi ${figure.icon} text-${figure.tone} fs-5`} aria-hidden />
          <FormattedMessage id={figure.label} />
        </div>
        <Link
          to={unitListLink(figure.link)}
          className="stretched-link text-reset text-decoration-none fs-3 fw-semibold lh-sm"
          aria-label={`${intl.formatMessage({ id: figure.label })}: ${intl.formatNumber(figure.value)}. ${intl.formatMessage({ id: 'mf.fleet.overview.showList' })}`}
        >
          <FormattedNumber value={figure.value} />
        </Link>
        <span className="small text-body-secondary">
          <FormattedMessage id={figure.hint} values={figure.hintValues} />
        </span>
      </Card.Body>
    </Card>
  );
}
