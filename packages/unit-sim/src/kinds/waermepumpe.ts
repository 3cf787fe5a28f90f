import { HeatPump, type HeatPumpSettings, heatPumpModes } from '../physics/heat-pump.js';
import { type ValueStore } from '../model/values.js';
import { type Random } from '../util/random.js';
import { sensor, unitAge } from './shared.js';
import { type KindContext, type KindModel, type KindSimulation, type StepInfo } from './types.js';

// Air-to-water heat pump of a family home; the physics lives in physics/heat-pump.ts because the
// grid connection kind simulates the same heat pump for its p_waermepumpe.

/** A heat pump in service since `commissionedMs` (or some years); shared with the grid connection kind. */
export function newHeatPump(rng: Random, startTime: number, commissionedMs?: number): HeatPump {
  const age = unitAge(rng, startTime, commissionedMs, 0.5, 8);
  const hours = age.years * rng.between(1500, 2500);
  return new HeatPump(
    {
      uaKwPerK: rng.between(0.3, 0.5),
      hotWaterKwhPerDay: rng.between(5, 10),
      ratedW: rng.between(7000, 10000),
    },
    {
      waterC: rng.between(28, 34),
      hotWaterC: rng.between(44, 50),
      electricalKwh: hours * 2.2,
      thermalKwh: hours * 8,
      hours,
      starts: Math.round(hours * rng.between(1, 2)),
    },
  );
}

/** Reads the Wp_Ew settings in display units. */
export function heatPumpSettings(store: ValueStore): HeatPumpSettings {
  return {
    mode: store.num('Wp_Ew.bBetriebsart'),
    roomC: store.display('Wp_Ew.sSollRaum'),
    hotWaterC: store.display('Wp_Ew.sSollWarmwasser'),
    curveMaxC: store.display('Wp_Ew.usHkMax'),
    curveMinC: store.display('Wp_Ew.usHkMin'),
    slope: store.display('Wp_Ew.usHkSteigung'),
  };
}

class Waermepumpe implements KindModel {
  private readonly pump: HeatPump;
  private readonly rng: Random;

  constructor(private readonly ctx: KindContext) {
    this.pump = newHeatPump(ctx.rng.fork('setup'), ctx.startTime, ctx.commissionedMs);
    this.rng = ctx.rng.fork('noise');
    const { store } = ctx;
    store.set('Wp_Ew.bBetriebsart', heatPumpModes.auto);
    store.setBoardDisplay('Wp_Ew', {
      sSollRaum: 20,
      sSollWarmwasser: 48,
      usHkMax: 55,
      usHkMin: 25,
      usHkSteigung: 0.6,
    });
  }

  step({ dtSeconds, local, weather }: StepInfo): void {
    const { store } = this.ctx;
    const p = this.pump;
    // Switched off with the power key it stops at once, as in mode off, whatever mode is set.
    const settings = heatPumpSettings(store);
    if (!this.ctx.device.powered) settings.mode = heatPumpModes.off;
    p.step(weather.outsideC, local, settings, dtSeconds);
    store.set('Wp_Mw.fVerdichter', p.running);
    store.setBoardDisplay('Wp_Mw', {
      sAussen: sensor(this.rng, weather.outsideC),
      sVorlauf: sensor(this.rng, p.flowC),
      sRuecklauf: sensor(this.rng, p.returnC),
      sWarmwasser: sensor(this.rng, p.hotWaterC),
      usCop: p.cop,
      p_elektrisch: p.electricalW,
      p_thermisch: p.thermalW,
      ulVerdichterStarts: p.starts,
    });
    store.setTotal('Wp_Mw.e_elektrisch', p.electricalKwh.total);
    store.setTotal('Wp_Mw.e_thermisch', p.thermalKwh.total);
    store.setTotal('Wp_Mw.ulVerdichterStunden', p.runHours.total);
  }
}

export const waermepumpeSimulation: KindSimulation = {
  firmware: 'WP 3.2.0',
  errorBoard: 'Wp_Mw',
  create: (ctx) => new Waermepumpe(ctx),
};
