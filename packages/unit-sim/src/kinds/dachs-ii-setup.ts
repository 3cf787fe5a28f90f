import { dachsModelByPartNumber } from '@portal/unit-catalog';
import { at, programDay } from '../physics/time-program.js';
import { Accumulator } from '../physics/math.js';
import { type Random } from '../util/random.js';
import { type ValueStore } from '../model/values.js';
import { chpElectricalKw, chpThermalUnitKw } from './dachs-ii-engine.js';
import { tenDigits, unitAge, yearsInServiceThisYear } from './shared.js';
import { type KindContext } from './types.js';

// A Dachs as found in the field: in service since its commissioning, counters to match, the factory
// settings and a power-led time program for weekdays.

const epoch2000 = Date.UTC(2000, 0, 1);

export const dachsMaintenanceIntervalHours = 3500;
/** Boiler room temperature the idle engine and the tank cool toward. */
export const dachsRoomC = 18;

export interface DachsCounters {
  hours: Accumulator;
  starts: number;
  electricalKwh: Accumulator;
  thermalUnitKwh: Accumulator;
  thermalCondenserKwh: Accumulator;
  burnerHours: Accumulator;
  burnerStarts: number;
  /** Hot water drawn this calendar year in m3. */
  hotWaterYearM3: Accumulator;
}

/**
 * Counters of a Dachs in service since its commissioning: 4000-6000 operating hours a year (facts 2),
 * energy at 5.5 kW electrical and 10.5 kW thermal per hour, the 31 December snapshot of this year's
 * start (all zero when it was commissioned this year) and the static data.
 */
export function dachsInitialCounters(ctx: KindContext, rng: Random): DachsCounters {
  const { startTime, store } = ctx;
  const age = unitAge(rng, startTime, ctx.commissionedMs);
  const hoursPerYear = rng.between(4000, 6000);
  const hours = age.years * hoursPerYear;
  const hoursPerStart = rng.between(2.5, 6);
  const condenserShare = rng.between(0.08, 0.14);
  const hotWaterPerYear = rng.between(40, 90);
  const thisYear = yearsInServiceThisYear(age, startTime);
  const counters: DachsCounters = {
    hours: new Accumulator(hours),
    starts: Math.round(hours / hoursPerStart),
    electricalKwh: new Accumulator(hours * chpElectricalKw),
    thermalUnitKwh: new Accumulator(hours * chpThermalUnitKw),
    thermalCondenserKwh: new Accumulator(hours * chpThermalUnitKw * condenserShare),
    burnerHours: new Accumulator(age.years * rng.between(100, 600)),
    burnerStarts: Math.round(age.years * rng.between(300, 1200)),
    hotWaterYearM3: new Accumulator(hotWaterPerYear * thisYear),
  };
  // Counters as of last 31 December: now minus this year's share.
  const lastYears = age.years - thisYear;
  const atNewYear = (value: number) => Math.floor(age.years > 0 ? (value * lastYears) / age.years : 0);
  store.set('BD3112.Hka_Bd.ulBetriebssekunden', atNewYear(counters.hours.total));
  store.set('BD3112.Hka_Bd.ulAnzahlStarts', atNewYear(counters.starts));
  store.set('BD3112.Hka_Bd.ulArbeitElektr', atNewYear(counters.electricalKwh.total));
  store.set('BD3112.Hka_Bd.ulArbeitThermHka', atNewYear(counters.thermalUnitKwh.total));
  store.set('BD3112.Hka_Bd.ulArbeitThermKon', atNewYear(counters.thermalCondenserKwh.total));
  // Hot water of the last full year in service (none when there was none).
  const lastYearShare = Math.min(1, lastYears);
  store.set('BD3112.Ww_Bd.ulWwMengepA', Math.round(hotWaterPerYear * lastYearShare * rng.between(0.9, 1.1)));

  store.set('Hka_Bd_Stat.uchSeriennummer', tenDigits(ctx.sn, rng));
  store.set('Hka_Bd_Stat.uchTeilenummer', rng.pick(Object.keys(dachsModelByPartNumber)));
  store.set(
    'Hka_Bd_Stat.ulInbetriebnahmedatum',
    Math.max(0, Math.floor((age.commissionedMs - epoch2000) / 1000)),
  );
  return counters;
}

/** Factory settings of the writable data points. */
export function dachsDefaultSettings(store: ValueStore): void {
  store.set('Hka_Ew.bFuehrungHKA', 0);
  store.set('Stromf_Ew.Anforderung_GLT.bAktiv', false);
  store.set('Stromf_Ew.Anforderung_GLT.bAnzahlModule', 1);
  const curve: Record<string, number> = {
    sbSollVorlaufPlus15: 35,
    sbSollVorlaufMinus10: 70,
    sbParallelTag: 0,
    sbParallelNacht: -5,
    sbUntereGrenze: 30,
    sbObereGrenze: 75,
    bHysterese: 3,
  };
  for (const [name, value] of Object.entries(curve)) store.set(`Hk_Ew.Heizkreis1.Heizkurve.${name}`, value);
  store.set('Ww_Ew.Warmwasser.sbSollTemp', 55);
  store.set('Wartung_Cache.usIntervall', dachsMaintenanceIntervalHours);
  // Program 1: power-led run on working days 06:00-22:00 and weekends 08:00-22:00 (raw 20.0 degC);
  // programs 2 and 3 are empty. They matter only when bFuehrungHKA is power-led (1 or 2).
  const day = (from: number) =>
    programDay('activity', [
      { time: from, level: 1, value: 200 },
      { time: at(22), level: 0, value: 160 },
    ]);
  for (let weekday = 0; weekday < 7; weekday += 1) {
    store.set(`Stromf_Ew.Zeitprogramm1[${weekday}]`, day(weekday < 5 ? at(6) : at(8)));
    store.set(`Stromf_Ew.Zeitprogramm2[${weekday}]`, programDay('activity', []));
    store.set(`Stromf_Ew.Zeitprogramm3[${weekday}]`, programDay('activity', []));
  }
}
