import { type UnitAttention, unitAttention } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { units } from './units.schema.js';

// Why a unit needs attention (spec 2 unit list, 'needs attention first'): the first that applies of
// a current fault, a fault lock-out, offline or never heard of for over attentionOfflineMs, and
// maintenance due. Each unit's row keeps what its glance asks for (glance_attention) and from when
// it counts as offline (offline_from), both stored by the device gateway with its glance and
// presence (devices/stored-attention.ts, docs/adr/0026-stored-attention.md); only the comparison
// with now() is left to the query, so the list pages and counts by plain columns of units.

const rank = (attention: UnitAttention) => sql.raw(String(unitAttention.indexOf(attention)));

/** Offline (or never heard of) for over attentionOfflineMs. */
const countsOffline = sql`(${units.offlineFrom} <= now())`;
/** Heard of lately: online, or offline for less than attentionOfflineMs. */
const heardLately = sql`(${units.offlineFrom} is null or ${units.offlineFrom} > now())`;

/** A unit's attention as the index into unitAttention, over the units table. */
export const attentionRank = sql<number>`(case when ${units.glanceAttention} <= ${rank('locked')} then ${units.glanceAttention}
  when ${countsOffline} then ${rank('offline')} else ${units.glanceAttention} end)`;

/** The units that need any attention: each part a partial index of units. */
export const needsAttention = sql`(${units.glanceAttention} < ${rank('none')} or ${countsOffline})`;

/** The units that need `attention`, as a WHERE over units. Each excludes those before it. */
export function attentionWhere(attention: UnitAttention): SQL {
  switch (attention) {
    case 'fault':
    case 'locked':
      return sql`${units.glanceAttention} = ${rank(attention)}`;
    case 'offline':
      return sql`(${units.glanceAttention} > ${rank('locked')} and ${countsOffline})`;
    case 'maintenance':
    case 'none':
      return sql`(${units.glanceAttention} = ${rank(attention)} and ${heardLately})`;
  }
}
