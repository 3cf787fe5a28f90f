import { measurementFields, selfConsumptionRatio, selfSufficiency } from '@portal/unit-catalog';
import { type HeatPump, type HeatPumpSettings, heatPumpModes } from '../physics/heat-pump.js';
import { Household, randomHousehold } from '../physics/household.js';
import { Accumulator } from '../physics/math.js';
import { type BatterySetup, newBattery } from './batterie.js';
import { unitAge } from './shared.js';
import { type KindContext, type KindModel, type KindSimulation, type Site, type StepInfo } from './types.js';
import { newHeatPump } from './waermepumpe.js';

// Grid connection point of a home with PV, maybe a battery and a heat pump; with a site (the
// portal's location) exactly what stands there: its CHP units' electrical output, PV only where the
// location has it. Powers are whole watts chosen so the balance holds exactly:
// p_erzeugung + p_netzbezug = p_verbrauch + p_netzeinspeisung + p_batterie (+ charging).

type Field = (typeof measurementFields)[number];

const heatPumpSettings: HeatPumpSettings = {
  mode: heatPumpModes.auto,
  roomC: 20,
  hotWaterC: 48,
  curveMaxC: 50,
  curveMinC: 25,
  slope: 0.5,
};

class Netz implements KindModel {
  private readonly household: Household;
  private readonly battery: BatterySetup | null;
  private readonly heatPump: HeatPump | null;
  private readonly energy: Record<Field, Accumulator>;
  private readonly site: Site;

  constructor(private readonly ctx: KindContext) {
    const rng = ctx.rng.fork('setup');
    const spec = randomHousehold(rng);
    this.household = new Household(spec, ctx.rng.fork('noise'));
    // Drawn with a site too, so the draws after them stay the same.
    const battery = rng.chance(0.6);
    this.battery = (ctx.site?.battery ?? battery) ? newBattery(rng, ctx.startTime) : null;
    const heatPump = rng.chance(0.5);
    this.heatPump = (ctx.site?.heatPump ?? heatPump) ? newHeatPump(rng, ctx.startTime) : null;
    this.site = ctx.site ?? { pv: true, battery, heatPump, generators: [] };
    // Meter readings since commissioning: the PV yield and what the CHP units' own counters say they
    // made, a third to a half of it used on site.
    const years = unitAge(rng, ctx.startTime, ctx.commissionedMs, 1, 8).years;
    const produced =
      (this.site.pv ? spec.kWp * 950 * years : 0) +
      this.site.generators.reduce((sum, generator) => sum + generator.electricalKwh(), 0);
    const consumed = (spec.annualKwh + (this.heatPump ? 3000 : 0)) * years;
    const own = Math.min(produced, consumed) * rng.between(0.3, 0.5);
    this.energy = {
      erzeugung: new Accumulator(produced),
      verbrauch: new Accumulator(consumed),
      eigenverbrauch: new Accumulator(own),
      netzbezug: new Accumulator(consumed - own),
      netzeinspeisung: new Accumulator(produced - own),
    };
    // The 70 % rule for feed-in, rounded to the 100 W steps of the menu.
    ctx.store.set('Netz_Ew.ulEinspeisegrenze', Math.round((spec.kWp * 700) / 100) * 100);
  }

  step({ t, dtSeconds, local, weather }: StepInfo): void {
    const { store } = this.ctx;
    const home = this.household.step(t, local, weather.cloudiness, dtSeconds);
    const pvW = this.site.pv ? home.pvW : 0;
    const loadW = home.loadW;
    let chpW = 0;
    for (const generator of this.site.generators) {
      generator.follow(t, dtSeconds);
      chpW += generator.electricalW();
    }
    this.heatPump?.step(weather.outsideC, local, heatPumpSettings, dtSeconds);
    const heatPumpW = Math.round(this.heatPump?.electricalW ?? 0);
    const consumption = Math.round(loadW) + heatPumpW;
    let batteryW = 0;
    if (this.battery) {
      const { battery, capacityKwh } = this.battery;
      const limits = { capacityKwh, socMinPercent: 10, maxPowerW: 3000 };
      batteryW = Math.round(battery.step(pvW + chpW - consumption, limits, dtSeconds));
    }
    // Above the feed-in limit the inverter curtails the PV plant (a CHP unit runs on).
    const limitW = store.num('Netz_Ew.ulEinspeisegrenze');
    const production = Math.round(Math.max(0, Math.min(pvW, consumption + batteryW + limitW - chpW)) + chpW);
    const net = consumption + batteryW - production;
    const p: Record<Field, number> = {
      erzeugung: production,
      verbrauch: consumption,
      netzbezug: Math.max(0, net),
      netzeinspeisung: Math.max(0, -net),
      eigenverbrauch: production - Math.max(0, -net),
    };
    for (const field of measurementFields) {
      store.set(`Netz_Mw.p_${field}`, p[field]);
      this.energy[field].add((p[field] / 1000) * (dtSeconds / 3600));
      store.setTotal(`Netz_Mw.e_${field}`, this.energy[field].total);
    }
    store.set('Netz_Mw.p_wirkleistung', p.netzbezug - p.netzeinspeisung);
    store.set('Netz_Mw.p_batterie', batteryW);
    store.set('Netz_Mw.p_waermepumpe', heatPumpW);
    // The ratios of the flows published beside them (spec 9), as the energy-flow picture shows them.
    store.set('Netz_Mw.autarkiegrad', selfSufficiency(p.verbrauch, p.netzbezug));
    store.set('Netz_Mw.eigenverbrauchsquote', selfConsumptionRatio(p.erzeugung, p.netzeinspeisung));
  }
}

export const netzSimulation: KindSimulation = {
  firmware: 'SM 5.0.1',
  errorBoard: 'Netz_Mw',
  create: (ctx) => new Netz(ctx),
};
