import type { LocationEntry } from '@portal/contracts';
import Button from 'react-bootstrap/Button';
import { EmptyState } from '@portal/web-kit';
import { UnitsText, useUnitsText } from '../../../components/units-text.js';
import type { RowActions } from '../row-actions.js';

/**
 * Spec 2 empty states: a filtered location without units (with its edit button), or no hits (in
 * location mode with the way to the unit list, which also shows units without a location).
 */
export function ListEmpty({
  filteredLocation,
  byLocation,
  actions,
  onShowUnitList,
}: {
  filteredLocation: LocationEntry | null | undefined;
  byLocation: boolean;
  actions: RowActions;
  onShowUnitList: () => void;
}) {
  const text = useUnitsText();
  if (filteredLocation) {
    return (
      <EmptyState
        icon="bi-inbox"
        title={text('units.empty.location')}
        live
        action={
          actions.rules.canEditLocations ? (
            <Button
              variant="outline-primary"
              size="sm"
              onClick={() => actions.editLocation(filteredLocation)}
            >
              <i className="bi bi-pencil me-1" aria-hidden />
              <UnitsText id="units.location.edit" />
            </Button>
          ) : null
        }
      />
    );
  }
  return (
    <EmptyState
      icon="bi-search"
      title={text('units.empty.noHits')}
      live
      action={
        byLocation ? (
          <Button variant="outline-secondary" size="sm" onClick={onShowUnitList}>
            <i className="bi bi-list-ul me-1" aria-hidden />
            <UnitsText id="units.empty.showUnitList" />
          </Button>
        ) : null
      }
    >
      <UnitsText id="units.empty.noHitsText" />
    </EmptyState>
  );
}
