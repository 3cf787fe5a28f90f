import {
  type LocationService,
  type ServiceProduct,
  isManufacturerStaff,
  primaryRole,
} from '@portal/contracts';
import type { LocationView } from '../units/location-view.js';
import type { SessionUser } from '../auth/session-user.js';
import type { Product } from './catalogue.js';
import type { BookingRow } from './shop.repository.js';

// Spec 5 order rules and spec 6 who orders how, as pure functions of their facts.

/** Spec 6: operators and subpartners order in the web shop, partners in the portal; demo users not. */
export function orderRoutes(
  user: SessionUser,
  brand: string,
): { orderViaShop: boolean; orderViaPortal: boolean } {
  if (user.roles.includes('demo')) return { orderViaShop: false, orderViaPortal: false };
  const primary = primaryRole(user.roles, brand);
  return {
    orderViaShop: primary === 'betreiber' || primary === 'subpartner',
    orderViaPortal: primary === 'partner',
  };
}

/** Spec 6: admins and holders of the hza_admin right book services free (whitelist) and withdraw them. */
export function mayWhitelist(user: SessionUser): boolean {
  return !user.roles.includes('demo') && (user.roles.includes('admin') || user.rights.includes('hza_admin'));
}

/** Spec 6: partners and manufacturer staff see service statistics and export bookings. */
export function seesServiceStatistics(user: SessionUser, brand: string): boolean {
  const primary = primaryRole(user.roles, brand);
  return primary === 'partner' || primary === 'subpartner' || isManufacturerStaff(user.roles, brand);
}

/** The product as the user sees it: the price is the trade price for partners. */
export function productProps(product: Product, user: SessionUser, brand: string): ServiceProduct {
  const primary = primaryRole(user.roles, brand);
  const trade = primary === 'partner' || primary === 'subpartner';
  return {
    number: product.number,
    name: product.name,
    namePackage: product.namePackage,
    price: trade ? product.prices.partner : product.prices.betreiber,
    prices: { ...product.prices },
  };
}

/** Why a location cannot book a product (an info key), or undefined when it can. */
export function notBookableReason(
  product: Product,
  location: Pick<LocationView, 'locationVirtual'>,
  productGroups: readonly string[],
): string | undefined {
  if (location.locationVirtual) return 'services.info.virtual';
  if (productGroups.length === 0) return 'services.info.nounits';
  const needs = product.needsProductGroups;
  if (needs && !productGroups.some((group) => needs.includes(group))) return 'services.info.nochp';
  return undefined;
}

/** Where a booked service opens: the tool for the location and year (spec 2 order links). */
export function orderUrl(product: Product, locationUuid: string, year: number): string {
  if (product.service !== 'hzatool') return '/services';
  return `/hzatool/${encodeURIComponent(locationUuid)}?year=${year}${product.editableYear ? '&edit=true' : ''}`;
}

/** One entry of Location.services (spec 3). */
export function locationService(
  product: Product,
  props: ServiceProduct,
  location: Pick<LocationView, 'uuid' | 'locationVirtual'>,
  productGroups: readonly string[],
  booking: BookingRow | undefined,
  year: number,
): LocationService {
  const reason = booking ? undefined : notBookableReason(product, location, productGroups);
  return {
    year,
    bookable: !booking && reason === undefined,
    booked: booking !== undefined,
    free: booking?.free ?? false,
    orderNumber: booking?.orderNumber ?? null,
    info: booking ? (booking.free ? 'services.info.free' : 'services.info.booked') : (reason ?? ''),
    orderURL: booking ? orderUrl(product, location.uuid, year) : null,
    props,
  };
}
