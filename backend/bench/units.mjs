// pnpm bench:units — the unit list (POST /rest/info/units, issue 46) over a large fleet: seeds 100,000
// units at 20,000 locations with bulk SQL (units-world.mjs), first into a fresh embedded PGlite, then
// into a fresh database of the PostgreSQL server (BENCH_PG_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; BENCH_PG=none skips it, BENCH_PGLITE=none the other),
// and times the real HTTP endpoint per mode the start page asks for (as mf-units sends it). Prints
// p50/p95 per mode and engine against the target (p95 under 30 ms) with 'met' or 'MISSED'. Figures,
// not a pass/fail test.
//   BENCH_UNITS (100000)  BENCH_LOCATIONS (20000)  BENCH_RUNS per mode (30)  BENCH_ONLY (a regex of modes)
//   BENCH_MAINTENANCE after seeding: analyze (default: embedded PGlite has no autovacuum, so this
//   stands for an occasional ANALYZE), vacuum (VACUUM ANALYZE, as autovacuum does on a server), none
//   BENCH_DIST: the built backend to time (default ../dist), to compare two builds back to back.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { startBenchPortal } from './bench-portal.mjs';
import { seedUnitWorld } from './units-world.mjs';

const unitCount = Number(process.env.BENCH_UNITS ?? 100_000);
const locationCount = Number(process.env.BENCH_LOCATIONS ?? 20_000);
const runs = Number(process.env.BENCH_RUNS ?? 30);
const maintenance = process.env.BENCH_MAINTENANCE ?? 'analyze';
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const targetMs = 30;
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

async function freshServerDatabase() {
  const name = `portal_bench_units_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

async function dropServerDatabase(name) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Seeds a portal's database and times every mode; answers the table's rows. */
async function measure(label) {
  const portal = await startBenchPortal();
  try {
    const { url, db } = portal;
    const { counts, seedSeconds } = await seedUnitWorld(db, { unitCount, locationCount, maintenance });
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
    const table = {};
    for (const [mode, user, body] of cases) {
      for (let run = 0; run < 3; run += 1) await ask(user, body(run, sample)); // warm-up
      const times = [];
      const totals = [];
      for (let run = 0; run < runs; run += 1) {
        const { ms, page } = await ask(user, body(run, sample));
        times.push(ms);
        totals.push(page.totalRows);
      }
      times.sort((a, b) => a - b);
      totals.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      console.log(`${label}, ${mode}: p95 ${Math.round(p95)} ms`);
      table[`${label}, ${mode}`] = {
        'p50 (ms)': Math.round(percentile(times, 50)),
        'p95 (ms)': Math.round(p95),
        'max (ms)': Math.round(times.at(-1)),
        'target p95 (ms)': `< ${targetMs}`,
        result: p95 < targetMs ? 'met' : 'MISSED',
        'totalRows (median)': percentile(totals, 50),
      };
    }
    return table;
  } finally {
    await portal.stop();
  }
}

const table = {};
if (process.env.BENCH_PGLITE !== 'none') Object.assign(table, await measure('PGlite'));
if (process.env.BENCH_PG !== 'none') {
  const { url, name } = await freshServerDatabase();
  process.env.DATABASE_URL = url;
  try {
    Object.assign(table, await measure('PostgreSQL'));
  } finally {
    delete process.env.DATABASE_URL;
    await dropServerDatabase(name);
  }
}
console.log(
  `\nunit list benchmark: POST /rest/info/units over ${unitCount} units at ${locationCount} locations, page size 10, ` +
    `${runs} calls per mode after 3 warm-ups; build ${process.env.BENCH_DIST ?? '../dist'}`,
);
console.table(table);
