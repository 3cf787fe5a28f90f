import type { incidentListRequestSchema } from '@portal/contracts';
import { type SQL, and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { alarmIncidents } from './alarms.schema.js';
import { inAudience } from './incidents.repository.js';

type Filter = Omit<z.output<typeof incidentListRequestSchema>, 'limit' | 'offset'>;

function stateFilter(state: Filter['state']): SQL | undefined {
  if (state === 'all') return undefined;
  if (state === 'active') return ne(alarmIncidents.state, 'resolved');
  return eq(alarmIncidents.state, state);
}

/**
 * The list's WHERE: the request's filters within the units the viewer is told of; `atLocation` the
 * serials at the filter's location (a subquery of the units domain); with `viewerId`, others' rule
 * incidents left out (staff list them all).
 */
export function incidentFilter(
  filter: Filter,
  audience: SQL | undefined,
  atLocation: SQL | undefined,
  viewerId?: number,
): SQL | undefined {
  return and(
    inAudience(audience, viewerId),
    atLocation && sql`${alarmIncidents.sn} in ${atLocation}`,
    stateFilter(filter.state),
    filter.kinds && inArray(alarmIncidents.kind, filter.kinds),
    filter.severities && inArray(alarmIncidents.severity, filter.severities),
    filter.sn === undefined ? undefined : eq(alarmIncidents.sn, filter.sn),
    filter.from === undefined ? undefined : gte(alarmIncidents.openedAt, new Date(filter.from)),
    filter.to === undefined ? undefined : lt(alarmIncidents.openedAt, new Date(filter.to)),
  );
}
