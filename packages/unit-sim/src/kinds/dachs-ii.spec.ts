import { chpMinRunSeconds, chpMinStandstillSeconds } from './dachs-ii-engine.js';
import { dachsFlowSetpoint } from '../physics/heating-curve.js';
import { counterKeys, newModel, run } from '../test-support/run.js';

const april = Date.UTC(2025, 3, 14, 0); // Monday 02:00 CEST

describe('Dachs (dachsII) physics', () => {
  it('cycles heat-led with at least 30 min per run and 15 min between runs, counters rising', () => {
    const m = newModel('dachsII', april, { seed: 2 });
    const counters = counterKeys(m);
    let previous = counters.map((key) => m.store.num(key));
    const starts0 = m.store.num('Hka_Bd.ulAnzahlStarts');
    const electric0 = m.store.num('Hka_Bd.ulArbeitElektr');
    let runs = 0;
    let lastRunSeconds = 0;
    let stoppedMinutes = 0;
    let runningMinutes = 0;
    run(m, 3 * 24, 60, (u) => {
      const now = counters.map((key) => u.store.num(key));
      if (now.some((v, i) => v < previous[i]!)) throw new Error(`a counter went back: ${counters.join()}`);
      previous = now;
      const status = u.store.num('Hka_Mw1.bMotorStatus');
      const runSeconds = u.store.num('Hka_Mw1.ulMotorlaufsekunden');
      if (runSeconds === 0 && lastRunSeconds > 0) {
        // The last sample of a run saw the engine at most one step before it stopped.
        expect(lastRunSeconds).toBeGreaterThanOrEqual(chpMinRunSeconds - 60);
        runs += 1;
        stoppedMinutes = 0;
      }
      if (status === 0) stoppedMinutes += 1;
      if (runSeconds > 0 && runSeconds <= 60 && runs > 0)
        expect(stoppedMinutes).toBeGreaterThanOrEqual(chpMinStandstillSeconds / 60 - 1);
      if (status === 32) {
        runningMinutes += 1;
        expect(u.store.num('Hka_Mw1.sWirkleistung')).toBe(550);
        expect(Math.abs(u.store.num('Hka_Mw1.usDrehzahl') - 2400)).toBeLessThan(60);
        expect(u.store.num('Hka_Mw1.Temp.sAbgasMotor')).toBeGreaterThan(300);
      } else {
        expect(u.store.num('Hka_Mw1.sWirkleistung')).toBe(0);
      }
      if (status === 0) expect(u.store.num('Hka_Mw1.usDrehzahl')).toBe(0);
      lastRunSeconds = runSeconds;
    });
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(m.store.num('Hka_Bd.ulAnzahlStarts') - starts0).toBeGreaterThanOrEqual(runs);
    const kwh = m.store.num('Hka_Bd.ulArbeitElektr') - electric0;
    expect(Math.abs(kwh - (runningMinutes / 60) * 5.5)).toBeLessThan(3);
    for (const name of ['ulBetriebssekunden', 'ulAnzahlStarts', 'ulArbeitElektr', 'ulArbeitThermHka'])
      expect(m.store.num(`BD3112.Hka_Bd.${name}`)).toBeLessThanOrEqual(m.store.num(`Hka_Bd.${name}`));
  });

  it('starts through motor states 20, 21, 22, 30, 31, 32 on an external demand and keeps the minimum run', () => {
    const lateEvening = Date.UTC(2025, 3, 14, 20, 5); // 22:05 CEST: the default power program is off
    const m = newModel('dachsII', lateEvening, { stepSeconds: 10 });
    expect(m.write({ 'Hka_Ew.bFuehrungHKA': 1, 'Stromf_Ew.Anforderung_GLT.bAktiv': true }).errorKeys).toEqual(
      {},
    );
    const states: number[] = [];
    let stoppedAfter = 0;
    run(m, 1, 10, (u) => {
      const status = u.store.num('Hka_Mw1.bMotorStatus');
      if (states.at(-1) !== status) states.push(status);
      if (status === 32 && u.store.num('Hka_Mw1.ulMotorlaufsekunden') > 0) stoppedAfter = 0;
      if (stoppedAfter === 0 && status === 11) stoppedAfter = u.time;
    });
    expect(states.slice(0, 6)).toEqual([20, 21, 22, 30, 31, 32]);
    expect(states.slice(6)).toEqual([11, 0]);
    // The external demand lapses after 10 min; the engine still runs its 30 minutes.
    expect(m.store.bool('Stromf_Ew.Anforderung_GLT.bAktiv')).toBe(false);
    expect(stoppedAfter - lateEvening).toBeGreaterThanOrEqual(chpMinRunSeconds * 1000);
    expect(m.store.num('Laufraster15Min_aktTag.bDoppelstunde[11]')).toBeGreaterThan(0);
  });

  it('follows the power time program when power-led and stays off when it is empty', () => {
    const beforeSix = Date.UTC(2025, 3, 14, 3, 30); // Monday 05:30 CEST
    const led = newModel('dachsII', beforeSix);
    led.write({ 'Hka_Ew.bFuehrungHKA': 1 });
    const empty = newModel('dachsII', beforeSix);
    const noProgram = { ...(empty.values()['Stromf_Ew.Zeitprogramm2[0]'] as Record<string, number>) };
    empty.write({ 'Hka_Ew.bFuehrungHKA': 1, 'Stromf_Ew.Zeitprogramm1[0]': noProgram });
    const runningAt = (m: typeof led) => m.store.num('Hka_Mw1.bMotorStatus') !== 0;
    led.advanceTo(beforeSix + 20 * 60_000);
    empty.advanceTo(beforeSix + 20 * 60_000);
    expect(runningAt(led)).toBe(false);
    led.advanceTo(beforeSix + 45 * 60_000);
    empty.advanceTo(beforeSix + 45 * 60_000);
    expect(runningAt(led)).toBe(true);
    expect(led.store.bool('Hka_Bd.UHka_Anf.Anforderung.fStrom')).toBe(true);
    expect(led.store.num('Hka_Bd.UHka_Anf.usAnforderung') & 64).toBe(64);
    expect(runningAt(empty)).toBe(false);
  });

  it('sets the flow set point from the heating curve parameters', () => {
    const curve = { plus15C: 35, minus10C: 70, shiftK: 0, lowerC: 30, upperC: 75 };
    expect(dachsFlowSetpoint(-10, curve)).toBe(70);
    expect(dachsFlowSetpoint(15, curve)).toBe(35);
    expect(dachsFlowSetpoint(2.5, curve)).toBe(52.5);
    expect(dachsFlowSetpoint(-20, { ...curve, shiftK: 5 })).toBe(75);
    const noon = Date.UTC(2025, 0, 15, 11);
    const m = newModel('dachsII', noon);
    const writes = {
      'Hk_Ew.Heizkreis1.Heizkurve.sbSollVorlaufPlus15': 50,
      'Hk_Ew.Heizkreis1.Heizkurve.sbSollVorlaufMinus10': 50,
      'Hk_Ew.Heizkreis1.Heizkurve.sbParallelTag': 5,
      'Hk_Ew.Heizkreis1.Heizkurve.sbObereGrenze': 52,
    };
    expect(m.write(writes).errorKeys).toEqual({});
    m.advanceTo(noon + 60_000);
    expect(m.store.num('Hka_Mw1.Solltemp.sbVorlauf')).toBe(52);
    expect(m.store.num('Hk_Bd.Heizkreis1.sbVorlaufSoll')).toBe(52);
  });

  it('keeps the buffer stratified and temperatures plausible', () => {
    const m = newModel('dachsII', Date.UTC(2025, 0, 20));
    run(m, 24, 600, (u) => {
      const top = u.store.num('Hka_Mw1.Temp.sbFuehler1');
      const bottom = u.store.num('Hka_Mw1.Temp.sbZS_Fuehler4');
      expect(top).toBeGreaterThanOrEqual(bottom - 1);
      for (const t of [top, bottom, u.store.num('Hka_Mw1.Temp.sbZS_Warmwasser')]) {
        expect(t).toBeGreaterThan(20);
        expect(t).toBeLessThan(90);
      }
      expect(u.store.num('Hka_Mw1.Temp.sbAussen')).toBeGreaterThan(-25);
      expect(u.store.num('Hka_Mw1.Temp.sbAussen')).toBeLessThan(15);
      expect(u.store.num('Hka_Mw1.Temp.sbZS_Vorlauf2')).toBe(127);
    });
  });
});
