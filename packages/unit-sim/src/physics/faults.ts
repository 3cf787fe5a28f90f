import { type UnitError } from '@portal/contracts';
import { type FaultEntry, type UnitKind } from '@portal/unit-catalog';
import { type Random } from '../util/random.js';
import { secondsPerDay } from './math.js';

// Faults and warnings from the kind's catalogue: rare seeded events (or forced ones in tests), each
// clearing after a while. The error list keeps one entry per code with a counter, like the real
// portal's history: a cleared entry stays with currentError false.

export interface FaultOptions {
  /** Expected random events per simulated day; 0 disables them. */
  ratePerDay: number;
  boardName: string;
  /** Codes the kind model raises itself (e.g. maintenance due), never picked at random. */
  isModelCode?: (code: number) => boolean;
  /** What the unit records with an entry when it is raised (its fault memory). */
  snapshot?: () => Record<string, number | boolean>;
}

const historyLimit = 50;

/** Seconds an event lasts, by its letter (E fault, A warning, H notice). */
function durationRange(entry: FaultEntry): [number, number] {
  if (entry.codeText.startsWith('E')) return [20 * 60, 4 * 3600];
  if (entry.codeText.startsWith('A')) return [3600, 12 * 3600];
  return [secondsPerDay, 3 * secondsPerDay];
}

export class FaultSimulator {
  private readonly entries = new Map<number, UnitError>();
  private readonly clearAt = new Map<number, number>();
  private readonly randomPool: { faults: FaultEntry[]; warnings: FaultEntry[] };
  /** Bumped on every change of the error list, so the unit knows when to publish it. */
  version = 0;

  constructor(
    private readonly kind: UnitKind,
    private readonly rng: Random,
    private readonly options: FaultOptions,
  ) {
    const pool = kind.faults.filter((f) => !options.isModelCode?.(f.code));
    this.randomPool = {
      faults: pool.filter((f) => !f.codeText.startsWith('A')),
      warnings: pool.filter((f) => f.codeText.startsWith('A')),
    };
  }

  step(t: number, dtSeconds: number): void {
    for (const [code, until] of this.clearAt) if (t >= until) this.clear(code, t);
    const { faults, warnings } = this.randomPool;
    if (faults.length + warnings.length === 0 || this.options.ratePerDay <= 0) return;
    if (!this.rng.chance((this.options.ratePerDay * dtSeconds) / secondsPerDay)) return;
    const group = warnings.length === 0 || (faults.length > 0 && this.rng.chance(0.5)) ? faults : warnings;
    const entry = this.rng.pick(group);
    const [min, max] = durationRange(entry);
    this.raise(entry.code, t, this.rng.between(min, max));
  }

  /** Raises a catalogue code; `durationSeconds` null keeps it until cleared. */
  raise(code: number, t: number, durationSeconds: number | null = null): void {
    const entry = this.kind.faults.find((f) => f.code === code);
    if (!entry) throw new Error(`${this.kind.productGroup} has no fault code ${code}`);
    const previous = this.entries.get(code);
    const counter = previous?.currentError ? previous.counter : (previous?.counter ?? 0) + 1;
    this.entries.delete(code);
    // Re-inserting moves the code to the end: the map stays ordered by last occurrence.
    this.entries.set(code, {
      boardName: this.options.boardName,
      code,
      codeText: entry.codeText,
      category: entry.category,
      counter,
      currentError: true,
      timestamp: Math.floor(t),
      ...(this.options.snapshot ? { data: this.options.snapshot() } : {}),
    });
    if (durationSeconds === null) this.clearAt.delete(code);
    else this.clearAt.set(code, t + durationSeconds * 1000);
    this.trim();
    this.version += 1;
  }

  clear(code: number, _t: number): void {
    this.clearAt.delete(code);
    const entry = this.entries.get(code);
    if (!entry?.currentError) return;
    this.entries.set(code, { ...entry, currentError: false });
    this.version += 1;
  }

  clearAll(t: number): void {
    for (const code of this.entries.keys()) this.clear(code, t);
  }

  isActive(code: number): boolean {
    return this.entries.get(code)?.currentError === true;
  }

  /** Current codes whose letter matches, newest last. */
  active(letter: 'E' | 'A' | 'H'): UnitError[] {
    return [...this.entries.values()].filter((e) => e.currentError && e.codeText.startsWith(letter));
  }

  list(board?: string): UnitError[] {
    return [...this.entries.values()]
      .filter((e) => board === undefined || e.boardName === board)
      .map((e) => ({ ...e, ...(e.data ? { data: { ...e.data } } : {}) }));
  }

  private trim(): void {
    for (const [code, entry] of this.entries) {
      if (this.entries.size <= historyLimit) return;
      if (!entry.currentError) this.entries.delete(code);
    }
  }
}
