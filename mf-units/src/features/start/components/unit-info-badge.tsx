import { formatSerial } from '@portal/web-kit';
import type { UnitListEntry } from '@portal/contracts';
import Button from 'react-bootstrap/Button';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { useIntl } from 'react-intl';
import { UnitsText, useUnitsText } from '../../../components/units-text.js';

/** Dates come as 'YYYY-MM-DD'; read as local midnight so the shown day never shifts. */
function dayOf(iso: string): Date {
  const [year = 1970, month = 1, day = 1] = iso.slice(0, 10).split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** The info badge of a row: commissioning, decommissioning, operators and the unit's extra info. */
export function UnitInfoBadge({ unit }: { unit: UnitListEntry }) {
  const intl = useIntl();
  const text = useUnitsText();
  const date = (iso: string) => intl.formatDate(dayOf(iso), { format: 'short' });
  const lines: { label: string; value: string }[] = [];
  if (unit.inbetriebnahmeDatum)
    lines.push({ label: text('units.info.commissioned'), value: date(unit.inbetriebnahmeDatum) });
  if (unit.modernisierungDatum)
    lines.push({ label: text('units.info.modernised'), value: date(unit.modernisierungDatum) });
  if (unit.ausserbetriebnahmeDatum)
    lines.push({ label: text('units.info.decommissioned'), value: date(unit.ausserbetriebnahmeDatum) });
  if (unit.betreiber.length > 0)
    lines.push({ label: text('units.info.operators'), value: unit.betreiber.join(', ') });
  for (const [label, value] of Object.entries(unit.infoMap)) lines.push({ label, value });
  if (lines.length === 0) return null;
  const tooltip = (
    <Tooltip id={`unit-info-${unit.seriennummer}`}>
      <dl className="mb-0 text-start small">
        {lines.map((line) => (
          <div key={line.label}>
            <dt className="d-inline fw-semibold">{line.label}:</dt>{' '}
            <dd className="d-inline mb-0">{line.value}</dd>
          </div>
        ))}
      </dl>
    </Tooltip>
  );
  return (
    <OverlayTrigger placement="auto" overlay={tooltip} trigger={['hover', 'focus']}>
      <Button
        variant="link"
        size="sm"
        className="p-0 lh-1 text-info-emphasis"
        aria-label={text('units.info.label', { serial: formatSerial(unit.seriennummer) })}
      >
        <i className="bi bi-info-circle-fill" aria-hidden />
        <span className="visually-hidden">
          <UnitsText id="units.info.title" />
        </span>
      </Button>
    </OverlayTrigger>
  );
}
