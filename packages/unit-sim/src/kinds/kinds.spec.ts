import { type ProductGroup } from '@portal/unit-catalog';
import { heatPumpCop } from '../physics/heat-pump.js';
import { UnitModel } from '../model/unit-model.js';
import { counterKeys, newModel, run } from '../test-support/run.js';

const january = Date.UTC(2025, 0, 13);
const june = Date.UTC(2025, 5, 16);

describe('all kinds', () => {
  it.each<ProductGroup>(['dachs08', 'waermepumpe', 'batterie', 'netz'])(
    '%s counters never decrease',
    (group) => {
      const m = newModel(group, june);
      const keys = counterKeys(m);
      expect(keys.length).toBeGreaterThan(0);
      let previous = keys.map((k) => m.store.num(k));
      run(m, 24, 300, (u) => {
        const now = keys.map((k) => u.store.num(k));
        now.forEach((v, i) => expect([keys[i], v >= previous[i]!]).toEqual([keys[i], true]));
        previous = now;
      });
    },
  );
});

describe('Dachs 0.8 fuel cell (dachs08)', () => {
  it('modulates toward the power set point with heat at 1100/750 of the electrical power', () => {
    const noon = Date.UTC(2025, 0, 13, 11);
    const m = newModel('dachs08', noon);
    m.advanceTo(noon + 30 * 60_000);
    expect(m.store.num('Bz_Mw.bStatus')).toBe(2);
    expect(Math.abs(m.store.num('Bz_Mw.p_elektrisch') - 750)).toBeLessThan(20);
    expect(m.write({ 'Bz_Ew.usLeistungSoll': 30 }).errorKeys).toEqual({});
    expect(m.write({ 'Bz_Ew.usLeistungSoll': 80 }).errorKeys).toEqual({
      'Bz_Ew.usLeistungSoll': 'write.range',
    });
    m.advanceTo(noon + 60 * 60_000);
    const electrical = m.store.num('Bz_Mw.p_elektrisch');
    expect(Math.abs(electrical - 300)).toBeLessThan(20);
    expect(Math.abs(m.store.num('Bz_Mw.p_thermisch') - (300 * 1100) / 750)).toBeLessThan(25);
  });

  it('follows its power program: level 0 now puts it into standby', () => {
    const noon = Date.UTC(2025, 0, 13, 11); // Monday
    const m = newModel('dachs08', noon);
    const day = m.values()['Bz_Ew.Zeitprogramm1[0]'] as Record<string, number>;
    const off = { ...day, nrOfSwitchesDefined: 1, switchTime1: 0, switchPower1: 0 };
    expect(m.write({ 'Bz_Ew.Zeitprogramm1[0]': off }).errorKeys).toEqual({});
    m.advanceTo(noon + 10 * 60_000);
    expect(m.store.num('Bz_Mw.bStatus')).toBe(1);
    expect(m.store.num('Bz_Mw.p_elektrisch')).toBe(0);
  });
});

describe('heat pump (waermepumpe)', () => {
  it('has a COP of about 4.5 at +7 degC and 2.5 at -10 degC (35 degC flow), lower with a hotter flow', () => {
    expect(heatPumpCop(7, 35)).toBeCloseTo(4.5, 5);
    expect(heatPumpCop(-10, 35)).toBeCloseTo(2.5, 5);
    for (let t = -15; t < 15; t += 1) expect(heatPumpCop(t, 35)).toBeLessThan(heatPumpCop(t + 1, 35));
    expect(heatPumpCop(7, 50)).toBeLessThan(heatPumpCop(7, 35));
  });

  it('reports a COP that falls with the outside temperature, power and counters to match', () => {
    const samples: { outside: number; cop: number }[] = [];
    for (const start of [january, Date.UTC(2025, 3, 1), Date.UTC(2025, 9, 1)]) {
      const m = newModel('waermepumpe', start);
      const starts = m.store.num('Wp_Mw.ulVerdichterStarts');
      const thermal = m.store.num('Wp_Mw.e_thermisch');
      run(m, 48, 300, (u) => {
        if (!u.store.bool('Wp_Mw.fVerdichter')) {
          expect(u.store.num('Wp_Mw.p_elektrisch')).toBe(0);
          return;
        }
        const cop = u.store.display('Wp_Mw.usCop');
        expect(cop).toBeGreaterThanOrEqual(1.5);
        expect(cop).toBeLessThanOrEqual(6);
        const ratio = u.store.num('Wp_Mw.p_thermisch') / u.store.num('Wp_Mw.p_elektrisch');
        expect(Math.abs(ratio - cop)).toBeLessThan(0.02);
        samples.push({ outside: u.store.display('Wp_Mw.sAussen'), cop });
      });
      expect(m.store.num('Wp_Mw.ulVerdichterStarts')).toBeGreaterThan(starts);
      expect(m.store.num('Wp_Mw.e_thermisch')).toBeGreaterThan(thermal);
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const cold = samples.filter((s) => s.outside < 0).map((s) => s.cop);
    const mild = samples.filter((s) => s.outside > 7).map((s) => s.cop);
    expect(cold.length).toBeGreaterThan(10);
    expect(mild.length).toBeGreaterThan(10);
    expect(mean(cold)).toBeLessThan(mean(mild) - 0.5);
  });

  it('stops the compressor when switched off', () => {
    const m = newModel('waermepumpe', january);
    m.advanceTo(january + 3_600_000);
    expect(m.write({ 'Wp_Ew.bBetriebsart': 0 }).errorKeys).toEqual({});
    run(m, 6, 600, (u) => {
      expect(u.store.bool('Wp_Mw.fVerdichter')).toBe(false);
      expect(u.store.num('Wp_Mw.p_elektrisch')).toBe(0);
    });
  });
});

describe('buffer tank (pufferspeicher)', () => {
  it('reports the fitted sensors top to bottom and absent ones as 127 degC', () => {
    const m = newModel('pufferspeicher', january);
    const sensors = () => [1, 2, 3, 4].map((n) => m.store.display(`Puffer_Mw.sFuehler${n}`));
    run(m, 24, 900, () => {
      const [s1, s2, s3, s4] = sensors() as [number, number, number, number];
      expect(s1).toBeGreaterThanOrEqual(s4 - 1);
      expect(s2).toBeLessThanOrEqual(s1 + 1);
      expect(s3).toBeGreaterThanOrEqual(s4 - 1);
      for (const t of [s1, s2, s3, s4]) expect(t > 15 && t < 95).toBe(true);
      const charge = m.store.num('Puffer_Mw.usLadezustand');
      expect(charge >= 0 && charge <= 100).toBe(true);
    });
    expect(m.write({ 'Puffer_Ew.bAnzahlFuehler': 2 }).errorKeys).toEqual({});
    expect(m.write({ 'Puffer_Ew.bAnzahlFuehler': 5 }).errorKeys).toEqual({
      'Puffer_Ew.bAnzahlFuehler': 'write.range',
    });
    m.advanceTo(m.time + 60_000);
    const [s1, s2, s3, s4] = sensors() as [number, number, number, number];
    expect([s3, s4]).toEqual([127, 127]);
    expect(s1).toBeLessThan(95);
    expect(s2).toBeLessThanOrEqual(s1 + 1);
  });
});

describe('battery (batterie)', () => {
  it('keeps the state of charge between bSocMin and 100 and the power within the limit', () => {
    const m = newModel('batterie', june);
    expect(m.write({ 'Bat_Ew.bSocMin': 20, 'Bat_Ew.usLadeleistungMax': 1500 }).errorKeys).toEqual({});
    let charged = false;
    let discharged = false;
    let socMax = 0;
    run(m, 72, 300, (u) => {
      const soc = u.store.num('Bat_Mw.soc');
      const charge = u.store.num('Bat_Mw.p_laden');
      const discharge = u.store.num('Bat_Mw.p_entladen');
      expect(soc).toBeLessThanOrEqual(100);
      expect(charge === 0 || discharge === 0).toBe(true);
      expect(Math.max(charge, discharge)).toBeLessThanOrEqual(1500);
      if (discharge > 0) expect(soc).toBeGreaterThanOrEqual(20);
      charged ||= charge > 0;
      discharged ||= discharge > 0;
      socMax = Math.max(socMax, soc);
    });
    expect(charged && discharged).toBe(true);
    expect(socMax).toBeGreaterThan(50);
  });
});

describe('grid connection (netz)', () => {
  it('balances: production + import = consumption + export + battery charging, exactly', () => {
    let exported = false;
    for (const seed of [1, 2, 3, 4]) {
      const m = newModel('netz', june, { seed });
      run(m, 24, 600, (u) => {
        const p = (f: string) => u.store.num(`Netz_Mw.p_${f}`);
        expect(p('erzeugung') + p('netzbezug')).toBe(p('verbrauch') + p('netzeinspeisung') + p('batterie'));
        expect(p('wirkleistung')).toBe(p('netzbezug') - p('netzeinspeisung'));
        expect(p('eigenverbrauch')).toBe(p('erzeugung') - p('netzeinspeisung'));
        expect(p('netzbezug') === 0 || p('netzeinspeisung') === 0).toBe(true);
        expect(p('netzeinspeisung')).toBeLessThanOrEqual(u.store.num('Netz_Ew.ulEinspeisegrenze'));
        for (const ratio of ['autarkiegrad', 'eigenverbrauchsquote']) {
          const value = u.store.num(`Netz_Mw.${ratio}`);
          expect(value >= 0 && value <= 100).toBe(true);
        }
        exported ||= p('netzeinspeisung') > 0;
      });
    }
    expect(exported).toBe(true);
  });

  it('curtails production to the feed-in limit (0 = no feed-in)', () => {
    const noon = Date.UTC(2025, 5, 16, 10);
    const m = newModel('netz', noon);
    expect(m.write({ 'Netz_Ew.ulEinspeisegrenze': 0 }).errorKeys).toEqual({});
    run(m, 4, 300, (u) => expect(u.store.num('Netz_Mw.p_netzeinspeisung')).toBe(0));
  });
});

describe('counters from the commissioning date the portal records', () => {
  const yearMs = 365.25 * 24 * 3_600_000;
  const commissioned = (m: ReturnType<typeof newModel>) =>
    Date.UTC(2000, 0, 1) + m.store.num('Hka_Bd_Stat.ulInbetriebnahmedatum') * 1000;
  const atAge = (group: ProductGroup, years: number, start = june) =>
    new UnitModel({
      sn: '4711000001',
      productGroup: group,
      seed: 5,
      startTime: start,
      commissionedAt: start - years * yearMs,
      faultRate: 0,
    });

  it('a Dachs shows that date and 4000-6000 operating hours for each year since, energy to match', () => {
    const m = atAge('dachsII', 3);
    expect(Math.abs(commissioned(m) - (june - 3 * yearMs))).toBeLessThan(1000);
    const hours = m.store.num('Hka_Bd.ulBetriebssekunden');
    expect(hours).toBeGreaterThanOrEqual(3 * 4000);
    expect(hours).toBeLessThanOrEqual(3 * 6000);
    expect(Math.abs(m.store.num('Hka_Bd.ulArbeitElektr') - hours * 5.5)).toBeLessThan(6);
    expect(m.store.num('BD3112.Hka_Bd.ulBetriebssekunden')).toBeLessThan(hours);
    expect(m.store.num('BD3112.Hka_Bd.ulBetriebssekunden')).toBeGreaterThan(hours * 0.7);
  });

  it('a Dachs commissioned this spring has nothing on its 31 December snapshot', () => {
    const m = atAge('dachsII', 0.25);
    const hours = m.store.num('Hka_Bd.ulBetriebssekunden');
    expect(hours).toBeGreaterThan(0);
    expect(hours).toBeLessThanOrEqual(0.25 * 8766);
    for (const name of ['ulBetriebssekunden', 'ulAnzahlStarts', 'ulArbeitElektr', 'ulArbeitThermHka'])
      expect([name, m.store.num(`BD3112.Hka_Bd.${name}`)]).toEqual([name, 0]);
    expect(m.store.num('BD3112.Ww_Bd.ulWwMengepA')).toBe(0);
    // A date after the start counts as brand new.
    const fresh = atAge('dachsII', -1);
    expect(fresh.store.num('Hka_Bd.ulBetriebssekunden')).toBe(0);
    expect(commissioned(fresh)).toBe(june);
  });

  it.each<[ProductGroup, string]>([
    ['dachs08', 'Bz_Bd.ulBetriebsstunden'],
    ['waermepumpe', 'Wp_Mw.ulVerdichterStunden'],
    ['batterie', 'Bat_Mw.e_laden'],
    ['netz', 'Netz_Mw.e_erzeugung'],
  ])('%s: %s grows with the years in service', (group, key) => {
    const young = atAge(group, 1).store.num(key);
    const old = atAge(group, 5).store.num(key);
    expect(young).toBeGreaterThan(0);
    expect(old / young).toBeGreaterThan(4.5);
    expect(old / young).toBeLessThan(5.5);
  });
});
