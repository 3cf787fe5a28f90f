import type { LocationEntry, UnitListResponse } from '@portal/contracts';
import Table from 'react-bootstrap/Table';
import { groupByLocation } from '../location-groups.js';
import type { RowActions } from '../row-actions.js';
import { ActionsCell } from './actions-cell.js';
import { LocationGroupRows } from './location-group-rows.js';
import { LocationGroupRowsSmall } from './location-group-rows-small.js';
import { ModuleCell } from './module-cell.js';
import { ServicesCell } from './services-cell.js';
import { UnitCell } from './unit-cell.js';
import { UnitLocation } from './unit-location.js';
import { UnitTableHead } from './unit-table-head.js';

/**
 * The list (spec 2): columns location, unit, actions, services; on phones actions and module. In
 * location mode the rows are grouped per location.
 */
export function UnitTable({
  data,
  byLocation,
  small,
  actions,
}: {
  data: UnitListResponse;
  byLocation: boolean;
  small: boolean;
  actions: RowActions;
}) {
  const locations = new Map<string, LocationEntry>(
    [...data.locations, ...(data.location ? [data.location] : [])].map((location) => [
      location.uuid,
      location,
    ]),
  );
  const locationOf = (uuid: string | null) => (uuid ? locations.get(uuid) : undefined);
  const Group = small ? LocationGroupRowsSmall : LocationGroupRows;
  return (
    <Table responsive hover={!byLocation} className="mb-0 align-middle unit-table">
      <UnitTableHead small={small} />
      {byLocation ? (
        groupByLocation(data).map((group) => (
          <Group key={group.location?.uuid ?? 'none'} group={group} actions={actions} />
        ))
      ) : (
        <tbody>
          {data.units.map((unit) =>
            small ? (
              <tr key={unit.seriennummer}>
                <td>
                  <ActionsCell unit={unit} actions={actions} small />
                </td>
                <td>
                  <ModuleCell
                    unit={unit}
                    location={locationOf(unit.locationUuid)}
                    actions={actions}
                    withLocation
                  />
                </td>
              </tr>
            ) : (
              <tr key={unit.seriennummer}>
                <td>
                  <UnitLocation unit={unit} location={locationOf(unit.locationUuid)} actions={actions} />
                </td>
                <td>
                  <UnitCell unit={unit} actions={actions} />
                </td>
                <td>
                  <ActionsCell unit={unit} actions={actions} small={false} />
                </td>
                <td>
                  <ServicesCell location={locationOf(unit.locationUuid) ?? null} />
                </td>
              </tr>
            ),
          )}
        </tbody>
      )}
    </Table>
  );
}
