import { eq, sql } from 'drizzle-orm';
import { locations } from '../src/locations/locations.schema.js';
import { fleetTallies } from '../src/units/fleet-tallies.schema.js';
import { units } from '../src/units/units.schema.js';
import { type Portal, startPortal } from './harness.js';

// Only the services suite runs this file: two writers at once need a PostgreSQL server (embedded
// PGlite runs one statement at a time). The tallies' other cases are in unit-list.api.spec.ts.

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal?.destroy());

const place = {
  uuid: '7d2a0c5e-3f41-4a8c-9d9e-2c3d4e5f6a71',
  name: 'Gleichzeitig',
  vorname: 'Gina',
  nachname: 'Zeit',
  strasse: 'Uhrweg',
  hausnummer: '2',
  plz: '08915',
  ort: 'Teststadt',
  locationInfo: {},
};
const unitAt = (seriennummer: string) => ({
  seriennummer,
  msrTyp: 3,
  benennung: 'Dachs Gen2 G5.5',
  productGroup: 'dachsII',
  locationUuid: place.uuid,
});

async function locatedGen2(): Promise<number> {
  const [row] = await portal.db
    .select({ locations: fleetTallies.locations })
    .from(fleetTallies)
    .where(sql`${fleetTallies.msrTyp} = 3 and ${fleetTallies.located}`);
  return row?.locations ?? 0;
}

it('counts a location once when two writers add its first units at once', async () => {
  await portal.db.insert(locations).values(place);
  const before = await locatedGen2();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let written!: () => void;
  const firstWritten = new Promise<void>((resolve) => (written = resolve));
  // The first writer's transaction stays open after its insert, so the second one's trigger runs
  // while the location's first unit is not yet committed.
  const first = portal.db.transaction(async (tx) => {
    await tx.insert(units).values(unitAt('5991000001'));
    written();
    await held;
  });
  await firstWritten;
  // A query builder runs once asked for its result.
  const second = portal.db.insert(units).values(unitAt('5991000002')).execute();
  for (;;) {
    // The second writer's trigger waits for the first's row of the location's tally.
    const [waiting] = await portal.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
    if ((waiting?.n ?? 0) > 0) break;
  }
  release();
  await Promise.all([first, second]);
  expect(await locatedGen2()).toBe(before + 1);
  await portal.db.delete(units).where(eq(units.locationUuid, place.uuid));
  expect(await locatedGen2()).toBe(before);
});
