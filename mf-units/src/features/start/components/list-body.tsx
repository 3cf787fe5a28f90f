import type { LocationEntry } from '@portal/contracts';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { UnitsText } from '../../../components/units-text.js';
import { messageOf } from '../../../components/field-errors.js';
import type { UnitList } from '../hooks/use-unit-list.js';
import type { RowActions } from '../row-actions.js';
import { ListEmpty } from './list-empty.js';
import { ListSkeleton } from './list-skeleton.js';
import { UnitTable } from './unit-table.js';
import { UnitTiles } from './unit-tiles.js';

/** The list's body: a load failure with retry, the first load, the empty states, the table or tiles. */
export function ListBody({
  list,
  byLocation,
  tiles,
  small,
  actions,
  filteredLocation,
  onShowUnitList,
}: {
  list: UnitList;
  byLocation: boolean;
  tiles: boolean;
  small: boolean;
  actions: RowActions;
  filteredLocation: LocationEntry | null | undefined;
  onShowUnitList: () => void;
}) {
  const { data } = list;
  const empty = data !== null && data.units.length === 0 && (!byLocation || data.locations.length === 0);
  return (
    <>
      {list.status === 'error' ? (
        <Alert variant="danger" className="m-3 d-flex flex-wrap align-items-center gap-2">
          <span className="me-auto">
            <UnitsText id="units.loadFailed" /> {messageOf(list.error)}
          </span>
          <Button size="sm" variant="outline-danger" onClick={list.reload}>
            <UnitsText id="units.common.retry" />
          </Button>
        </Alert>
      ) : null}
      {data === null ? (
        list.status === 'loading' ? (
          <ListSkeleton small={small} />
        ) : null
      ) : empty ? (
        <ListEmpty
          filteredLocation={filteredLocation}
          byLocation={byLocation}
          actions={actions}
          onShowUnitList={onShowUnitList}
        />
      ) : (
        // While the next page loads the current one stays, dimmed, so nothing jumps.
        <div style={{ opacity: list.status === 'loading' ? 0.6 : 1, transition: 'opacity 0.15s' }}>
          {tiles ? (
            <UnitTiles data={data} byLocation={byLocation} actions={actions} />
          ) : (
            <UnitTable data={data} byLocation={byLocation} small={small} actions={actions} />
          )}
        </div>
      )}
    </>
  );
}
