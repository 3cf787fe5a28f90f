import { formatSerial } from '@portal/web-kit';
import type { UnitListEntry } from '@portal/contracts';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { UnitsText, useUnitsText } from '../../../components/units-text.js';
import { removalAllowed } from '../unit-removal.js';

/**
 * The hits of the unit selection dialog with a checkbox each; chosen units whose removal the
 * rule of spec 5 forbids are locked.
 */
export function UnitSelectionTable({
  units,
  chosen,
  initialSN,
  loading,
  onToggle,
}: {
  units: UnitListEntry[];
  chosen: readonly string[];
  initialSN: string | undefined;
  loading: boolean;
  onToggle: (unit: UnitListEntry) => void;
}) {
  const text = useUnitsText();
  const ids = useId();
  return (
    <Table hover size="sm" className="align-middle mb-3" style={{ opacity: loading ? 0.6 : 1 }}>
      <thead>
        <tr>
          <th scope="col" style={{ width: '2.5rem' }}>
            <span className="visually-hidden">
              <UnitsText id="units.selection.choose" />
            </span>
          </th>
          <th scope="col">
            <UnitsText id="units.column.unit" />
          </th>
          <th scope="col" className="d-none d-sm-table-cell">
            <UnitsText id="units.column.location" />
          </th>
        </tr>
      </thead>
      <tbody>
        {units.map((unit) => {
          const sn = unit.seriennummer;
          const checked = chosen.includes(sn);
          const locked = checked && !removalAllowed(sn, chosen, initialSN);
          return (
            <tr key={sn}>
              <td>
                <Form.Check
                  id={`${ids}-${sn}`}
                  checked={checked}
                  disabled={locked}
                  onChange={() => onToggle(unit)}
                  aria-label={text('units.selection.toggle', { serial: formatSerial(sn) })}
                  title={locked ? text('units.selection.locked') : undefined}
                />
              </td>
              <td>
                <label htmlFor={`${ids}-${sn}`} className="d-flex flex-column">
                  <span className="fw-semibold" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatSerial(sn)}
                    {locked ? <i className="bi bi-lock-fill ms-2 text-body-secondary" aria-hidden /> : null}
                  </span>
                  <span className="small text-body-secondary">
                    {[unit.module, unit.benennung].filter(Boolean).join(' · ')}
                  </span>
                </label>
              </td>
              <td className="d-none d-sm-table-cell small text-body-secondary">
                {unit.standortName ?? <UnitsText id="units.location.none" />}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
