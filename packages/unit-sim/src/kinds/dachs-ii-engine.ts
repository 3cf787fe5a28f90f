import { approach } from '../physics/math.js';
import { type Random } from '../util/random.js';

// The Dachs engine as a state machine: start sequence (motor status 20 -> 21 -> 22 -> 30 -> 31 -> 32),
// constant 5.5 kW on the grid, shutdown (11) then 0. A shutdown fault locks it in fault shutdown (10)
// until the fault clears, so the status never reads 'idle' (0) next to a current fault. Minimum run and
// standstill times are enforced by the controller in dachs-ii.ts using runSeconds / standstillSeconds.

export const chpMinRunSeconds = 30 * 60;
export const chpMinStandstillSeconds = 15 * 60;
export const chpElectricalKw = 5.5;
/** Thermal output of the unit without the exhaust condenser. */
export const chpThermalUnitKw = 10.5;
/** Extra heat from the condenser when the return is cold enough to condense. */
export const chpCondenserMaxKw = 2;

type Phase = 'off' | 'starting' | 'running' | 'stopping' | 'faultStop';

/** Start sequence: motor status from this many seconds after the start. */
const startSequence: readonly [number, number][] = [
  [0, 20],
  [20, 21],
  [30, 22],
  [40, 30],
  [60, 31],
];
const startSeconds = 70;
const stopSeconds = 20;
const faultStopSeconds = 30;

export interface EngineTemperatures {
  motor: number;
  exhaustEngine: number;
  exhaustUnit: number;
  capsule: number;
  generator: number;
  controller: number;
}

export class ChpEngine {
  private phase: Phase = 'off';
  private phaseSeconds = 0;
  private locked = false;
  /** Seconds since the last start (0 while stopped). */
  runSeconds = 0;
  standstillSeconds = chpMinStandstillSeconds;
  speed = 0;
  readonly temps: EngineTemperatures;

  constructor(roomC: number) {
    this.temps = {
      motor: roomC,
      exhaustEngine: roomC,
      exhaustUnit: roomC,
      capsule: roomC,
      generator: roomC,
      controller: roomC + 8,
    };
  }

  /** From the start command until the engine is stopped again. */
  get running(): boolean {
    return this.phase === 'starting' || this.phase === 'running';
  }

  get onGrid(): boolean {
    return this.phase === 'running';
  }

  get motorStatus(): number {
    switch (this.phase) {
      case 'off':
        return 0;
      case 'running':
        return 32;
      case 'stopping':
        return 11;
      case 'faultStop':
        return 10;
      case 'starting': {
        let status = 20;
        for (const [from, value] of startSequence) if (this.phaseSeconds >= from) status = value;
        return status;
      }
    }
  }

  start(): void {
    this.phase = 'starting';
    this.phaseSeconds = 0;
    this.runSeconds = 0;
  }

  stop(): void {
    if (!this.running) return;
    this.phase = 'stopping';
    this.phaseSeconds = 0;
    this.runSeconds = 0;
    this.standstillSeconds = 0;
  }

  /** A current shutdown fault stops the engine, or keeps it standing, in fault shutdown. */
  lockOut(fault: boolean): void {
    this.locked = fault;
    if (!fault || this.phase === 'faultStop') return;
    if (this.running) {
      this.runSeconds = 0;
      this.standstillSeconds = 0;
    }
    this.phase = 'faultStop';
    this.phaseSeconds = 0;
  }

  step(dtSeconds: number, rng: Random, tankBottomC: number, roomC: number): void {
    this.phaseSeconds += dtSeconds;
    if (this.running) this.runSeconds += dtSeconds;
    else this.standstillSeconds += dtSeconds;
    if (this.phase === 'starting' && this.phaseSeconds >= startSeconds) this.phase = 'running';
    if (this.phase === 'stopping' && this.phaseSeconds >= stopSeconds) this.phase = 'off';
    if (this.phase === 'faultStop' && !this.locked && this.phaseSeconds >= faultStopSeconds)
      this.phase = 'off';
    this.speed = this.speedFor(this.motorStatus, rng);
    this.stepTemperatures(dtSeconds, rng, tankBottomC, roomC);
  }

  private speedFor(status: number, rng: Random): number {
    switch (status) {
      case 22:
        return Math.round(280 + 20 * rng.float());
      case 30:
        return Math.round(1700 + 100 * rng.float());
      case 31:
        return Math.round(2450 + 10 * rng.normal());
      case 32:
        return Math.round(2400 + 8 * rng.normal());
      case 11:
        return 600;
      default:
        return 0;
    }
  }

  private stepTemperatures(dt: number, rng: Random, tankBottomC: number, roomC: number): void {
    const hot = this.running;
    const target: EngineTemperatures = hot
      ? {
          motor: 84 + rng.normal(),
          exhaustEngine: 560 + 8 * rng.normal(),
          exhaustUnit: tankBottomC + 12,
          capsule: 68,
          generator: 52,
          controller: 38,
        }
      : {
          motor: roomC + 4,
          exhaustEngine: roomC + 5,
          exhaustUnit: roomC + 2,
          capsule: roomC + 4,
          generator: roomC + 2,
          controller: roomC + 8,
        };
    const tau = hot ? 240 : 1800;
    for (const name of Object.keys(target) as (keyof EngineTemperatures)[])
      this.temps[name] = approach(
        this.temps[name],
        target[name],
        dt,
        name === 'exhaustEngine' ? tau / 3 : tau,
      );
  }
}
