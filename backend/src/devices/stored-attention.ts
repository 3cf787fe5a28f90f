import { type UnitAttention, attentionOfflineMs, unitAttention } from '@portal/contracts';
import { Logger } from '@nestjs/common';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database/database.js';
import { units } from '../units/units.schema.js';
import { unitGlance, unitPresence } from './devices.schema.js';

// The attention stored in each unit's row (docs/adr/0026-stored-attention.md): what its glance asks
// for (units.glance_attention) and from when it counts as offline (units.offline_from), written
// after every glance and presence write from the rows just stored, so 'needs attention first'
// pages by plain columns of units. The one write of the devices domain into the units table.

const logger = new Logger('Attention');

/**
 * Runs an attention write after its glance or presence landed. A failure is logged, not thrown: the
 * glance or presence stands (a batch retried for it would misreport what changed), and the next
 * start brings the attention up to date (AttentionReconcile).
 */
async function following(what: string, write: Promise<unknown>): Promise<void> {
  await write.then(
    () => undefined,
    (error: unknown) => logger.warn(`${what} not stored: ${String(error)}`),
  );
}

const rank = (attention: UnitAttention) => unitAttention.indexOf(attention);

/** A glance's attention, over unit_glance (g): the first of fault, lock-out and maintenance due. */
const glanceClass = sql`case when g.fault_code is not null then ${sql.raw(String(rank('fault')))}
  when g.locked then ${sql.raw(String(rank('locked')))}
  when g.maintenance_due then ${sql.raw(String(rank('maintenance')))}
  else ${sql.raw(String(rank('none')))} end`;

/** From when a presence (p) counts as offline: null while online. */
const offlineFrom = sql`case when p.online then null else p.changed_at + ${sql.raw(`interval '${attentionOfflineMs / 1000} seconds'`)} end`;

/** Units never heard of count as offline since ever. */
const neverHeard = sql`'epoch'::timestamptz`;

/**
 * Stores the glance attention of these units from their unit_glance rows (a unit without one asks
 * for none). Writes only the rows whose attention changed.
 */
export async function storeGlanceAttention(db: Database, serials: readonly string[]): Promise<void> {
  if (serials.length === 0) return;
  await following(
    'glance attention',
    db.execute(sql`update ${units} u set glance_attention = g.attention
    from (select g.sn, ${glanceClass} as attention from ${unitGlance} g where g.sn = any(${serialArray(serials)})) g
    where u.seriennummer = g.sn and u.glance_attention <> g.attention`),
  );
}

/** Stores from when these units count as offline, from their unit_presence rows. */
export async function storeOfflineFrom(db: Database, serials: readonly string[]): Promise<void> {
  if (serials.length === 0) return;
  await following(
    'offline moment',
    db.execute(sql`update ${units} u set offline_from = p.offline_from
    from (select p.sn, ${offlineFrom} as offline_from from ${unitPresence} p where p.sn = any(${serialArray(serials)})) p
    where u.seriennummer = p.sn and u.offline_from is distinct from p.offline_from`),
  );
}

/**
 * Stores every unit's attention from its glance and presence where it differs (`serials`: only
 * these): at start-up, for rows stored before the columns were, or written by hand.
 */
export async function reconcileAttention(db: Database, serials?: readonly string[]): Promise<number> {
  const only: SQL = serials ? sql`where u.seriennummer = any(${serialArray(serials)})` : sql``;
  const result =
    await db.execute(sql`update ${units} t set glance_attention = d.attention, offline_from = d.offline_from
    from (select u.seriennummer sn, coalesce(${glanceClass}, ${sql.raw(String(rank('none')))}) as attention,
        case when p.sn is null then ${neverHeard} else ${offlineFrom} end as offline_from
      from ${units} u left join ${unitGlance} g on g.sn = u.seriennummer
        left join ${unitPresence} p on p.sn = u.seriennummer ${only}) d
    where t.seriennummer = d.sn
      and (t.glance_attention <> d.attention or t.offline_from is distinct from d.offline_from)`);
  return (
    (result as { affectedRows?: number; rowCount?: number | null }).affectedRows ??
    (result as { rowCount?: number | null }).rowCount ??
    0
  );
}

/** The serials as one array parameter. */
function serialArray(serials: readonly string[]): SQL {
  return sql`${sql.param([...serials])}::text[]`;
}
