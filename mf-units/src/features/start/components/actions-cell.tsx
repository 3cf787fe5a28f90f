import { formatSerial } from '@portal/web-kit';
import type { UnitListEntry } from '@portal/contracts';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import { UnitsText, useUnitsText } from '../../../components/units-text.js';
import { wantsNewWindow } from '../hooks/use-connect-unit.js';
import type { RowActions } from '../row-actions.js';

/**
 * The actions of a unit: connect (on phones the button carries the serial, as the unit column is
 * gone), and for admins delete (external units) and acting as one of its operators.
 */
export function ActionsCell({
  unit,
  actions,
  small,
}: {
  unit: UnitListEntry;
  actions: RowActions;
  small: boolean;
}) {
  const text = useUnitsText();
  const serial = formatSerial(unit.seriennummer);
  const { admin } = actions.rules;
  return (
    <div className={`d-flex flex-wrap align-items-center gap-1${small ? '' : ' justify-content-end'}`}>
      <Button
        size="sm"
        variant="outline-primary"
        className="text-nowrap"
        onClick={(event) => actions.connect(unit, wantsNewWindow(event))}
        aria-label={text('units.connect.button', { serial })}
        title={text('units.connect.hint')}
      >
        <i className="bi bi-box-arrow-in-right me-1" aria-hidden />
        {small ? (
          <span style={{ fontVariantNumeric: 'tabular-nums' }}>{serial}</span>
        ) : (
          <UnitsText id="units.connect.short" />
        )}
      </Button>
      {admin && unit.external ? (
        <Button
          size="sm"
          variant="outline-danger"
          onClick={() => actions.deleteUnit(unit)}
          aria-label={text('units.admin.deleteLabel', { serial })}
          title={text('units.admin.deleteLabel', { serial })}
        >
          <i className="bi bi-trash" aria-hidden />
        </Button>
      ) : null}
      {admin && unit.betreiber.length > 0 ? (
        <Dropdown align="end">
          <Dropdown.Toggle
            size="sm"
            variant="outline-secondary"
            aria-label={text('units.admin.impersonateMenu', { serial })}
            title={text('units.admin.impersonateMenu', { serial })}
          >
            <i className="bi bi-person-badge" aria-hidden />
          </Dropdown.Toggle>
          {/* fixed: the table's scroll container would otherwise cut the menu off. */}
          <Dropdown.Menu popperConfig={{ strategy: 'fixed' }}>
            {unit.betreiber.map((login) => (
              <Dropdown.Item key={login} as="button" onClick={() => actions.impersonate(login)}>
                <UnitsText id="units.admin.impersonate" values={{ login }} />
              </Dropdown.Item>
            ))}
          </Dropdown.Menu>
        </Dropdown>
      ) : null}
    </div>
  );
}
