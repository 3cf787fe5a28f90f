import type { FleetOverviewResponse } from '@portal/contracts';

/** An overview as the server answers it: 12 units in Bavaria (one faulty), 3 in Hamburg, 1 unknown. */
export function overviewFixture(patch: Partial<FleetOverviewResponse> = {}): FleetOverviewResponse {
  return {
    at: '2026-11-29T10:00:00.000Z',
    units: {
      total: 16,
      online: 13,
      locked: 1,
      maintenanceDue: 2,
      byStatus: { fault: 1, warning: 2, offline: 2, ok: 11 },
    },
    openIncidents: { locking: 1, fault: 0, warning: 2, info: 0 },
    energy: {
      yesterday: { kWh: 1250.4, lastYearKWh: 1000 },
      thisMonth: { kWh: 30500, lastYearKWh: null },
    },
    trend: Array.from({ length: 30 }, (_, i) => ({
      day: `2026-11-${String(i + 1).padStart(2, '0')}`,
      incidentsOpened: i % 3,
      incidentsOpen: 2 + (i % 4),
      kWh: 900 + i * 10,
    })),
    sinceLastVisit: { previousVisit: '2026-11-28T08:30:00.000Z', incidents: 3, units: 1 },
    regions: [
      { region: 'HH', units: 3, byStatus: { fault: 0, warning: 0, offline: 1, ok: 2 }, worst: 'offline' },
      { region: 'BY', units: 12, byStatus: { fault: 1, warning: 2, offline: 1, ok: 8 }, worst: 'fault' },
      { region: 'unknown', units: 1, byStatus: { fault: 0, warning: 0, offline: 0, ok: 1 }, worst: 'ok' },
    ],
    ...patch,
  };
}
