import { type FleetStatus, fleetStatuses, serviceHorizonDays } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { unitGlance, unitPresence } from '../devices/devices.schema.js';
import { units } from './units.schema.js';

// A unit's fleet status (the fleet map and the unit list's status filter, issue 44): the first that
// applies of a current fault or a fault lock-out, maintenance due, not online now, fine. Like
// unit-attention.ts, written twice: per unit over its joined glance and presence (the overview's
// aggregates), and as a WHERE over units alone (the list's filter), so a figure and the list its
// link opens count the same units.

const faultOrLocked = sql`(${unitGlance.faultCode} is not null or ${unitGlance.locked})`;
const maintenance = sql`(not ${faultOrLocked} and ${unitGlance.maintenanceDue})`;

/** The status's index into fleetStatuses, over units left-joined with unit_glance and unit_presence. */
export const fleetStatusRank = sql<number>`case
  when coalesce(${faultOrLocked}, false) then 0
  when coalesce(${unitGlance.maintenanceDue}, false) then 1
  when not coalesce(${unitPresence.online}, false) then 2
  else 3 end`;

const glanceShows = (condition: SQL) =>
  sql`${units.seriennummer} = any(array(select ${unitGlance.sn} from ${unitGlance} where ${condition}))`;
const glanceShowsNeither = sql`not exists (select 1 from ${unitGlance} where ${unitGlance.sn} = ${units.seriennummer}
  and (${faultOrLocked} or ${unitGlance.maintenanceDue}))`;

/** Online now, as a WHERE over units. */
export const onlineWhere = sql`exists (select 1 from ${unitPresence} where ${unitPresence.sn} = ${units.seriennummer} and ${unitPresence.online})`;

/** Locked out by a fault, as a WHERE over units (the partial index unit_glance_attention_idx holds them). */
export const lockedWhere = glanceShows(sql`${unitGlance.locked}`);

/**
 * Service due now or within serviceHorizonDays at the unit's operating rate: the units contracts'
 * serviceInDays gives at most the horizon, over a glance row.
 */
export const serviceSoon = sql`(${unitGlance.maintenanceDue} or ${unitGlance.serviceHoursLeft} <= 0
  or ${unitGlance.serviceHoursLeft} <= ${unitGlance.operatingHoursPerDay} * ${sql.raw(String(serviceHorizonDays))})`;

/** Service due within the horizon, as a WHERE over units (whatever else the unit shows). */
export const maintenanceDueWhere = glanceShows(serviceSoon);

/** The units of one status, as a WHERE over units; exactly the units fleetStatusRank gives it. */
export function fleetStatusWhere(status: FleetStatus): SQL {
  switch (status) {
    case 'fault':
      return glanceShows(faultOrLocked);
    case 'warning':
      return glanceShows(maintenance);
    case 'offline':
      return sql`(${glanceShowsNeither} and not ${onlineWhere})`;
    case 'ok':
      return sql`(${glanceShowsNeither} and ${onlineWhere})`;
  }
}

/** The status of a rank from fleetStatusRank. */
export function fleetStatusOfRank(rank: number): FleetStatus {
  return fleetStatuses[rank] ?? 'ok';
}
