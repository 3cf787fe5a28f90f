import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { IngestBuffer, type LatestBatch, type LatestEntry, type SampleChunk } from './ingest-buffer.js';
import { NotStoredError } from './not-stored-error.js';
import { SamplePartitions } from './sample-partitions.js';
import { SeriesIds } from './series-ids.js';
import { describeError, isStorableName, toJson } from './storable.js';
import { TimeseriesRepository } from './timeseries.repository.js';
import { WrittenSpan } from './written-span.js';

export interface IngestSample {
  /** Milliseconds since the epoch. */
  ts: number;
  /** Raw values by key (`Board.dataPoint` or `Board.dataPoint[3]`): numbers, booleans, strings, structs. */
  values: Record<string, unknown>;
}

/**
 * Samples per write. PGlite runs one statement at a time (in its own thread): with the rollups a
 * write of 500 held it some 60 ms, in which every chart and page query waited; 100 hold it about
 * 12 ms and still keep up with 2,000 units (bench:ingest). A server takes everything buffered up to
 * 100,000 (issue 46): a write takes what arrived while the one before ran, so when writes fall
 * behind they span more seconds, and a series with several samples in one write costs one upsert per
 * rollup and one latest value for all of them — at one sample per series and second that halves
 * the database's work per sample from about two seconds' worth on, where 5,000 at a time never did.
 */
const BATCH_ROWS = { embedded: 100, server: 100_000 };
/** While the database is unreachable, keep at most this many samples (some 50 MB), dropping the oldest. */
const MAX_BUFFERED_ROWS = 1_000_000;
const MAX_RETRY_DELAY_MS = 30_000;
const SHUTDOWN_ATTEMPTS = 3;
const DAY_MS = 86_400_000;
/** Samples outside [2000-01-01, now + 1 day] come from a unit with a wrong clock; they are skipped. */
const EARLIEST_TS = Date.UTC(2000, 0, 1);
const LATEST_AHEAD_MS = DAY_MS;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Waiter {
  seq: number;
  resolve(): void;
  reject(error: Error): void;
}

/**
 * Ingest of the time series: buffered and written in batches (raw samples, rollups and the latest
 * value of every key); a graceful stop writes everything accepted. ingestDurable answers once its
 * samples are committed, so whoever acknowledges them to a unit never acknowledges what a crash
 * could lose.
 */
@Injectable()
export class TimeseriesIngest implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Timeseries');
  private readonly batchRows: number;
  private readonly buffer: IngestBuffer;
  /** What the write in progress took; its latest values stay visible to unwrittenLatest(). */
  private inFlight: { chunk: SampleChunk; latest: LatestBatch } | undefined;
  /** Sequence number of the last ingest call (see IngestBuffer). */
  private seq = 0;
  /** ingestDurable calls waiting for their commit, oldest first. */
  private waiters: Waiter[] = [];
  /** Writes run one after another; each answers whether the buffer was fully written. */
  private writes: Promise<boolean> = Promise.resolve(true);
  private queuedWrite: Promise<boolean> | undefined;
  private batchTimer: NodeJS.Timeout | undefined;
  /** Set when the shutdown flush starts: nothing would write later samples any more. */
  private stopped = false;
  private failures = 0;
  private droppedRows = 0;
  private skippedSamples = 0;
  private lastSkipWarning = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(TimeseriesRepository) private readonly repository: TimeseriesRepository,
    @Inject(SeriesIds) private readonly seriesIds: SeriesIds,
    @Inject(SamplePartitions) private readonly partitions: SamplePartitions,
    @Inject(WrittenSpan) private readonly written: WrittenSpan,
  ) {
    this.batchRows = config.databaseUrl ? BATCH_ROWS.server : BATCH_ROWS.embedded;
    this.buffer = new IngestBuffer(this.batchRows);
  }

  // Runs before the DatabaseModule closes the database in onApplicationShutdown. New samples are
  // refused from here on (a unit keeps an archive not acknowledged and sends it again later): units
  // replaying faster than the database writes would otherwise keep the final flush going for ever.
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          await this.flush();
          return;
        } catch (error) {
          if (attempt >= SHUTDOWN_ATTEMPTS) {
            this.logger.error(`Stopping with ${this.buffer.rows} samples unwritten: ${describeError(error)}`);
            return;
          }
          await delay(500 * attempt);
        }
      }
    } finally {
      clearTimeout(this.batchTimer);
      this.batchTimer = undefined;
      this.rejectWaiters(Infinity, 'the portal stopped before they were written');
    }
  }

  /** Accepts samples of one unit for the next batch; never waits for the database. */
  ingest(sn: string, samples: readonly IngestSample[]): void {
    if (this.stopped) {
      this.logger.warn(`Stopped: ${samples.length} samples of unit ${sn} arrived too late to be stored`);
      return;
    }
    this.accept(sn, samples);
  }

  /**
   * Like ingest, and answers once everything these samples brought is committed (written at once,
   * not after INGEST_BATCH_MS). Rejects with NotStoredError when that will not happen: the service is
   * stopping, or the samples were dropped while the database was unreachable. Samples skipped as
   * implausible count as stored (there is nothing to wait for).
   *
   * `batched`: wait for the regular batch (INGEST_BATCH_MS or a full batch) instead of writing at once;
   * for a stream of small messages (live values) whose acknowledgements may wait that long.
   */
  ingestDurable(
    sn: string,
    samples: readonly IngestSample[],
    options: { batched?: boolean } = {},
  ): Promise<void> {
    if (this.stopped) return Promise.reject(new NotStoredError('the portal is stopping'));
    const seq = this.accept(sn, samples);
    return new Promise<void>((resolve, reject) => {
      this.waiters.push({ seq, resolve, reject });
      this.settleWaiters();
      if (!options.batched && this.waiters.length > 0 && this.failures === 0) void this.write();
    });
  }

  /** Writes everything accepted so far; rejects (keeping the samples buffered) when a write fails. */
  async flush(): Promise<void> {
    if (!(await this.write())) throw new Error(`${this.buffer.rows} samples are still buffered`);
  }

  /**
   * The latest values of a unit not yet committed: of the write in progress and of the buffer, in
   * that order. Take them before reading the table: a write committing meanwhile drops its own.
   */
  unwrittenLatest(sn: string): (ReadonlyMap<string, LatestEntry> | undefined)[] {
    return [this.inFlight?.latest.map.get(sn), this.buffer.latestOf(sn)];
  }

  /** Buffers what can be stored of the samples; answers the ingest's sequence number. */
  private accept(sn: string, samples: readonly IngestSample[]): number {
    const seq = ++this.seq;
    const now = Date.now();
    if (!isStorableName(sn)) {
      this.skipped(samples.length, 'unit serial not storable', sn, now);
      return seq;
    }
    for (const sample of samples) {
      if (
        !Number.isFinite(sample.ts) ||
        sample.ts < EARLIEST_TS ||
        sample.ts > now + LATEST_AHEAD_MS ||
        typeof sample.values !== 'object' ||
        sample.values === null
      ) {
        this.skipped(1, `implausible timestamp ${sample.ts} or no values`, sn, now);
        continue;
      }
      for (const [key, value] of Object.entries(sample.values)) {
        if (value === undefined) continue;
        if (!isStorableName(key)) {
          this.skipped(1, 'key not storable', sn, now);
          continue;
        }
        this.buffer.addLatest(sn, key, sample.ts, value, seq);
        if (typeof value === 'number') {
          if (Number.isFinite(value)) this.buffer.addSample(sn, key, sample.ts, value, seq);
        } else if (typeof value === 'boolean') {
          this.buffer.addSample(sn, key, sample.ts, value ? 1 : 0, seq);
        }
      }
    }
    if (this.buffer.rows > MAX_BUFFERED_ROWS) {
      const dropped = this.buffer.dropOldest(MAX_BUFFERED_ROWS);
      if (this.droppedRows === 0)
        this.logger.error(`Database unavailable: dropping the oldest buffered samples`);
      this.droppedRows += dropped.rows;
      this.rejectWaiters(dropped.lastSeq, 'dropped while the database was unreachable');
    }
    if (this.buffer.rows >= this.batchRows && this.failures === 0) void this.write();
    else if (!this.buffer.isEmpty && !this.batchTimer) {
      this.batchTimer = setTimeout(() => void this.write(), this.config.ingestBatchMs);
      this.batchTimer.unref();
    }
    return seq;
  }

  /** The oldest ingest with anything not yet committed (Infinity when everything is). */
  private unwrittenFrom(): number {
    const inFlight = this.inFlight;
    return Math.min(
      this.buffer.firstSeq,
      inFlight && inFlight.chunk.ts.length > 0 ? inFlight.chunk.firstSeq : Infinity,
      inFlight && inFlight.latest.map.size > 0 ? inFlight.latest.firstSeq : Infinity,
    );
  }

  /** Resolves the waiters whose ingest is fully committed. */
  private settleWaiters(): void {
    const from = this.unwrittenFrom();
    while (this.waiters[0] && this.waiters[0].seq < from) this.waiters.shift()?.resolve();
  }

  /** Rejects the waiters of ingests up to `seq`: their samples will not be written. */
  private rejectWaiters(seq: number, reason: string): void {
    const lost = this.waiters.filter((waiter) => waiter.seq <= seq);
    this.waiters = this.waiters.filter((waiter) => waiter.seq > seq);
    for (const waiter of lost) waiter.reject(new NotStoredError(`samples not stored: ${reason}`));
  }

  /** Counts skipped samples and warns at most once a minute. */
  private skipped(count: number, reason: string, sn: string, now: number): void {
    this.skippedSamples += count;
    if (now - this.lastSkipWarning < 60_000) return;
    this.lastSkipWarning = now;
    this.logger.warn(`Skipped ${this.skippedSamples} samples or values (latest: unit ${sn}, ${reason})`);
    this.skippedSamples = 0;
  }

  /**
   * Queues a write of everything buffered behind the running one. One queued write is enough: it
   * takes whatever is buffered when it starts.
   */
  private write(): Promise<boolean> {
    clearTimeout(this.batchTimer);
    this.batchTimer = undefined;
    if (this.queuedWrite) return this.queuedWrite;
    const queued = this.writes
      .then(() => {
        this.queuedWrite = undefined;
        return this.drain();
      })
      .catch((error: unknown) => {
        // drain() handles write errors; this keeps the queue alive should anything else throw.
        this.logger.error(`Writing samples failed: ${describeError(error)}`);
        return false;
      });
    this.queuedWrite = queued;
    this.writes = queued;
    return queued;
  }

  private async drain(): Promise<boolean> {
    while (!this.buffer.isEmpty) {
      // One batch per event-loop turn, after what the turn was doing: a backlog taken and written in
      // one go held up every socket and message for seconds (issue 20).
      await nextTurn();
      const taken = this.buffer.take();
      const { chunk, latest } = taken;
      this.inFlight = taken;
      try {
        await this.writeBatch(chunk, latest);
      } catch (error) {
        this.inFlight = undefined;
        this.buffer.restore(chunk, latest);
        this.partitions.reload();
        this.failures++;
        const retryMs = Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** (this.failures - 1));
        this.logger.error(
          `Writing ${chunk.ts.length} samples failed (attempt ${this.failures}, retry in ${retryMs} ms): ${describeError(error)}`,
        );
        clearTimeout(this.batchTimer);
        this.batchTimer = setTimeout(() => void this.write(), retryMs);
        this.batchTimer.unref();
        return false;
      }
      this.inFlight = undefined;
      this.settleWaiters();
      if (this.failures > 0 || this.droppedRows > 0) {
        this.logger.log(
          `Writing samples works again${this.droppedRows > 0 ? `; ${this.droppedRows} samples were dropped meanwhile` : ''}`,
        );
        this.failures = 0;
        this.droppedRows = 0;
      }
    }
    return true;
  }

  private async writeBatch(chunk: SampleChunk, latest: LatestBatch): Promise<void> {
    const series = await this.seriesIds.resolve(chunk.sn, chunk.key);
    // A server write of up to 100,000 samples prepares them in steps of tens of ms each: the loop
    // gets a turn between its series ids, its latest values and its query (issue 20's delay target).
    await nextTurn();
    await this.partitions.ensure(chunk.ts);
    const rows = { sn: [] as string[], key: [] as string[], ts: [] as number[], json: [] as string[] };
    for (const [sn, keys] of latest.map) {
      for (const [key, entry] of keys) {
        rows.sn.push(sn);
        rows.key.push(key);
        rows.ts.push(entry.ts);
        rows.json.push(toJson(entry.value));
      }
    }
    await nextTurn();
    await this.repository.writeBatch({ series, ts: chunk.ts, value: chunk.value }, rows);
    this.written.record(chunk.ts);
  }
}
