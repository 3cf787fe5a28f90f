// Remembers answered RPC ids with their reply, so a command the portal retries (its answer got lost)
// is answered again without being applied twice. Bounded by count and age (wall-clock time: retries
// happen in real time, whatever the simulation speed).

export class ReplyCache<T> {
  private readonly entries = new Map<string, { reply: T; at: number }>();

  constructor(
    private readonly maxEntries = 1000,
    private readonly maxAgeMs = 10 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(id: string): T | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (this.now() - entry.at > this.maxAgeMs) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.reply;
  }

  set(id: string, reply: T): void {
    this.entries.delete(id);
    this.entries.set(id, { reply, at: this.now() });
    // Map order is insertion order: the first entries are the oldest.
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.now() - entry.at <= this.maxAgeMs) break;
      this.entries.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
