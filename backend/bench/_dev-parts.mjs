import { loadConfig } from '../dist/config/config.js';
import { createApp } from '../dist/app.js';
import { FleetEnergy } from '../dist/fleet/fleet-energy.js';
import { FleetRepository, serialsSubquery } from '../dist/fleet/fleet.repository.js';
import { UnitsService } from '../dist/units/units.service.js';
import { fleetPeriods } from '../dist/fleet/fleet-periods.js';
import { postcodeStates } from '../dist/common/postcode-states.js';
import { DATABASE } from '../dist/database/database.js';
import { sql } from 'drizzle-orm';
const config = loadConfig({ DATA_DIR: '/tmp/fdev/data', PORT: '0', HOST: '127.0.0.1', MQTT_PORT: '0', SEED_DEMO: 'true', LOG_LEVEL: 'warn', FLEET_REFRESH_SECONDS: '0', DATABASE_URL: process.env.DEV_DB ?? 'postgres://postgres@127.0.0.1:5432/portal_fleet_dev' });
const app = await createApp(config);
await app.init();
const db = app.get(DATABASE);
const energy = app.get(FleetEnergy), fleet = app.get(FleetRepository), unitsSvc = app.get(UnitsService);
const table = postcodeStates(); const pcs = [...table.allPostcodes()]; const cols = [pcs, pcs.map((p) => table.stateOf(p) ?? '')];
const users = (await db.execute(sql`select id, login, roles from users where login in ('partner','dachs','admin')`)).rows;
const time = async (label, f) => { const t = performance.now(); const r = await f(); console.log(label.padEnd(30), Math.round(performance.now() - t)); return r; };
for (const u of users) {
  const viewer = { id: u.id, roles: u.roles };
  const periods = fleetPeriods(Date.now(), 30);
  for (let i = 0; i < 2; i++) {
    console.log('--', u.login);
    const { scope, where } = await time('scope', () => unitsSvc.visibleScope(viewer));
    const aud = await time('audience', async () => serialsSubquery(await unitsSvc.alarmAudienceSerials(viewer)));
    await time('visit', () => fleet.recordVisit(viewer.id, new Date(), 1800000));
    await time('regions', () => fleet.regionCounts(where, ...cols));
    await time('open', () => fleet.openIncidents(aud, viewer.id));
    await time('trend', () => fleet.incidentTrend(aud, viewer.id, periods.trendDays, periods.end));
    await time('energy', () => energy.byDay(scope, where, [{ from: periods.trendDays[0], to: periods.end }, periods.thisMonth, periods.thisMonthLastYear, periods.yesterdayLastYear]));
    await time('newSince', () => fleet.newSince(where, aud, viewer.id, new Date(Date.now() - 86400000)));
  }
}
await app.close();
