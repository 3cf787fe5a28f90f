import { Battery } from '../physics/battery.js';
import { Household, randomHousehold } from '../physics/household.js';
import { type ValueStore } from '../model/values.js';
import { type Random } from '../util/random.js';
import { unitAge } from './shared.js';
import { type KindContext, type KindModel, type KindSimulation, type StepInfo } from './types.js';

// Home battery behind a PV plant: charges from the surplus, discharges into the deficit, within
// bSocMin and usLadeleistungMax (the inverter's limit both ways).

export interface BatterySetup {
  battery: Battery;
  capacityKwh: number;
}

/** A battery in service since `commissionedMs` (or some years); shared with the grid connection kind. */
export function newBattery(rng: Random, startTime: number, commissionedMs?: number): BatterySetup {
  const capacityKwh = Math.round(rng.between(5, 15) * 10) / 10;
  const battery = new Battery(capacityKwh, rng.between(30, 80));
  const cycles = unitAge(rng, startTime, commissionedMs, 0.5, 6).years * rng.between(150, 280);
  battery.charged.add(cycles * capacityKwh);
  battery.discharged.add(cycles * capacityKwh * 0.9);
  return { battery, capacityKwh };
}

export function batteryLimits(store: ValueStore, capacityKwh: number) {
  return {
    capacityKwh,
    socMinPercent: store.num('Bat_Ew.bSocMin'),
    maxPowerW: store.num('Bat_Ew.usLadeleistungMax'),
  };
}

class Batterie implements KindModel {
  private readonly household: Household;
  private readonly setup: BatterySetup;

  constructor(private readonly ctx: KindContext) {
    const rng = ctx.rng.fork('setup');
    this.household = new Household(randomHousehold(rng), ctx.rng.fork('noise'));
    this.setup = newBattery(rng, ctx.startTime, ctx.commissionedMs);
    ctx.store.set('Bat_Ew.bSocMin', 10);
    ctx.store.set('Bat_Ew.usLadeleistungMax', 3000);
    ctx.store.setDisplay('Bat_Mw.usKapazitaet', this.setup.capacityKwh);
  }

  step({ t, dtSeconds, local, weather }: StepInfo): void {
    const { store } = this.ctx;
    const { battery, capacityKwh } = this.setup;
    const { pvW, loadW } = this.household.step(t, local, weather.cloudiness, dtSeconds);
    const powerW = Math.round(battery.step(pvW - loadW, batteryLimits(store, capacityKwh), dtSeconds));
    store.set('Bat_Mw.soc', Math.round(battery.socPercent(capacityKwh)));
    store.set('Bat_Mw.p_laden', Math.max(0, powerW));
    store.set('Bat_Mw.p_entladen', Math.max(0, -powerW));
    store.setTotal('Bat_Mw.e_laden', battery.charged.total);
    store.setTotal('Bat_Mw.e_entladen', battery.discharged.total);
  }
}

export const batterieSimulation: KindSimulation = {
  firmware: 'BMS 2.1.7',
  errorBoard: 'Bat_Mw',
  create: (ctx) => new Batterie(ctx),
};
