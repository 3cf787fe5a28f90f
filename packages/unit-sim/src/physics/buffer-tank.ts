import { clamp, waterKwhPerKgK } from './math.js';

// A stratified hot-water tank of equal layers, top first. Generators take water from the bottom and
// return it hotter at the top; consumers take from the top and return cooler water at the bottom.
// Moving mass through the layers (plug flow) keeps the stratification the sensors show.

export interface BufferTankOptions {
  litres: number;
  layers: number;
  initialC: number | number[];
  /** Standing loss per layer in W/K. */
  lossWPerK?: number;
}

export class BufferTank {
  readonly temps: number[];
  private readonly layerKg: number;
  private readonly lossWPerK: number;

  constructor(options: BufferTankOptions) {
    this.layerKg = options.litres / options.layers;
    this.lossWPerK = options.lossWPerK ?? 1.5;
    const initial = options.initialC;
    this.temps = Array.from({ length: options.layers }, (_, i) =>
      typeof initial === 'number' ? initial : (initial[i] ?? initial[initial.length - 1] ?? 40),
    );
  }

  get top(): number {
    return this.temps[0] ?? 0;
  }

  get bottom(): number {
    return this.temps[this.temps.length - 1] ?? 0;
  }

  /** Temperature at a height: 0 = top, 1 = bottom, interpolated between layer centres. */
  at(position: number): number {
    const x = clamp(position, 0, 1) * (this.temps.length - 1);
    const i = Math.floor(x);
    const upper = this.temps[i] ?? this.bottom;
    const lower = this.temps[i + 1] ?? upper;
    return upper + (lower - upper) * (x - i);
  }

  /** Heats bottom water by `deltaK` and returns it at the top; gives the flow temperature. */
  charge(powerKw: number, deltaK: number, dtSeconds: number): number {
    if (powerKw <= 0) return this.bottom;
    const inlet = this.bottom + deltaK;
    const massKg = (powerKw / (waterKwhPerKgK * deltaK)) * (dtSeconds / 3600);
    this.move(massKg, inlet, 'down');
    return inlet;
  }

  /**
   * Draws up to `powerKw` from the top with the consumer returning at `returnC` into the bottom;
   * returns the power actually delivered (less when the tank is too cold).
   */
  discharge(powerKw: number, returnC: number, dtSeconds: number): number {
    const spread = this.top - returnC;
    if (powerKw <= 0 || spread < 1) return 0;
    const massKg = (powerKw / (waterKwhPerKgK * spread)) * (dtSeconds / 3600);
    this.move(massKg, returnC, 'up');
    return powerKw;
  }

  /** Standing losses to the room and a little conduction between neighbouring layers. */
  settle(ambientC: number, dtSeconds: number): void {
    const layerKwhPerK = this.layerKg * waterKwhPerKgK;
    for (let i = 0; i < this.temps.length; i += 1) {
      const t = this.temps[i] ?? ambientC;
      const lossKwh = ((this.lossWPerK * (t - ambientC)) / 1000) * (dtSeconds / 3600);
      this.temps[i] = t - lossKwh / layerKwhPerK;
    }
    const mix = Math.min(0.5, dtSeconds / 20_000);
    for (let i = 0; i + 1 < this.temps.length; i += 1) {
      const a = this.temps[i] ?? 0;
      const b = this.temps[i + 1] ?? 0;
      this.temps[i] = a + (b - a) * mix;
      this.temps[i + 1] = b + (a - b) * mix;
    }
    this.mixInversions();
  }

  /** Warmer water below rises at once: each inverted run of layers mixes to its mean (heat kept). */
  private mixInversions(): void {
    const runs: { sum: number; layers: number }[] = [];
    for (const t of this.temps) {
      let run = { sum: t, layers: 1 };
      for (
        let above = runs.at(-1);
        above && run.sum / run.layers > above.sum / above.layers;
        above = runs.at(-1)
      ) {
        runs.pop();
        run = { sum: above.sum + run.sum, layers: above.layers + run.layers };
      }
      runs.push(run);
    }
    let i = 0;
    for (const run of runs)
      for (let k = 0; k < run.layers; k += 1, i += 1) this.temps[i] = run.sum / run.layers;
  }

  /** Share of usable heat between `coldC` and `hotC` in percent, from the given sensor readings. */
  static chargePercent(readings: number[], coldC: number, hotC: number): number {
    if (readings.length === 0) return 0;
    const sum = readings.reduce((acc, t) => acc + clamp((t - coldC) / (hotC - coldC), 0, 1), 0);
    return (100 * sum) / readings.length;
  }

  private move(massKg: number, inletC: number, direction: 'down' | 'up'): void {
    // Sub-steps keep each shift below one layer so the upwind mixing stays stable.
    const steps = Math.max(1, Math.ceil(massKg / (0.5 * this.layerKg)));
    const share = massKg / steps / this.layerKg;
    const n = this.temps.length;
    for (let s = 0; s < steps; s += 1) {
      if (direction === 'down') {
        for (let i = n - 1; i >= 0; i -= 1) {
          const above = i === 0 ? inletC : (this.temps[i - 1] ?? inletC);
          const t = this.temps[i] ?? inletC;
          this.temps[i] = t + (above - t) * share;
        }
      } else {
        for (let i = 0; i < n; i += 1) {
          const below = i === n - 1 ? inletC : (this.temps[i + 1] ?? inletC);
          const t = this.temps[i] ?? inletC;
          this.temps[i] = t + (below - t) * share;
        }
      }
    }
  }
}
