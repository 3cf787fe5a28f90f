// The time-series cases, shared by src/timeseries/timeseries.service.spec.ts (unit project, embedded
// PGlite) and test/timeseries.api.spec.ts (services suite, a PostgreSQL server). No jest project
// matches this file's name, so it only runs through those two.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { type SQL, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config/config.js';
import { ConfigModule } from '../src/config/config.module.js';
import { DATABASE, type Database } from '../src/database/database.js';
import { DatabaseModule } from '../src/database/database.module.js';
import { TimeseriesModule } from '../src/timeseries/timeseries.module.js';
import { TimeseriesRepository } from '../src/timeseries/timeseries.repository.js';
import { type IngestSample, TimeseriesService } from '../src/timeseries/timeseries.service.js';

export interface TimeseriesDatabase {
  label: string;
  /** A fresh, empty server database URL, or undefined for PGlite in the test's data directory. */
  create(): Promise<string | undefined>;
  drop(databaseUrl: string): Promise<void>;
}

const at = (iso: string) => Date.parse(iso);
const MINUTE = 60_000;
const DAY = 86_400_000;

export function describeTimeseries(database: TimeseriesDatabase): void {
  describe(`time series on ${database.label}`, () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-timeseries-'));
    let databaseUrl: string | undefined;
    let moduleRef: TestingModule | undefined;
    let service: TimeseriesService;
    let db: Database;

    /** Boots the module (with the database and config modules) as the app would. */
    async function start(env: Record<string, string> = {}): Promise<void> {
      const config = loadConfig({
        DATA_DIR: dataDir,
        SESSION_SECRET: 'x'.repeat(32),
        // Nothing is written by the timer unless a case asks for it, so flush() is what writes.
        INGEST_BATCH_MS: '600000',
        SAMPLES_RETENTION_DAYS: '0',
        ROLLUPS_RETENTION_DAYS: '0',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...env,
      });
      moduleRef = await Test.createTestingModule({
        imports: [ConfigModule.forRoot(config), DatabaseModule, TimeseriesModule],
      }).compile();
      moduleRef.useLogger(['error']);
      await moduleRef.init();
      service = moduleRef.get(TimeseriesService);
      db = moduleRef.get(DATABASE);
    }

    async function stop(): Promise<void> {
      await moduleRef?.close();
      moduleRef = undefined;
    }

    const rows = async <T>(query: SQL): Promise<T[]> => {
      const result: unknown = await db.execute(query);
      return (result as { rows: T[] }).rows;
    };

    const partitions = async () =>
      (
        await rows<{ name: string }>(sql`SELECT c.relname AS name FROM pg_inherits i
          JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
          WHERE p.relname = 'ts_samples' ORDER BY 1`)
      ).map((row) => row.name);

    const countSamples = async (sn: string) =>
      (
        await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ts_samples s
          JOIN ts_series k ON k.id = s.series WHERE k.sn = ${sn}`)
      )[0]?.n;

    const everything = [new Date(at('2000-01-01T00:00:00Z')), new Date(at('2100-01-01T00:00:00Z'))] as const;

    // A fresh embedded database runs every migration: on a busy machine that alone may take a minute.
    beforeAll(async () => {
      databaseUrl = await database.create();
      await start();
    }, 180_000);

    afterAll(async () => {
      await stop();
      if (databaseUrl) await database.drop(databaseUrl);
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('writes a batch and reads the samples back', async () => {
      const t0 = at('2025-04-02T08:00:00Z');
      service.ingest('TS-READ', [
        { ts: t0, values: { 'Hka_Mw1.Temp.sbVorlauf': 61.5, 'Hka_Bd.bStoerung': false } },
        { ts: t0 + 10_000, values: { 'Hka_Mw1.Temp.sbVorlauf': 62, 'Hka_Bd.bStoerung': true } },
        { ts: t0 + 20_000, values: { 'Hka_Mw1.Temp.sbVorlauf': 62.25, 'Hka_Bd.bStoerung': true } },
      ]);
      await service.flush();
      await expect(
        service.samples('TS-READ', 'Hka_Mw1.Temp.sbVorlauf', new Date(t0), new Date(t0 + 20_000)),
      ).resolves.toEqual([
        { ts: t0, value: 61.5 },
        { ts: t0 + 10_000, value: 62 },
      ]);
      // Booleans are stored as 0 and 1.
      await expect(service.samples('TS-READ', 'Hka_Bd.bStoerung', ...everything)).resolves.toEqual([
        { ts: t0, value: 0 },
        { ts: t0 + 10_000, value: 1 },
        { ts: t0 + 20_000, value: 1 },
      ]);
      await expect(service.samples('TS-READ', 'Unknown.key', ...everything)).resolves.toEqual([]);
      await expect(service.samples('TS-OTHER', 'Hka_Mw1.Temp.sbVorlauf', ...everything)).resolves.toEqual([]);
    });

    it('creates a monthly partition for every month a batch touches', async () => {
      const stamps = [
        '2024-12-31T23:59:59.999Z',
        '2025-01-01T00:00:00.000Z',
        '2025-01-31T23:59:59.999Z',
        '2025-02-01T00:00:00.000Z',
        '2025-03-15T12:00:00.000Z',
      ];
      service.ingest(
        'TS-PART',
        stamps.map((iso, i) => ({ ts: at(iso), values: { 'A.x': i } })),
      );
      await service.flush();
      const [parent] = await rows<{ strategy: string }>(sql`SELECT pt.partstrat AS strategy
        FROM pg_partitioned_table pt JOIN pg_class c ON c.oid = pt.partrelid WHERE c.relname = 'ts_samples'`);
      expect(parent?.strategy).toBe('r');
      expect(await partitions()).toEqual(
        expect.arrayContaining([
          'ts_samples_p2024_12',
          'ts_samples_p2025_01',
          'ts_samples_p2025_02',
          'ts_samples_p2025_03',
        ]),
      );
      const placed = await rows<{
        partition: string;
        n: number;
      }>(sql`SELECT s.tableoid::regclass::text AS partition,
          count(*)::int AS n
        FROM ts_samples s JOIN ts_series k ON k.id = s.series WHERE k.sn = 'TS-PART' GROUP BY 1 ORDER BY 1`);
      expect(placed).toEqual([
        { partition: 'ts_samples_p2024_12', n: 1 },
        { partition: 'ts_samples_p2025_01', n: 2 },
        { partition: 'ts_samples_p2025_02', n: 1 },
        { partition: 'ts_samples_p2025_03', n: 1 },
      ]);
      expect((await service.samples('TS-PART', 'A.x', ...everything)).map((s) => s.value)).toEqual([
        0, 1, 2, 3, 4,
      ]);
    });

    it('stores a replayed archive once and leaves the rollups unchanged', async () => {
      const t0 = at('2025-04-10T00:00:00Z');
      const archive: IngestSample[] = Array.from({ length: 30 }, (_, i) => ({
        ts: t0 + i * MINUTE,
        values: { 'Hka_Bd.ulArbeitElektr': 1000 + i, 'Hka_Mw1.sWirkleistung': (i % 7) * 0.5 },
      }));
      service.ingest('TS-DUP', archive);
      await service.flush();
      const rollups = async () => ({
        quarter: await service.rollups('TS-DUP', 'Hka_Mw1.sWirkleistung', '15m', ...everything),
        day: await service.rollups('TS-DUP', 'Hka_Bd.ulArbeitElektr', '1d', ...everything),
      });
      const before = await rollups();
      expect(before.quarter).toHaveLength(2);
      expect(before.day).toEqual([expect.objectContaining({ count: 30, first: 1000, last: 1029 })]);
      expect(await countSamples('TS-DUP')).toBe(60);

      // The same archive again, in two deliveries and once twice within one batch.
      service.ingest('TS-DUP', archive);
      service.ingest('TS-DUP', archive.slice(10, 20));
      await service.flush();
      expect(await countSamples('TS-DUP')).toBe(60);
      expect(await rollups()).toEqual(before);

      // A replay with one new sample adds exactly that one.
      service.ingest('TS-DUP', [
        ...archive,
        { ts: t0 + 30 * MINUTE, values: { 'Hka_Bd.ulArbeitElektr': 1030 } },
      ]);
      await service.flush();
      expect(await countSamples('TS-DUP')).toBe(61);
      expect((await rollups()).day).toEqual([
        expect.objectContaining({ count: 31, first: 1000, last: 1030 }),
      ]);
    });

    it('merges two batches into one 15-minute bucket', async () => {
      const bucket = at('2025-05-10T10:00:00Z');
      service.ingest('TS-ROLL', [
        { ts: bucket + 3 * MINUTE, values: { 'A.t': 5 } },
        { ts: bucket + 8 * MINUTE, values: { 'A.t': 1 } },
      ]);
      await service.flush();
      // The second batch brings an earlier first, a later last, a new maximum and the next bucket.
      service.ingest('TS-ROLL', [
        { ts: bucket + 12 * MINUTE, values: { 'A.t': 3 } },
        { ts: bucket + 1 * MINUTE, values: { 'A.t': 9 } },
        { ts: bucket + 15 * MINUTE, values: { 'A.t': 7 } },
      ]);
      await service.flush();
      await expect(
        service.rollups('TS-ROLL', 'A.t', '15m', new Date(bucket), new Date(bucket + 30 * MINUTE)),
      ).resolves.toEqual([
        { bucket, min: 1, max: 9, avg: 4.5, first: 9, last: 3, count: 4 },
        { bucket: bucket + 15 * MINUTE, min: 7, max: 7, avg: 7, first: 7, last: 7, count: 1 },
      ]);
      // from is inclusive, to exclusive, by bucket start.
      await expect(
        service.rollups('TS-ROLL', 'A.t', '15m', new Date(bucket + MINUTE), new Date(bucket + 15 * MINUTE)),
      ).resolves.toEqual([]);
      await expect(service.rollups('TS-ROLL', 'A.t', '1h', ...everything)).resolves.toEqual([
        { bucket, min: 1, max: 9, avg: 5, first: 9, last: 7, count: 5 },
      ]);
      await expect(service.rollups('TS-ROLL', 'A.t', '1d', ...everything)).resolves.toEqual([
        { bucket: at('2025-05-10T00:00:00+02:00'), min: 1, max: 9, avg: 5, first: 9, last: 7, count: 5 },
      ]);
    });

    it('keeps daily rollups whose last minus first is the energy of a day', async () => {
      const counter = 'Hka_Bd.ulArbeitElektr';
      const day1 = at('2025-06-01T00:00:00+02:00');
      const day2 = day1 + DAY;
      // Day 2 arrives first, day 1 afterwards as an archive, and late samples of day 1 last.
      service.ingest('TS-DAY', [
        { ts: day2 + 30 * MINUTE, values: { [counter]: 131 } },
        { ts: day2 + 23 * 60 * MINUTE, values: { [counter]: 170 } },
      ]);
      await service.flush();
      service.ingest('TS-DAY', [
        { ts: day1, values: { [counter]: 100 } },
        { ts: day1 + 12 * 60 * MINUTE, values: { [counter]: 115 } },
      ]);
      await service.flush();
      service.ingest('TS-DAY', [{ ts: day2 - 1000, values: { [counter]: 130 } }]);
      await service.flush();
      const days = await service.rollups('TS-DAY', counter, '1d', new Date(day1), new Date(day2 + DAY));
      expect(days).toEqual([
        { bucket: day1, min: 100, max: 130, avg: 115, first: 100, last: 130, count: 3 },
        { bucket: day2, min: 131, max: 170, avg: 150.5, first: 131, last: 170, count: 2 },
      ]);
      expect(days.map((day) => day.last - day.first)).toEqual([30, 39]);
      expect(
        await service.rollups('TS-DAY', counter, '15m', new Date(day1), new Date(day2 + DAY)),
      ).toHaveLength(5);
    });

    it('keeps the newest value of every key, of any JSON type, including unwritten ones', async () => {
      const t0 = at('2025-07-01T12:00:00Z');
      const program = { days: [1, 2, 3, 4, 5], from: '06:00', to: '22:00', active: true };
      service.ingest('TS-LAST', [
        {
          ts: t0,
          values: {
            'A.num': 5,
            'A.text': '123',
            'A.program[2]': program,
            'A.flag': true,
            'A.none': null,
            'A.skipped': undefined,
          },
        },
      ]);
      // Buffered values are answered before they are written; an older one does not replace them.
      service.ingest('TS-LAST', [{ ts: t0 - MINUTE, values: { 'A.num': 4 } }]);
      const expected = {
        'A.num': { value: 5, ts: t0 },
        'A.text': { value: '123', ts: t0 },
        'A.program[2]': { value: program, ts: t0 },
        'A.flag': { value: true, ts: t0 },
        'A.none': { value: null, ts: t0 },
      };
      await expect(service.latestValues('TS-LAST')).resolves.toEqual(expected);
      await service.flush();
      await expect(service.latestValues('TS-LAST')).resolves.toEqual(expected);

      // Written values are not replaced by older ones (an archive replay) but by newer ones.
      service.ingest('TS-LAST', [{ ts: t0 - 2 * MINUTE, values: { 'A.num': 3, 'A.text': 'old' } }]);
      await service.flush();
      await expect(service.latestValues('TS-LAST')).resolves.toEqual(expected);
      service.ingest('TS-LAST', [{ ts: t0 + MINUTE, values: { 'A.num': 6, 'A.text': 'new' } }]);
      await expect(service.latestValues('TS-LAST')).resolves.toMatchObject({
        'A.num': { value: 6, ts: t0 + MINUTE },
        'A.text': { value: 'new', ts: t0 + MINUTE },
      });
      await service.flush();
      await expect(service.latestValues('TS-LAST')).resolves.toEqual({
        ...expected,
        'A.num': { value: 6, ts: t0 + MINUTE },
        'A.text': { value: 'new', ts: t0 + MINUTE },
      });
      await expect(service.latestValues('TS-NONE')).resolves.toEqual({});
    });

    it('writes a backlog of many units a batch at a time, giving the event loop turns between', async () => {
      const t0 = at('2025-08-01T06:00:00Z');
      const units = Array.from({ length: 60 }, (_, i) => `TS-MANY-${String(i).padStart(2, '0')}`);
      // 60 units × 40 keys × 3 samples: many writes on PGlite, one on a server (more than the 5,000
      // a server write once took: the samples of a series in one write fold into one rollup row).
      const values = Object.fromEntries(Array.from({ length: 40 }, (_, k) => [`K.key${k}`, k + 0.5]));
      for (const sn of units)
        service.ingest(sn, [
          { ts: t0, values },
          { ts: t0 + 10_000, values },
          { ts: t0 + 20_000, values: { ...values, 'K.key0': 100 } },
        ]);
      let turns = 0;
      let counting = true;
      const count = () => {
        turns += 1;
        if (counting) setImmediate(count);
      };
      setImmediate(count);
      const writes = jest.spyOn(moduleRef!.get(TimeseriesRepository), 'writeBatch');
      await service.flush();
      counting = false;
      // A backlog written in one go gives the loop no turn until it is done (PGlite answers at once).
      expect(turns).toBeGreaterThanOrEqual(3);
      // Each PGlite write holds the loop while it runs, so it takes few samples (a server, more).
      const samplesPerWrite = writes.mock.calls.map(([samples]) => samples.series.length);
      writes.mockRestore();
      expect(Math.max(...samplesPerWrite)).toBe(databaseUrl ? 7_200 : 100);
      for (const sn of [units[0], units[29], units[59]]) {
        await expect(countSamples(sn ?? '')).resolves.toBe(120);
        await expect(service.latestValues(sn ?? '')).resolves.toMatchObject({
          'K.key0': { value: 100, ts: t0 + 20_000 },
          'K.key39': { value: 39.5, ts: t0 + 20_000 },
        });
        await expect(service.rollups(sn ?? '', 'K.key0', '15m', ...everything)).resolves.toEqual([
          { bucket: t0, min: 0.5, max: 100, avg: 101 / 3, first: 0.5, last: 100, count: 3 },
        ]);
      }
    });

    it('stores numbers at the ends of the float8 range exactly, in samples and rollups', async () => {
      const t0 = at('2025-08-02T06:00:00Z');
      const extremes: Record<string, number> = {
        'E.max': Number.MAX_VALUE,
        'E.min': -Number.MAX_VALUE,
        'E.tiny': Number.MIN_VALUE,
        'E.small': -1.2345678901234e-300,
        'E.big': 1e21,
        'E.sum': 0.1 + 0.2,
        'E.third': 1 / 3,
        'E.negzero': -0,
      };
      service.ingest('TS-EXTREME', [{ ts: t0, values: extremes }]);
      await service.flush();
      for (const [key, value] of Object.entries(extremes)) {
        // -0 reads back as 0 (both drivers send it as "0").
        const stored = Object.is(value, -0) ? 0 : value;
        await expect(service.samples('TS-EXTREME', key, ...everything)).resolves.toEqual([
          { ts: t0, value: stored },
        ]);
        await expect(service.rollups('TS-EXTREME', key, '1d', ...everything)).resolves.toEqual([
          expect.objectContaining({ min: stored, max: stored, first: stored, last: stored, count: 1 }),
        ]);
      }
    });

    it('stores non-numeric values only as latest values', async () => {
      const t0 = at('2025-07-02T12:00:00Z');
      service.ingest('TS-TEXT', [
        { ts: t0, values: { 'A.text': '42', 'A.program': { on: '06:00' }, 'A.none': null, 'A.num': 1 } },
      ]);
      await service.flush();
      for (const key of ['A.text', 'A.program', 'A.none'])
        await expect(service.samples('TS-TEXT', key, ...everything)).resolves.toEqual([]);
      const series = await rows<{ key: string }>(sql`SELECT key FROM ts_series WHERE sn = 'TS-TEXT'`);
      expect(series.map((row) => row.key)).toEqual(['A.num']);
      expect(Object.keys(await service.latestValues('TS-TEXT')).sort()).toEqual([
        'A.none',
        'A.num',
        'A.program',
        'A.text',
      ]);
    });

    it('skips what a wrong clock produced or PostgreSQL cannot store, and writes the rest', async () => {
      const t0 = at('2025-07-03T12:00:00Z');
      service.ingest('TS-CLOCK', [
        { ts: Number.NaN, values: { 'A.x': 1 } },
        { ts: at('1970-01-02T00:00:00Z'), values: { 'A.x': 2 } },
        { ts: Date.now() + 2 * DAY, values: { 'A.x': 3 } },
        {
          ts: t0,
          values: {
            'A.x': 4,
            'A.nul\u0000': 5,
            ['A.' + 'k'.repeat(300)]: 6,
            'A.text': 'a\u0000b',
            'A.inf': Infinity,
          },
        },
      ]);
      service.ingest('TS-NUL\u0000', [{ ts: t0, values: { 'A.x': 7 } }]);
      await service.flush();
      await expect(service.samples('TS-CLOCK', 'A.x', ...everything)).resolves.toEqual([
        { ts: t0, value: 4 },
      ]);
      await expect(service.latestValues('TS-CLOCK')).resolves.toEqual({
        'A.x': { value: 4, ts: t0 },
        'A.text': { value: 'ab', ts: t0 },
        'A.inf': { value: null, ts: t0 },
      });
    });

    it('keeps samples buffered while writing fails and writes them once it works again', async () => {
      const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      const t0 = at('2025-08-01T00:00:00Z');
      try {
        await db.execute(sql`ALTER TABLE ts_rollup_15m RENAME TO ts_rollup_15m_away`);
        service.ingest('TS-FAIL', [{ ts: t0, values: { 'A.x': 1, 'A.text': 'kept' } }]);
        await expect(service.flush()).rejects.toThrow(/still buffered/);
        expect(errors).toHaveBeenCalledWith(expect.stringMatching(/Writing 1 samples failed \(attempt 1/));
        await expect(service.latestValues('TS-FAIL')).resolves.toEqual({
          'A.x': { value: 1, ts: t0 },
          'A.text': { value: 'kept', ts: t0 },
        });
        service.ingest('TS-FAIL', [{ ts: t0 + MINUTE, values: { 'A.x': 2 } }]);
      } finally {
        await db.execute(sql`ALTER TABLE ts_rollup_15m_away RENAME TO ts_rollup_15m`);
        errors.mockRestore();
      }
      await service.flush();
      await expect(service.samples('TS-FAIL', 'A.x', ...everything)).resolves.toEqual([
        { ts: t0, value: 1 },
        { ts: t0 + MINUTE, value: 2 },
      ]);
      await expect(service.rollups('TS-FAIL', 'A.x', '15m', ...everything)).resolves.toEqual([
        expect.objectContaining({ count: 2, first: 1, last: 2 }),
      ]);
    });

    it('writes everything accepted when the application stops', async () => {
      const t0 = at('2025-09-01T00:00:00Z');
      // More than one batch: the first write starts at once, the rest waits for the stop.
      const samples = Array.from({ length: 6_000 }, (_, i) => ({
        ts: t0 + i * 1000,
        values: { 'A.x': i, 'A.y': -i, 'A.state': i % 2 === 0 ? 'on' : 'off' },
      }));
      service.ingest('TS-CLOSE', samples);
      await stop();
      await start({ INGEST_BATCH_MS: '100' });
      expect(await countSamples('TS-CLOSE')).toBe(12_000);
      await expect(service.latestValues('TS-CLOSE')).resolves.toEqual({
        'A.x': { value: 5999, ts: t0 + 5999_000 },
        'A.y': { value: -5999, ts: t0 + 5999_000 },
        'A.state': { value: 'off', ts: t0 + 5999_000 },
      });
    });

    it('writes a batch on its own once ingestBatchMs has passed', async () => {
      const t0 = at('2025-09-02T00:00:00Z');
      service.ingest('TS-TIMER', [{ ts: t0, values: { 'A.x': 1 } }]);
      const deadline = Date.now() + 5_000;
      while ((await countSamples('TS-TIMER')) !== 1 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await countSamples('TS-TIMER')).toBe(1);
    });

    it('answers ingestDurable once the samples and latest values are committed, without waiting for the batch timer', async () => {
      await stop();
      await start();
      const t0 = at('2025-09-03T00:00:00Z');
      // A sample ingested before shares the write with the durable ones.
      service.ingest('TS-DURABLE', [{ ts: t0, values: { 'A.x': 0 } }]);
      await service.ingestDurable(
        'TS-DURABLE',
        Array.from({ length: 3 }, (_, i) => ({
          ts: t0 + (i + 1) * 1000,
          values: { 'A.x': i + 1, 'A.s': `v${i}` },
        })),
      );
      expect(await countSamples('TS-DURABLE')).toBe(4);
      const latest = await rows<{ key: string }>(
        sql`SELECT key FROM ts_latest WHERE sn = 'TS-DURABLE' ORDER BY key`,
      );
      expect(latest.map((row) => row.key)).toEqual(['A.s', 'A.x']);
    });

    it('answers a batched ingestDurable only with the regular batch, once it is committed', async () => {
      await stop();
      await start({ INGEST_BATCH_MS: '600' });
      const t0 = at('2025-09-03T12:00:00Z');
      const started = Date.now();
      let committedWhenAnswered = -1;
      const durable = service
        .ingestDurable('TS-BATCHED', [{ ts: t0, values: { 'A.x': 1 } }], { batched: true })
        .then(async () => {
          committedWhenAnswered = (await countSamples('TS-BATCHED')) ?? -2;
          return Date.now() - started;
        });
      // Not written at once (an unbatched call would be, by now: the shortest wait that shows it on a
      // busy machine) and not answered.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await countSamples('TS-BATCHED')).toBe(0);
      expect(committedWhenAnswered).toBe(-1);
      expect(await durable).toBeGreaterThanOrEqual(550);
      expect(committedWhenAnswered).toBe(1);
    });

    it('keeps ingestDurable waiting while writing fails, and answers once it works again', async () => {
      let failed!: () => void;
      const writeFailed = new Promise<void>((resolve) => (failed = resolve));
      const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => failed());
      // The retry waits on a timer of this process: fake time lets it fire at once. Only setTimeout
      // is fake; whatever else the database client uses stays real.
      jest.useFakeTimers({
        doNotFake: [
          'Date',
          'hrtime',
          'nextTick',
          'performance',
          'queueMicrotask',
          'requestAnimationFrame',
          'cancelAnimationFrame',
          'requestIdleCallback',
          'cancelIdleCallback',
          'setImmediate',
          'clearImmediate',
          'setInterval',
          'clearInterval',
        ],
      });
      const t0 = at('2025-09-04T00:00:00Z');
      let settled = false;
      let durable: Promise<void> | undefined;
      try {
        try {
          await db.execute(sql`ALTER TABLE ts_rollup_15m RENAME TO ts_rollup_15m_away`);
          durable = service.ingestDurable('TS-DURABLE-FAIL', [{ ts: t0, values: { 'A.x': 1 } }]);
          void durable.then(() => (settled = true));
          await writeFailed;
          // A turn of the event loop after the failure: an answer given for it would be in.
          await new Promise((resolve) => setImmediate(resolve));
          expect(settled).toBe(false);
        } finally {
          await db.execute(sql`ALTER TABLE ts_rollup_15m_away RENAME TO ts_rollup_15m`);
          errors.mockRestore();
        }
        // The retry (after 1 s) writes it.
        await jest.advanceTimersByTimeAsync(1000);
        await durable;
      } finally {
        jest.useRealTimers();
      }
      expect(await countSamples('TS-DURABLE-FAIL')).toBe(1);
    });

    it('refuses ingestDurable once stopped, so nothing is acknowledged that will not be written', async () => {
      const stopped = service;
      await stop();
      await start();
      await expect(
        stopped.ingestDurable('TS-LATE', [{ ts: at('2025-09-05T00:00:00Z'), values: { 'A.x': 1 } }]),
      ).rejects.toMatchObject({ status: 503, key: 'exception.unavailable' });
      expect(await countSamples('TS-LATE')).toBe(0);
    });

    it('drops whole partitions and rollups beyond retention, at start-up and on demand', async () => {
      const now = Date.now();
      // 100 days ago: its month ends at least 69 days ago, past a 60-day retention.
      const old = now - 100 * DAY;
      const recent = now - 60 * MINUTE;
      service.ingest('TS-RETAIN', [
        { ts: old, values: { 'A.x': 1 } },
        { ts: recent, values: { 'A.x': 2 } },
      ]);
      await service.flush();
      const oldPartition = `ts_samples_p${new Date(old).toISOString().slice(0, 7).replace('-', '_')}`;
      expect(await partitions()).toContain(oldPartition);

      await stop();
      await start({ SAMPLES_RETENTION_DAYS: '60', ROLLUPS_RETENTION_DAYS: '60' });
      const kept = await partitions();
      expect(kept).not.toContain(oldPartition);
      expect(kept).not.toContain('ts_samples_p2025_01');
      await expect(service.samples('TS-RETAIN', 'A.x', ...everything)).resolves.toEqual([
        { ts: recent, value: 2 },
      ]);
      await expect(service.rollups('TS-RETAIN', 'A.x', '1d', ...everything)).resolves.toEqual([
        expect.objectContaining({ first: 2, count: 1 }),
      ]);

      // On demand with a chosen now: a partition is dropped only when all of it is past the cutoff.
      service.ingest('TS-RETAIN', [
        { ts: at('2025-03-10T00:00:00Z'), values: { 'A.y': 1 } },
        { ts: at('2025-04-01T12:00:00Z'), values: { 'A.y': 2 } },
        { ts: at('2025-05-20T00:00:00Z'), values: { 'A.y': 3 } },
      ]);
      await service.flush();
      const result = await service.applyRetention(new Date('2025-06-01T00:00:00Z'));
      // Cutoff 2025-04-02: March's partition goes, April's stays (it reaches past the cutoff) ...
      expect(result.droppedPartitions).toEqual(['ts_samples_p2025_03']);
      await expect(service.samples('TS-RETAIN', 'A.y', ...everything)).resolves.toEqual([
        { ts: at('2025-04-01T12:00:00Z'), value: 2 },
        { ts: at('2025-05-20T00:00:00Z'), value: 3 },
      ]);
      // ... while rollups go bucket by bucket: March 10th's and April 1st's (15-minute, hourly and daily).
      expect(result.deletedRollups).toBe(6);
      expect((await service.rollups('TS-RETAIN', 'A.y', '1d', ...everything)).map((r) => r.first)).toEqual([
        3,
      ]);
      expect(await service.rollups('TS-RETAIN', 'A.y', '15m', ...everything)).toHaveLength(1);
      expect(await service.rollups('TS-RETAIN', 'A.y', '1h', ...everything)).toHaveLength(1);
    });
  });
}
