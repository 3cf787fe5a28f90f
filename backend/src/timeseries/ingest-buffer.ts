/** Numeric samples of several units in column arrays, the shape the unnest insert takes. */
export interface SampleChunk {
  sn: string[];
  key: string[];
  ts: number[];
  value: number[];
}

export interface LatestEntry {
  ts: number;
  value: unknown;
}

/** sn → key → newest value seen. */
export type LatestMap = Map<string, Map<string, LatestEntry>>;

const emptyChunk = (): SampleChunk => ({ sn: [], key: [], ts: [], value: [] });

/**
 * Keeps `entry` in `map` unless the map already holds a newer value. An equal ts takes the later
 * arrival: `entry` unless it is older than what the map holds (a failed write put back).
 */
export function mergeLatest(
  map: LatestMap,
  sn: string,
  key: string,
  entry: LatestEntry,
  entryIsLater = true,
): void {
  let keys = map.get(sn);
  if (!keys) {
    keys = new Map();
    map.set(sn, keys);
  }
  const known = keys.get(key);
  if (!known || known.ts < entry.ts || (entryIsLater && known.ts === entry.ts)) keys.set(key, entry);
}

/**
 * Samples accepted but not yet written, queued in chunks of at most `chunkRows` rows so one write
 * never grows beyond a batch, even after the database was unavailable for a while.
 */
export class IngestBuffer {
  private chunks: SampleChunk[] = [];
  private latest: LatestMap = new Map();
  private sampleRows = 0;

  constructor(private readonly chunkRows: number) {}

  /** Buffered numeric samples. */
  get rows(): number {
    return this.sampleRows;
  }

  get isEmpty(): boolean {
    return this.sampleRows === 0 && this.latest.size === 0;
  }

  addSample(sn: string, key: string, ts: number, value: number): void {
    let chunk = this.chunks.at(-1);
    if (!chunk || chunk.ts.length >= this.chunkRows) {
      chunk = emptyChunk();
      this.chunks.push(chunk);
    }
    chunk.sn.push(sn);
    chunk.key.push(key);
    chunk.ts.push(ts);
    chunk.value.push(value);
    this.sampleRows++;
  }

  addLatest(sn: string, key: string, ts: number, value: unknown): void {
    mergeLatest(this.latest, sn, key, { ts, value });
  }

  /** The buffered latest values of one unit. */
  latestOf(sn: string): ReadonlyMap<string, LatestEntry> | undefined {
    return this.latest.get(sn);
  }

  /** Removes the oldest chunk and every buffered latest value, for one write. */
  take(): { chunk: SampleChunk; latest: LatestMap } {
    const chunk = this.chunks.shift() ?? emptyChunk();
    this.sampleRows -= chunk.ts.length;
    const latest = this.latest;
    this.latest = new Map();
    return { chunk, latest };
  }

  /** Puts back what a failed write took, ahead of anything buffered since. */
  restore(chunk: SampleChunk, latest: LatestMap): void {
    if (chunk.ts.length > 0) {
      this.chunks.unshift(chunk);
      this.sampleRows += chunk.ts.length;
    }
    for (const [sn, keys] of latest)
      for (const [key, entry] of keys) mergeLatest(this.latest, sn, key, entry, false);
  }

  /** Drops whole oldest chunks until at most `maxRows` samples remain; answers how many were dropped. */
  dropOldest(maxRows: number): number {
    let dropped = 0;
    while (this.sampleRows > maxRows && this.chunks.length > 1) {
      const chunk = this.chunks.shift();
      if (!chunk) break;
      dropped += chunk.ts.length;
      this.sampleRows -= chunk.ts.length;
    }
    return dropped;
  }
}
