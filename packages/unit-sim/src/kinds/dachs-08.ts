import { dachs08RatedElectricalW, dachs08RatedThermalW } from '@portal/unit-catalog';
import { BufferTank } from '../physics/buffer-tank.js';
import { hotWaterKw, spaceHeatKw } from '../physics/demand.js';
import { Accumulator, clamp } from '../physics/math.js';
import { at, isProgrammed, programDay, programDays, switchAt } from '../physics/time-program.js';
import { type Random } from '../util/random.js';
import { sensor, unitAge } from './shared.js';
import { type KindContext, type KindModel, type KindSimulation, type StepInfo } from './types.js';

// Dachs 0.8 fuel cell: modulates 250..750 W electrical (heat 1100/750 of it) toward the set point
// usLeistungSoll, limited by the power programs (when any is defined), and backs off when its buffer
// is too hot to take the heat. Power ramps slowly, as fuel cells do.

const minPowerW = 250;
const rampWPerSecond = 1.5;
/** Bz_Status values. */
const status = { standby: 1, running: 2, waiting: 3, fault: 4 } as const;
/** Programs: level 1..3 run at a third, two thirds or all of the set point; a custom value wins. */
const levelShare = [0, 1 / 3, 2 / 3, 1];

class Dachs08 implements KindModel {
  private readonly tank = new BufferTank({ litres: 300, layers: 3, initialC: [52, 46, 40] });
  private readonly rng: Random;
  private readonly uaKwPerK: number;
  private powerW = 0;
  private waiting = false;
  private state: number = status.standby;
  private readonly hours: Accumulator;
  private readonly electricalKwh: Accumulator;
  private readonly thermalKwh: Accumulator;
  private starts: number;

  constructor(private readonly ctx: KindContext) {
    const setup = ctx.rng.fork('setup');
    this.rng = ctx.rng.fork('noise');
    // The fuel cell covers the base load; a boiler (not simulated) serves the rest of the house.
    this.uaKwPerK = setup.between(0.06, 0.1);
    const age = unitAge(setup, ctx.startTime, ctx.commissionedMs, 0.5, 6);
    const hours = age.years * setup.between(6000, 8000);
    this.hours = new Accumulator(hours);
    this.electricalKwh = new Accumulator(hours * 0.6);
    this.thermalKwh = new Accumulator(hours * 0.6 * (dachs08RatedThermalW / dachs08RatedElectricalW));
    this.starts = Math.round(hours / setup.between(150, 400));
    const { store } = ctx;
    store.setDisplay('Bz_Ew.usLeistungSoll', dachs08RatedElectricalW);
    // Program 1: full power 05:00-22:00, a third overnight; programs 2 and 3 empty.
    for (let weekday = 0; weekday < 7; weekday += 1) {
      store.set(
        `Bz_Ew.Zeitprogramm1[${weekday}]`,
        programDay('power', [
          { time: at(5), level: 3, value: 0 },
          { time: at(22), level: 1, value: 0 },
        ]),
      );
      store.set(`Bz_Ew.Zeitprogramm2[${weekday}]`, programDay('power', []));
      store.set(`Bz_Ew.Zeitprogramm3[${weekday}]`, programDay('power', []));
    }
  }

  step({ dtSeconds: dt, local, weather }: StepInfo): void {
    const { store } = this.ctx;
    const setPointW = store.display('Bz_Ew.usLeistungSoll');
    const targetW = this.target(setPointW, local.weekday, local.minuteOfDay);

    // Hot buffer: modulate down from 55 degC return, wait above 62 degC until it cooled to 50 degC.
    const returnC = this.tank.bottom;
    if (returnC >= 62) this.waiting = true;
    if (this.waiting && returnC < 50) this.waiting = false;
    const thermalCapW = minPowerW + (dachs08RatedElectricalW - minPowerW) * clamp((60 - returnC) / 5, 0, 1);
    const faulted = this.ctx.faults.active('E').length > 0;
    const wanted =
      faulted || !this.ctx.device.powered || this.waiting || targetW === 0
        ? 0
        : clamp(Math.min(targetW, thermalCapW), minPowerW, setPointW);
    const wasRunning = this.powerW > 0;
    const maxStep = rampWPerSecond * dt;
    this.powerW =
      wanted === 0 ? 0 : clamp(wanted, this.powerW - maxStep, Math.max(minPowerW, this.powerW + maxStep));
    if (!wasRunning && this.powerW > 0) this.starts += 1;
    this.state = faulted
      ? status.fault
      : this.powerW > 0
        ? status.running
        : this.waiting
          ? status.waiting
          : status.standby;

    const thermalW = (this.powerW * dachs08RatedThermalW) / dachs08RatedElectricalW;
    const hours = dt / 3600;
    const flowC = this.tank.charge(thermalW / 1000, 8, dt);
    const demandKw = spaceHeatKw(weather.outsideC, local, this.uaKwPerK) + hotWaterKw(local, 3);
    this.tank.discharge(demandKw, 35, dt);
    this.tank.settle(18, dt);
    if (this.powerW > 0) this.hours.add(hours);
    this.electricalKwh.add((this.powerW / 1000) * hours);
    this.thermalKwh.add((thermalW / 1000) * hours);

    // One power measurement; the heat follows it at the fixed ratio, so the two always agree.
    const electricalW = this.powerW > 0 ? Math.max(minPowerW / 2, this.powerW + 4 * this.rng.normal()) : 0;
    store.set('Bz_Mw.bStatus', this.state);
    store.setBoardDisplay('Bz_Mw', {
      p_elektrisch: electricalW,
      p_thermisch: (electricalW * dachs08RatedThermalW) / dachs08RatedElectricalW,
      sVorlauf: sensor(this.rng, this.powerW > 0 ? flowC : this.tank.top - 3),
      sRuecklauf: sensor(this.rng, returnC),
    });
    store.setTotal('Bz_Bd.ulBetriebsstunden', this.hours.total);
    store.set('Bz_Bd.ulAnzahlStarts', this.starts);
    store.setTotal('Bz_Bd.e_elektrisch', this.electricalKwh.total);
    store.setTotal('Bz_Bd.e_thermisch', this.thermalKwh.total);
  }

  /** Electrical target in W from the set point and today's power programs (the highest wins). */
  private target(setPointW: number, weekday: number, minuteOfDay: number): number {
    const days = programDays((key) => this.ctx.store.struct(key), 'Bz_Ew.Zeitprogramm', weekday);
    if (!isProgrammed(days.flatMap((d) => [d.today, d.yesterday]))) return setPointW;
    let best = 0;
    for (const day of days) {
      const current = switchAt('power', day.today, minuteOfDay, day.yesterday);
      if (!current || current.level === 0) continue;
      // switchCustomValue counts 10 W steps.
      const custom = current.value * 10;
      best = Math.max(best, custom > 0 ? custom : setPointW * (levelShare[current.level] ?? 1));
    }
    return best === 0 ? 0 : Math.min(setPointW, Math.max(minPowerW, best));
  }
}

export const dachs08Simulation: KindSimulation = {
  firmware: 'BZ 1.8.3',
  errorBoard: 'Bz_Mw',
  create: (ctx) => new Dachs08(ctx),
};
