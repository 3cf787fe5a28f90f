import { isDachsMaintenanceCode } from '@portal/unit-catalog';
import { BufferTank } from '../physics/buffer-tank.js';
import { heatingLimitC, hotWaterKw, spaceHeatKw } from '../physics/demand.js';
import { dachsFlowSetpoint } from '../physics/heating-curve.js';
import { clamp, waterKwhPerKgK } from '../physics/math.js';
import { programDays, switchAt } from '../physics/time-program.js';
import { germanTime } from '../util/clock.js';
import { type Random } from '../util/random.js';
import {
  ChpEngine,
  chpCondenserMaxKw,
  chpElectricalKw,
  chpMinRunSeconds,
  chpMinStandstillSeconds,
  chpThermalUnitKw,
} from './dachs-ii-engine.js';
import { DachsMaintenance } from './dachs-ii-maintenance.js';
import {
  type DachsCounters,
  dachsDefaultSettings,
  dachsInitialCounters,
  dachsRoomC,
} from './dachs-ii-setup.js';
import { writeDachsOutputs } from './dachs-ii-outputs.js';
import { type KindContext, type KindModel, type KindSimulation, type StepInfo } from './types.js';

// Dachs CHP in a house with a 750 l buffer (sensors 1, 2, 3, 4 top to bottom), a hot-water tank and an
// auxiliary burner. Heat-led: start when the buffer cannot serve the heating circuit or hot water,
// run until the bottom is warm. Power-led: run while the time program or an external (GLT) demand
// asks. Either way at least 30 minutes per run and 15 minutes between runs.

/** Bottom sensor at which the buffer counts as charged. */
const tankFullC = 65;
/** Hottest bottom temperature a start is allowed at (release bit b5). */
const startMaxBottomC = 62;
/** Protection: stop regardless of the minimum run time (max return temperature, release bit b6). */
const protectBottomC = 78;
const gltValidMs = 10 * 60_000;
const burnerKw = 20;
const hotWaterTankKg = 300;
const hotWaterChargeKw = 12;
/** Heating 1 m3 of water by 35 K. */
const kwhPerM3HotWater = 40.7;

class DachsII implements KindModel {
  private readonly tank: BufferTank;
  private readonly engine = new ChpEngine(dachsRoomC);
  private readonly counters: DachsCounters;
  private readonly maintenance: DachsMaintenance;
  private readonly uaKwPerK: number;
  private readonly hotWaterKwhPerDay: number;
  private readonly rng: Random;
  private hotWaterC: number;
  private hotWaterCharging = false;
  private burnerOn = false;
  private heatRun = false;
  private gltUntil = 0;
  private year: number;
  private gridDay = -1;

  constructor(private readonly ctx: KindContext) {
    const { rng, store } = ctx;
    this.rng = rng.fork('noise');
    const setup = rng.fork('setup');
    this.uaKwPerK = setup.between(0.8, 1.3);
    this.hotWaterKwhPerDay = setup.between(8, 18);
    this.tank = new BufferTank({
      litres: 750,
      layers: 4,
      initialC: [66, 60, 54, 48].map((t) => t + setup.between(-4, 4)),
    });
    this.hotWaterC = setup.between(50, 56);
    this.counters = dachsInitialCounters(ctx, setup);
    this.year = germanTime(ctx.startTime).year;
    dachsDefaultSettings(store);
    // Serviced on time so far: the hours since the last service follow from the operating hours.
    this.maintenance = new DachsMaintenance(
      ctx.faults,
      rng.fork('maintenance'),
      this.counters.hours.total % store.num('Wartung_Cache.usIntervall'),
    );
    for (let i = 0; i < 10; i += 1) store.set(`Mm.ModulSteuerung.fModulVerfuegbar[${i}]`, i === 0);
  }

  onWrite(key: string, t: number): void {
    if (key === 'Stromf_Ew.Anforderung_GLT.bAktiv' && this.ctx.store.bool(key))
      this.gltUntil = t + gltValidMs;
  }

  step({ t, dtSeconds: dt, local, weather }: StepInfo): void {
    const { store, faults } = this.ctx;
    this.rollOver(local.year, local.dayOfYear);
    const curve = (name: string) => store.num(`Hk_Ew.Heizkreis1.Heizkurve.${name}`);
    const night = local.hour >= 22 || local.hour < 6;
    const outsideC = weather.outsideC;
    const flowSetC = dachsFlowSetpoint(outsideC, {
      plus15C: curve('sbSollVorlaufPlus15'),
      minus10C: curve('sbSollVorlaufMinus10'),
      shiftK: curve(night ? 'sbParallelNacht' : 'sbParallelTag'),
      lowerC: curve('sbUntereGrenze'),
      upperC: curve('sbObereGrenze'),
    });
    const hotWaterSetC = store.num('Ww_Ew.Warmwasser.sbSollTemp');
    const heatingActive = outsideC < heatingLimitC;

    // Consumers: heating circuit from the top, hot-water tank charging, then standing losses.
    const spaceKw = heatingActive ? spaceHeatKw(outsideC, local, this.uaKwPerK) : 0;
    const circuitReturnC = Math.max(25, flowSetC - 12);
    if (this.tank.top > circuitReturnC + 3) this.tank.discharge(spaceKw, circuitReturnC, dt);
    const drawKw = hotWaterKw(local, this.hotWaterKwhPerDay);
    if (this.hotWaterC < hotWaterSetC - 5) this.hotWaterCharging = true;
    if (this.hotWaterC >= hotWaterSetC || this.tank.top < this.hotWaterC + 3) this.hotWaterCharging = false;
    const chargeKw = this.hotWaterCharging
      ? this.tank.discharge(hotWaterChargeKw, this.hotWaterC + 5, dt)
      : 0;
    this.hotWaterC += ((chargeKw - drawKw - 0.06) * (dt / 3600)) / (hotWaterTankKg * waterKwhPerKgK);
    this.counters.hotWaterYearM3.add((drawKw * (dt / 3600)) / kwhPerM3HotWater);

    // Demands and release.
    const mode = store.num('Hka_Ew.bFuehrungHKA');
    const programLevel = this.programLevel(local.weekday, local.minuteOfDay);
    if (store.bool('Stromf_Ew.Anforderung_GLT.bAktiv') && t >= this.gltUntil)
      store.set('Stromf_Ew.Anforderung_GLT.bAktiv', false);
    const gltDemand =
      store.bool('Stromf_Ew.Anforderung_GLT.bAktiv') &&
      store.num('Stromf_Ew.Anforderung_GLT.bAnzahlModule') > 0;
    const powerLed = mode === 1 || mode === 2;
    const heatLed = mode === 0 || mode === 2;
    const powerDemand = powerLed && (gltDemand || programLevel > 0);
    const f1 = this.tank.at(0);
    const f2 = this.tank.at(1 / 3);
    const f4 = this.tank.at(1);
    const spaceDemand = heatLed && heatingActive && f2 < flowSetC + 3;
    const hotWaterDemand = heatLed && f1 < hotWaterSetC + 8;
    const fault = faults.active('E').length > 0;
    const standstillOk = this.engine.standstillSeconds >= chpMinStandstillSeconds;
    const temperatureOk = f4 < startMaxBottomC;

    // Engine control: a shutdown fault locks the engine out until it clears (a locking fault only
    // once someone unlocked it); switched off with the power key, it stops and stays off.
    const powered = this.ctx.device.powered;
    this.engine.lockOut(fault);
    if (!powered) this.engine.stop();
    if (!this.engine.running) {
      if (
        powered &&
        !fault &&
        (spaceDemand || hotWaterDemand || powerDemand) &&
        standstillOk &&
        temperatureOk
      ) {
        this.engine.start();
        this.counters.starts += 1;
        this.heatRun = spaceDemand || hotWaterDemand;
      }
    } else {
      if (spaceDemand || hotWaterDemand) this.heatRun = true;
      const full = f4 >= tankFullC;
      const wanted = !full && (this.heatRun || powerDemand);
      if (f4 >= protectBottomC || (!wanted && this.engine.runSeconds >= chpMinRunSeconds)) this.engine.stop();
    }
    this.engine.step(dt, this.rng, f4, dachsRoomC);

    // Generation into the buffer and counters.
    const hours = dt / 3600;
    const operatingHours = this.engine.running ? hours : 0;
    this.counters.hours.add(operatingHours);
    if (this.engine.onGrid) {
      const condenserKw = chpCondenserMaxKw * clamp((55 - f4) / 15, 0, 1);
      this.tank.charge(chpThermalUnitKw + condenserKw, 15, dt);
      this.counters.electricalKwh.add(chpElectricalKw * hours);
      this.counters.thermalUnitKwh.add(chpThermalUnitKw * hours);
      this.counters.thermalCondenserKwh.add(condenserKw * hours);
    }

    // Auxiliary burner when the Dachs cannot keep up (or may not run).
    const chpShort =
      (this.engine.runSeconds > 20 * 60 || fault || !standstillOk) && (heatingActive || hotWaterDemand);
    if (!this.burnerOn && chpShort && this.tank.top < flowSetC - 5) {
      this.burnerOn = true;
      this.counters.burnerStarts += 1;
    }
    if (this.burnerOn && (this.tank.top > flowSetC + 5 || !chpShort)) this.burnerOn = false;
    if (this.burnerOn) {
      this.tank.charge(burnerKw, 20, dt);
      this.counters.burnerHours.add(hours);
    }
    this.tank.settle(dachsRoomC, dt);
    this.maintenance.step(t, operatingHours, store.num('Wartung_Cache.usIntervall'));
    this.markRunGrid(local.minuteOfDay);

    writeDachsOutputs(this.ctx, {
      engine: this.engine,
      tank: this.tank,
      counters: this.counters,
      rng: this.rng,
      hotWaterC: this.hotWaterC,
      hotWaterCharging: this.hotWaterCharging,
      burnerOn: this.burnerOn,
      maintenanceDue: this.maintenance.due,
      hoursAtService: Math.floor(this.counters.hours.total - this.maintenance.hoursSinceService + 1e-9),
      outsideC,
      flowSetC,
      heatingActive,
      spaceDemand,
      hotWaterDemand,
      powerDemand,
      gltDemand,
      programLevel,
      fault,
      standstillOk,
      temperatureOk,
      minuteOfDay: local.minuteOfDay,
      hour: local.hour,
    });
  }

  private programLevel(weekday: number, minuteOfDay: number): number {
    const days = programDays((key) => this.ctx.store.struct(key), 'Stromf_Ew.Zeitprogramm', weekday);
    return Math.max(
      0,
      ...days.map((d) => switchAt('activity', d.today, minuteOfDay, d.yesterday)?.level ?? 0),
    );
  }

  /** New year: snapshot counters into BD3112; new day: clear today's run grid. */
  private rollOver(year: number, dayOfYear: number): void {
    const { store } = this.ctx;
    if (year !== this.year) {
      this.year = year;
      const c = this.counters;
      store.set('BD3112.Hka_Bd.ulBetriebssekunden', c.hours.raw());
      store.set('BD3112.Hka_Bd.ulAnzahlStarts', c.starts);
      store.set('BD3112.Hka_Bd.ulArbeitElektr', c.electricalKwh.raw());
      store.set('BD3112.Hka_Bd.ulArbeitThermHka', c.thermalUnitKwh.raw());
      store.set('BD3112.Hka_Bd.ulArbeitThermKon', c.thermalCondenserKwh.raw());
      store.set('BD3112.Ww_Bd.ulWwMengepA', c.hotWaterYearM3.raw());
      c.hotWaterYearM3.total = 0;
    }
    if (dayOfYear !== this.gridDay) {
      this.gridDay = dayOfYear;
      for (let i = 0; i < 12; i += 1) store.set(`Laufraster15Min_aktTag.bDoppelstunde[${i}]`, 0);
    }
  }

  /** Bit per 15-minute slot in which the engine ran; byte per two hours. */
  private markRunGrid(minuteOfDay: number): void {
    if (!this.engine.running) return;
    const slot = Math.floor(minuteOfDay / 15);
    const key = `Laufraster15Min_aktTag.bDoppelstunde[${Math.floor(slot / 8)}]`;
    this.ctx.store.set(key, this.ctx.store.num(key) | (1 << (slot % 8)));
  }
}

export const dachsIISimulation: KindSimulation = {
  firmware: 'MSR2 4.10',
  errorBoard: 'Hka_Bd',
  isModelCode: isDachsMaintenanceCode,
  create: (ctx) => new DachsII(ctx),
};
