import { Inject, Injectable } from '@nestjs/common';
import { type FleetOverviewResponse, incidentSeverities, mayViewFleet } from '@portal/contracts';
import type { SQL } from 'drizzle-orm';
import { roleMissing } from '../common/api-exception.js';
import { postcodeStates } from '../common/postcode-states.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { UnitViewer } from '../units/unit-visibility.js';
import { UnitsService, type VisibleScope } from '../units/units.service.js';
import { FleetEnergy } from './fleet-energy.js';
import { dayLabel, fleetPeriods, sumWithin } from './fleet-periods.js';
import { regionEntries, unitFigures } from './fleet-regions.js';
import { FleetRepository, serialsSubquery } from './fleet.repository.js';
import { Snapshots } from './fleet-snapshots.js';

/** Reloads within this long are one visit: 'new since my last visit' keeps counting from the one before. */
const sameVisitMs = 30 * 60 * 1000;
/** Figures older than the refresh interval are still shown, while new ones are computed, up to this age. */
const servedStaleMs = 5 * 60 * 1000;

type Figures = Omit<FleetOverviewResponse, 'sinceLastVisit'>;

/** GET /rest/fleet/overview (issue 44): the fleet at a glance, docs/adr/0021-fleet-overview.md. */
@Injectable()
export class FleetService {
  private readonly snapshots: Snapshots<{ audience: Set<string> | undefined; figures: Figures }>;

  constructor(
    @Inject(FleetRepository) private readonly fleet: FleetRepository,
    @Inject(FleetEnergy) private readonly energy: FleetEnergy,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.snapshots = new Snapshots(config.fleet.refreshMs, servedStaleMs);
  }

  async overview(viewer: UnitViewer, days: number, now = new Date()): Promise<FleetOverviewResponse> {
    if (!mayViewFleet(viewer.roles, this.config.brand)) throw roleMissing();
    const visible = await this.units.visibleScope(viewer);
    // A viewer's own (rule incidents are theirs alone); a token's narrowed view is not kept.
    const key = viewer.unitLimit ? undefined : `${viewer.id}:${days}`;
    const kept = await this.snapshots.get(key, async () => {
      // Incidents as /alarms lists them, so the figures' links open the same ones. Resolved once to
      // its serials: up to three statements read it, and it is kept with the figures.
      const audience = await this.units.alarmAudienceSerials(viewer, visible.scope);
      return { audience, figures: await this.figures(viewer, visible, serialsSubquery(audience), days, now) };
    });
    const previousVisit = await this.fleet.recordVisit(viewer.id, now, sameVisitMs);
    const fresh = previousVisit
      ? await this.fleet.newSince(
          visible.where,
          serialsSubquery(kept.value.audience),
          viewer.id,
          previousVisit,
        )
      : { incidents: 0, units: 0 };
    return {
      ...kept.value.figures,
      sinceLastVisit: { previousVisit: previousVisit?.toISOString() ?? null, ...fresh },
    };
  }

  /** Everything but what is new since the visit, as of `now`. */
  private async figures(
    viewer: UnitViewer,
    { scope, where: visible }: VisibleScope,
    audience: SQL | undefined,
    days: number,
    now: Date,
  ): Promise<Figures> {
    const periods = fleetPeriods(now.getTime(), days);
    // One after the other: embedded PGlite runs one statement at a time anyway.
    const regions = await this.fleet.regionCounts(visible, ...postcodeColumns());
    const open = await this.fleet.openIncidents(audience, viewer.id);
    const incidents = await this.fleet.incidentTrend(audience, viewer.id, periods.trendDays, periods.end);
    const energy = await this.energy.byDay(scope, visible, [
      { from: periods.trendDays[0] ?? periods.thisMonth.from, to: periods.end },
      periods.thisMonth,
      periods.thisMonthLastYear,
      periods.yesterdayLastYear,
    ]);
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
