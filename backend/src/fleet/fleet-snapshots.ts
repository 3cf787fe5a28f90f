/** Figures and the time (ms) they were computed at. */
export interface Snapshot<T> {
  value: T;
  at: number;
}

/**
 * A viewer's fleet figures, computed at most every `freshMs` (ADR 0021): a fresh snapshot is
 * answered as it is; a stale one younger than `servedStaleMs` too, while the next is computed beside
 * it; older, or none, the call waits for the computation. One computation per key at a time; at
 * most `capacity` keys, the oldest dropped first. `freshMs` 0: every call computes.
 */
export class Snapshots<T> {
  private readonly entries = new Map<string, Snapshot<T>>();
  private readonly computing = new Map<string, Promise<Snapshot<T>>>();

  constructor(
    private readonly freshMs: number,
    private readonly servedStaleMs: number,
    private readonly capacity = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key's snapshot; `key` undefined: computed for this call alone. */
  async get(key: string | undefined, compute: () => Promise<T>): Promise<Snapshot<T>> {
    if (key === undefined || this.freshMs === 0) return { at: this.now(), value: await compute() };
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.at : Infinity;
    if (entry && age < this.freshMs) return entry;
    const next = this.renew(key, compute);
    if (entry && age < this.servedStaleMs) {
      next.catch(() => undefined);
      return entry;
    }
    return next;
  }

  private renew(key: string, compute: () => Promise<T>): Promise<Snapshot<T>> {
    let pending = this.computing.get(key);
    if (!pending) {
      const at = this.now();
      pending = compute()
        .then((value) => {
          this.entries.delete(key);
          this.entries.set(key, { value, at });
          if (this.entries.size > this.capacity)
            this.entries.delete(this.entries.keys().next().value as string);
          return { value, at };
        })
        .finally(() => this.computing.delete(key));
      this.computing.set(key, pending);
    }
    return pending;
  }
}
