import { z } from 'zod';
import { incidentSeverities } from './alarms.js';
import { type FleetStatus, fleetRegions, fleetStatuses } from './fleet-rules.js';

// The fleet overview (issue 44, /fleet): figures over the units a partner or the manufacturer sees,
// 30-day trends, what is new since the last visit and the units per German state for the map
// (docs/adr/0021-fleet-overview.md).

export * from './fleet-rules.js';

export const fleetOverviewQuerySchema = z.object({
  /** Days of the trend charts, ending today (Berlin calendar). */
  days: z.coerce.number().int().min(7).max(90).default(30),
});
export type FleetOverviewQuery = z.input<typeof fleetOverviewQuerySchema>;

const count = z.number().int().nonnegative();

/** Energy in kWh of a period and of the same period a year before (null: no stored counter then). */
const energyComparisonSchema = z.object({
  kWh: z.number().nonnegative(),
  lastYearKWh: z.number().nonnegative().nullable(),
});

export const fleetRegionSchema = z.object({
  region: z.enum(fleetRegions),
  units: count,
  /** Units per status. */
  byStatus: z.object({ fault: count, warning: count, offline: count, ok: count }),
  worst: z.enum(fleetStatuses),
});
export type FleetRegionEntry = z.infer<typeof fleetRegionSchema>;

export const fleetOverviewResponseSchema = z.object({
  /** When the figures were taken (ISO). */
  at: z.string(),
  units: z.object({
    total: count,
    online: count,
    /** Locked out by a fault (the glance's lock). */
    locked: count,
    /** Service due now or within serviceHorizonDays (the unit list's maintenanceDue filter). */
    maintenanceDue: count,
    byStatus: z.object({ fault: count, warning: count, offline: count, ok: count }),
  }),
  /** Open (unresolved) incidents per severity. */
  openIncidents: z.object(
    Object.fromEntries(incidentSeverities.map((s) => [s, count])) as {
      [S in (typeof incidentSeverities)[number]]: typeof count;
    },
  ),
  energy: z.object({ yesterday: energyComparisonSchema, thisMonth: energyComparisonSchema }),
  /** One entry per day (YYYY-MM-DD, Berlin), oldest first. */
  trend: z.array(
    z.object({
      day: z.string(),
      /** Incidents opened that day. */
      incidentsOpened: count,
      /** Incidents not resolved at the end of that day (now, for today). */
      incidentsOpen: count,
      kWh: z.number().nonnegative(),
    }),
  ),
  sinceLastVisit: z.object({
    /** The previous visit (ISO); null on the first one. */
    previousVisit: z.string().nullable(),
    incidents: count,
    units: count,
  }),
  /** Every state with units, then 'unknown' when some units have no known postcode. */
  regions: z.array(fleetRegionSchema),
});
export type FleetOverviewResponse = z.infer<typeof fleetOverviewResponseSchema>;

const ranks: Record<FleetStatus, number> = { fault: 0, warning: 1, offline: 2, ok: 3 };

/** The worse of two statuses (fault > warning > offline > ok). */
export function worseStatus(a: FleetStatus, b: FleetStatus): FleetStatus {
  return ranks[a] <= ranks[b] ? a : b;
}

/** The worst status that has units in `byStatus` ('ok' when none). */
export function worstStatusOf(byStatus: Record<FleetStatus, number>): FleetStatus {
  return fleetStatuses.find((status) => byStatus[status] > 0) ?? 'ok';
}
