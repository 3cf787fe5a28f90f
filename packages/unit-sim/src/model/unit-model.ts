import { type UnitError } from '@portal/contracts';
import {
  type ProductGroup,
  type UnitKind,
  findKind,
  parseDataPointKey,
  validateWrite,
} from '@portal/unit-catalog';
import { kindSimulations } from '../kinds/index.js';
import { type KindModel, type KindSimulation } from '../kinds/types.js';
import { FaultSimulator } from '../physics/faults.js';
import { Weather } from '../physics/weather.js';
import { germanTime } from '../util/clock.js';
import { Random } from '../util/random.js';
import { DeviceMenu, defaultServiceCode } from './device-menu.js';
import { type SiteOptions, siteGenerator } from './site.js';
import { type RawValue, ValueStore, normaliseWrite, rawToDisplay } from './values.js';

// One simulated unit without any I/O: kind physics on a fixed step grid, its value table, faults and
// the read/write semantics of the device protocol. Steps lie on a grid anchored at the start time, so
// the state at a given simulated time depends only on the seed and the writes, not on when someone
// looked.

export interface UnitModelOptions {
  sn: string;
  productGroup: ProductGroup;
  seed: number;
  /** Simulated ms the model starts at. */
  startTime: number;
  /** Model step in seconds; keep it a divisor of the sample interval. Default 10. */
  stepSeconds?: number;
  /** Random fault/warning events per simulated day (kinds without catalogue faults have none). */
  faultRate?: number;
  /** When the unit was commissioned (ms); without it the kind picks a believable age. */
  commissionedAt?: number;
  /** The code the unit accepts for its service level (device menu). Default '4711'. */
  serviceCode?: string;
  /** A grid connection's site: what its meter measures (without it, a home with PV). */
  site?: SiteOptions;
}

export const defaultFaultRate = 0.3;

export class UnitModel {
  readonly kind: UnitKind;
  readonly sn: string;
  readonly firmware: string;
  readonly store: ValueStore;
  readonly device: DeviceMenu;
  private readonly simulation: KindSimulation;
  private readonly physics: KindModel;
  private readonly faults: FaultSimulator;
  private readonly weather: Weather;
  private readonly stepMs: number;
  private readonly startTime: number;
  private steps = 0;

  constructor(options: UnitModelOptions) {
    const kind = findKind(options.productGroup);
    if (!kind) throw new Error(`unknown product group ${options.productGroup}`);
    this.kind = kind;
    this.sn = options.sn;
    this.simulation = kindSimulations[options.productGroup];
    this.firmware = this.simulation.firmware;
    this.startTime = options.startTime;
    this.stepMs = (options.stepSeconds ?? 10) * 1000;
    const rng = new Random(options.seed);
    this.store = new ValueStore(kind);
    this.weather = new Weather(rng.fork('weather'));
    this.faults = new FaultSimulator(kind, rng.fork('faults'), {
      ratePerDay: options.faultRate ?? defaultFaultRate,
      boardName: this.simulation.errorBoard,
      isModelCode: this.simulation.isModelCode,
      snapshot: () => this.store.faultSnapshot(this.simulation.errorBoard),
    });
    this.device = new DeviceMenu({
      kind,
      sn: options.sn,
      store: this.store,
      faults: this.faults,
      firmware: this.firmware,
      serviceCode: options.serviceCode ?? defaultServiceCode,
      now: () => this.time,
      writeRaw: (values) => void this.write(values),
    });
    this.physics = this.simulation.create({
      kind,
      store: this.store,
      rng: rng.fork('physics'),
      faults: this.faults,
      device: this.device,
      sn: options.sn,
      startTime: options.startTime,
      commissionedMs: options.commissionedAt,
      site: options.site && {
        ...options.site,
        generators: options.site.generators.map((generator) =>
          siteGenerator(
            new UnitModel({
              ...generator,
              startTime: options.startTime,
              stepSeconds: options.stepSeconds,
              faultRate: options.faultRate,
            }),
          ),
        ),
      },
    });
    // One step of zero length fills every simulated key before anyone reads.
    this.runStep(options.startTime, 0);
  }

  /** Simulated ms of the last step. */
  get time(): number {
    return this.startTime + this.steps * this.stepMs;
  }

  /** Runs every grid step up to and including `t`. */
  advanceTo(t: number): void {
    while (this.time + this.stepMs <= t + 1e-6) {
      this.steps += 1;
      this.runStep(this.time, this.stepMs / 1000);
    }
  }

  /**
   * Runs up to `t` in coarse steps of `stepSeconds` (a whole multiple of the model step), staying on
   * the grid: history generation lives through a year in seconds at the cost of coarser physics.
   */
  fastForward(t: number, stepSeconds: number): void {
    const stepsPer = Math.round((stepSeconds * 1000) / this.stepMs);
    if (stepsPer < 1 || stepsPer * this.stepMs !== stepSeconds * 1000)
      throw new Error(`fast-forward step ${stepSeconds} s is not a multiple of the model step`);
    while (this.time + stepsPer * this.stepMs <= t + 1e-6) {
      this.steps += stepsPer;
      this.runStep(this.time, stepSeconds);
    }
  }

  private runStep(t: number, dtSeconds: number): void {
    const local = germanTime(t);
    this.weather.step(local, dtSeconds);
    this.faults.step(t, dtSeconds);
    this.physics.step({ t, dtSeconds, local, weather: this.weather });
  }

  values(keys?: Iterable<string>): Record<string, RawValue> {
    return this.store.snapshot(keys);
  }

  /** Protocol `read`: known keys with their raw values; an array key without index gives all items. */
  read(keys: readonly string[]): { values: Record<string, RawValue>; errorKeys: string[] } {
    const values: Record<string, RawValue> = {};
    const errorKeys: string[] = [];
    for (const key of keys) {
      const value = this.store.get(key);
      if (value !== undefined) {
        values[key] = typeof value === 'object' ? { ...value } : value;
        continue;
      }
      const items = this.store.entries.filter((e) => e.index !== undefined && e.key.startsWith(`${key}[`));
      if (items.length === 0 || parseDataPointKey(key)?.index !== undefined) errorKeys.push(key);
      else Object.assign(values, this.store.snapshot(items.map((e) => e.key)));
    }
    return { values, errorKeys };
  }

  /**
   * Protocol `write` of raw values: each key is checked with the catalog's validateWrite in display
   * units; rejected keys are reported and left unchanged, the others are applied at once.
   */
  write(values: Record<string, unknown>): { errorKeys: Record<string, string> } {
    const errorKeys: Record<string, string> = {};
    const accepted: [string, RawValue][] = [];
    for (const [key, raw] of Object.entries(values)) {
      const entry = this.store.entry(key);
      const problem = validateWrite(this.kind, key, entry ? rawToDisplay(this.kind, entry.def, raw) : raw);
      if (problem || !entry) errorKeys[key] = problem ?? 'write.unknownKey';
      else accepted.push([key, normaliseWrite(this.kind, entry.def, raw)]);
    }
    for (const [key, value] of accepted) {
      this.store.set(key, value);
      this.physics.onWrite?.(key, this.time);
    }
    return { errorKeys };
  }

  errors(board?: string): UnitError[] {
    return this.faults.list(board);
  }

  /** Changes whenever the error list changes. */
  get errorsVersion(): number {
    return this.faults.version;
  }

  /** Raises a catalogue code now; it clears after `durationSeconds` (null: only via clearFaults). */
  forceFault(code: number, durationSeconds: number | null = null): void {
    this.faults.raise(code, this.time, durationSeconds);
  }

  /** Locks the safety unit with fault `code` whose cause lasts `causeSeconds` (see DeviceMenu.lock). */
  forceLockingFault(code: number, causeSeconds: number): void {
    this.device.lock(code, causeSeconds);
  }

  clearFaults(): void {
    this.faults.clearAll(this.time);
  }

  /** Clears one code now (a repair): a lock it holds goes with it. */
  clearFault(code: number): void {
    this.faults.clear(code, this.time);
  }
}
