import { eq } from 'drizzle-orm';
import { locations } from '../src/locations/locations.schema.js';
import type { Client, Portal } from './harness.js';

/** The uuid of a demo-world location by its name. */
export async function demoLocationUuid(portal: Portal, name: string): Promise<string> {
  const [row] = await portal.db
    .select({ uuid: locations.uuid })
    .from(locations)
    .where(eq(locations.name, name));
  if (!row) throw new Error(`no location ${name}`);
  return row.uuid;
}

/** The serials a demo session's unit list shows for a location's units of one kind (its fakes). */
export async function demoFakesAt(
  demo: Client,
  locationUuid: string,
  productGroup: string,
): Promise<string[]> {
  const fakes: string[] = [];
  for (let offset = 0; ; offset += 100) {
    const { body } = await demo.post('/rest/info/units', { limit: 100, offset, filter: {} });
    const listed = body.units as { seriennummer: string; locationUuid: string; productGroup: string }[];
    fakes.push(
      ...listed
        .filter((unit) => unit.locationUuid === locationUuid && unit.productGroup === productGroup)
        .map((unit) => unit.seriennummer),
    );
    if (listed.length < 100) return fakes;
  }
}
