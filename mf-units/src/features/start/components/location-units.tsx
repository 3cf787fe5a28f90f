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
        // Shaped like the unit rows below, which come with the location.
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
      ) : units.length === 0 ? (
        <EmptyState
          compact
          icon="bi-inbox"
          title={text('units.empty.location')}
          className="border rounded mb-2"
        />
      ) : (
        <ListGroup className="mb-2" aria-label={text('units.locationDialog.units')}>
          {units.map((unit) => {
            const locked = !removalAllowed(unit.seriennummer, serials, initialSN);
            const serial = formatSerial(unit.seriennummer);
            return (
              <ListGroup.Item key={unit.seriennummer} className="d-flex align-items-center gap-2 py-2">
                <div className="d-flex flex-column me-auto">
                  <span className="fw-semibold" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {serial}
                    {unit.seriennummer === initialSN ? (
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
          })}
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
