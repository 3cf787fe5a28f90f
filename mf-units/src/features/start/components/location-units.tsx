import { EmptyState, Skeleton, SkeletonLine, formatSerial, useErrorText } from '@portal/web-kit';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { UnitsText, useUnitsText } from '../../../components/units-text.js';
import type { ChosenUnit } from '../location-form.js';
import { removalAllowed } from '../unit-removal.js';

/**
 * The units at the location inside the location dialog: each can be removed unless the rule of
 * spec 5 locks it; 'choose units' opens the unit selection dialog.
 */
export function LocationUnits({
  units,
  loading,
  initialSN,
  error,
  disabled,
  onRemove,
  onChoose,
}: {
  units: ChosenUnit[];
  loading: boolean;
  initialSN: string | undefined;
  error: string | undefined;
  disabled: boolean;
  onRemove: (sn: string) => void;
  onChoose: () => void;
}) {
  const text = useUnitsText();
  const errorText = useErrorText();
  const serials = units.map((unit) => unit.seriennummer);
  return (
    <>
      {loading ? (
        <UnitsSkeleton />
      ) : units.length === 0 ? (
        <EmptyState
          compact
          icon="bi-inbox"
          title={text('units.empty.location')}
          className="border rounded mb-2"
        />
      ) : (
        <ListGroup className="mb-2" aria-label={text('units.locationDialog.units')}>
          {units.map((unit) => (
            <UnitRow
              key={unit.seriennummer}
              unit={unit}
              initial={unit.seriennummer === initialSN}
              locked={!removalAllowed(unit.seriennummer, serials, initialSN)}
              disabled={disabled}
              onRemove={onRemove}
            />
          ))}
        </ListGroup>
      )}
      {error ? (
        <div className="small text-danger mb-2" role="alert">
          {errorText(error)}
        </div>
      ) : null}
      <Button size="sm" variant="outline-primary" onClick={onChoose} disabled={disabled || loading}>
        <i className="bi bi-ui-checks me-1" aria-hidden />
        <UnitsText id="units.locationDialog.chooseUnits" />
      </Button>
    </>
  );
}

/** Shaped like the unit rows, which come with the location. */
function UnitsSkeleton() {
  const text = useUnitsText();
  return (
    <Skeleton label={text('units.common.loading')} className="list-group mb-2">
      {[0, 1].map((row) => (
        <div key={row} className="list-group-item d-flex align-items-center gap-2 py-2">
          <div className="flex-grow-1">
            <SkeletonLine width="8rem" height="1.1em" />
            <SkeletonLine width="12rem" />
          </div>
          <SkeletonLine width="2rem" height="1.9rem" className="flex-shrink-0" />
        </div>
      ))}
    </Skeleton>
  );
}

/**
 * One unit at the location: serial (marked when the dialog was opened from it), module and name,
 * and its remove button, or a lock where spec 5 keeps it.
 */
function UnitRow({
  unit,
  initial,
  locked,
  disabled,
  onRemove,
}: {
  unit: ChosenUnit;
  initial: boolean;
  locked: boolean;
  disabled: boolean;
  onRemove: (sn: string) => void;
}) {
  const text = useUnitsText();
  const serial = formatSerial(unit.seriennummer);
  return (
    <ListGroup.Item className="d-flex align-items-center gap-2 py-2">
      <div className="d-flex flex-column me-auto">
        <span className="fw-semibold" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {serial}
          {initial ? (
            <span className="ms-2 small fw-normal text-body-secondary">
              <UnitsText id="units.locationDialog.initialUnit" />
            </span>
          ) : null}
        </span>
        <span className="small text-body-secondary">
          {[unit.module, unit.benennung].filter(Boolean).join(' · ')}
        </span>
      </div>
      {locked ? (
        <i
          className="bi bi-lock-fill text-body-secondary px-2"
          title={text('units.selection.locked')}
          aria-label={text('units.selection.locked')}
          role="img"
        />
      ) : (
        <Button
          size="sm"
          variant="outline-danger"
          onClick={() => onRemove(unit.seriennummer)}
          disabled={disabled}
          aria-label={text('units.locationDialog.removeUnit', { serial })}
        >
          <i className="bi bi-x-lg" aria-hidden />
        </Button>
      )}
    </ListGroup.Item>
  );
}
