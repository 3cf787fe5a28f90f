import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { Link } from '@portal/web-kit';
import { UnitsText, useUnitsText } from '../../../components/units-text.js';
import type { UserRules } from '../../../components/user-rules.js';
import { DisplaySwitch } from './display-switch.js';

/**
 * The card header (spec 2): 'Standortliste' or 'Anlagenliste' with the count, the sort switch,
 * table or tiles, the location filter's remove button, 'new location' and 'add old unit' for users who may.
 */
export function ListHeader({
  byLocation,
  total,
  rules,
  locationFiltered,
  onSortByLocation,
  onRemoveLocationFilter,
  onCreateLocation,
  tiles,
  onTiles,
  small,
}: {
  byLocation: boolean;
  total: number | null;
  rules: UserRules;
  locationFiltered: boolean;
  onSortByLocation: (byLocation: boolean) => void;
  onRemoveLocationFilter: () => void;
  /** Location mode lists only placed units, so a new location starts from here. */
  onCreateLocation: () => void;
  tiles: boolean;
  onTiles: (tiles: boolean) => void;
  small: boolean;
}) {
  // Phones: the controls take the full width, evenly, instead of ragged wrapping.
  const fill = small ? ' flex-fill' : '';
  return (
    <Card.Header className="bg-body d-flex flex-wrap align-items-center gap-2 py-3">
      <ListTitle byLocation={byLocation} total={total} />
      <div className={`d-flex flex-wrap gap-2${small ? ' w-100' : ''}`}>
        {locationFiltered ? (
          <Button size="sm" variant="outline-secondary" className={fill} onClick={onRemoveLocationFilter}>
            <i className="bi bi-funnel me-1" aria-hidden />
            <UnitsText id="units.filter.removeLocation" />
          </Button>
        ) : (
          <SortSwitch byLocation={byLocation} onSortByLocation={onSortByLocation} small={small} />
        )}
        <DisplaySwitch tiles={tiles} onTiles={onTiles} small={small} />
        {byLocation && !locationFiltered && rules.canEditLocations ? (
          <Button size="sm" variant="outline-primary" className={fill} onClick={onCreateLocation}>
            <i className="bi bi-plus-circle me-1" aria-hidden />
            <UnitsText id="units.location.new" />
          </Button>
        ) : null}
        {rules.canAddUnit || rules.canAddExternUnit ? (
          <Link to="/migrate" className={`btn btn-sm btn-primary${fill}`}>
            <i className="bi bi-plus-lg me-1" aria-hidden />
            <UnitsText id={rules.canAddUnit ? 'units.addOldUnit' : 'units.addExternUnit'} />
          </Link>
        ) : null}
      </div>
    </Card.Header>
  );
}

/** The list's kind as the page heading, with the count of what it lists. */
function ListTitle({ byLocation, total }: { byLocation: boolean; total: number | null }) {
  const text = useUnitsText();
  return (
    <div className="d-flex align-items-center gap-2 me-auto">
      <i className={`bi ${byLocation ? 'bi-buildings' : 'bi-cpu'} fs-5 text-body-secondary`} aria-hidden />
      <h1 className="h5 mb-0">
        <UnitsText id={byLocation ? 'units.title.locations' : 'units.title.units'} />
      </h1>
      {total !== null ? (
        <Badge
          pill
          bg=""
          className="fw-normal text-body-secondary border"
          data-testid="list-total"
          title={text(byLocation ? 'units.total.locations' : 'units.total.units', { count: total })}
        >
          {total}
        </Badge>
      ) : null}
    </div>
  );
}

/** By location or by unit (spec 2 sort switch). */
function SortSwitch({
  byLocation,
  onSortByLocation,
  small,
}: {
  byLocation: boolean;
  onSortByLocation: (byLocation: boolean) => void;
  small: boolean;
}) {
  const text = useUnitsText();
  return (
    <ToggleButtonGroup
      type="radio"
      name="units-sort"
      size="sm"
      value={byLocation ? 'location' : 'unit'}
      onChange={(value: string) => onSortByLocation(value === 'location')}
      aria-label={text('units.sort.label')}
      className={small ? 'w-100' : undefined}
    >
      <ToggleButton id="units-sort-location" value="location" variant="outline-secondary">
        <i className="bi bi-buildings me-1" aria-hidden />
        <UnitsText id="units.sort.byLocation" />
      </ToggleButton>
      <ToggleButton id="units-sort-unit" value="unit" variant="outline-secondary">
        <i className="bi bi-list-ul me-1" aria-hidden />
        <UnitsText id="units.sort.byUnit" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
