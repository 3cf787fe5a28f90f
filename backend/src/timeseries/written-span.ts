import { Injectable } from '@nestjs/common';

/** The oldest and newest sample time (ms) of what was written. */
export interface Span {
  from: number;
  to: number;
}

/**
 * What this instance wrote to the rollups since it was last asked, as one span of sample times, for
 * the read models kept from the daily rollups (the fleet's energy per day, ADR 0021): they redo only
 * the days written, not every day on every refresh. One span, not a set of days: almost every batch
 * is of today, and a late archive widens it to the days it covers.
 */
@Injectable()
export class WrittenSpan {
  private span: Span | undefined;

  record(ts: readonly number[]): void {
    if (ts.length === 0) return;
    let from = this.span?.from ?? Infinity;
    let to = this.span?.to ?? -Infinity;
    for (const t of ts) {
      if (t < from) from = t;
      if (t > to) to = t;
    }
    this.span = { from, to };
  }

  /** The span written since the last call (undefined: nothing), and forgets it. */
  take(): Span | undefined {
    const span = this.span;
    this.span = undefined;
    return span;
  }

  /** Puts a taken span back (its read model failed to use it), merged with what came since. */
  restore(span: Span): void {
    this.record([span.from, span.to]);
  }
}
