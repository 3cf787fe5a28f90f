import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { auditLog } from '../src/audit/audit.schema.js';
import { EmbeddedMaintenance } from '../src/database/embedded-maintenance.js';
import { type Portal, startPortal } from './harness.js';

// Embedded PGlite has no autovacuum: the portal's own job analyzes and vacuums the tables whose rows
// changed, with autovacuum's thresholds (docs/adr/0027). Without it the planner never learnt a row
// count, and the unit list over 100,000 units took 217 instead of 32 ms.

let portal: Portal;
let maintenance: EmbeddedMaintenance;

beforeAll(async () => {
  // Embedded in a folder of its own in every suite (the services suite's portals use a server), run
  // by the test only, not by its timer.
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-maintenance-'));
  portal = await startPortal({
    env: { EMBEDDED_MAINTENANCE_SECONDS: '0' },
    reuse: { dataDir, config: { databaseUrl: undefined } },
  });
  maintenance = portal.app.get(EmbeddedMaintenance);
  // A portal on a database of its own: migrated and seeded here, not copied from the suite's template.
}, 180_000);

afterAll(async () => {
  await portal?.destroy();
});

interface TableStats {
  analyzed: string | null;
  vacuumed: string | null;
  rows: number;
}

async function auditStats(): Promise<TableStats> {
  const result = await portal.db.execute(sql`select s.last_analyze::text as analyzed,
      s.last_vacuum::text as vacuumed, c.reltuples::int as rows
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = 'audit_log'`);
  return (result as { rows: TableStats[] }).rows[0]!;
}

const addEntries = (count: number) =>
  portal.db
    .insert(auditLog)
    .values(Array.from({ length: count }, (_, i) => ({ actor: 'test', action: `a${i}` })));

it('analyzes a table once 50 + 10 % of its rows changed, not before; vacuums it after 1,000 + 20 % inserted or 50 + 20 % dead', async () => {
  expect(portal.config.databaseUrl).toBeUndefined();
  await maintenance.run();
  const settled = await auditStats();
  expect(settled.analyzed).not.toBeNull();

  // The planner knows the table's rows from the analysis.
  await addEntries(1_000);
  await maintenance.run();
  const analyzed = await auditStats();
  expect(analyzed.analyzed).not.toBe(settled.analyzed);
  const rows = analyzed.rows;
  expect(rows).toBeGreaterThanOrEqual(1_000);

  // A few more rows are below the threshold: nothing is done.
  await addEntries(10);
  await maintenance.run();
  expect(await auditStats()).toEqual(analyzed);

  // 1,000 + 20 % of the rows inserted since its last vacuum: vacuumed, so its pages are all-visible
  // and counts are read from an index alone.
  await addEntries(1_000 + Math.ceil(rows * 0.2) + 1);
  await maintenance.run();
  const filled = await auditStats();
  expect(filled.vacuumed).not.toBeNull();
  expect(filled.vacuumed).not.toBe(analyzed.vacuumed);

  // Deleting a third of the rows leaves them dead: vacuumed (and analyzed) again.
  await portal.db.execute(sql`delete from ${auditLog} where ${auditLog.id} in
    (select ${auditLog.id} from ${auditLog} order by ${auditLog.id} desc limit ${Math.ceil(filled.rows / 3)})`);
  await maintenance.run();
  const vacuumed = await auditStats();
  expect(vacuumed.vacuumed).not.toBe(filled.vacuumed);
  expect(vacuumed.rows).toBeLessThan(filled.rows);
});
