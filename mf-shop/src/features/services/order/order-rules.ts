import { type AddressPrefill, invalidateEndpoint } from '@portal/web-kit';
import type { AddressDataResponse, LocationEntry, LocationService } from '@portal/contracts';

// The Orders dialog's rules (spec 4 Order, 5 order rules, 6 who orders how, 8 shop errors).

/** Why a location's row cannot be chosen: booked already, or not bookable (its info text says why). */
export type RowLock = 'booked' | 'notBookable' | null;

export function rowLockOf(service: LocationService | undefined): RowLock {
  if (!service) return 'notBookable';
  if (service.booked) return 'booked';
  return service.bookable ? null : 'notBookable';
}

/** Spec 6: operators and subpartners order through the web shop, partners in the portal. */
export type OrderRoute = 'shop' | 'portal' | null;

export function orderRouteOf(flags: { orderViaShop: boolean; orderViaPortal: boolean }): OrderRoute {
  if (flags.orderViaShop) return 'shop';
  return flags.orderViaPortal ? 'portal' : null;
}

/** Spec 8: the shop needs the customer's address; missing fields or no saved address block the order. */
export function addressMissing(answer: AddressDataResponse): boolean {
  return answer.warnings.length > 0 || !answer.uuid;
}

/** A first address for the shop's customer: where the ordered location is (they may change it). */
export function addressPrefillOf(location: LocationEntry | undefined): AddressPrefill {
  if (!location || location.locationVirtual) return {};
  const { strasse, hausnummer, plz, ort } = location;
  return { strasse, hausnummer, plz, ort };
}

/** The chosen locations mapped to the serials ordered there (spec 3 Order basket entry). */
export function basketLocations(chosen: readonly LocationEntry[]): Record<string, string[]> {
  return Object.fromEntries(chosen.map((location) => [location.uuid, [...location.hkas]]));
}

/** The shop's hand-over of a basket the portal keeps (spec 7 shop redirect, `shopbasket=key`). */
export function shopBasketUrl(orderUrl: string, key: string): string {
  const url = new URL(orderUrl, window.location.href);
  url.searchParams.set('shopbasket', key);
  return url.toString();
}

/** After a booking: the location list (its service buttons) and the bookings load again. */
export function refreshAfterBooking(): Promise<unknown> {
  return Promise.all([invalidateEndpoint('units'), invalidateEndpoint('shopRefresh')]);
}
