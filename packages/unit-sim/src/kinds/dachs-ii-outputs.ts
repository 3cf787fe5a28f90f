import { dachsFaultOffset, dachsWarningOffset } from '@portal/unit-catalog';
import { type BufferTank } from '../physics/buffer-tank.js';
import { type Random } from '../util/random.js';
import { type ChpEngine, chpElectricalKw, chpMinRunSeconds } from './dachs-ii-engine.js';
import { type DachsCounters, dachsRoomC } from './dachs-ii-setup.js';
import { sensor, tankReadings } from './shared.js';
import { type KindContext } from './types.js';

// The Dachs boards as the controller reports them: operating data, measurements, actuators, the
// heating circuit and multi-module flags, from the state the controller in dachs-ii.ts keeps.

export interface DachsState {
  engine: ChpEngine;
  tank: BufferTank;
  counters: DachsCounters;
  rng: Random;
  hotWaterC: number;
  hotWaterCharging: boolean;
  burnerOn: boolean;
  /** A maintenance code is current in the error list (fStehtAn and the maintenance relay). */
  maintenanceDue: boolean;
  /** The hours counter's reading at the last service. */
  hoursAtService: number;
  outsideC: number;
  flowSetC: number;
  heatingActive: boolean;
  spaceDemand: boolean;
  hotWaterDemand: boolean;
  powerDemand: boolean;
  gltDemand: boolean;
  programLevel: number;
  fault: boolean;
  standstillOk: boolean;
  temperatureOk: boolean;
  minuteOfDay: number;
  hour: number;
}

/** Writes every Dachs signal from the controller's state, as the unit's boards show it. */
export function writeDachsOutputs({ store, faults }: KindContext, s: DachsState): void {
  const c = s.counters;
  const e = s.engine;
  const noisy = (v: number) => sensor(s.rng, v, 0.3);
  const f = tankReadings(
    s.rng,
    [0, 1 / 3, 2 / 3, 1].map((p) => s.tank.at(p)),
    0.3,
  );
  const latestFault = faults.active('E').concat(faults.active('H')).at(-1);
  const latestWarning = faults.active('A').at(-1);
  const demand = s.spaceDemand || s.hotWaterDemand || s.powerDemand;

  const anforderung =
    (e.running && e.runSeconds < chpMinRunSeconds ? 1 : 0) |
    (s.spaceDemand ? 2 : 0) |
    (s.hotWaterDemand ? 4 : 0) |
    (s.gltDemand ? 16 : 0) |
    (s.powerDemand && s.programLevel > 0 ? 64 : 0);
  const freigabe =
    0xffff &
    ~(demand ? 0 : 1) &
    ~(s.standstillOk ? 0 : 4) &
    ~(s.fault ? 16 : 0) &
    ~(s.temperatureOk ? 0 : 32);
  store.setBoardDisplay('Hka_Bd', {
    'Anforderung.ModulAnzahl': demand || e.running ? 1 : 0,
    'Anforderung.UStromF_Anf.bFlagSF': (s.programLevel > 0 ? 2 : 0) | (s.gltDemand ? 32 : 0),
    'UStromF_Frei.bFreigabe': s.powerDemand ? 255 : 254,
    // Raw codes per the GLT description: code minus the catalogue offset, 0 for none.
    bStoerung: latestFault ? latestFault.code - dachsFaultOffset : 0,
    bWarnung: latestWarning ? latestWarning.code - dachsWarningOffset : 0,
    'UHka_Anf.usAnforderung': anforderung,
    'UHka_Frei.usFreigabe': freigabe,
    ulArbeitElektr: c.electricalKwh.raw(),
    ulArbeitThermHka: c.thermalUnitKwh.raw(),
    ulArbeitThermKon: c.thermalCondenserKwh.raw(),
    ulBetriebssekunden: c.hours.raw(),
    ulAnzahlStarts: c.starts,
  });
  store.set('Hka_Bd.UHka_Anf.Anforderung.fStrom', s.powerDemand);
  const burnerWarning = faults
    .active('A')
    .filter((w) => w.code >= 610 && w.code <= 630)
    .at(-1);
  store.setBoardDisplay('Brenner_Bd', {
    bIstStatus: s.burnerOn ? 1 : 0,
    bBrennerWarnung: burnerWarning ? burnerWarning.code - dachsWarningOffset : 0,
    ulBrennerStarts: c.burnerStarts,
    ulBrennerBetriebssekunden: c.burnerHours.raw(),
  });

  const circuitFlowC = s.heatingActive ? Math.min(s.tank.top, s.flowSetC) : s.tank.top - 15;
  const chpReturnC = f[3] ?? 0;
  const t = e.temps;
  store.setBoardDisplay('Hka_Mw1', {
    'Temp.sAbgasHKA': t.exhaustUnit,
    'Temp.sAbgasMotor': t.exhaustEngine,
    'Temp.sKapsel': t.capsule,
    'Temp.sbAussen': s.outsideC,
    'Temp.sbVorlauf': e.onGrid ? chpReturnC + 15 : approachRoom(chpReturnC),
    'Temp.sbRuecklauf': e.onGrid ? chpReturnC : approachRoom(chpReturnC - 2),
    'Temp.sbFuehler1': f[0] ?? 0,
    'Temp.sbFuehler2': f[1] ?? 0,
    'Temp.sbGen': t.generator,
    'Temp.sbMotor': t.motor,
    'Temp.sbRegler': t.controller,
    'Temp.sbZS_Vorlauf1': noisy(circuitFlowC),
    // Second heating circuit not fitted: the sensor-absent value.
    'Temp.sbZS_Vorlauf2': 127,
    'Temp.sbZS_Warmwasser': noisy(s.hotWaterC),
    'Temp.sbZS_Fuehler3': f[2] ?? 0,
    'Temp.sbZS_Fuehler4': f[3] ?? 0,
    'Solltemp.sbVorlauf': s.flowSetC,
    'Solltemp.sbRuecklauf': Math.max(20, s.flowSetC - 12),
    'Aktor.bWwPumpe': s.hotWaterCharging ? 100 : 0,
    sWirkleistung: e.onGrid ? chpElectricalKw : 0,
    ulMotorlaufsekunden: e.running ? Math.floor(e.runSeconds) : 0,
    usDrehzahl: e.speed,
    bMotorStatus: e.motorStatus,
    tUhrzeit: s.minuteOfDay,
  });
  store.set('Hka_Mw1.Aktor.fMischer1Auf', s.heatingActive && circuitFlowC < s.flowSetC - 1);
  store.set('Hka_Mw1.Aktor.fUPHeizkreis1', s.heatingActive);
  store.set('Hka_Mw1.Aktor.fUPZirkulation', s.hour >= 6 && s.hour < 22);
  store.set('Hka_Mw1.Aktor.fStoerung', s.fault);
  store.set('Hka_Mw1.Aktor.fWartung', s.maintenanceDue);
  store.setDisplay('Hk_Bd.Heizkreis1.sbVorlaufSoll', s.flowSetC);
  store.set('Hk_Bd.Heizkreis1.fPumpeAn', s.heatingActive);
  store.set('Ww_Bd.ulWwMengepA', c.hotWaterYearM3.raw());
  // The module runs once its generator is on the grid, as the glance's 'running' says; while it
  // starts every screen says 'starting' (issue 40, 35).
  store.set('Mm.ModulSteuerung.fModulLaeuft[0]', e.onGrid);
  store.set('Mm.ModulSteuerung.fModulVerfuegbar[0]', !s.fault);
  store.set('Wartung_Cache.fStehtAn', s.maintenanceDue);
  store.set('Wartung_Cache.ulBetriebssekundenBei', s.hoursAtService);
}

/** Pipes at the idle engine drift toward the boiler room. */
function approachRoom(c: number): number {
  return dachsRoomC + (c - dachsRoomC) * 0.8;
}
