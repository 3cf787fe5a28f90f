import type { BalanceResponse } from '@portal/contracts';
import { localDate } from '../charts/berlin-calendar.js';
import { normalisedChange } from './degree-days.js';
import { type Closure, type Energy, closureCheck, efficiencies, flows } from './energy-balance.js';

// The balance of a location from its units' balances (docs/adr/0023-unit-balance.md): CHP units and
// heat pumps add up, a grid connection's meter tells own use, feed-in, import and consumption, and
// its generation meter checks what the CHP units counted.

type Money = NonNullable<BalanceResponse['money']>;
type Co2 = NonNullable<BalanceResponse['co2']>;

const sum = (values: readonly (number | null)[]): number | null =>
  values.length === 0 || values.some((value) => value === null)
    ? null
    : values.reduce<number>((total, value) => total + (value ?? 0), 0);

const ofKind = (units: readonly BalanceResponse[], kind: BalanceResponse['kind']) =>
  units.filter((unit) => unit.kind === kind);

/** Where the location's grid connections meter own use and feed-in: what they metered, summed. */
export function meteredSplit(
  units: readonly BalanceResponse[],
): { ownUseKWh: number; feedInKWh: number } | null {
  const grids = ofKind(units, 'grid').filter((grid) => grid.energy.ownUseSource === 'meter');
  const ownUse = sum(grids.map((grid) => grid.energy.ownUseKWh));
  const feedIn = sum(grids.map((grid) => grid.energy.feedInKWh));
  return grids.length > 0 && ownUse !== null && feedIn !== null
    ? { ownUseKWh: ownUse, feedInKWh: feedIn }
    : null;
}

/** A CHP unit's part of the metered own use and feed-in: its share of what the CHP units made. */
export function shareOfSplit(
  split: { ownUseKWh: number; feedInKWh: number },
  electricityKWh: number,
  allChpKWh: number,
) {
  const share = allChpKWh > 0 ? electricityKWh / allChpKWh : 0;
  return { ownUse: split.ownUseKWh * share, feedIn: split.feedInKWh * share };
}

function energyOf(units: readonly BalanceResponse[]): Energy {
  const chp = ofKind(units, 'chp').map((unit) => unit.energy);
  const heatPumps = ofKind(units, 'heatPump').map((unit) => unit.energy);
  const grids = ofKind(units, 'grid').map((unit) => unit.energy);
  const metered = grids.length > 0 && grids.every((grid) => grid.ownUseSource === 'meter');
  const splitFrom = metered ? grids : chp;
  const fuelSources = new Set(chp.map((unit) => unit.fuelSource));
  return {
    fuelKWhHs: chp.length ? sum(chp.map((unit) => unit.fuelKWhHs)) : null,
    fuelSource:
      fuelSources.size === 1 ? [...fuelSources][0]! : fuelSources.has('unknown') ? 'unknown' : 'estimated',
    fuelKWhPerHour: null,
    electricityKWh: chp.length ? sum(chp.map((unit) => unit.electricityKWh)) : null,
    heatKWh: chp.length + heatPumps.length ? sum([...chp, ...heatPumps].map((unit) => unit.heatKWh)) : null,
    electricityInKWh: heatPumps.length ? sum(heatPumps.map((unit) => unit.electricityInKWh)) : null,
    ownUseKWh: splitFrom.length ? sum(splitFrom.map((unit) => unit.ownUseKWh)) : null,
    feedInKWh: splitFrom.length ? sum(splitFrom.map((unit) => unit.feedInKWh)) : null,
    gridImportKWh: grids.length ? sum(grids.map((unit) => unit.gridImportKWh)) : null,
    consumptionKWh: grids.length ? sum(grids.map((unit) => unit.consumptionKWh)) : null,
    ownUseSource: metered ? 'meter' : (splitFrom[0]?.ownUseSource ?? 'unknown'),
    operatingHours: chp.length ? sum(chp.map((unit) => unit.operatingHours)) : null,
    starts: chp.length ? sum(chp.map((unit) => unit.starts)) : null,
  };
}

/**
 * Efficiencies of the CHP units together (their fuel, electricity and heat) and the heat pumps'
 * seasonal COP together: the site's heat pump heat is no CHP output.
 */
function efficiencyOf(units: readonly BalanceResponse[], hsOverHi: number): BalanceResponse['efficiency'] {
  const chp = energyOf(ofKind(units, 'chp'));
  const heatPumps = energyOf(ofKind(units, 'heatPump'));
  return { ...efficiencies(chp, hsOverHi), cop: efficiencies(heatPumps, hsOverHi).cop };
}

/** kWh a side counted per day, by the day's start (ms). */
export type DailyKWh = ReadonlyMap<number, number>;

/**
 * What the CHP units counted against the grid connection's generation meter, over the days both
 * sides have data for. A side whose data starts later holds what came before in its first day, and
 * one whose data ends earlier was cut short on its last day: those days are left out, and the check
 * names the days it compared. Null when no day is left.
 */
export function siteGenerationCheck(counted: DailyKWh, metered: DailyKWh): Closure | null {
  if (counted.size === 0 || metered.size === 0) return null;
  const first = (days: DailyKWh) => Math.min(...days.keys());
  const last = (days: DailyKWh) => Math.max(...days.keys());
  const start = Math.max(first(counted), first(metered));
  const end = Math.min(last(counted), last(metered));
  const sameStart = first(counted) === first(metered);
  const sameEnd = last(counted) === last(metered);
  const compared = [...counted.keys()]
    .filter((day) => metered.has(day))
    .filter((day) => (sameStart ? day >= start : day > start) && (sameEnd ? day <= end : day < end));
  if (compared.length === 0) return null;
  const from = Math.min(...compared);
  const to = Math.max(...compared);
  const within = (days: DailyKWh) =>
    [...days].reduce((total, [day, kWh]) => (day >= from && day <= to ? total + kWh : total), 0);
  return {
    ...closureCheck('siteGeneration', within(counted), within(metered)),
    days: { from: localDate(from), to: localDate(to) },
  };
}

/**
 * The grid connections' own checks, the CHP units' conversion checks and the site's; a CHP unit's
 * generation check against its metered share would repeat the site's.
 */
function siteClosure(
  units: readonly BalanceResponse[],
  generation: Closure | null,
): BalanceResponse['closure'] {
  const checks = [
    ...ofKind(units, 'grid').flatMap((unit) => unit.closure),
    ...ofKind(units, 'chp').flatMap((unit) => unit.closure.filter((check) => check.check === 'conversion')),
    ...(generation ? [generation] : []),
  ];
  return checks.filter((check, i) => checks.findIndex((other) => other.check === check.check) === i);
}

/**
 * The units whose money and CO2 the location's are: CHP units and heat pumps. A grid connection's
 * own figures are the CHP units' own use and feed-in, costed at those units.
 */
const producers = (units: readonly BalanceResponse[]) =>
  units.filter((unit) => unit.kind === 'chp' || unit.kind === 'heatPump');

/** The sum over the producers, or null while one of them has none (no tariffs, no fuel): no part sums. */
function allOf<T>(units: readonly BalanceResponse[], pick: (unit: BalanceResponse) => T | null): T[] | null {
  const values = producers(units).map(pick);
  const known = values.filter((value) => value !== null);
  return known.length > 0 && known.length === values.length ? known : null;
}

function moneyOf(units: readonly BalanceResponse[]): Money | null {
  const costed = allOf(units, (unit) => unit.money);
  if (!costed) return null;
  const total = (pick: (money: Money) => number) => costed.reduce((all, money) => all + pick(money), 0);
  return {
    fuelCost: total((m) => m.fuelCost),
    electricityCost: total((m) => m.electricityCost),
    ownUseSaving: total((m) => m.ownUseSaving),
    feedInRevenue: total((m) => m.feedInRevenue),
    chpBonus: total((m) => m.chpBonus),
    chpBonusKWh: total((m) => m.chpBonusKWh),
    chpBonusHours: total((m) => m.chpBonusHours),
    chpBonusHoursLeft: null,
    energyTaxRelief: total((m) => m.energyTaxRelief),
    netCost: total((m) => m.netCost),
    referenceCost: total((m) => m.referenceCost),
    savings: total((m) => m.savings),
  };
}

function co2Of(units: readonly BalanceResponse[]): Co2 | null {
  const counted = allOf(units, (unit) => unit.co2);
  if (!counted) return null;
  const total = (pick: (co2: Co2) => number) => counted.reduce((all, co2) => all + pick(co2), 0);
  return {
    emittedKg: total((c) => c.emittedKg),
    referenceKg: total((c) => c.referenceKg),
    avoidedKg: total((c) => c.avoidedKg),
  };
}

/** Degree days are the location's weather: the first unit with an outdoor sensor tells them. */
function degreeDaysOf(
  units: readonly BalanceResponse[],
  heatKWh: number | null,
): BalanceResponse['degreeDays'] {
  const sensed = units.find((unit) => unit.degreeDays.sensor) ?? units[0]!;
  const days = sensed.degreeDays;
  if (!days.sensor || !days.previous) return days;
  const heated = units.filter((unit) => unit.energy.heatKWh !== null && unit.kind !== 'grid');
  const previousHeat = sum(heated.map((unit) => unit.degreeDays.previous?.heatKWh ?? null));
  const change = normalisedChange(heatKWh, days.degreeDays, previousHeat, days.previous.degreeDays);
  return {
    ...days,
    heatPerDegreeDay: change.heatPerDegreeDay,
    previous: { ...days.previous, heatKWh: previousHeat, heatPerDegreeDay: change.previousHeatPerDegreeDay },
    normalisedChangePercent: change.changePercent,
  };
}

/**
 * The location's balance in a unit balance's shape, from the balances of its units (CHP units with
 * their share of the metered own use already). `asked` is the unit it was asked through; `hsOverHi`
 * the CHP fuel's ratio; `generation` the check of the CHP units against the generation meter.
 */
export function siteBalance(
  asked: string,
  units: readonly BalanceResponse[],
  hsOverHi: number,
  generation: Closure | null = null,
): BalanceResponse {
  const first = units[0];
  if (!first) throw new Error('a location balance needs a unit');
  const energy = energyOf(units);
  const kind = ofKind(units, 'chp').length
    ? 'chp'
    : ofKind(units, 'heatPump').length
      ? 'heatPump'
      : ofKind(units, 'grid').length
        ? 'grid'
        : 'none';
  const factors = new Map(units.flatMap((unit) => unit.factors).map((factor) => [factor.id, factor]));
  return {
    sn: asked,
    period: first.period,
    from: first.from,
    to: first.to,
    kind,
    fuel: ofKind(units, 'chp')[0]?.fuel ?? null,
    daysWithData: Math.max(...units.map((unit) => unit.daysWithData)),
    energy,
    efficiency: efficiencyOf(units, hsOverHi),
    flows: [
      ...flows('chp', energyOf(ofKind(units, 'chp'))),
      ...flows('heatPump', energyOf(ofKind(units, 'heatPump'))),
      ...(ofKind(units, 'grid').length
        ? flows('grid', energy).filter((flow) => flow.to === 'consumption')
        : []),
    ].filter((flow, i, all) => all.findIndex((f) => f.from === flow.from && f.to === flow.to) === i),
    closure: siteClosure(units, generation),
    degreeDays: degreeDaysOf(units, energy.heatKWh),
    money: moneyOf(units),
    co2: co2Of(units),
    factors: [...factors.values()],
  };
}
