import type { LocationEntry } from '@portal/contracts';
import Badge from 'react-bootstrap/Badge';
import { useSystemtechnikLabel } from '../../../components/systemtechnik-label.js';

/** The system technology a location has (spec 3 Location.locationInfo; `initialSN` is no flag). */
export function SystemBadges({ location }: { location: Pick<LocationEntry, 'locationInfo'> }) {
  const label = useSystemtechnikLabel();
  const types = Object.entries(location.locationInfo)
    .filter(([type, value]) => value === true && type !== 'initialSN')
    .map(([type]) => type);
  if (types.length === 0) return null;
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {types.map((type) => (
        <Badge
          key={type}
          bg=""
          pill
          className="fw-normal text-primary-emphasis bg-primary-subtle border border-primary-subtle"
        >
          {label(type)}
        </Badge>
      ))}
    </span>
  );
}
