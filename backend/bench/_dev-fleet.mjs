// dev only (not committed): seeds the fleet bench world into a kept PG database portal_fleet_dev
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { startBenchPortal } from './bench-portal.mjs';
import { seedUnitWorld } from './units-world.mjs';
const name = 'portal_fleet_dev';
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${name}`;
const { fleetSteps } = await import('./fleet-steps-dev.mjs');
const portal = await startBenchPortal();
await seedUnitWorld(portal.db, { unitCount: 100000, locationCount: 20000 });
for (const [step, statement] of fleetSteps) { const t = Date.now(); await portal.db.execute(sql.raw(statement)); console.log(step, Date.now() - t); }
await portal.app.close();
