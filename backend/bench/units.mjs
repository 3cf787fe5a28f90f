// pnpm bench:units — the unit list (POST /rest/info/units, issue 46) over a large fleet: seeds 100,000
// units at 20,000 locations with bulk SQL (units-world.mjs), first into a fresh embedded PGlite, then
// into a fresh database of the PostgreSQL server (BENCH_PG_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; BENCH_PG=none skips it, BENCH_PGLITE=none the other),
// and times the real HTTP endpoint per mode the start page asks for (as mf-units sends it). Prints
// p50/p95 per mode and engine against the target (p95 under 30 ms) with 'met' or 'MISSED', and the
// floor: GET /rest/health (the same server, session and database, one `select 1`) after every call.
// Figures, not a pass/fail test.
//   BENCH_UNITS (100000)  BENCH_LOCATIONS (20000)  BENCH_RUNS per mode (30)  BENCH_ONLY (a regex of modes)
//   BENCH_MAINTENANCE after seeding: portal (default: what keeps the statistics, on PGlite the
//   portal's own analyze and vacuum job, on a server a VACUUM ANALYZE for its autovacuum), analyze, vacuum
//   (VACUUM ANALYZE), none (no statistics: how every embedded portal ran before its job)
//   BENCH_DIST: the built backend to time (default ../dist). BENCH_BEFORE: an older build timed in the
//   same run, each call alternating between both on worlds seeded alike, so both see the same load: a
//   copy of that build's backend/dist with its drizzle, reference-data and package.json beside it, in
//   backend/node_modules (so its imports resolve), e.g. BENCH_BEFORE=../node_modules/.base/dist.
import { sql } from 'drizzle-orm';
import { startBenchPortal } from './bench-portal.mjs';
import { seedUnitWorld } from './units-world.mjs';
import { dropServerDatabase, freshServerDatabase } from './server-database.mjs';

const unitCount = Number(process.env.BENCH_UNITS ?? 100_000);
const locationCount = Number(process.env.BENCH_LOCATIONS ?? 20_000);
const runs = Number(process.env.BENCH_RUNS ?? 30);
const maintenance = process.env.BENCH_MAINTENANCE ?? 'portal';
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const targetMs = 30;
const before = process.env.BENCH_BEFORE;
const rows = (result) => result.rows ?? result;

/** One typo: two letters of the street swapped. */
const typo = (text) => `${text.slice(0, 3)}${text[4]}${text[3]}${text.slice(5)}`;
/** The GEN2 filter the start page sends by default to everybody but operators (listsGen2OnlyByDefault). */
const gen2 = { msr3Filter: true };
const firstPages = (filter) => (run) => ({ offset: (run % 10) * 10, filter });

/** [mode, login, request body per run (given the run and the searched samples)]. */
const cases = [
  ['operator (betreiber)', 'betreiber', () => ({})],
  ['partner', 'partner', firstPages(gen2)],
  ['manufacturer (dachs)', 'dachs', firstPages(gen2)],
  ['admin', 'admin', firstPages(gen2)],
  ['admin, no filter', 'admin', firstPages({})],
  ['search: serial fragment', 'admin', (run, s) => ({ filter: { ...gen2, search: s(run).sn.slice(2, 8) } })],
  [
    'search: street and number',
    'admin',
    (run, s) => ({ filter: { ...gen2, search: `${s(run).strasse} ${s(run).hausnummer}` } }),
  ],
  ['search: postcode', 'admin', (run, s) => ({ filter: { ...gen2, search: s(run).plz } })],
  ['search: partner, postcode', 'partner', (run, s) => ({ filter: { ...gen2, search: s(run).plz } })],
  [
    'fuzzy: street typo, number, postcode',
    'admin',
    (run, s) => {
      const { strasse, hausnummer, plz } = s(run);
      return {
        filter: { search: `${typo(strasse)} ${hausnummer} ${plz}`, fuzzyGroupSearch: true, fuzzyHka: true },
      };
    },
  ],
  ['location mode, admin', 'admin', firstPages({ ...gen2, sortByLocation: true })],
  ['location mode, partner', 'partner', firstPages({ ...gen2, sortByLocation: true })],
  ['location mode, operator', 'betreiber', firstPages({ sortByLocation: true })],
  ['attention first, admin', 'admin', firstPages({ ...gen2, attentionFirst: true })],
  ['attention first, manufacturer', 'dachs', firstPages({ ...gen2, attentionFirst: true })],
  ['attention first, partner', 'partner', firstPages({ ...gen2, attentionFirst: true })],
  // Deep pages: spread over the attentions (about a fifth of a fleet) and past them.
  [
    'attention first, admin, deep pages',
    'admin',
    (run) => ({ offset: (run % 10) * 2500, filter: { ...gen2, attentionFirst: true } }),
  ],
  [
    'attention first, partner, deep pages',
    'partner',
    (run) => ({ offset: (run % 10) * 125, filter: { ...gen2, attentionFirst: true } }),
  ],
].filter(([mode]) => !only || only.test(mode));

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** A portal of `dist` with the world seeded, logged in as every case's user; answers how to ask it. */
async function seededPortal(label, dist) {
  // Every call and its floor count against the session's budget (600 a minute): the bench is no caller to limit.
  const portal = await startBenchPortal({ RATE_LIMIT_POINTS: '1000000' }, dist);
  const { url, db } = portal;
  const { counts, seedSeconds } = await seedUnitWorld(db, {
    unitCount,
    locationCount,
    maintenance: maintenance === 'portal' ? 'none' : maintenance,
  });
  if (maintenance === 'portal') await portal.maintain();
  console.log(
    `${label}: ${counts.units} units at ${counts.locations} locations, seeded in ${seedSeconds.toFixed(1)} s, then ${maintenance}`,
  );
  const cookies = {};
  for (const login of new Set(cases.map(([, user]) => user))) cookies[login] = await portal.login(login);
  /** Serials and addresses to search for, a different one per run. */
  const samples = rows(
    await db.execute(sql`select u.seriennummer sn, l.strasse, l.hausnummer, l.plz from units u
      join locations l on l.uuid = u.location_uuid where u.seriennummer like '4%'
      order by hashtext(u.seriennummer) limit ${runs}`),
  );
  const sample = (run) => samples[run % samples.length];
  const ask = async (user, body) => {
    const started = performance.now();
    const answer = await fetch(`${url}/rest/info/units`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies[user] },
      body: JSON.stringify({ limit: 10, offset: 0, ...body }),
    });
    const page = await answer.json();
    if (!answer.ok) throw new Error(`${JSON.stringify(body)}: ${answer.status} ${JSON.stringify(page)}`);
    return { ms: performance.now() - started, page };
  };
  /** The floor: a call through the same server and session that asks the database `select 1`. */
  const floor = async () => {
    const started = performance.now();
    const answer = await fetch(`${url}/rest/health`, { headers: { cookie: Object.values(cookies)[0] } });
    await answer.json();
    if (!answer.ok) throw new Error(`health: ${answer.status}`);
    return performance.now() - started;
  };
  return { portal, ask, sample, floor };
}

const figures = (times) => {
  times.sort((a, b) => a - b);
  return { p50: Math.round(percentile(times, 50)), p95: Math.round(percentile(times, 95)) };
};

/** Seeds a portal's database (and BENCH_BEFORE's) and times every mode; answers the table's rows. */
async function measure(label, database) {
  const portals = [];
  for (const [name, dist] of [
    [label, process.env.BENCH_DIST ?? '../dist'],
    ...(before ? [[`${label} (before)`, before]] : []),
  ]) {
    if (database) process.env.DATABASE_URL = await database();
    try {
      portals.push(await seededPortal(name, dist));
    } finally {
      delete process.env.DATABASE_URL;
    }
  }
  try {
    const table = {};
    const floorTimes = portals.map(() => []);
    for (const [mode, user, body] of cases) {
      for (const { ask, sample } of portals)
        for (let run = 0; run < 3; run += 1) await ask(user, body(run, sample)); // warm-up
      const times = portals.map(() => []);
      const totals = portals.map(() => []);
      for (let run = 0; run < runs; run += 1) {
        for (const [index, { ask, sample, floor }] of portals.entries()) {
          const { ms, page } = await ask(user, body(run, sample));
          times[index].push(ms);
          totals[index].push(page.totalRows);
          floorTimes[index].push(await floor());
        }
      }
      const [now, then] = times.map(figures);
      totals.forEach((list) => list.sort((a, b) => a - b));
      if (then && percentile(totals[0], 50) !== percentile(totals[1], 50))
        throw new Error(
          `${mode}: the builds count ${percentile(totals[0], 50)} and ${percentile(totals[1], 50)}`,
        );
      console.log(`${label}, ${mode}: p95 ${now.p95} ms${then ? ` (before: ${then.p95} ms)` : ''}`);
      table[`${label}, ${mode}`] = {
        ...(then ? { 'before p50/p95 (ms)': `${then.p50} / ${then.p95}` } : {}),
        'p50 (ms)': now.p50,
        'p95 (ms)': now.p95,
        'target p95 (ms)': `< ${targetMs}`,
        result: now.p95 < targetMs ? 'met' : 'MISSED',
        'totalRows (median)': percentile(totals[0], 50),
      };
    }
    const [floorNow, floorThen] = floorTimes.map(figures);
    // What any call costs on this machine at this hour: the modes' figures read against it.
    table[`${label}, floor: GET /rest/health`] = {
      ...(floorThen ? { 'before p50/p95 (ms)': `${floorThen.p50} / ${floorThen.p95}` } : {}),
      'p50 (ms)': floorNow.p50,
      'p95 (ms)': floorNow.p95,
    };
    return table;
  } finally {
    for (const { portal } of portals) await portal.stop();
  }
}

const table = {};
if (process.env.BENCH_PGLITE !== 'none') Object.assign(table, await measure('PGlite'));
if (process.env.BENCH_PG !== 'none') {
  const databases = [];
  try {
    Object.assign(
      table,
      await measure('PostgreSQL', async () => {
        const database = await freshServerDatabase(serverUrl, 'portal_bench_units');
        databases.push(database.name);
        return database.url;
      }),
    );
  } finally {
    for (const name of databases) await dropServerDatabase(serverUrl, name);
  }
}
console.log(
  `\nunit list benchmark: POST /rest/info/units over ${unitCount} units at ${locationCount} locations, page size 10, ` +
    `${runs} calls per mode after 3 warm-ups; build ${process.env.BENCH_DIST ?? '../dist'}` +
    (before ? `, before: ${before} (calls alternating)` : ''),
);
console.table(table);
