import type { LocationGroup } from '../location-groups.js';
import { loadState } from '../location-load-state.js';
import type { RowActions } from '../row-actions.js';
import { ActionsCell } from './actions-cell.js';
import { EmptyLocationNote } from './empty-location-note.js';
import { LoadMoreButton, LoadMoreRow } from './load-more-button.js';
import { LocationSummary } from './location-summary.js';
import { NoLocation } from './no-location.js';
import { ServicesCell } from './services-cell.js';
import { UnitCell } from './unit-cell.js';

/**
 * One location of the location list on wide screens: the location and its services span its
 * unit rows; a location without units says so; more units load on request.
 */
export function LocationGroupRows({ group, actions }: { group: LocationGroup; actions: RowActions }) {
  const { location, units } = group;
  const { loaded, more } = loadState(location, units);
  const span = units.length + (more ? 1 : 0);
  if (location && units.length === 0) {
    return (
      <tbody className="border-top">
        <tr>
          <td>
            <LocationSummary location={location} actions={actions} withContact />
          </td>
          <td colSpan={2}>
            {more ? (
              <LoadMoreButton location={location} loaded={0} onLoad={actions.loadMore} />
            ) : (
              <EmptyLocationNote />
            )}
          </td>
          <td>
            <ServicesCell location={location} />
          </td>
        </tr>
      </tbody>
    );
  }
  return (
    <tbody className="border-top" data-location={location?.uuid ?? 'none'}>
      {units.map((unit, index) => (
        <tr key={unit.seriennummer}>
          {location === null ? (
            <td>
              <NoLocation unit={unit} actions={actions} />
            </td>
          ) : index === 0 ? (
            <td rowSpan={span}>
              <LocationSummary location={location} actions={actions} withContact />
            </td>
          ) : null}
          <td>
            <UnitCell unit={unit} actions={actions} />
          </td>
          <td>
            <ActionsCell unit={unit} actions={actions} small={false} />
          </td>
          {location === null ? (
            <td />
          ) : index === 0 ? (
            <td rowSpan={span}>
              <ServicesCell location={location} />
            </td>
          ) : null}
        </tr>
      ))}
      {more && location ? (
        <LoadMoreRow location={location} loaded={loaded} onLoad={actions.loadMore} />
      ) : null}
    </tbody>
  );
}
