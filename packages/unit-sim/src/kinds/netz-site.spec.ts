import { UnitModel } from '../model/unit-model.js';
import { run } from '../test-support/run.js';

// A grid connection at a site the portal describes (issue 40, 28): its generation is the site's
// CHP units' electrical output, as their own counters count it, and PV only where the site has it.

const june = Date.UTC(2025, 5, 16);
const chp = { sn: '5200000123', productGroup: 'dachsII' as const, seed: 77 };
const base = { stepSeconds: 60, faultRate: 0, startTime: june };

function meter(site: ConstructorParameters<typeof UnitModel>[0]['site']) {
  return new UnitModel({ ...base, sn: '9900000001', productGroup: 'netz', seed: 3, site });
}

const p = (model: UnitModel, field: string) => model.store.num(`Netz_Mw.p_${field}`);

test('without PV, generation is exactly what the CHP unit itself makes, by power and by counter', () => {
  const grid = meter({ pv: false, battery: false, heatPump: false, generators: [chp] });
  const dachs = new UnitModel({ ...base, ...chp });
  const kwh = () => [grid.store.display('Netz_Mw.e_erzeugung'), dachs.store.display('Hka_Bd.ulArbeitElektr')];
  const [gridStart, dachsStart] = kwh();
  let running = 0;
  run(grid, 24, 600, (u) => {
    dachs.advanceTo(u.time);
    const chpW = dachs.store.display('Hka_Mw1.sWirkleistung') * 1000;
    expect(p(u, 'erzeugung')).toBe(Math.round(chpW));
    expect(p(u, 'erzeugung') + p(u, 'netzbezug')).toBe(p(u, 'verbrauch') + p(u, 'netzeinspeisung'));
    if (chpW > 0) running += 1;
  });
  // The Dachs ran part of the day (a summer day, hot water only), and at noon no sun showed up.
  expect(running).toBeGreaterThan(0);
  // The Dachs counts whole kWh.
  const [gridEnd, dachsEnd] = kwh();
  expect(Math.abs(gridEnd! - gridStart! - (dachsEnd! - dachsStart!))).toBeLessThan(1);
  expect(dachsEnd! - dachsStart!).toBeGreaterThan(5);
});

test('a site with PV and no CHP generates by day only; one with neither generates nothing', () => {
  const sunny = meter({ pv: true, battery: false, heatPump: false, generators: [] });
  const dark = meter({ pv: false, battery: false, heatPump: false, generators: [] });
  const noon = Date.UTC(2025, 5, 16, 10);
  sunny.advanceTo(noon);
  dark.advanceTo(noon);
  expect(p(sunny, 'erzeugung')).toBeGreaterThan(0);
  expect(p(dark, 'erzeugung')).toBe(0);
  expect(p(dark, 'verbrauch')).toBe(p(dark, 'netzbezug'));
});
