import type { CampaignFilter } from '@portal/contracts';
import { type SQL, and, eq, isNull, like, sql } from 'drizzle-orm';
import type { Database } from '../database/database.js';
import { locationPartners, locations } from '../locations/locations.schema.js';
import { textArray } from './sql-arrays.js';
import { units } from './units.schema.js';

// Part of the units read model (docs/adr/0003-units-read-model.md): a campaign's units are chosen by
// their location's postcode and partner in one query, within what the campaign's owner sees.

export interface CampaignCandidate {
  sn: string;
  productGroup: string;
  module: string;
  locationUuid: string | null;
  zustimmungMap: Record<string, boolean>;
}

/** Units that send (connectable, with contract, in service) the viewer sees, narrowed by `filter`. */
export function campaignCandidates(
  db: Database,
  visible: SQL | undefined,
  filter: CampaignFilter,
): Promise<CampaignCandidate[]> {
  const parts: (SQL | undefined)[] = [
    visible,
    eq(units.msrTyp, 3),
    eq(units.hasVertrag, true),
    isNull(units.ausserbetriebnahmeDatum),
  ];
  if (filter.productGroups.length > 0)
    parts.push(sql`${units.productGroup} = any(${textArray(filter.productGroups)})`);
  if (filter.serials.length > 0) parts.push(sql`${units.seriennummer} = any(${textArray(filter.serials)})`);
  if (filter.postcode !== '')
    parts.push(
      sql`exists (${db
        .select({ one: sql`1` })
        .from(locations)
        .where(and(eq(locations.uuid, units.locationUuid), like(locations.plz, `${filter.postcode}%`)))})`,
    );
  if (filter.partnerId !== null)
    parts.push(
      sql`exists (${db
        .select({ one: sql`1` })
        .from(locationPartners)
        .where(
          and(
            eq(locationPartners.locationUuid, units.locationUuid),
            eq(locationPartners.partnerId, filter.partnerId),
          ),
        )})`,
    );
  return db
    .select({
      sn: units.seriennummer,
      productGroup: units.productGroup,
      module: units.module,
      locationUuid: units.locationUuid,
      zustimmungMap: units.zustimmungMap,
    })
    .from(units)
    .where(and(...parts))
    .orderBy(units.seriennummer);
}
