import { Inject, Injectable } from '@nestjs/common';
import { type FleetOverviewResponse, incidentSeverities, mayViewFleet } from '@portal/contracts';
import { roleMissing } from '../common/api-exception.js';
import { postcodeStates } from '../common/postcode-states.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { UnitViewer } from '../units/unit-visibility.js';
import { UnitsService } from '../units/units.service.js';
import { dayLabel, fleetPeriods, sumWithin } from './fleet-periods.js';
import { regionEntries, unitFigures } from './fleet-regions.js';
import { FleetRepository, serialsSubquery } from './fleet.repository.js';

/**
 * Energy produced: the electrical energy counters of the combined heat and power units (Dachs
 * Gen2, Dachs 0.8), as their kinds' 'work' charts add them up per day.
 */
export const producedEnergyKeys = ['Hka_Bd.ulArbeitElektr', 'Bz_Bd.e_elektrisch'] as const;

/** Reloads within this long are one visit: 'new since my last visit' keeps counting from the one before. */
const sameVisitMs = 30 * 60 * 1000;

/** GET /rest/fleet/overview (issue 44): the fleet at a glance, docs/adr/0021-fleet-overview.md. */
@Injectable()
export class FleetService {
  constructor(
    @Inject(FleetRepository) private readonly fleet: FleetRepository,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async overview(viewer: UnitViewer, days: number, now = new Date()): Promise<FleetOverviewResponse> {
    if (!mayViewFleet(viewer.roles, this.config.brand)) throw roleMissing();
    const visible = await this.units.visibleUnits(viewer);
    // Incidents as /alarms lists them, so the figures' links open the same ones. Resolved once to
    // its serials: three statements read it, and working out the partners' consents per unit each
    // time cost 0.9 s apiece at 100,000 units (pnpm bench:fleet).
    const audience = serialsSubquery(await this.units.alarmAudienceSerials(viewer));
    const periods = fleetPeriods(now.getTime(), days);
    const previousVisit = await this.fleet.recordVisit(viewer.id, now, sameVisitMs);
    // One after the other: embedded PGlite runs one statement at a time anyway.
    const regions = await this.fleet.regionCounts(visible, ...postcodeColumns());
    const open = await this.fleet.openIncidents(audience, viewer.id);
    const incidents = await this.fleet.incidentTrend(audience, viewer.id, periods.trendDays, periods.end);
    const energy = await this.fleet.energyByDay(visible, producedEnergyKeys, [
      { from: periods.trendDays[0] ?? periods.thisMonth.from, to: periods.end },
      periods.thisMonth,
      periods.thisMonthLastYear,
      periods.yesterdayLastYear,
    ]);
    const fresh = previousVisit
      ? await this.fleet.newSince(visible, audience, viewer.id, previousVisit)
      : { incidents: 0, units: 0 };
    return {
      at: now.toISOString(),
      units: unitFigures(regions),
      openIncidents: Object.fromEntries(
        incidentSeverities.map((severity) => [severity, open.get(severity) ?? 0]),
      ) as FleetOverviewResponse['openIncidents'],
      energy: {
        yesterday: {
          kWh: sumWithin(energy, periods.yesterday) ?? 0,
          lastYearKWh: sumWithin(energy, periods.yesterdayLastYear),
        },
        thisMonth: {
          kWh: sumWithin(energy, periods.thisMonth) ?? 0,
          lastYearKWh: sumWithin(energy, periods.thisMonthLastYear),
        },
      },
      trend: incidents.map(({ day, opened, open: stillOpen }) => ({
        day: dayLabel(day),
        incidentsOpened: opened,
        incidentsOpen: stillOpen,
        kWh: energy.get(day) ?? 0,
      })),
      sinceLastVisit: {
        previousVisit: previousVisit?.toISOString() ?? null,
        ...fresh,
      },
      regions: regionEntries(regions),
    };
  }
}

let columns: [string[], string[]] | undefined;

/** The postcode → state table as two columns, for the region query. */
function postcodeColumns(): [string[], string[]] {
  if (!columns) {
    const table = postcodeStates();
    const postcodes = [...table.allPostcodes()];
    columns = [postcodes, postcodes.map((plz) => table.stateOf(plz) ?? '')];
  }
  return columns;
}
