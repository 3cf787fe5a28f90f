import { describe, expect, it } from '@jest/globals';
import { displayGain, findKind } from '@portal/unit-catalog';
import { type SeriesHistory, hashSeed } from '@portal/unit-sim';
import { demoHistory } from './demo-history.js';
import { buildDemoWorld } from './demo-world.js';
import { gridSite } from './grid-site.js';

// The demo grid meters measure their location (issue 40, 28): the CHP units there and PV only where
// the location has it, so the runtime analysis' generation is what those units count themselves.

const world = buildDemoWorld({ brand: 'dachs' });
const flagsAt = new Map(world.locations.map((location) => [location.uuid, location.locationInfo]));
const meters = world.units.filter((unit) => unit.productGroup === 'netz' && unit.locationUuid !== null);
const siteOf = (meter: (typeof meters)[number]) =>
  gridSite(meter, world.units, flagsAt.get(meter.locationUuid!));

describe('gridSite', () => {
  it("names every grid meter's CHP units and takes PV, battery and heat pump from its location", () => {
    expect(meters.length).toBeGreaterThanOrEqual(2);
    for (const meter of meters) {
      const site = siteOf(meter)!;
      const flags = flagsAt.get(meter.locationUuid!)!;
      const chps = world.units.filter(
        (unit) =>
          unit.locationUuid === meter.locationUuid &&
          unit.productGroup === 'dachsII' &&
          unit.ausserbetriebnahmeDatum === null,
      );
      expect(site.generators.map((generator) => generator.sn).sort()).toEqual(
        chps.map((unit) => unit.seriennummer).sort(),
      );
      expect(site).toMatchObject({ pv: flags.PV, battery: flags.BATTERIE, heatPump: flags.WAERMEPUMPE });
    }
  });

  it('is for grid meters at a location only', () => {
    const chp = world.units.find((unit) => unit.productGroup === 'dachsII' && unit.locationUuid !== null)!;
    expect(gridSite(chp, world.units, flagsAt.get(chp.locationUuid!))).toBeUndefined();
    expect(gridSite({ ...meters[0]!, locationUuid: null }, world.units, {})).toBeUndefined();
  });
});

describe('a grid meter without PV', () => {
  const to = Date.UTC(2026, 10, 24, 12);
  const from = to - 5 * 86_400_000;
  const seedOf = (sn: string) => hashSeed(1, sn);
  const meter = meters.find((unit) => siteOf(unit)?.pv === false) ?? meters[0]!;
  const site = { ...siteOf(meter)!, pv: false };
  /** What a counter counted from the history's first sample to its last, in kWh. */
  const counted = (history: SeriesHistory[], group: string, key: string) => {
    const days = history.find((series) => series.key === key)!.days;
    return (days.lastValue.at(-1)! - days.firstValue[0]!) * displayGain(findKind(group)!, key);
  };

  it("counts what its CHP units' own counters count, not a PV curve", () => {
    const generated = counted(demoHistory(meter, seedOf, { from, to }, site), 'netz', 'Netz_Mw.e_erzeugung');
    const chpKwh = site.generators
      .map((generator) => world.units.find((unit) => unit.seriennummer === generator.sn)!)
      .reduce(
        (sum, chp) =>
          sum + counted(demoHistory(chp, seedOf, { from, to }), 'dachsII', 'Hka_Bd.ulArbeitElektr'),
        0,
      );
    expect(site.generators.length).toBeGreaterThan(0);
    expect(chpKwh).toBeGreaterThan(50);
    // The Dachs counts whole kWh.
    expect(Math.abs(generated - chpKwh)).toBeLessThanOrEqual(site.generators.length);
  });
});

describe("a location's units whose data end at different times", () => {
  it("still run one course: the meter's days match its CHP units' days while both have data", () => {
    const seedOf = (sn: string) => hashSeed(1, sn);
    const meter = meters.find((unit) => siteOf(unit)?.pv === false && siteOf(unit)!.generators.length === 1)!;
    const site = siteOf(meter)!;
    const chp = world.units.find((unit) => unit.seriennummer === site.generators[0]!.sn)!;
    const from = Date.UTC(2026, 9, 20);
    // The meter fell silent three days before the Dachs did.
    const meterDays = demoHistory(meter, seedOf, { from, to: Date.UTC(2026, 10, 10) }, site);
    const chpDays = demoHistory(chp, seedOf, { from, to: Date.UTC(2026, 10, 13) });
    const perDay = (history: SeriesHistory[], group: string, key: string) => {
      const { days } = history.find((series) => series.key === key)!;
      const gain = displayGain(findKind(group)!, key);
      return new Map(days.bucket.map((day, i) => [day, (days.lastValue[i]! - days.firstValue[i]!) * gain]));
    };
    const metered = perDay(meterDays, 'netz', 'Netz_Mw.e_erzeugung');
    const counted = perDay(chpDays, 'dachsII', 'Hka_Bd.ulArbeitElektr');
    // Whole days both recorded (offline gaps of either aside): the same energy within the Dachs' 1 kWh
    // steps.
    const both = [...metered.keys()].filter((day) => counted.has(day) && day < Date.UTC(2026, 10, 9));
    expect(both.length).toBeGreaterThan(10);
    const matching = both.filter((day) => Math.abs(metered.get(day)! - counted.get(day)!) <= 2);
    expect(matching.length).toBeGreaterThanOrEqual(both.length - 6);
  });
});
