import { type UnitKind } from '@portal/unit-catalog';
import { type DeviceControl } from '../model/device-menu.js';
import { type FaultSimulator } from '../physics/faults.js';
import { type Weather } from '../physics/weather.js';
import { type LocalTime } from '../util/clock.js';
import { type Random } from '../util/random.js';
import { type ValueStore } from '../model/values.js';

/** What a kind's physics gets once, at creation. */
export interface KindContext {
  kind: UnitKind;
  store: ValueStore;
  rng: Random;
  faults: FaultSimulator;
  /** The power key (device menu): kinds with an engine stop while it is off. */
  device: DeviceControl;
  sn: string;
  /** Simulated ms when the model starts. */
  startTime: number;
  /** When the unit was commissioned (ms), if the portal told it; counters are sized to match. */
  commissionedMs?: number;
  /** What stands at a grid connection's site, when the portal told it (model/site.ts). */
  site?: Site;
}

/** A CHP unit at the site, stepped with the meter that measures it. */
export interface SiteGenerator {
  follow(t: number, dtSeconds: number): void;
  electricalW(): number;
  /** Its own electrical energy counter, kWh. */
  electricalKwh(): number;
}

export interface Site {
  pv: boolean;
  battery: boolean;
  heatPump: boolean;
  generators: readonly SiteGenerator[];
}

/** One model step: the simulated time at its end, its length and the shared weather. */
export interface StepInfo {
  t: number;
  dtSeconds: number;
  local: LocalTime;
  weather: Weather;
}

export interface KindModel {
  /** Advances the physics by one step and writes every simulated key into the store. */
  step(info: StepInfo): void;
  /** Reacts to an accepted write (e.g. an external demand that lapses after 10 minutes). */
  onWrite?(key: string, t: number): void;
}

export interface KindSimulation {
  firmware: string;
  /** Board named by the error list entries. */
  errorBoard: string;
  /** Codes the physics raises itself, never drawn at random. */
  isModelCode?: (code: number) => boolean;
  create(ctx: KindContext): KindModel;
}
