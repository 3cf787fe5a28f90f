import type { LocationEntry, UnitListEntry, UnitListResponse } from '@portal/contracts';
import { type LocationGroup, groupByLocation } from '../location-groups.js';
import { loadState } from '../location-load-state.js';
import type { RowActions } from '../row-actions.js';
import { EmptyLocationNote } from './empty-location-note.js';
import { LoadMoreButton } from './load-more-button.js';
import { LocationHeading } from './location-heading.js';
import { UnitTile } from './unit-tile.js';

function TileGrid({
  units,
  locationOf,
  actions,
}: {
  units: UnitListEntry[];
  /** Set in the unit list: each tile names its location. */
  locationOf?: (unit: UnitListEntry) => LocationEntry | undefined;
  actions: RowActions;
}) {
  return (
    <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 mb-0">
      {units.map((unit) => (
        <li key={unit.seriennummer} className="col">
          <UnitTile
            unit={unit}
            location={locationOf?.(unit)}
            actions={actions}
            withLocation={locationOf !== undefined}
          />
        </li>
      ))}
    </ul>
  );
}

/** One location of the location list as a heading with its services, then its units as tiles. */
function LocationTiles({ group, actions }: { group: LocationGroup; actions: RowActions }) {
  const { location, units } = group;
  const { loaded, more } = loadState(location, units);
  return (
    <section className="d-flex flex-column gap-2 pb-3 border-bottom" data-location={location?.uuid ?? 'none'}>
      <LocationHeading
        location={location}
        actions={actions}
        className="d-flex flex-wrap justify-content-between align-items-start gap-2"
      />
      {units.length > 0 ? <TileGrid units={units} actions={actions} /> : null}
      {location && more ? (
        <LoadMoreButton location={location} loaded={loaded} onLoad={actions.loadMore} />
      ) : location && units.length === 0 ? (
        <EmptyLocationNote />
      ) : null}
    </section>
  );
}

/** The list as tiles (spec 2, issue 40, 21): per location in location mode, else one grid. */
export function UnitTiles({
  data,
  byLocation,
  actions,
}: {
  data: UnitListResponse;
  byLocation: boolean;
  actions: RowActions;
}) {
  const locations = new Map(
    [...data.locations, ...(data.location ? [data.location] : [])].map((location) => [
      location.uuid,
      location,
    ]),
  );
  return (
    <div className="p-3 d-flex flex-column gap-3" data-testid="unit-tiles">
      {byLocation ? (
        groupByLocation(data).map((group) => (
          <LocationTiles key={group.location?.uuid ?? 'none'} group={group} actions={actions} />
        ))
      ) : (
        <TileGrid
          units={data.units}
          locationOf={(unit) => (unit.locationUuid ? locations.get(unit.locationUuid) : undefined)}
          actions={actions}
        />
      )}
    </div>
  );
}
