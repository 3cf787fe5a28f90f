import { fnv1a } from '@portal/contracts';

// Seeded randomness for the models: the same seed gives the same fleet, so tests and demos can be
// replayed. Math.random is never used in the simulation.

/** FNV-1a over the parts, so a unit's seed depends only on the fleet seed and its serial. */
export function hashSeed(...parts: (string | number)[]): number {
  return fnv1a(parts.join('\u0000'));
}

/** mulberry32: tiny, fast and good enough for noise and rare events. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Random {
  private readonly next: () => number;

  constructor(readonly seed: number) {
    this.next = mulberry32(seed);
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next();
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** Standard normal (Box-Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** An independent stream, so adding draws in one concern does not shift another. */
  fork(label: string): Random {
    return new Random(hashSeed(this.seed, label));
  }
}
