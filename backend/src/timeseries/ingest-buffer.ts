/** Numeric samples of several units in column arrays, the shape the unnest insert takes. */
export interface SampleChunk {
  sn: string[];
  key: string[];
  ts: number[];
  value: number[];
  /** Ingest sequence numbers of the first and last rows (see IngestBuffer). */
  firstSeq: number;
  lastSeq: number;
}

export interface LatestEntry {
  ts: number;
  value: unknown;
}

/** sn → key → newest value seen. */
export type LatestMap = Map<string, Map<string, LatestEntry>>;

const emptyChunk = (seq = Infinity): SampleChunk => ({
  sn: [],
  key: [],
  ts: [],
  value: [],
  firstSeq: seq,
  lastSeq: seq,
});

/** The latest values taken for one write, and the oldest ingest whose latest values they carry. */
export interface LatestBatch {
  map: LatestMap;
  firstSeq: number;
}

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
 *
 * Each ingest call has a sequence number `seq` (increasing); chunks and the latest map remember the
 * oldest one whose data they hold. Chunks are written oldest first, so once nothing unwritten is as
 * old as `seq`, everything that ingest brought is committed (see TimeseriesIngest.ingestDurable).
 */
export class IngestBuffer {
  private chunks: SampleChunk[] = [];
  private latest: LatestMap = new Map();
  private latestFirstSeq = Infinity;
  private sampleRows = 0;

  constructor(private readonly chunkRows: number) {}

  /** Buffered numeric samples. */
  get rows(): number {
    return this.sampleRows;
  }

  get isEmpty(): boolean {
    return this.sampleRows === 0 && this.latest.size === 0;
  }

  /** The oldest ingest with data not yet taken for a write (Infinity when there is none). */
  get firstSeq(): number {
    return Math.min(this.chunks[0]?.firstSeq ?? Infinity, this.latestFirstSeq);
  }

  addSample(sn: string, key: string, ts: number, value: number, seq: number): void {
    let chunk = this.chunks.at(-1);
    if (!chunk || chunk.ts.length >= this.chunkRows) {
      chunk = emptyChunk(seq);
      this.chunks.push(chunk);
    }
    chunk.sn.push(sn);
    chunk.key.push(key);
    chunk.ts.push(ts);
    chunk.value.push(value);
    chunk.lastSeq = seq;
    this.sampleRows++;
  }

  addLatest(sn: string, key: string, ts: number, value: unknown, seq: number): void {
    mergeLatest(this.latest, sn, key, { ts, value });
    this.latestFirstSeq = Math.min(this.latestFirstSeq, seq);
  }

  /** The buffered latest values of one unit. */
  latestOf(sn: string): ReadonlyMap<string, LatestEntry> | undefined {
    return this.latest.get(sn);
  }

  /**
   * Removes the oldest chunk and whole units' latest values up to about a chunk's rows (at least one
   * unit), for one write; the other units' latest values wait for the next one.
   */
  take(): { chunk: SampleChunk; latest: LatestBatch } {
    const chunk = this.chunks.shift() ?? emptyChunk();
    this.sampleRows -= chunk.ts.length;
    const latest = { map: this.takeLatest(), firstSeq: this.latestFirstSeq };
    // What stays keeps the oldest sequence of all: a waiter may wait a write longer, never less.
    if (this.latest.size === 0) this.latestFirstSeq = Infinity;
    return { chunk, latest };
  }

  private takeLatest(): LatestMap {
    const taken: LatestMap = new Map();
    let rows = 0;
    for (const [sn, keys] of this.latest) {
      if (rows > 0 && rows + keys.size > this.chunkRows) break;
      taken.set(sn, keys);
      rows += keys.size;
    }
    for (const sn of taken.keys()) this.latest.delete(sn);
    return taken;
  }

  /** Puts back what a failed write took, ahead of anything buffered since. */
  restore(chunk: SampleChunk, latest: LatestBatch): void {
    if (chunk.ts.length > 0) {
      this.chunks.unshift(chunk);
      this.sampleRows += chunk.ts.length;
    }
    for (const [sn, keys] of latest.map)
      for (const [key, entry] of keys) mergeLatest(this.latest, sn, key, entry, false);
    if (latest.map.size > 0) this.latestFirstSeq = Math.min(this.latestFirstSeq, latest.firstSeq);
  }

  /**
   * Drops whole oldest chunks until at most `maxRows` samples remain; answers how many rows were
   * dropped and the newest ingest that lost rows (-Infinity when none did).
   */
  dropOldest(maxRows: number): { rows: number; lastSeq: number } {
    let rows = 0;
    let lastSeq = -Infinity;
    while (this.sampleRows > maxRows && this.chunks.length > 1) {
      const chunk = this.chunks.shift();
      if (!chunk) break;
      rows += chunk.ts.length;
      lastSeq = Math.max(lastSeq, chunk.lastSeq);
      this.sampleRows -= chunk.ts.length;
    }
    return { rows, lastSeq };
  }
}
