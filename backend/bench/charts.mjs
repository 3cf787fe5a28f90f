// pnpm bench:charts — POST /rest/charts/{sn}/data over HTTP against a year of history: one unit with
// 10 series of rollups for a year (quarter hours as 10-second samples give them: 90 samples each)
// and raw 10-second samples for its last BENCH_SAMPLE_DAYS days, plus BENCH_FLEET units with a year
// of rollups of one series each (so the tables have a fleet's size). Seeded with bulk SQL, not
// through ingest (which would take hours for that much). Times the real endpoint per period and
// per series count and prints p50/p95 in ms. Figures, not a pass/fail test.
//   BENCH_SAMPLE_DAYS (7; 365 = a whole year of raw samples)  BENCH_FLEET (100)  BENCH_RUNS (100)
import { findKind } from '@portal/unit-catalog';
import { sql } from 'drizzle-orm';
import { TimeseriesService } from '../dist/timeseries/timeseries.service.js';
import { foldRollups, hourOf, localDayOf, rollupColumns } from '../dist/timeseries/timeseries.sql.js';
import { startBenchPortal } from './bench-portal.mjs';
import { timedFetches } from './timed-fetches.mjs';

const sampleDays = Number(process.env.BENCH_SAMPLE_DAYS ?? 7);
const fleetSize = Number(process.env.BENCH_FLEET ?? 100);
const runs = Number(process.env.BENCH_RUNS ?? 100);
const DAY = 86_400_000;

// The catalog's charts have at most three columns: a bench-only chart of ten signals of the Dachs
// stands for the widest chart (added to the loaded catalog, which the portal reads).
const kind = findKind('dachsII');
const signals = kind.boards
  .find((board) => board.name === 'Hka_Mw1')
  .dataPoints.filter((point) => ['int', 'uint', 'float'].includes(point.type) && !point.array)
  .slice(0, 10)
  .map((point) => `Hka_Mw1.${point.name}`);
if (signals.length < 10) throw new Error('the Dachs has fewer than ten signals');
kind.charts.push({
  name: 'bench.ten',
  label: 'bench.ten',
  type: 'line',
  source: 'trending',
  columns: signals.map((field) => ({ field, label: field, color: '#337ab7', aggregate: 'mean' })),
  options: { period: 'd' },
});

const portal = await startBenchPortal();
const { db, url } = portal;
const rows = (result) => result.rows ?? result;
const timed = async (label, work) => {
  const start = performance.now();
  await work();
  console.log(`  ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
};

const [unit] = rows(
  await db.execute(sql`SELECT u.seriennummer AS sn FROM units u
    JOIN unit_operators o ON o.sn = u.seriennummer JOIN users p ON p.id = o.user_id
    WHERE p.login = 'betreiber' AND u.product_group = 'dachsII' AND u.msr_typ = 3 AND u.has_vertrag
      AND u.zustimmung_map->>'DACHSWEB' = 'true'
    ORDER BY 1 LIMIT 1`),
);
const sn = unit.sn;
const now = Date.now();
const yearAgo = now - 365 * DAY;

console.log(`seeding (unit ${sn}, ${sampleDays} days of raw samples, ${fleetSize} more units):`);
// One sample per month through the service creates the monthly partitions and the series ids.
await timed('partitions and series', async () => {
  const timeseries = portal.app.get(TimeseriesService);
  const months = Array.from({ length: 14 }, (_, i) => yearAgo + i * 30 * DAY).filter((ts) => ts < now);
  await timeseries.ingestDurable(
    sn,
    months.map((ts) => ({ ts, values: Object.fromEntries(signals.map((key) => [key, 0])) })),
  );
  for (let i = 0; i < fleetSize; i += 1)
    timeseries.ingest(`BENCH${String(i).padStart(5, '0')}`, [
      { ts: yearAgo, values: { 'Hka_Mw1.sWirkleistung': 0 } },
    ]);
  await timeseries.flush();
});
const unitSeries = rows(
  await db.execute(
    sql`SELECT id FROM ts_series WHERE sn = ${sn} AND key = ANY(${sql.param(signals)}::text[])`,
  ),
).map((row) => row.id);
const fleetSeries = rows(await db.execute(sql`SELECT id FROM ts_series WHERE sn LIKE 'BENCH%'`)).map(
  (row) => row.id,
);

const from = new Date(Math.floor(yearAgo / 900_000) * 900_000).toISOString();
const until = new Date(now).toISOString();
/** A signal going round a day, different per series; 90 samples of 10 s per quarter hour. */
const quarterHours = (ids) => sql`INSERT INTO ts_rollup_15m AS r
    (series, bucket, min, max, sum, count, first_ts, first_value, last_ts, last_value)
  SELECT s, b, v - 10, v + 10, v * 90, 90, b, v - 5, b + interval '890 seconds', v + 5
  FROM unnest(${sql.param(ids)}::int[]) AS s,
    generate_series(${from}::timestamptz, ${until}::timestamptz, interval '15 minutes') AS b,
    LATERAL (SELECT 500 + 400 * sin(extract(epoch FROM b) / 13751 + s) AS v) AS value
  ON CONFLICT DO NOTHING`;
/** Hours or days folded from the quarter hours as ingest folds them (replacing the partition samples' rows). */
const fold = (table, bucket) => (ids) => sql`INSERT INTO ${sql.identifier(table)} (${rollupColumns})
  ${foldRollups(sql`ts_rollup_15m`, bucket, sql`series = ANY(${sql.param(ids)}::int[])`)}
  ON CONFLICT (series, bucket) DO UPDATE SET min = excluded.min, max = excluded.max, sum = excluded.sum,
    count = excluded.count, first_ts = excluded.first_ts, first_value = excluded.first_value,
    last_ts = excluded.last_ts, last_value = excluded.last_value`;
const hours = fold('ts_rollup_1h', hourOf(sql`bucket`));
const days = fold('ts_rollup_1d', localDayOf(sql`bucket`));
await timed('unit rollups', async () => {
  await db.execute(quarterHours(unitSeries));
  await db.execute(hours(unitSeries));
  await db.execute(days(unitSeries));
});
await timed('raw samples', async () => {
  const samplesFrom = new Date(now - sampleDays * DAY).toISOString();
  for (const id of unitSeries)
    await db.execute(sql`INSERT INTO ts_samples (series, ts, value)
      SELECT ${id}, t, 500 + 400 * sin(extract(epoch FROM t) / 13751 + ${id})
      FROM generate_series(${samplesFrom}::timestamptz, ${until}::timestamptz, interval '10 seconds') AS t
      ON CONFLICT DO NOTHING`);
});
await timed('fleet rollups', async () => {
  for (let i = 0; i < fleetSeries.length; i += 10) {
    const ids = fleetSeries.slice(i, i + 10);
    await db.execute(quarterHours(ids));
    await db.execute(hours(ids));
    await db.execute(days(ids));
  }
});
// Folding over the demo history's rollups left their old row versions behind, which a server's
// autovacuum would remove (and PGlite never meets outside such bulk rewrites).
await timed('vacuum', () => db.execute(sql`VACUUM ANALYZE`));

const cookie = await portal.login('betreiber');
const periods = { d: 1, w: 7, M: 31, y: 366, a: 0 };
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

console.log(
  `\nPOST /rest/charts/{sn}/data, ${runs} runs each (ms, over HTTP on this machine, client in a worker thread)`,
);
console.log('period  series  resolution  rows   p50    p95');
for (const [period, spanDays] of Object.entries(periods)) {
  for (const [fields, count] of [
    [[signals[0]], 1],
    [signals, 10],
  ]) {
    const body = JSON.stringify({
      name: 'bench.ten',
      fields,
      start: now - spanDays * DAY,
      parameters: { period },
    });
    const { first: answer, times } = await timedFetches(
      `${url}/rest/charts/${sn}/data`,
      { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body },
      runs,
    );
    const first = JSON.parse(answer);
    times.sort((a, b) => a - b);
    console.log(
      `${period.padEnd(8)}${String(count).padEnd(8)}${first.resolution.padEnd(12)}${String(first.totalRows).padEnd(7)}` +
        `${percentile(times, 50).toFixed(1).padEnd(7)}${percentile(times, 95).toFixed(1)}`,
    );
  }
}
if (process.env.BENCH_PROFILE) {
  const { TimeseriesHistoryService } = await import('../dist/timeseries/history.service.js');
  const history = portal.app.get(TimeseriesHistoryService);
  const t = async (label, work) => {
    await work();
    const start = performance.now();
    for (let i = 0; i < 5; i += 1) await work();
    console.log(`${label}: ${((performance.now() - start) / 5).toFixed(1)} ms`);
  };
  const wFrom = now - 7 * DAY;
  await t('seriesOf', () => history.seriesOf(sn, signals));
  await t('stats 15m w', () => history.stats(unitSeries, '15m', 'mean', wFrom, now));
  await t('stats 1d y', () => history.stats(unitSeries, '1d', 'mean', yearAgo, now));
  await t('increments 1d y', () => history.increments(unitSeries, '1d', yearAgo, now));
  await t('gaps 15m w', () => history.gaps(unitSeries[0], '15m', wFrom, now, 3_600_000));
  await t('gaps 1d y', () => history.gaps(unitSeries[0], '1d', yearAgo, now, 3_600_000));
}
await portal.stop();
