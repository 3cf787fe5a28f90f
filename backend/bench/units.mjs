// pnpm bench:units — the unit list (POST /rest/info/units) over a large fleet: seeds 100,000 units at
// 20,000 locations with bulk SQL into a fresh PGlite (or the empty database DATABASE_URL names), then
// times the real HTTP endpoint per kind of query and prints p50/p95. Figures, not a pass/fail test.
//   BENCH_UNITS (100000)  BENCH_LOCATIONS (20000)  BENCH_RUNS per query (30)
//   BENCH_MAINTENANCE after seeding: analyze (default: embedded PGlite has no autovacuum, so this
//   stands for an occasional ANALYZE), vacuum (VACUUM ANALYZE, as autovacuum does on a server), none
import { sql } from 'drizzle-orm';
import { startBenchPortal } from './bench-portal.mjs';
import { seedUnitWorld } from './units-world.mjs';

const unitCount = Number(process.env.BENCH_UNITS ?? 100_000);
const locationCount = Number(process.env.BENCH_LOCATIONS ?? 20_000);
const runs = Number(process.env.BENCH_RUNS ?? 30);
const maintenance = process.env.BENCH_MAINTENANCE ?? 'analyze';

const portal = await startBenchPortal();
const { config, url, db } = portal;
const rows = (result) => result.rows ?? result;

const { counts, seedSeconds } = await seedUnitWorld(db, { unitCount, locationCount, maintenance });

// ---- measure over HTTP -----------------------------------------------------------------------------

const cookies = {
  admin: await portal.login('admin'),
  betreiber: await portal.login('betreiber'),
  partner: await portal.login('partner'),
};

/** Serials and addresses to search for, a different one per run. */
const samples = rows(
  await db.execute(sql`select u.seriennummer sn, l.strasse, l.hausnummer, l.plz from units u
    join locations l on l.uuid = u.location_uuid where u.seriennummer like '4%'
    order by hashtext(u.seriennummer) limit ${runs}`),
);
const sample = (run) => samples[run % samples.length];
/** One typo: two letters of the street swapped. */
const typo = (text) => `${text.slice(0, 3)}${text[4]}${text[3]}${text.slice(5)}`;

const cases = [
  ['admin, first pages, no filter', 'admin', (run) => ({ offset: (run % 10) * 10 })],
  [
    'admin, GEN2 filter (msrTyp 3)',
    'admin',
    (run) => ({ offset: (run % 10) * 10, filter: { msr3Filter: true } }),
  ],
  ['operator (betreiber)', 'betreiber', () => ({})],
  ['partner', 'partner', (run) => ({ offset: (run % 10) * 10, filter: { msr3Filter: true } })],
  ['search: serial fragment', 'admin', (run) => ({ filter: { search: sample(run).sn.slice(2, 8) } })],
  [
    'search: street and number',
    'admin',
    (run) => ({ filter: { search: `${sample(run).strasse} ${sample(run).hausnummer}` } }),
  ],
  ['search: postcode', 'admin', (run) => ({ filter: { search: sample(run).plz } })],
  [
    'fuzzy: street typo, number, postcode',
    'admin',
    (run) => {
      const { strasse, hausnummer, plz } = sample(run);
      return {
        filter: { search: `${typo(strasse)} ${hausnummer} ${plz}`, fuzzyGroupSearch: true, fuzzyHka: true },
      };
    },
  ],
  [
    'needs attention first, admin',
    'admin',
    (run) => ({ offset: (run % 10) * 10, filter: { attentionFirst: true } }),
  ],
  [
    'needs attention first, partner',
    'partner',
    (run) => ({ offset: (run % 10) * 10, filter: { attentionFirst: true } }),
  ],
  // Deep pages: spread over the attentions (about a fifth of a fleet) and just past them.
  [
    'needs attention first, admin, deep pages',
    'admin',
    (run) => ({ offset: (run % 10) * 2500, filter: { attentionFirst: true } }),
  ],
  [
    'needs attention first, partner, deep pages',
    'partner',
    (run) => ({ offset: (run % 10) * 125, filter: { attentionFirst: true } }),
  ],
  ['location mode', 'admin', (run) => ({ offset: (run % 10) * 10, filter: { sortByLocation: true } })],
  [
    'location mode, partner',
    'partner',
    (run) => ({ offset: (run % 10) * 10, filter: { sortByLocation: true } }),
  ],
];

async function ask(user, body) {
  const started = performance.now();
  const answer = await fetch(`${url}/rest/info/units`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookies[user] },
    body: JSON.stringify(body),
  });
  const page = await answer.json();
  if (!answer.ok) throw new Error(`${JSON.stringify(body)}: ${answer.status} ${JSON.stringify(page)}`);
  return { ms: performance.now() - started, page };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const table = {};
for (const [name, user, body] of cases) {
  for (let run = 0; run < 3; run += 1) await ask(user, body(run)); // warm-up
  const times = [];
  const totals = [];
  for (let run = 0; run < runs; run += 1) {
    const { ms, page } = await ask(user, body(run));
    times.push(ms);
    totals.push(page.totalRows);
  }
  times.sort((a, b) => a - b);
  totals.sort((a, b) => a - b);
  table[name] = {
    'p50 (ms)': Math.round(percentile(times, 50)),
    'p95 (ms)': Math.round(percentile(times, 95)),
    'max (ms)': Math.round(times.at(-1)),
    'totalRows (median)': percentile(totals, 50),
  };
}

console.log(
  `\nunit list benchmark (${config.databaseUrl ? 'PostgreSQL server' : 'embedded PGlite'}): ${counts.units} units at ` +
    `${counts.locations} locations, seeded in ${seedSeconds.toFixed(1)} s, then ${maintenance}; ${runs} HTTP calls per row, page size 10`,
);
console.table(table);

await portal.stop();
