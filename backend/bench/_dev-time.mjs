import { loadConfig } from '../dist/config/config.js';
import { createApp } from '../dist/app.js';
import { FleetEnergy } from '../dist/fleet/fleet-energy.js';
import { FleetService } from '../dist/fleet/fleet.service.js';
import { DATABASE } from '../dist/database/database.js';
import { sql } from 'drizzle-orm';
const config = loadConfig({ DATA_DIR: '/tmp/fdev/data', PORT: '0', HOST: '127.0.0.1', MQTT_PORT: '0', SEED_DEMO: 'true', LOG_LEVEL: 'warn', DATABASE_URL: process.env.DEV_DB ?? 'postgres://postgres@127.0.0.1:5432/portal_fleet_dev' });
const app = await createApp(config);
await app.init();
const db = app.get(DATABASE);
const energy = app.get(FleetEnergy);
let t = Date.now();
if (process.env.REBUILD) { await energy.catchUp(Date.now() - 400 * 86400000, Date.now()); console.log('catchUp', Date.now() - t); }
const fleet = app.get(FleetService);
const users = (await db.execute(sql`select id, login, roles from users where login in ('partner','dachs','admin')`)).rows;
for (const u of users) {
  const viewer = { id: u.id, roles: u.roles };
  for (let i = 0; i < 5; i++) { t = performance.now(); await fleet.overview(viewer, 30); console.log(u.login, Math.round(performance.now() - t)); }
}
await app.close();
