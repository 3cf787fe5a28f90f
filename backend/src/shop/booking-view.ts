import type { ShopBooking } from '@portal/contracts';
import type { BookingRow, OrderSource } from './shop.repository.js';

/** A booking with its location's name, as lists and exports show it. */
export type BookingView = BookingRow & { locationName: string };

export function toShopBooking(row: BookingView, source: OrderSource): ShopBooking {
  return {
    orderServiceId: row.id,
    orderNumber: row.orderNumber,
    service: row.service as ShopBooking['service'],
    productNumber: row.productNumber,
    year: row.year,
    locationUuid: row.locationUuid,
    locationName: row.locationName,
    serials: row.serials,
    source,
    free: row.free,
    price: row.free ? 0 : row.price,
    blacklisted: row.blacklisted,
    bookedBy: row.bookedBy,
    bookedAt: row.bookedAt.toISOString(),
  };
}
