import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { ApiException } from '../common/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { type Aggregates, type SeriesHistory, emptyAggregates } from '@portal/unit-sim';
import { HistoryWriter, type RollupColumns } from './history-writer.js';
import { IngestBuffer, type LatestBatch, type SampleChunk } from './ingest-buffer.js';
import { monthStart, monthsOf, partitionMonth, partitionName } from './timeseries.partitions.js';
import {
  type RollupResolution,
  type RollupRow,
  type SampleRow,
  TimeseriesRepository,
} from './timeseries.repository.js';

export type { RollupResolution, RollupRow, SampleRow } from './timeseries.repository.js';

export interface IngestSample {
  /** Milliseconds since the epoch. */
  ts: number;
  /** Raw values by key (`Board.dataPoint` or `Board.dataPoint[3]`): numbers, booleans, strings, structs. */
  values: Record<string, unknown>;
}

export interface LatestValue {
  value: unknown;
  ts: number;
}

export interface RetentionResult {
  droppedPartitions: string[];
  deletedRollups: number;
}

/**
 * Samples per write. PGlite runs one statement at a time (in its own thread): with the rollups a
 * write of 500 held it some 60 ms, in which every chart and page query waited; 100 hold it about
 * 12 ms and still keep up with 2,000 units (bench:ingest). A server takes bigger ones, with fewer
 * round trips (issue 20).
 */
const BATCH_ROWS = { embedded: 100, server: 5_000 };
/** While the database is unreachable, keep at most this many samples (some 50 MB), dropping the oldest. */
const MAX_BUFFERED_ROWS = 1_000_000;
const MAX_RETRY_DELAY_MS = 30_000;
const SHUTDOWN_ATTEMPTS = 3;
const RETENTION_INTERVAL_MS = 86_400_000;
const DAY_MS = 86_400_000;
/** Samples outside [2000-01-01, now + 1 day] come from a unit with a wrong clock; they are skipped. */
const EARLIEST_TS = Date.UTC(2000, 0, 1);
const LATEST_AHEAD_MS = DAY_MS;

/** Longer names would not fit a btree index entry; NUL cannot be stored in PostgreSQL text. */
const MAX_NAME_LENGTH = 200;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The samples of an ingestDurable call will not be stored (stopping, or dropped while the database was away). */
export class NotStoredError extends ApiException {
  constructor(readonly detail: string) {
    super(503, 'exception.unavailable');
  }
}

interface Waiter {
  seq: number;
  resolve(): void;
  reject(error: Error): void;
}

// One value PostgreSQL rejects would fail its whole batch on every retry, so names and values are
// made storable before they are buffered or sent.
const isStorableName = (name: string) =>
  name.length > 0 && name.length <= MAX_NAME_LENGTH && !name.includes('\u0000');

function toJson(value: unknown): string {
  try {
    const json = JSON.stringify(value, (_key, inner: unknown) =>
      typeof inner === 'string' ? inner.replaceAll('\u0000', '') : inner,
    );
    // NaN and Infinity already became null; a NUL left in an object key makes the value null too.
    return json.includes('\\u0000') ? 'null' : json;
  } catch {
    return 'null';
  }
}

// drizzle wraps driver errors in a message holding the whole query and its parameters (megabytes
// for a batch): log the driver's own message.
function describeError(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const message = cause instanceof Error ? cause.message : String(cause);
  return message.length > 300 ? `${message.slice(0, 300)}…` : message;
}

/**
 * Time-series storage: raw samples (monthly partitions), 15-minute, hourly and daily rollups kept current
 * on ingest, the latest value of every key, and retention. Ingest is buffered and written in
 * batches; a graceful stop writes everything accepted. ingestDurable answers once its samples are
 * committed, so whoever acknowledges them to a unit never acknowledges what a crash could lose.
 */
@Injectable()
export class TimeseriesService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Timeseries');
  private readonly batchRows: number;
  private readonly buffer: IngestBuffer;
  /** What the write in progress took; its latest values stay visible to latestValues(). */
  private inFlight: { chunk: SampleChunk; latest: LatestBatch } | undefined;
  /** Sequence number of the last ingest call (see IngestBuffer). */
  private seq = 0;
  /** ingestDurable calls waiting for their commit, oldest first. */
  private waiters: Waiter[] = [];
  /** Writes run one after another; each answers whether the buffer was fully written. */
  private writes: Promise<boolean> = Promise.resolve(true);
  private queuedWrite: Promise<boolean> | undefined;
  private batchTimer: NodeJS.Timeout | undefined;
  private retentionTimer: NodeJS.Timeout | undefined;
  /** Set once the shutdown flush is over: nothing would write later samples any more. */
  private stopped = false;
  private failures = 0;
  private droppedRows = 0;
  private skippedSamples = 0;
  private lastSkipWarning = 0;
  private readonly seriesIds = new Map<string, number>();
  /** Partitions known to exist; reloaded after any failed write (another instance may have dropped one). */
  private partitions: Set<string> | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(TimeseriesRepository) private readonly repository: TimeseriesRepository,
    @Inject(HistoryWriter) private readonly history: HistoryWriter,
  ) {
    this.batchRows = config.databaseUrl ? BATCH_ROWS.server : BATCH_ROWS.embedded;
    this.buffer = new IngestBuffer(this.batchRows);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.runRetention();
    this.retentionTimer = setInterval(() => void this.runRetention(), RETENTION_INTERVAL_MS);
    this.retentionTimer.unref();
  }

  // Runs before the DatabaseModule closes the database in onApplicationShutdown.
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.retentionTimer);
    this.retentionTimer = undefined;
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
      this.stopped = true;
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

  /** Writes everything accepted so far; rejects (keeping the samples buffered) when a write fails. */
  async flush(): Promise<void> {
    if (!(await this.write())) throw new Error(`${this.buffer.rows} samples are still buffered`);
  }

  /** The last known value of every key of a unit, including values not yet written. */
  async latestValues(sn: string): Promise<Record<string, LatestValue>> {
    // Taken before reading the table: a write committing meanwhile drops its in-flight values.
    const unwritten = [this.inFlight?.latest.map.get(sn), this.buffer.latestOf(sn)];
    const result: Record<string, LatestValue> = {};
    for (const row of await this.repository.latest(sn)) result[row.key] = { value: row.value, ts: row.ts };
    for (const keys of unwritten) {
      for (const [key, entry] of keys ?? []) {
        const known = result[key];
        if (!known || known.ts <= entry.ts) result[key] = { value: entry.value, ts: entry.ts };
      }
    }
    return result;
  }

  /**
   * Stores a unit's computed past (the demo world's history): daily, 15-minute and hourly rollups and raw
   * samples, written directly in bulk. The latest values are left to the unit (or its simulator).
   */
  async writeHistory(sn: string, history: readonly SeriesHistory[]): Promise<void> {
    const rows = await this.repository.resolveSeries(
      history.map(() => sn),
      history.map((s) => s.key),
    );
    const ids = new Map(rows.map((row) => [row.key, row.id]));
    const idOf = (key: string) => {
      const id = ids.get(key);
      if (id === undefined) throw new Error(`no series id for ${sn} ${key}`);
      return id;
    };
    await this.history.writeRollups(
      '1d',
      rollupColumns(history, (s) => s.days, idOf),
    );
    await this.history.writeRollups(
      '15m',
      rollupColumns(history, (s) => s.quarterHours, idOf),
    );
    await this.history.foldHours([...ids.values()]);
    const samples = { series: [] as number[], ts: [] as number[], value: [] as number[] };
    for (const s of history) {
      samples.series.push(...s.samples.ts.map(() => idOf(s.key)));
      samples.ts.push(...s.samples.ts);
      samples.value.push(...s.samples.value);
    }
    await this.ensurePartitions(samples.ts);
    await this.history.writeSamples(samples.series, samples.ts, samples.value);
  }

  /** Written raw samples of one key with from <= ts < to, oldest first. */
  samples(sn: string, key: string, from: Date, to: Date): Promise<SampleRow[]> {
    return this.repository.samples(sn, key, from, to);
  }

  /** Written rollup buckets of one key starting at from <= bucket < to (UTC-aligned), oldest first. */
  rollups(sn: string, key: string, resolution: RollupResolution, from: Date, to: Date): Promise<RollupRow[]> {
    return this.repository.rollups(resolution, sn, key, from, to);
  }

  /**
   * Drops raw-sample partitions that end at or before now − samplesRetentionDays and deletes rollup
   * buckets that end at or before now − rollupsRetentionDays (0 keeps them forever).
   */
  async applyRetention(now = new Date()): Promise<RetentionResult> {
    const droppedPartitions: string[] = [];
    if (this.config.samplesRetentionDays > 0) {
      const cutoff = now.getTime() - this.config.samplesRetentionDays * DAY_MS;
      for (const name of await this.repository.partitions()) {
        const month = partitionMonth(name);
        if (month === undefined || monthStart(month + 1).getTime() > cutoff) continue;
        await this.repository.dropPartition(name);
        this.partitions?.delete(name);
        droppedPartitions.push(name);
      }
    }
    let deletedRollups = 0;
    if (this.config.rollupsRetentionDays > 0) {
      const cutoff = new Date(now.getTime() - this.config.rollupsRetentionDays * DAY_MS);
      deletedRollups += await this.repository.deleteRollupsBefore('15m', cutoff);
      deletedRollups += await this.repository.deleteRollupsBefore('1h', cutoff);
      deletedRollups += await this.repository.deleteRollupsBefore('1d', cutoff);
    }
    return { droppedPartitions, deletedRollups };
  }

  private async runRetention(): Promise<void> {
    try {
      const { droppedPartitions, deletedRollups } = await this.applyRetention();
      if (droppedPartitions.length > 0 || deletedRollups > 0)
        this.logger.log(
          `Retention: dropped ${droppedPartitions.length} sample partitions, deleted ${deletedRollups} rollups`,
        );
    } catch (error) {
      this.logger.error(`Retention failed: ${describeError(error)}`);
    }
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
      await new Promise((resolve) => setImmediate(resolve));
      const taken = this.buffer.take();
      const { chunk, latest } = taken;
      this.inFlight = taken;
      try {
        await this.writeBatch(chunk, latest);
      } catch (error) {
        this.inFlight = undefined;
        this.buffer.restore(chunk, latest);
        this.partitions = undefined;
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
    const series = await this.resolveSeries(chunk);
    await this.ensurePartitions(chunk.ts);
    const rows = { sn: [] as string[], key: [] as string[], ts: [] as number[], json: [] as string[] };
    for (const [sn, keys] of latest.map) {
      for (const [key, entry] of keys) {
        rows.sn.push(sn);
        rows.key.push(key);
        rows.ts.push(entry.ts);
        rows.json.push(toJson(entry.value));
      }
    }
    await this.repository.writeBatch({ series, ts: chunk.ts, value: chunk.value }, rows);
  }

  private async resolveSeries(chunk: SampleChunk): Promise<number[]> {
    const missing = new Map<string, [string, string]>();
    for (let i = 0; i < chunk.ts.length; i++) {
      const id = `${chunk.sn[i]}\u0000${chunk.key[i]}`;
      if (!this.seriesIds.has(id)) missing.set(id, [chunk.sn[i] ?? '', chunk.key[i] ?? '']);
    }
    if (missing.size > 0) {
      const pairs = [...missing.values()];
      const rows = await this.repository.resolveSeries(
        pairs.map(([sn]) => sn),
        pairs.map(([, key]) => key),
      );
      for (const row of rows) this.seriesIds.set(`${row.sn}\u0000${row.key}`, row.id);
    }
    return chunk.ts.map((_, i) => {
      const id = this.seriesIds.get(`${chunk.sn[i]}\u0000${chunk.key[i]}`);
      if (id === undefined) throw new Error(`no series id for ${chunk.sn[i]} ${chunk.key[i]}`);
      return id;
    });
  }

  /** Creates the monthly partitions a batch needs before it is inserted. */
  private async ensurePartitions(timestamps: readonly number[]): Promise<void> {
    const needed = [...monthsOf(timestamps)].filter((month) => !this.partitions?.has(partitionName(month)));
    if (needed.length === 0) return;
    this.partitions ??= new Set(await this.repository.partitions());
    for (const month of needed) {
      const name = partitionName(month);
      if (this.partitions.has(name)) continue;
      try {
        await this.repository.createPartition(month);
      } catch (error) {
        // Another instance may have created it at the same moment.
        if (!(await this.repository.partitions()).includes(name)) throw error;
      }
      this.partitions.add(name);
    }
  }
}

/** The aggregates `pick` takes from each series, as one set of columns. */
function rollupColumns(
  history: readonly SeriesHistory[],
  pick: (s: SeriesHistory) => Aggregates,
  idOf: (key: string) => number,
): RollupColumns {
  const out: RollupColumns = { series: [], ...emptyAggregates() };
  for (const s of history) {
    const a = pick(s);
    const id = idOf(s.key);
    for (const name of Object.keys(a) as (keyof Aggregates)[]) out[name].push(...a[name]);
    out.series.push(...a.bucket.map(() => id));
  }
  return out;
}
