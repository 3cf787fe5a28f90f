export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** First-order lag: moves `current` toward `target` with time constant `tauSeconds`. */
export function approach(current: number, target: number, dtSeconds: number, tauSeconds: number): number {
  return target + (current - target) * Math.exp(-dtSeconds / tauSeconds);
}

/** A running total that only grows; raw readings are floored so counters never step back. */
export class Accumulator {
  constructor(public total = 0) {}

  add(amount: number): void {
    if (amount > 0) this.total += amount;
  }

  /** The raw counter for a catalog gain (e.g. kWh with gain 0.1 gives tenths). */
  raw(gain = 1): number {
    return Math.floor(this.total / gain + 1e-9);
  }
}

export const secondsPerHour = 3600;
export const secondsPerDay = 86_400;
/** Specific heat of water in kWh per kg and kelvin. */
export const waterKwhPerKgK = 4.186 / 3600;
