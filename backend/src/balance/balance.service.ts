import { Inject, Injectable } from '@nestjs/common';
import {
  type BalanceQuery,
  type BalanceResponse,
  type BalanceTariffs,
  type BalanceTariffsResponse,
  type SiteBalanceResponse,
  fromWallClock,
} from '@portal/contracts';
import { type UnitKind, displayGain, productGroupSchema } from '@portal/unit-catalog';
import { AuditService } from '../audit/audit.service.js';
import { UnitAccessService } from '../canip/unit-access.service.js';
import { ApiException, roleMissing } from '../common/api-exception.js';
import { chpModelOf } from '../hzatool/chp-units.js';
import { HzatoolService } from '../hzatool/hzatool.service.js';
import { TimeseriesHistoryService } from '../timeseries/history.service.js';
import type { UnitRow } from '../units/unit-row.js';
import type { UnitViewer } from '../units/unit-visibility.js';
import { UnitsService } from '../units/units.service.js';
import { hsOverHi } from './balance-factors.js';
import { modelKWhPerHour, reliefPerKWhHs } from './balance-fuel.js';
import { type BalanceKeys, type CounterRole, balanceKeys } from './balance-keys.js';
import { type BalanceWindow, balanceWindow } from './balance-period.js';
import { BalanceRepository } from './balance.repository.js';
import { degreeDays, heatingLimitC, normalisedChange, roomC } from './degree-days.js';
import { type EnergyTaxRelief, applicationReliefPerKWhHs, noRelief } from './energy-tax-relief.js';
import { type Closure, type CounterTotals, energyFigures } from './energy-balance.js';
import type { HoursBefore } from './money-co2.js';
import { meteredSplit, shareOfSplit, siteBalance, siteGenerationCheck } from './site-balance.js';
import { type Readings, type RoleByDay, figuresOf } from './balance-figures.js';

/** Daily means outside this are no temperature: an absent Dachs sensor reads 127 °C (facts §1a). */
const plausibleOutdoorC = { min: -60, max: 60 };

type Viewer = UnitViewer & { login: string };

/** GET /rest/units/{sn}/balance and the tariffs (issue 45), docs/adr/0023-unit-balance.md. */
@Injectable()
export class BalanceService {
  constructor(
    @Inject(UnitAccessService) private readonly access: UnitAccessService,
    @Inject(TimeseriesHistoryService) private readonly history: TimeseriesHistoryService,
    @Inject(BalanceRepository) private readonly repository: BalanceRepository,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(HzatoolService) private readonly energyTax: HzatoolService,
  ) {}

  async balance(
    viewer: UnitViewer,
    sn: string,
    query: BalanceQuery,
    now = Date.now(),
  ): Promise<BalanceResponse> {
    const { unit, kind } = await this.access.access(viewer, sn, 'data');
    return this.figures(unit, kind, query, now);
  }

  /**
   * The balance of a unit the caller may reach (its access checked already): the monthly reports
   * read the same figures as the page.
   */
  async figures(
    unit: UnitRow,
    kind: UnitKind,
    query: BalanceQuery,
    now = Date.now(),
  ): Promise<BalanceResponse> {
    return figuresOf(await this.readings(unit, kind, query, now));
  }

  /** What a unit's balance is computed from: its tariffs and what its counters counted. */
  private async readings(unit: UnitRow, kind: UnitKind, query: BalanceQuery, now: number): Promise<Readings> {
    const sn = unit.seriennummer;
    const keys = balanceKeys(kind);
    const window = balanceWindow(query.period ?? 'month', query.start, now);
    const stored = await this.repository.tariffs(sn);
    const { model, fuel: unitFuel } = chpModelOf(unit);
    // Only what burns has a fuel: a heat pump's installer note says nothing.
    const fuel = keys.kind === 'chp' ? (stored?.tariffs.fuel ?? unitFuel) : null;
    const series = await this.history.seriesOf(sn, [
      ...Object.values(keys.counters).flat(),
      ...(keys.outdoor ? [keys.outdoor] : []),
    ]);
    const { totals, days, byDay } = await this.counterTotals(kind, keys, series, window);
    const fuelKWhPerHour = stored?.tariffs.fuelKWhPerHour ?? modelKWhPerHour(model);
    // The heat does not depend on how own use is split: the degree days take it unsplit.
    const { heatKWh } = energyFigures({ kind: keys.kind, totals, fuelKWhPerHour, ownUsePercent: null });
    const [year, month] = window.firstDay.split('-').map(Number) as [number, number];
    return {
      sn,
      period: query.period ?? 'month',
      keys,
      window,
      stored,
      fuel,
      relief: keys.kind === 'chp' ? await this.relief(unit, fuel, year, month) : noRelief,
      totals,
      days,
      byDay,
      fuelKWhPerHour,
      hoursBefore:
        stored && keys.kind === 'chp'
          ? await this.hoursBefore(kind, keys, series, window, fromWallClock(year, 1, 1))
          : { inYear: 0, inAll: null },
      degreeDays: await this.degreeDays(kind, keys, series, window, heatKWh),
    };
  }

  /**
   * A CHP unit's energy-tax relief: as its location's application in the energy-tax tool decides it
   * for the year, else the partial rate of the month the period starts in.
   */
  private async relief(
    unit: UnitRow,
    fuel: Readings['fuel'],
    year: number,
    month: number,
  ): Promise<EnergyTaxRelief> {
    const plant = unit.locationUuid;
    const saved = plant ? await this.energyTax.savedApplication(plant, year) : undefined;
    if (plant && saved) {
      const perKWhHs = applicationReliefPerKWhHs(
        await this.energyTax.summary(plant, year, saved.application),
      );
      if (perKWhHs !== null) return { perKWhHs, applicationYear: year };
    }
    return { perKWhHs: reliefPerKWhHs(fuel, year, month), applicationYear: null };
  }

  /** The balance of the unit's location: every unit there the viewer may read, the asked one first. */
  async siteBalance(
    viewer: UnitViewer,
    sn: string,
    query: BalanceQuery,
    now = Date.now(),
  ): Promise<SiteBalanceResponse> {
    const { unit } = await this.access.access(viewer, sn, 'data');
    const placed = unit.locationUuid
      ? await this.units.placedOfGroups(viewer, productGroupSchema.options, [unit.locationUuid])
      : [];
    const others = placed
      .filter((other) => other.seriennummer !== sn)
      .map((other) => ({ sn: other.seriennummer, productGroup: other.productGroup }));
    return (await this.balanceOf(viewer, [{ sn, productGroup: unit.productGroup }, ...others], query, now))!;
  }

  /**
   * The balance of these units together (a location's), those the viewer may not read left out;
   * null when none is left. CHP units get their share of what a grid connection among them metered.
   */
  async balanceOf(
    viewer: UnitViewer,
    units: readonly { sn: string; productGroup: string }[],
    query: BalanceQuery,
    now = Date.now(),
  ): Promise<SiteBalanceResponse | null> {
    const groups = new Map(units.map((unit) => [unit.sn, unit.productGroup]));
    const readable = async ({ sn }: { sn: string }) => {
      try {
        const { unit, kind } = await this.access.access(viewer, sn, 'data');
        return await this.readings(unit, kind, query, now);
      } catch (error) {
        // Seen there but not readable (no contract, consent or connection): not part of the sum.
        if (error instanceof ApiException && error.status < 500) return null;
        throw error;
      }
    };
    const read = (await Promise.all(units.map(readable))).filter((readings) => readings !== null);
    if (read.length === 0) return null;
    const found = read.map((readings) => figuresOf(readings));
    const split = meteredSplit(found);
    const chpKWh = (balance: BalanceResponse) =>
      balance.kind === 'chp' ? (balance.energy.electricityKWh ?? 0) : 0;
    const allChpKWh = found.reduce((total, balance) => total + chpKWh(balance), 0);
    // Where a grid connection meters own use, each CHP unit is costed with its share of it.
    const balances = split
      ? found.map((balance, i) =>
          chpKWh(balance) > 0
            ? figuresOf(read[i]!, shareOfSplit(split, chpKWh(balance), allChpKWh))
            : balance,
        )
      : found;
    const fuel = balances.find((balance) => balance.kind === 'chp')?.fuel ?? 'naturalGas';
    return {
      site: siteBalance(balances[0]!.sn, balances, hsOverHi(fuel).value, this.siteGeneration(read)),
      units: balances.map((balance) => ({
        sn: balance.sn,
        productGroup: groups.get(balance.sn) ?? '',
        balance,
      })),
    };
  }

  /** The CHP units' electricity against the grid connections' generation meter, day by day. */
  private siteGeneration(read: readonly Readings[]): Closure | null {
    const sum = (kind: BalanceResponse['kind'], role: CounterRole) => {
      const total = new Map<number, number>();
      for (const readings of read.filter((r) => r.keys.kind === kind))
        for (const [day, kWh] of readings.byDay[role] ?? []) total.set(day, (total.get(day) ?? 0) + kWh);
      return total;
    };
    if (!read.some((r) => r.keys.kind === 'chp') || !read.some((r) => r.keys.kind === 'grid')) return null;
    return siteGenerationCheck(sum('chp', 'electricity'), sum('grid', 'generation'));
  }

  /** Each role's counters summed over the period (display units), and the days any counter moved. */
  private async counterTotals(
    kind: UnitKind,
    keys: BalanceKeys,
    series: Map<string, number>,
    window: { from: number; to: number },
  ): Promise<{ totals: CounterTotals; days: number; byDay: RoleByDay }> {
    const roleOf = new Map<number, { role: CounterRole; gain: number }>();
    for (const [role, roleKeys] of Object.entries(keys.counters) as [CounterRole, string[]][])
      for (const key of roleKeys) {
        const id = series.get(key);
        if (id !== undefined) roleOf.set(id, { role, gain: displayGain(kind, key) });
      }
    const rows = await this.history.increments([...roleOf.keys()], '1d', window.from, window.to);
    const totals: CounterTotals = {};
    const byDay: RoleByDay = {};
    const days = new Set<number>();
    for (const row of rows) {
      const entry = roleOf.get(row.series);
      if (!entry) continue;
      totals[entry.role] = (totals[entry.role] ?? 0) + row.values.reduce((sum, v) => sum + v, 0) * entry.gain;
      const perDay = (byDay[entry.role] ??= new Map());
      row.buckets.forEach((day, i) => {
        days.add(day);
        perDay.set(day, (perDay.get(day) ?? 0) + (row.values[i] ?? 0) * entry.gain);
      });
    }
    return { totals, days: days.size, byDay };
  }

  /**
   * The operating hours the KWKG's bonus limits count before the period: those of its calendar year
   * (summed increments since 1 January) and all of them (the counter at the period's start: its
   * first day's last reading less that day's increment).
   */
  private async hoursBefore(
    kind: UnitKind,
    keys: BalanceKeys,
    series: Map<string, number>,
    window: BalanceWindow,
    yearStart: number,
  ): Promise<HoursBefore> {
    const hoursKeys = keys.counters.operatingHours;
    const id = hoursKeys?.[0] === undefined ? undefined : series.get(hoursKeys[0]);
    if (!hoursKeys || id === undefined) return { inYear: 0, inAll: null };
    const gain = displayGain(kind, hoursKeys[0]!);
    const inYear =
      yearStart < window.from
        ? ((
            await this.counterTotals(kind, { ...keys, counters: { operatingHours: hoursKeys } }, series, {
              from: yearStart,
              to: window.from,
            })
          ).totals.operatingHours ?? 0)
        : 0;
    const [[last], [increments]] = await Promise.all([
      this.history.stats([id], '1d', 'last', window.from, window.to),
      this.history.increments([id], '1d', window.from, window.to),
    ]);
    const firstLast = last?.values[0];
    const firstIncrement = increments?.buckets[0] === last?.first ? increments?.values[0] : undefined;
    return {
      inYear,
      inAll:
        firstLast === undefined || firstIncrement === undefined ? null : (firstLast - firstIncrement) * gain,
    };
  }

  /** Daily mean outdoor temperatures of the window (°C), implausible ones (no sensor) left out. */
  private async dailyMeans(
    kind: UnitKind,
    key: string | undefined,
    series: Map<string, number>,
    window: { from: number; to: number },
  ): Promise<number[]> {
    const id = key === undefined ? undefined : series.get(key);
    if (key === undefined || id === undefined) return [];
    const gain = displayGain(kind, key);
    const [row] = await this.history.stats([id], '1d', 'mean', window.from, window.to);
    return (row?.values ?? [])
      .map((value) => value * gain)
      .filter((mean) => mean >= plausibleOutdoorC.min && mean <= plausibleOutdoorC.max);
  }

  private async degreeDays(
    kind: UnitKind,
    keys: BalanceKeys,
    series: Map<string, number>,
    window: BalanceWindow,
    heatKWh: number | null,
  ): Promise<BalanceResponse['degreeDays']> {
    const now = degreeDays(await this.dailyMeans(kind, keys.outdoor, series, window));
    const base = { baseC: heatingLimitC, roomC, ...now };
    if (now.degreeDays === null)
      return {
        ...base,
        sensor: false,
        heatPerDegreeDay: null,
        previous: null,
        normalisedChangePercent: null,
      };
    const before = degreeDays(await this.dailyMeans(kind, keys.outdoor, series, window.previousYear));
    const previousHeat = keys.counters.heat
      ? ((
          await this.counterTotals(
            kind,
            { ...keys, counters: { heat: keys.counters.heat } },
            series,
            window.previousYear,
          )
        ).totals.heat ?? null)
      : null;
    const change = normalisedChange(heatKWh, now.degreeDays, previousHeat, before.degreeDays);
    return {
      ...base,
      sensor: true,
      heatPerDegreeDay: change.heatPerDegreeDay,
      previous: {
        degreeDays: before.degreeDays,
        heatKWh: previousHeat,
        heatPerDegreeDay: change.previousHeatPerDegreeDay,
      },
      normalisedChangePercent: change.changePercent,
    };
  }

  async tariffs(viewer: Viewer, sn: string): Promise<BalanceTariffsResponse> {
    const { isOperator } = await this.access.access(viewer, sn, 'data');
    const stored = await this.repository.tariffs(sn);
    return {
      tariffs: stored?.tariffs ?? null,
      updatedAt: stored?.updatedAt.toISOString() ?? null,
      mayEdit: mayEdit(viewer, isOperator),
    };
  }

  async saveTariffs(viewer: Viewer, sn: string, tariffs: BalanceTariffs, now = new Date()) {
    const { isOperator } = await this.access.access(viewer, sn, 'data');
    if (!mayEdit(viewer, isOperator)) throw roleMissing();
    await this.repository.saveTariffs(sn, tariffs, viewer.id, now);
    await this.audit.record({ actor: viewer.login, action: 'balance.tariffs', sn, details: { ...tariffs } });
    return this.tariffs(viewer, sn);
  }
}

/** The unit's operator and admins change the tariffs; partners with consent only read them. */
function mayEdit(viewer: UnitViewer, isOperator: boolean): boolean {
  return isOperator || viewer.roles.includes('admin');
}
