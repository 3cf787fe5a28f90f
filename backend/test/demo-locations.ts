import { eq } from 'drizzle-orm';
import { locations } from '../src/locations/locations.schema.js';
import type { Portal } from './harness.js';

/** The uuid of a demo-world location by its name. */
export async function demoLocationUuid(portal: Portal, name: string): Promise<string> {
  const [row] = await portal.db
    .select({ uuid: locations.uuid })
    .from(locations)
    .where(eq(locations.name, name));
  if (!row) throw new Error(`no location ${name}`);
  return row.uuid;
}
