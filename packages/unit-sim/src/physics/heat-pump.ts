import { type LocalTime } from '../util/clock.js';
import { hotWaterKw, spaceHeatKw } from './demand.js';
import { slopeFlowSetpoint } from './heating-curve.js';
import { Accumulator, clamp, waterKwhPerKgK } from './math.js';

// An air-to-water heat pump with a small heating buffer and a hot-water tank. The compressor runs on
// and off with a hysteresis around the flow set point; hot water has priority in automatic mode.

/** Wp_Betriebsart values. */
export const heatPumpModes = { off: 0, auto: 1, heating: 2, hotWaterOnly: 3 } as const;

export interface HeatPumpSettings {
  mode: number;
  roomC: number;
  hotWaterC: number;
  curveMaxC: number;
  curveMinC: number;
  slope: number;
}

export interface HeatPumpSpec {
  /** Building heat loss in kW per K below the heating limit. */
  uaKwPerK: number;
  hotWaterKwhPerDay: number;
  /** Heat output at +7 degC outside. */
  ratedW: number;
}

/** COP about 4.5 at +7 degC / 35 degC flow, about 2.5 at -10 degC; lower with hotter flow. */
export function heatPumpCop(outsideC: number, flowC: number): number {
  return clamp(4.5 + ((outsideC - 7) * 2) / 17 - (flowC - 35) * 0.05, 1.5, 6);
}

/** Heat output falls as the outside air gets colder. */
export function heatPumpOutputW(ratedW: number, outsideC: number): number {
  return ratedW * clamp(1 + 0.02 * (outsideC - 7), 0.5, 1.2);
}

const minSwitchSeconds = 6 * 60;
const bufferKg = 300;
const hotWaterKg = 200;
const circuitKgPerS = 0.4;

export type CompressorDuty = 'off' | 'heating' | 'hotWater';

export class HeatPump {
  waterC: number;
  hotWaterC: number;
  duty: CompressorDuty = 'off';
  private sinceSwitchS = minSwitchSeconds;
  flowSetC = 30;
  flowC: number;
  returnC: number;
  electricalW = 0;
  thermalW = 0;
  cop = 0;
  readonly electricalKwh: Accumulator;
  readonly thermalKwh: Accumulator;
  readonly runHours: Accumulator;
  starts: number;

  constructor(
    readonly spec: HeatPumpSpec,
    initial: {
      waterC: number;
      hotWaterC: number;
      electricalKwh: number;
      thermalKwh: number;
      hours: number;
      starts: number;
    },
  ) {
    this.waterC = initial.waterC;
    this.hotWaterC = initial.hotWaterC;
    this.flowC = initial.waterC;
    this.returnC = initial.waterC;
    this.electricalKwh = new Accumulator(initial.electricalKwh);
    this.thermalKwh = new Accumulator(initial.thermalKwh);
    this.runHours = new Accumulator(initial.hours);
    this.starts = initial.starts;
  }

  get running(): boolean {
    return this.duty !== 'off';
  }

  step(outsideC: number, local: LocalTime, s: HeatPumpSettings, dtSeconds: number): void {
    const heatingAllowed = s.mode === heatPumpModes.auto || s.mode === heatPumpModes.heating;
    const hotWaterAllowed = s.mode === heatPumpModes.auto || s.mode === heatPumpModes.hotWaterOnly;
    const demandKw = heatingAllowed
      ? spaceHeatKw(outsideC, local, this.spec.uaKwPerK, 15 + (s.roomC - 20))
      : 0;
    this.flowSetC = slopeFlowSetpoint(outsideC, s.roomC, s.slope, s.curveMinC, s.curveMaxC);

    const wantHotWater =
      hotWaterAllowed &&
      (this.duty === 'hotWater' ? this.hotWaterC < s.hotWaterC : this.hotWaterC < s.hotWaterC - 5);
    const wantHeat =
      demandKw > 0 &&
      (this.duty === 'heating' ? this.waterC < this.flowSetC + 2 : this.waterC < this.flowSetC - 2);
    let duty: CompressorDuty = wantHotWater ? 'hotWater' : wantHeat ? 'heating' : 'off';
    // Minimum run and pause times protect the compressor; switching duty while running is free.
    const switchingOnOff = (duty === 'off') !== (this.duty === 'off');
    if (switchingOnOff && this.sinceSwitchS < minSwitchSeconds && s.mode !== heatPumpModes.off)
      duty = this.duty;
    if (switchingOnOff && duty !== this.duty) {
      this.sinceSwitchS = 0;
      if (duty !== 'off') this.starts += 1;
    }
    this.duty = duty;
    this.sinceSwitchS += dtSeconds;

    const targetFlowC = duty === 'hotWater' ? s.hotWaterC + 5 : this.flowSetC;
    this.thermalW =
      duty === 'off' ? 0 : heatPumpOutputW(this.spec.ratedW, outsideC) * (duty === 'hotWater' ? 0.9 : 1);
    this.cop = duty === 'off' ? 0 : heatPumpCop(outsideC, targetFlowC);
    this.electricalW = this.cop > 0 ? this.thermalW / this.cop : 0;

    const hours = dtSeconds / 3600;
    // The house takes its demand while the buffer is warm enough; a cold buffer delivers less.
    const deliveredKw = demandKw * clamp((this.waterC - s.roomC) / 5, 0, 1);
    const intoBufferKw = (duty === 'heating' ? this.thermalW / 1000 : 0) - deliveredKw - 0.05;
    this.waterC = clamp(this.waterC + (intoBufferKw * hours) / (bufferKg * waterKwhPerKgK), 10, 70);
    const intoTankKw =
      (duty === 'hotWater' ? this.thermalW / 1000 : 0) -
      hotWaterKw(local, this.spec.hotWaterKwhPerDay) -
      0.04;
    this.hotWaterC = clamp(this.hotWaterC + (intoTankKw * hours) / (hotWaterKg * waterKwhPerKgK), 10, 65);

    const spreadK = Math.max(this.thermalW / 1000, deliveredKw) / (circuitKgPerS * 3600 * waterKwhPerKgK) / 2;
    this.flowC = duty === 'hotWater' ? this.hotWaterC + 4 : this.waterC + spreadK;
    this.returnC = duty === 'hotWater' ? this.hotWaterC - 1 : this.waterC - spreadK;

    this.electricalKwh.add((this.electricalW / 1000) * hours);
    this.thermalKwh.add((this.thermalW / 1000) * hours);
    if (duty !== 'off') this.runHours.add(hours);
  }
}
