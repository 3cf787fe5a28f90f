import type { LocationEntry } from '@portal/contracts';
import { RemoteComponent } from '@portal/web-kit';

/**
 * The services of a location (spec 2 Unit list service buttons): the shop remote's component, so
 * ordering stays the shop's. Without the shop the column stays empty and the list works on.
 */
export function ServicesCell({ location }: { location: LocationEntry | null }) {
  if (!location) return null;
  return <RemoteComponent id="mf_shop/location-services" name="LocationServices" props={{ location }} />;
}
