import type { LocationGroup } from '../location-groups.js';
import { loadState } from '../location-load-state.js';
import type { RowActions } from '../row-actions.js';
import { ActionsCell } from './actions-cell.js';
import { EmptyLocationNote } from './empty-location-note.js';
import { LoadMoreRow } from './load-more-button.js';
import { LocationHeading } from './location-heading.js';
import { ModuleCell } from './module-cell.js';

/** One location on phones: a heading row with the location, then a row per unit (actions, module). */
export function LocationGroupRowsSmall({ group, actions }: { group: LocationGroup; actions: RowActions }) {
  const { location, units } = group;
  const { loaded, more } = loadState(location, units);
  return (
    <tbody className="border-top" data-location={location?.uuid ?? 'none'}>
      <tr>
        <td colSpan={2} className="bg-body-tertiary">
          <LocationHeading location={location} actions={actions} className="d-flex flex-column gap-1" />
        </td>
      </tr>
      {units.map((unit) => (
        <tr key={unit.seriennummer}>
          <td>
            <ActionsCell unit={unit} actions={actions} small />
          </td>
          <td>
            <ModuleCell unit={unit} location={undefined} actions={actions} withLocation={location === null} />
          </td>
        </tr>
      ))}
      {location && units.length === 0 && !more ? (
        <tr>
          <td colSpan={2}>
            <EmptyLocationNote />
          </td>
        </tr>
      ) : null}
      {more && location ? (
        <LoadMoreRow location={location} loaded={loaded} onLoad={actions.loadMore} />
      ) : null}
    </tbody>
  );
}
