import { type ValuesMessage } from '@portal/contracts';

// Samples taken while the broker is out of reach, oldest first. Bounded: when full the oldest sample
// goes, and its keys are folded into the next one so a parameter sent only on change is not lost.
// Samples leave only when the broker acknowledged the archive message that carried them.

export class ArchiveBuffer {
  private items: ValuesMessage[] = [];
  private head = 0;
  /** Samples dropped because the buffer was full. */
  dropped = 0;

  constructor(readonly capacity: number) {
    if (!(capacity >= 1)) throw new Error('archive capacity must be at least 1');
  }

  get size(): number {
    return this.items.length - this.head;
  }

  push(sample: ValuesMessage): void {
    if (this.size >= this.capacity) this.evictOldest();
    this.items.push(sample);
  }

  /** Puts back a sample whose live publish failed, keeping the buffer ordered by time. */
  insert(sample: ValuesMessage): void {
    let i = this.items.length;
    while (i > this.head && (this.items[i - 1]?.ts ?? 0) > sample.ts) i -= 1;
    this.items.splice(i, 0, sample);
    if (this.size > this.capacity) this.evictOldest();
  }

  peek(count: number): ValuesMessage[] {
    return this.items.slice(this.head, this.head + count);
  }

  /** Removes the front samples up to and including `ts`; returns how many went. */
  ackThrough(ts: number): number {
    const before = this.head;
    while (this.head < this.items.length && (this.items[this.head]?.ts ?? Infinity) <= ts) this.head += 1;
    const removed = this.head - before;
    this.compact();
    return removed;
  }

  private evictOldest(): void {
    const oldest = this.items[this.head];
    this.head += 1;
    this.dropped += 1;
    const next = this.items[this.head];
    if (oldest && next) next.values = { ...oldest.values, ...next.values };
    this.compact();
  }

  /** Drops the consumed prefix now and then instead of shifting the array on every removal. */
  private compact(): void {
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
  }
}
