// pnpm bench:fleet — the fleet overview (GET /rest/fleet/overview, issue 44) over the unit list's large
// world (units-world.mjs: 100,000 units at 20,000 locations), plus open and past incidents and daily
// energy rollups of the combined heat and power units, first on embedded PGlite, then on a fresh
// database of the PostgreSQL server (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres;
// BENCH_PG=none skips it). Prints p50/p95 of the whole answer for a partner and for the manufacturer
// and admins against the target. Figures, not a pass/fail test.
// The portal answers a viewer's figures computed at most FLEET_REFRESH_SECONDS ago (30 by default);
// BENCH_FLEET_REFRESH_SECONDS=0 times figures computed for every call instead.
//   BENCH_UNITS (100000)  BENCH_LOCATIONS (20000)  BENCH_RUNS per row (30)
import { sql } from 'drizzle-orm';
import { startBenchPortal } from './bench-portal.mjs';
import { timedFetches } from './timed-fetches.mjs';
import { seedUnitWorld } from './units-world.mjs';
import { dropServerDatabase, freshServerDatabase } from './server-database.mjs';

const unitCount = Number(process.env.BENCH_UNITS ?? 100_000);
const locationCount = Number(process.env.BENCH_LOCATIONS ?? 20_000);
const runs = Number(process.env.BENCH_RUNS ?? 30);
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const targetMs = 300;
const refreshSeconds = process.env.BENCH_FLEET_REFRESH_SECONDS;

/** Daily energy rollups of the CHP units (serials 42…, 43… Dachs Gen2; 44… Dachs 0.8). */
const energySeries = `insert into ts_series (sn, key)
  select seriennummer, case when seriennummer like '44%' then 'Bz_Bd.e_elektrisch' else 'Hka_Bd.ulArbeitElektr' end
  from units where seriennummer like '42%' or seriennummer like '43%' or seriennummer like '44%'
  on conflict do nothing`;
/** The days the overview reads: the last 35 and the same month a year ago (a counter rising ~40 kWh a day). */
const energyDays = (from, to) => `insert into ts_rollup_1d
    (series, bucket, min, max, sum, count, first_ts, first_value, last_ts, last_value)
  select s.id, d.day, v, v + 40, 0, 96, d.day, v, d.day + interval '23 hours 45 minutes', v + 30 + (s.id % 20)
  from ts_series s
  cross join generate_series(date_trunc('day', now() at time zone 'Europe/Berlin') - interval '${from} days',
    date_trunc('day', now() at time zone 'Europe/Berlin') - interval '${to} days', interval '1 day') as g(local)
  cross join lateral (select (g.local at time zone 'Europe/Berlin') as day) d
  cross join lateral (select (extract(epoch from d.day) / 2160)::float8 as v) c
  where s.key in ('Hka_Bd.ulArbeitElektr', 'Bz_Bd.e_elektrisch')
  on conflict do nothing`;
const fleetSteps = [
  ['energy series', energySeries],
  ['energy: the last 35 days', energyDays(35, 0)],
  // The same month a year ago: today's day of the month and up to 31 days before it, a year back.
  ['energy: last year’s month', energyDays(365 + 31, 365 - 1)],
  [
    'incidents (3% of units open, 10% resolved within 30 days)',
    `insert into alarm_incidents (sn, cause, kind, severity, code, state, opened_at, resolved_at)
     select seriennummer, 'bench:' || r, 'fault', (array['locking','fault','warning','info'])[1 + r % 4], 'E101',
       case when r < 3 then 'open' else 'resolved' end, now() - (r % 30) * interval '1 day' - interval '1 hour',
       case when r < 3 then null else now() - (r % 30) * interval '1 day' end
     from (select seriennummer, (hashtext('i' || seriennummer) & 2147483647) % 100 as r from units) u where r < 13`,
  ],
  ['analyze', 'analyze'],
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Seeds a portal's database and times the overview per role; answers the table's rows. */
async function measure(label) {
  const portal = await startBenchPortal(
    refreshSeconds === undefined ? {} : { FLEET_REFRESH_SECONDS: refreshSeconds },
  );
  try {
    const { counts, seedSeconds } = await seedUnitWorld(portal.db, { unitCount, locationCount });
    for (const [step, statement] of fleetSteps) {
      const started = Date.now();
      await portal.db.execute(sql.raw(statement));
      console.log(`seeded ${step} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    // Rollups written around the portal: its energy per day is computed for the seeded days here.
    const started = Date.now();
    const { FleetEnergy, daysBetween } = await import('../dist/fleet/fleet-energy.js');
    await portal.app.get(FleetEnergy).rebuild(daysBetween(Date.now() - 400 * 86_400_000, Date.now()));
    console.log(
      `fleet energy per day computed for 400 days in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    console.log(
      `${label}: ${counts.units} units at ${counts.locations} locations, world seeded in ${seedSeconds.toFixed(1)} s`,
    );
    const table = {};
    for (const [who, login] of [
      ['partner', 'partner'],
      ['manufacturer staff (dachs)', 'dachs'],
      ['admin', 'admin'],
    ]) {
      const cookie = await portal.login(login);
      const { first, times } = await timedFetches(
        `${portal.url}/rest/fleet/overview`,
        { headers: { cookie } },
        runs,
      );
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      console.log(`${label}, ${who}: ${times.length} calls, p95 ${Math.round(p95)} ms`);
      table[`${label}, ${who}`] = {
        units: JSON.parse(first).units.total,
        'p50 (ms)': Math.round(percentile(times, 50)),
        'p95 (ms)': Math.round(p95),
        'target p95 (ms)': `< ${targetMs}`,
        result: p95 < targetMs ? 'met' : 'MISSED',
      };
    }
    return table;
  } finally {
    await portal.stop();
  }
}

const table = await measure('embedded PGlite');
if (process.env.BENCH_PG !== 'none') {
  const { url, name } = await freshServerDatabase(serverUrl, 'portal_bench_fleet');
  process.env.DATABASE_URL = url;
  try {
    Object.assign(table, await measure('PostgreSQL server'));
  } finally {
    delete process.env.DATABASE_URL;
    await dropServerDatabase(serverUrl, name);
  }
}
console.log(
  `\nfleet overview benchmark: GET /rest/fleet/overview, ${runs} calls per row after 2 warm-ups; figures ${
    refreshSeconds === '0' ? 'computed for every call' : `kept for ${refreshSeconds ?? 30} s per viewer`
  }`,
);
console.table(table);
