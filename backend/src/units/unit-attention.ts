import { type UnitAttention, attentionOfflineMs, unitAttention } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { unitGlance, unitPresence } from '../devices/devices.schema.js';
import { units } from './units.schema.js';

// Why a unit needs attention (spec 2 unit list, 'needs attention first'): the first that applies of
// a current fault, a fault lock-out, offline or never heard of for over attentionOfflineMs, and
// maintenance due. Each attention is one exact rule below, written out in two forms: per unit over
// its joined glance and presence (a page's few rows), and as a WHERE over units alone, so the list
// can page one attention at a time in location order without ranking the whole fleet.

const fault = sql`(${unitGlance.faultCode} is not null)`;
const faultOrLocked = sql`(${fault} or ${unitGlance.locked})`;

/** Online, or offline for less than attentionOfflineMs: depends on now(), so it is never stored. */
const heardLately = sql`(${unitPresence.online} or ${unitPresence.changedAt} >= now() - ${`${attentionOfflineMs / 1000} seconds`}::interval)`;

interface AttentionRule {
  /** A condition on the unit's glance (a unit without a glance shows nothing). */
  glance: SQL;
  /** Whether the glance shows `glance` (true) or does not (false). */
  shows: boolean;
  /** Whether the unit was heard of lately (see heardLately); undefined: either way. */
  heardLately?: boolean;
}

/** Each rule excludes those before it, so a unit meets exactly one. */
const rules: Record<UnitAttention, AttentionRule> = {
  fault: { glance: fault, shows: true },
  locked: { glance: sql`not ${fault} and ${unitGlance.locked}`, shows: true },
  offline: { glance: faultOrLocked, shows: false, heardLately: false },
  maintenance: {
    glance: sql`not ${faultOrLocked} and ${unitGlance.maintenanceDue}`,
    shows: true,
    heardLately: true,
  },
  none: {
    glance: sql`(${faultOrLocked} or ${unitGlance.maintenanceDue})`,
    shows: false,
    heardLately: true,
  },
};

/**
 * A unit's attention as the index into unitAttention, over units left-joined with unit_glance and
 * unit_presence.
 */
export const attentionRank = sql<number>`case ${sql.join(
  unitAttention.map((attention, rank) => {
    const { glance, shows, heardLately: heard } = rules[attention];
    const parts = [sql`coalesce(${glance}, false) = ${shows}`];
    if (heard !== undefined) parts.push(sql`coalesce(${heardLately}, false) = ${heard}`);
    return sql`when ${sql.join(parts, sql` and `)} then ${rank}`;
  }),
  sql` `,
)} end`;

/**
 * The units that need `attention`, as a WHERE over units. A glance that must show something names
 * its serials from unit_glance_attention_idx, so the planner fetches those few units by key instead
 * of joining every glance; the other parts are anti-joins it can probe while walking the units in
 * location order.
 */
export function attentionWhere(attention: UnitAttention): SQL {
  const { glance, shows, heardLately: heard } = rules[attention];
  const parts = [
    shows
      ? sql`${units.seriennummer} = any(array(select ${unitGlance.sn} from ${unitGlance} where ${glance}))`
      : sql`not exists (select 1 from ${unitGlance} where ${unitGlance.sn} = ${units.seriennummer} and ${glance})`,
  ];
  if (heard !== undefined) {
    const presence = sql`exists (select 1 from ${unitPresence} where ${unitPresence.sn} = ${units.seriennummer} and ${heardLately})`;
    parts.push(heard ? presence : sql`not ${presence}`);
  }
  return sql.join(parts, sql` and `);
}
