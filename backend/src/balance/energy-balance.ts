import type { BalanceResponse, BalanceSource, BalanceUnitKind } from '@portal/contracts';
import type { CounterRole } from './balance-keys.js';

// The energy side of the balance from counter totals of a period: what went in and out, the
// efficiencies, the flows for the Sankey picture and the closure checks (docs/adr/0023-unit-balance.md).

export type CounterTotals = Partial<Record<CounterRole, number>>;
export type Energy = BalanceResponse['energy'];
export type Efficiency = BalanceResponse['efficiency'];
export type Flow = BalanceResponse['flows'][number];
export type Closure = BalanceResponse['closure'][number];

/** Where both sides are metered the balance must close within this (issue 45). */
export const closureTolerancePercent = 2;

export interface EnergyInput {
  kind: BalanceUnitKind;
  totals: CounterTotals;
  /** Fuel per operating hour (kWh Hs), for units without a fuel meter; null when not known. */
  fuelKWhPerHour: number | null;
  /** The owner's share of own use where no meter tells it; null when not given. */
  ownUsePercent: number | null;
}

const or = (value: number | undefined) => value ?? null;

function fuel(input: EnergyInput): Pick<Energy, 'fuelKWhHs' | 'fuelSource' | 'fuelKWhPerHour'> {
  const { totals, fuelKWhPerHour } = input;
  if (totals.fuel !== undefined) return { fuelKWhHs: totals.fuel, fuelSource: 'meter', fuelKWhPerHour: null };
  if (input.kind === 'chp' && totals.operatingHours !== undefined && fuelKWhPerHour !== null)
    return { fuelKWhHs: totals.operatingHours * fuelKWhPerHour, fuelSource: 'estimated', fuelKWhPerHour };
  return { fuelKWhHs: null, fuelSource: 'unknown', fuelKWhPerHour: null };
}

/** Own use and feed-in: metered at a grid connection, else the owner's share of what the unit made. */
function split(input: EnergyInput, electricity: number | null) {
  const { totals, ownUsePercent } = input;
  if (totals.ownUse !== undefined || totals.feedIn !== undefined)
    return {
      ownUseKWh: or(totals.ownUse),
      feedInKWh: or(totals.feedIn),
      ownUseSource: 'meter' as BalanceSource,
    };
  if (electricity !== null && ownUsePercent !== null) {
    const ownUse = (electricity * ownUsePercent) / 100;
    return { ownUseKWh: ownUse, feedInKWh: electricity - ownUse, ownUseSource: 'estimated' as BalanceSource };
  }
  return { ownUseKWh: null, feedInKWh: null, ownUseSource: 'unknown' as BalanceSource };
}

export function energyFigures(input: EnergyInput): Energy {
  const { totals } = input;
  const electricity = or(input.kind === 'grid' ? totals.generation : totals.electricity);
  return {
    ...fuel(input),
    electricityKWh: electricity,
    heatKWh: or(totals.heat),
    electricityInKWh: or(totals.electricityIn),
    ...split(input, electricity),
    gridImportKWh: or(totals.gridImport),
    consumptionKWh: or(totals.consumption),
    operatingHours: or(totals.operatingHours),
    starts: or(totals.starts),
  };
}

const ratio = (part: number | null, whole: number | null) =>
  part !== null && whole !== null && whole > 0 ? part / whole : null;

/** Efficiencies on the fuel's net calorific value Hi, as data sheets state them; the heat pump's COP. */
export function efficiencies(energy: Energy, hsOverHi: number): Efficiency {
  const fuelHi = energy.fuelKWhHs === null ? null : energy.fuelKWhHs / hsOverHi;
  const both =
    energy.electricityKWh !== null && energy.heatKWh !== null ? energy.electricityKWh + energy.heatKWh : null;
  return {
    electrical: ratio(energy.electricityKWh, fuelHi),
    thermal: ratio(energy.heatKWh, fuelHi),
    overall: ratio(both, fuelHi),
    cop: energy.electricityInKWh !== null ? ratio(energy.heatKWh, energy.electricityInKWh) : null,
  };
}

/** The period's flows in kWh (fuel on Hs), zero and unknown ones left out. */
export function flows(kind: BalanceUnitKind, energy: Energy): Flow[] {
  const out: Flow[] = [];
  const add = (from: Flow['from'], to: Flow['to'], kWh: number | null) => {
    if (kWh !== null && kWh > 0) out.push({ from, to, kWh });
  };
  const { fuelKWhHs: fuelIn, electricityKWh: el, heatKWh: heat } = energy;
  if (kind === 'chp') {
    add('fuel', 'electricity', fuelIn === null ? null : el);
    add('fuel', 'heat', fuelIn === null ? null : heat);
    add('fuel', 'losses', fuelIn === null ? null : fuelIn - (el ?? 0) - (heat ?? 0));
  }
  if (kind === 'heatPump') {
    add('grid', 'heat', energy.electricityInKWh);
    add('ambient', 'heat', heat === null ? null : heat - (energy.electricityInKWh ?? 0));
  }
  if (kind === 'chp' || kind === 'grid') {
    add('electricity', 'ownUse', energy.ownUseKWh);
    add('electricity', 'feedIn', energy.feedInKWh);
  }
  if (kind === 'grid') {
    add('ownUse', 'consumption', energy.ownUseKWh);
    add('grid', 'consumption', energy.gridImportKWh);
  }
  return out;
}

/** One check: in against out, closing within the tolerance (or as `closes` says). */
export function closureCheck(
  name: Closure['check'],
  inKWh: number,
  outKWh: number,
  closes?: boolean,
): Closure {
  const differenceKWh = inKWh - outKWh;
  const differencePercent = inKWh > 0 ? (differenceKWh / inKWh) * 100 : null;
  return {
    check: name,
    inKWh,
    outKWh,
    differenceKWh,
    differencePercent,
    tolerancePercent: closureTolerancePercent,
    closes:
      closes ??
      (differencePercent === null ? outKWh === 0 : Math.abs(differencePercent) <= closureTolerancePercent),
  };
}

/**
 * Checks where meters see both sides: at a grid connection generation = own use + feed-in and own
 * use + grid import = consumption; with a fuel meter, what the unit gives out cannot exceed the fuel
 * (the difference is its losses). An estimated side is no check: nothing is said then.
 */
export function closureChecks(energy: Energy): Closure[] {
  const checks: Closure[] = [];
  const {
    electricityKWh: el,
    ownUseKWh: own,
    feedInKWh: feed,
    gridImportKWh: grid,
    consumptionKWh: used,
  } = energy;
  if (energy.ownUseSource === 'meter' && el !== null && own !== null && feed !== null)
    checks.push(closureCheck('generation', el, own + feed));
  if (energy.ownUseSource === 'meter' && own !== null && grid !== null && used !== null)
    checks.push(closureCheck('consumption', own + grid, used));
  if (energy.fuelSource === 'meter' && energy.fuelKWhHs !== null && el !== null && energy.heatKWh !== null) {
    const out = el + energy.heatKWh;
    checks.push(
      closureCheck(
        'conversion',
        energy.fuelKWhHs,
        out,
        out <= energy.fuelKWhHs * (1 + closureTolerancePercent / 100),
      ),
    );
  }
  return checks;
}
