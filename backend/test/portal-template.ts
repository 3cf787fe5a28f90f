import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, watch, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The demo world to copy from. Seeding it (embedded database, migrations, users, units, last words)
 * is most of a test portal's start; portals that ask for the tests' default world start from one
 * copy seeded once per run: a copy of its embedded database, or on the PostgreSQL server a database
 * created from the seeded one as template. Only the database is copied: a portal's own files (its
 * MQTT client id above all) stay its own. A portal asking for another world (a skin, history,
 * simulated units) seeds its own, as it is the only one of its kind. The jest global setup names
 * the run's folder (PORTAL_TEMPLATES); without it every portal seeds itself.
 */
export interface PortalTemplate {
  dataDir: string;
  /** The seeded server database, when the tests run against PostgreSQL. */
  databaseName?: string;
}

// What the demo seed reads (src/demo/demo-seed.service.ts); every other setting may differ between
// the template and its copies. The simulated units' number and seed shape only their history.
const seedSettings = ['SEED_DEMO', 'BRAND', 'DEMO_PASSWORD', 'DEMO_HISTORY_DAYS'];
const historySettings = ['SIM_UNITS', 'SIM_SEED'];

/** Whether a portal with `env` would seed the same world as one with `defaults`. */
export function seedsAlike(env: Record<string, string>, defaults: Record<string, string>): boolean {
  const read = [...seedSettings, ...(Number(env.DEMO_HISTORY_DAYS ?? 0) > 0 ? historySettings : [])];
  return read.every((name) => env[name] === defaults[name]);
}

/**
 * The run's template, made by `seed` in the folder it is given when no test file made it yet. Two
 * jest workers may ask at once: the one that creates the lock folder seeds, the other waits for the
 * ready file.
 */
export async function portalTemplate(
  /** Seeds into the folder given; answers the server database's address, if any. */
  seed: (dataDir: string) => Promise<string | undefined>,
): Promise<PortalTemplate | undefined> {
  const root = process.env.PORTAL_TEMPLATES;
  if (!root) return undefined;
  // Per database kind: a run of the api and services projects together holds one of each.
  const folder = join(root, process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  const ready = join(folder, 'ready.json');
  try {
    mkdirSync(folder);
  } catch {
    await fileAppears(folder, 'ready.json');
    return usable(JSON.parse(readFileSync(ready, 'utf8')) as PortalTemplate);
  }
  const dataDir = join(folder, 'data');
  mkdirSync(dataDir);
  let made: PortalTemplate & { failed?: string };
  try {
    const databaseUrl = await seed(dataDir);
    made = { dataDir, ...(databaseUrl ? { databaseName: new URL(databaseUrl).pathname.slice(1) } : {}) };
  } catch (error) {
    made = { dataDir, failed: String(error) };
  }
  // Renamed into place whole: the waiting worker never reads half a file.
  writeFileSync(`${ready}.part`, JSON.stringify(made));
  renameSync(`${ready}.part`, ready);
  return usable(made);
}

function usable(template: PortalTemplate & { failed?: string }): PortalTemplate {
  if (template.failed) throw new Error(`seeding the portal template failed: ${template.failed}`);
  return template;
}

/** Puts the template's embedded database into a portal's data directory (PostgreSQL: nothing to copy). */
export function copyTemplate(template: PortalTemplate, dataDir: string): void {
  const database = join(template.dataDir, 'pg');
  if (existsSync(database)) cpSync(database, join(dataDir, 'pg'), { recursive: true });
}

function fileAppears(folder: string, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const watcher = watch(folder, () => {
      if (existsSync(join(folder, name))) done();
    });
    const done = () => {
      watcher.close();
      resolve();
    };
    watcher.on('error', reject);
    // It may have appeared before the watch began.
    if (existsSync(join(folder, name))) done();
  });
}
