import type { ServiceStatsResponse, ShopBooking } from '@portal/contracts';

/** Bookings (not withdrawn) per month of booking and service, with revenue, between two months. */
export function serviceStats(
  bookings: readonly ShopBooking[],
  from?: string,
  to?: string,
): ServiceStatsResponse {
  const months = new Map<string, ServiceStatsResponse['months'][number]>();
  const totals: Record<string, number> = {};
  for (const booking of bookings) {
    if (booking.blacklisted) continue;
    const month = booking.bookedAt.slice(0, 7);
    if ((from && month < from) || (to && month > to)) continue;
    const entry = months.get(month) ?? { month, counts: {}, revenue: {} };
    entry.counts[booking.service] = (entry.counts[booking.service] ?? 0) + 1;
    entry.revenue[booking.service] = (entry.revenue[booking.service] ?? 0) + booking.price;
    months.set(month, entry);
    totals[booking.service] = (totals[booking.service] ?? 0) + 1;
  }
  return { months: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)), totals };
}
