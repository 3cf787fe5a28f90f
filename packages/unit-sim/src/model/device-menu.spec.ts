import { RpcRefusal } from '../protocol/rpc-handler.js';
import { UnitModel } from './unit-model.js';
import { newModel } from '../test-support/run.js';

// The device menu on a Dachs model without I/O: what the unit decides, stepped through simulated time.

const lateEvening = Date.UTC(2025, 3, 14, 20, 5); // 22:05 CEST
const minute = 60_000;

/** A Dachs II that runs: power-led with an external demand. */
function runningDachs(): UnitModel {
  const m = newModel('dachsII', lateEvening, { stepSeconds: 10 });
  m.write({ 'Hka_Ew.bFuehrungHKA': 1, 'Stromf_Ew.Anforderung_GLT.bAktiv': true });
  m.advanceTo(lateEvening + 5 * minute);
  expect(m.device.deviceInfo().status.running).toBe(true);
  return m;
}

const motorStatus = (m: UnitModel) => m.store.num('Hka_Mw1.bMotorStatus');

describe('DeviceMenu', () => {
  it('accepts its service code only (4711 unless configured)', () => {
    const m = newModel('dachsII', lateEvening);
    expect(m.device.serviceCode({ code: '4711' })).toEqual({ granted: true });
    expect(m.device.serviceCode({ code: '0000' })).toEqual({ granted: false });
    const own = new UnitModel({
      sn: '1',
      productGroup: 'dachsII',
      seed: 1,
      startTime: lateEvening,
      faultRate: 0,
      serviceCode: '2468',
    });
    expect(own.device.serviceCode({ code: '4711' })).toEqual({ granted: false });
    expect(own.device.serviceCode({ code: '2468' })).toEqual({ granted: true });
  });

  it('reports status from the faults: ok, warning, blocking (shutdown), locking', () => {
    const m = newModel('dachsII', lateEvening, { stepSeconds: 10 });
    const level = () => m.device.deviceInfo().status.errorLevel;
    expect(m.device.deviceInfo().status).toEqual({
      errorLevel: 'ok',
      build: 'release',
      firmware: 'MSR2 4.10',
      power: true,
      running: false,
      lockingFault: null,
      commissioningSavedAt: null,
    });
    m.forceFault(610);
    expect(level()).toBe('warning');
    m.forceFault(120);
    expect(level()).toBe('error');
    // Once the engine stands in fault shutdown, the fault blocks it.
    m.advanceTo(lateEvening + minute);
    expect(level()).toBe('blocking');
    m.clearFaults();
    m.forceLockingFault(121, 60);
    expect(level()).toBe('locking');
    expect(m.device.deviceInfo().status.lockingFault).toEqual({ code: 121, codeText: 'E121' });
    expect(() => m.forceLockingFault(610, 60)).toThrow(/not a fault code/);
  });

  it('applies settings patches, never the cable state, and saves and reverts the commissioning settings', () => {
    const m = newModel('dachsII', lateEvening);
    const { settings } = m.device.deviceInfo();
    expect(settings.network.cableAttached).toBe(true);
    expect(m.device.commissioning({ action: 'revert' })).toEqual({ savedAt: null, reverted: false });
    expect(m.device.commissioning({ action: 'save' })).toEqual({ savedAt: m.time, reverted: false });
    const changed = m.device.deviceSettings({
      user: { screensaverSeconds: 60 },
      heatingCurve: { max: 60, min: 20, slope: 0.8 },
    }).settings;
    expect(changed.user).toEqual({ ...settings.user, screensaverSeconds: 60 });
    expect(changed.heatingCurve).toEqual({ max: 60, min: 20, slope: 0.8 });
    const network = {
      ...settings.network,
      mode: 'static' as const,
      ipv4Address: '10.0.0.5',
      netmask: '255.0.0.0',
    };
    const { cableAttached: _read, ...write } = network;
    expect(m.device.deviceSettings({ network: write }).settings.network).toEqual(network);
    expect(m.device.commissioning({ action: 'revert' })).toEqual({ savedAt: m.time, reverted: true });
    expect(m.device.deviceInfo().settings).toEqual(settings);
    expect(m.device.deviceInfo().status.commissioningSavedAt).toBe(m.time);
  });

  it("a heat pump's curve is its data points: the dashboard's widget and the menu change the same, within the catalogue's limits", () => {
    const m = newModel('waermepumpe', lateEvening);
    const points = () => m.read(['Wp_Ew.usHkMax', 'Wp_Ew.usHkMin', 'Wp_Ew.usHkSteigung']).values;
    m.write({ 'Wp_Ew.usHkMax': 5500, 'Wp_Ew.usHkMin': 250, 'Wp_Ew.usHkSteigung': 12 });
    expect(m.device.deviceInfo().settings.heatingCurve).toEqual({ max: 55, min: 25, slope: 1.2 });
    m.device.commissioning({ action: 'save' });

    m.device.deviceSettings({ heatingCurve: { max: 60, min: 22.5, slope: 1.6 } });
    expect(points()).toEqual({ 'Wp_Ew.usHkMax': 6000, 'Wp_Ew.usHkMin': 225, 'Wp_Ew.usHkSteigung': 16 });

    // 80 °C is beyond the heat pump's 65: refused, and the rest of the patch is not applied either.
    const screensaver = m.device.deviceInfo().settings.user.screensaverSeconds;
    expect(() =>
      m.device.deviceSettings({
        heatingCurve: { max: 80, min: 25, slope: 1.2 },
        user: { screensaverSeconds: screensaver + 60 },
      }),
    ).toThrow(RpcRefusal);
    expect(points()['Wp_Ew.usHkMax']).toBe(6000);
    expect(m.device.deviceInfo().settings.user.screensaverSeconds).toBe(screensaver);

    m.device.commissioning({ action: 'revert' });
    expect(points()).toEqual({ 'Wp_Ew.usHkMax': 5500, 'Wp_Ew.usHkMin': 250, 'Wp_Ew.usHkSteigung': 12 });
  });

  it("a Dachs's curve is its two support points: slope is the rise per kelvin, a new one moves the -10 °C point", () => {
    const m = newModel('dachsII', lateEvening);
    const key = (name: string) => `Hk_Ew.Heizkreis1.Heizkurve.${name}`;
    const points = () =>
      m.read(['sbSollVorlaufPlus15', 'sbSollVorlaufMinus10', 'sbUntereGrenze', 'sbObereGrenze'].map(key))
        .values;
    m.write({
      [key('sbSollVorlaufPlus15')]: 30,
      [key('sbSollVorlaufMinus10')]: 55,
      [key('sbUntereGrenze')]: 20,
      [key('sbObereGrenze')]: 75,
    });
    expect(m.device.deviceInfo().settings.heatingCurve).toEqual({ max: 75, min: 20, slope: 1 });

    m.device.deviceSettings({ heatingCurve: { max: 70, min: 25, slope: 1.6 } });
    expect(points()).toEqual({
      [key('sbSollVorlaufPlus15')]: 30,
      [key('sbSollVorlaufMinus10')]: 70,
      [key('sbUntereGrenze')]: 25,
      [key('sbObereGrenze')]: 70,
    });
    // Whole degrees: 1.1 K/K would put the -10 °C point at 57.5; the unit stores 58 and says 1.12.
    expect(
      m.device.deviceSettings({ heatingCurve: { max: 70, min: 25, slope: 1.1 } }).settings.heatingCurve,
    ).toEqual({
      max: 70,
      min: 25,
      slope: 1.12,
    });
    // The upper limit stops at 85 °C.
    expect(() => m.device.deviceSettings({ heatingCurve: { max: 90, min: 25, slope: 1.1 } })).toThrow(
      RpcRefusal,
    );
    expect(points()[key('sbObereGrenze')]).toBe(70);
  });

  it('unlocks a locking fault only with its code, after its cause went, with the unit on', () => {
    const m = runningDachs();
    expect(m.device.unlockFault({ code: 121 })).toEqual({ outcome: 'notLocked' });
    const lockedAt = m.time;
    m.forceLockingFault(121, 10 * 60);
    m.advanceTo(lockedAt + 5 * minute);
    expect(motorStatus(m)).toBe(10);
    expect(m.device.unlockFault({ code: 122 })).toEqual({ outcome: 'notPossible' });
    expect(m.device.unlockFault({ code: 121 })).toEqual({ outcome: 'notRemedied' });
    // The cause is gone, yet the engine stays locked out until someone unlocks it.
    m.advanceTo(lockedAt + 30 * minute);
    expect(motorStatus(m)).toBe(10);
    expect(m.errors().find((e) => e.code === 121)?.currentError).toBe(true);
    m.device.power({ on: false });
    expect(m.device.unlockFault({ code: 121 })).toEqual({ outcome: 'failed' });
    m.device.power({ on: true });
    expect(m.device.unlockFault({ code: 121 })).toEqual({ outcome: 'unlocked' });
    expect(m.errors().find((e) => e.code === 121)?.currentError).toBe(false);
    expect(m.device.deviceInfo().status).toMatchObject({ errorLevel: 'ok', lockingFault: null });
    expect(m.device.unlockFault({ code: 121 })).toEqual({ outcome: 'notLocked' });
    // Free again: with demand the engine starts once fault shutdown and standstill are over.
    m.write({ 'Stromf_Ew.Anforderung_GLT.bAktiv': true });
    m.advanceTo(lockedAt + 50 * minute);
    expect(m.device.deviceInfo().status.running).toBe(true);
  });

  it('calibrates under load only: completed while running without a fault, else failed', () => {
    const m = runningDachs();
    expect(m.device.calibrate()).toEqual({ outcome: 'completed' });
    const stopped = newModel('dachsII', lateEvening);
    expect(stopped.device.calibrate()).toEqual({ outcome: 'failed' });
    m.forceFault(133);
    expect(m.device.calibrate()).toEqual({ outcome: 'failed' });
  });

  it('network tests follow the settings', () => {
    const m = newModel('dachsII', lateEvening);
    expect(m.device.networkTest({ test: 'server' }, 12)).toEqual({ ok: true, detail: '12 ms' });
    expect(m.device.networkTest({ test: 'ping' }, 12)).toEqual({ ok: true, detail: '8.8.8.8: 12 ms' });
    expect(m.device.networkTest({ test: 'dnsPing' }, 12)).toEqual({
      ok: true,
      detail: '192.168.178.1: 12 ms',
    });
    const leased = m.device.networkTest({ test: 'restart' }, 12);
    expect(leased.detail).toMatch(/^192\.168\.178\.\d+$/);
    expect(newModel('dachsII', lateEvening).device.networkTest({ test: 'restart' }, 12)).toEqual(leased);
    const { cableAttached: _read, ...network } = m.device.deviceInfo().settings.network;
    m.device.deviceSettings({
      network: { ...network, mode: 'static', ipv4Address: '10.0.0.5', netmask: '255.0.0.0', pingAddress: '' },
    });
    expect(m.device.networkTest({ test: 'ping' }, 12)).toEqual({ ok: false, detail: '' });
    expect(m.device.networkTest({ test: 'dnsPing' }, 12)).toEqual({ ok: false, detail: '' });
    expect(m.device.networkTest({ test: 'restart' }, 12)).toEqual({ ok: true, detail: '10.0.0.5' });
  });

  it('switched off, the unit stops within a step and stays off until switched on', () => {
    const m = runningDachs();
    expect(m.device.power({ on: false })).toEqual({ on: false });
    m.advanceTo(m.time + 10_000);
    expect(m.store.num('Hka_Mw1.sWirkleistung')).toBe(0);
    expect(m.store.num('Hka_Mw1.usDrehzahl')).toBeLessThanOrEqual(2000);
    expect(m.device.deviceInfo().status).toMatchObject({ power: false, running: false });
    m.write({ 'Stromf_Ew.Anforderung_GLT.bAktiv': true });
    m.advanceTo(m.time + 30 * minute);
    expect(motorStatus(m)).toBe(0);
    m.device.power({ on: true });
    m.write({ 'Stromf_Ew.Anforderung_GLT.bAktiv': true });
    m.advanceTo(m.time + 5 * minute);
    expect(m.device.deviceInfo().status).toMatchObject({ power: true, running: true });
  });

  it('a fuel cell (dachs08) switched off delivers nothing', () => {
    const m = newModel('dachs08', Date.UTC(2025, 0, 15, 8), { stepSeconds: 10 });
    m.advanceTo(m.time + 30 * minute);
    expect(m.device.deviceInfo().status.running).toBe(true);
    m.device.power({ on: false });
    m.advanceTo(m.time + 10_000);
    expect(m.device.deviceInfo().status.running).toBe(false);
    expect(m.store.num('Bz_Mw.p_elektrisch')).toBe(0);
  });

  it('a heat pump switched off stops its compressor', () => {
    const m = newModel('waermepumpe', Date.UTC(2025, 0, 15, 5), { stepSeconds: 10 });
    m.advanceTo(m.time + 60 * minute);
    expect(m.device.deviceInfo().status.running).toBe(true);
    m.device.power({ on: false });
    m.advanceTo(m.time + 10_000);
    expect(m.store.bool('Wp_Mw.fVerdichter')).toBe(false);
    expect(m.device.deviceInfo().status.running).toBe(false);
  });
});
