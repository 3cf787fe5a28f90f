import { Accumulator, clamp } from './math.js';

// A home battery: follows a requested power (+ charge, - discharge) within its power limit, its
// minimum state of charge and full; conversion losses on both ways.

const efficiency = 0.95;

export interface BatteryLimits {
  capacityKwh: number;
  socMinPercent: number;
  maxPowerW: number;
}

export class Battery {
  /** Stored energy in kWh. */
  private storedKwh: number;
  /** Last actual power in W, + charging. */
  powerW = 0;
  readonly charged = new Accumulator();
  readonly discharged = new Accumulator();

  constructor(capacityKwh: number, socPercent: number) {
    this.storedKwh = (capacityKwh * socPercent) / 100;
  }

  socPercent(capacityKwh: number): number {
    return clamp((100 * this.storedKwh) / capacityKwh, 0, 100);
  }

  /** Applies the request for `dtSeconds`; returns the power actually taken (+) or given (-) in W. */
  step(requestW: number, limits: BatteryLimits, dtSeconds: number): number {
    const hours = dtSeconds / 3600;
    const minKwh = (limits.capacityKwh * limits.socMinPercent) / 100;
    let power = clamp(requestW, -limits.maxPowerW, limits.maxPowerW);
    if (power > 0) {
      // Taper the last percent so the battery approaches full instead of clipping.
      const roomKwh = Math.max(0, limits.capacityKwh - this.storedKwh);
      power = Math.min(power, (roomKwh / efficiency / hours) * 1000);
      this.storedKwh += (power / 1000) * hours * efficiency;
      this.charged.add((power / 1000) * hours);
    } else if (power < 0) {
      const availableKwh = Math.max(0, this.storedKwh - minKwh);
      power = -Math.min(-power, ((availableKwh * efficiency) / hours) * 1000);
      this.storedKwh += ((power / 1000) * hours) / efficiency;
      this.discharged.add((-power / 1000) * hours);
    }
    this.storedKwh = clamp(this.storedKwh, 0, limits.capacityKwh);
    this.powerW = power;
    return power;
  }
}
