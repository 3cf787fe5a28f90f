import { type SQL, type SQLWrapper, and, eq, sql } from 'drizzle-orm';
import type { Database } from '../database/database.js';
import { locationPartners } from '../locations/locations.schema.js';
import { partners, users } from '../users/users.schema.js';
import { partnerConsent, webConsent } from './consent.js';
import { textArray, uuidArray } from './sql-arrays.js';
import { unitOperators, units } from './units.schema.js';

// Part of the units read model (docs/adr/0003-units-read-model.md): the rule is a WHERE over the
// units table that the unit list pages with, so it reads location partners and partners in SQL.

/** The facts about a user that decide which units they see (spec 6). */
export interface UnitViewer {
  id: number;
  roles: readonly string[];
  /**
   * Narrows what the viewer sees to these serials and the units at these locations: a personal
   * access token's units (docs/adr/0018-access-tokens.md). Never widens it.
   */
  unitLimit?: UnitLimit;
}

export interface UnitLimit {
  serials: readonly string[];
  locations: readonly string[];
}

/**
 * Operators and external users see the units they operate; partners the units at the locations
 * their company looks after; the manufacturer, admins and demo users see every unit (`seesAll`).
 */
export function visibleTo(db: Database, viewer: UnitViewer, seesAll: boolean): SQL | undefined {
  if (seesAll) return withinLimit(undefined, viewer.unitLimit);
  return withinLimit(
    visibleWhere(sql`array(${operatedBy(db, viewer.id)})`, sql`array(${lookedAfterBy(db, viewer.id)})`),
    viewer.unitLimit,
  );
}

/**
 * What the viewer sees, looked up: every unit, or the serials they operate and the units at the
 * locations their partner companies look after.
 */
export interface ResolvedScope {
  all: boolean;
  serials: string[];
  /** The viewer's partner companies (few), not their thousands of looked-after locations. */
  partners: number[];
  /** A token's narrowing, if any. */
  limit: UnitLimit | undefined;
}

/** ResolvedScope with the looked-after locations listed: the fleet overview reads figures kept per location. */
export interface LocatedScope extends ResolvedScope {
  locations: string[];
}

export async function resolvedScope(
  db: Database,
  viewer: UnitViewer,
  seesAll: boolean,
): Promise<ResolvedScope> {
  if (seesAll) return { all: true, serials: [], partners: [], limit: viewer.unitLimit };
  // One statement: embedded PGlite runs them one after the other.
  const companies = db.select({ id: partners.id }).from(partners).where(eq(partners.userId, viewer.id));
  const result = await db.execute(
    sql`select array(${operatedBy(db, viewer.id)}) as serials, array(${companies}) as partners`,
  );
  const [row] = (result as { rows: { serials: string[]; partners: number[] }[] }).rows;
  return { all: false, serials: row?.serials ?? [], partners: row?.partners ?? [], limit: viewer.unitLimit };
}

export async function locatedScope(
  db: Database,
  viewer: UnitViewer,
  seesAll: boolean,
): Promise<LocatedScope> {
  const [scope, lookedAfter] = await Promise.all([
    resolvedScope(db, viewer, seesAll),
    seesAll ? [] : lookedAfterBy(db, viewer.id),
  ]);
  return { ...scope, locations: lookedAfter.map((row) => row.uuid) };
}

/**
 * The scope as a WHERE over units (undefined: every unit), with the serials as a constant, so the
 * planner knows how many they are and filters with a hash instead of scanning an array per row
 * (the unit list over 100k units, spec 7 info/units). `at`: the unit's location, or the uuid of
 * the location joined to it (see seenWhere).
 */
export function scopeWhere(
  scope: ResolvedScope | LocatedScope,
  at: SQLWrapper = units.locationUuid,
): SQL | undefined {
  return withinLimit(scope.all ? undefined : seenWhere(scope, at), scope.limit);
}

/**
 * The looked-after locations are the listed ones of a LocatedScope, else selected by partner
 * company: a partner's 1,000 locations sent and planned as a constant cost 2–5 ms in every
 * statement of a page. Without operated units that is a plain semi-join, which the planner
 * estimates from location_partners' statistics, and which, tested on a joined location (`at`),
 * lets a page walk locations by name probing only them instead of every unit on the way.
 */
function seenWhere(scope: ResolvedScope | LocatedScope, at: SQLWrapper): SQL {
  if ('locations' in scope) return visibleWhere(textArray(scope.serials), uuidArray(scope.locations));
  if (scope.serials.length === 0) return sql`${at} in (${lookedAfterSet(scope)})`;
  // With operated units both arms test the unit's own columns, so their indexes serve the OR (on a
  // joined location an operator's page read every unit); without a company the empty constant
  // keeps the serials on their index.
  const lookedAfter = scope.partners.length === 0 ? uuidArray([]) : lookedAfterSet(scope);
  return visibleWhere(textArray(scope.serials), lookedAfter);
}

/** The locations the scope's partner companies look after, as a select. */
export function lookedAfterSet(scope: ResolvedScope): SQL {
  return sql`select ${locationPartners.locationUuid} from ${locationPartners} where ${locationPartners.partnerId} = any(${sql.param(scope.partners)}::int[])`;
}

/** visibleTo with the viewer's serials and locations looked up first (see scopeWhere). */
export async function visibleToResolved(
  db: Database,
  viewer: UnitViewer,
  seesAll: boolean,
): Promise<SQL | undefined> {
  return scopeWhere(await locatedScope(db, viewer, seesAll));
}

/** The units the user operates, narrowed to `limit` (a token's units) when there is one. */
export function operatedWithin(db: Database, userId: number, limit: UnitLimit | undefined): SQL {
  return and(sql`${units.seriennummer} in (${operatedBy(db, userId)})`, withinLimit(undefined, limit)) as SQL;
}

/** `visible` (undefined: every unit) narrowed to the limit's units, if there is one. */
function withinLimit(visible: SQL | undefined, limit: UnitLimit | undefined): SQL | undefined {
  if (!limit) return visible;
  return and(visible, visibleWhere(textArray(limit.serials), uuidArray(limit.locations)));
}

function operatedBy(db: Database, userId: number) {
  return db.select({ sn: unitOperators.sn }).from(unitOperators).where(eq(unitOperators.userId, userId));
}

function lookedAfterBy(db: Database, userId: number) {
  return db
    .select({ uuid: locationPartners.locationUuid })
    .from(locationPartners)
    .innerJoin(partners, eq(partners.id, locationPartners.partnerId))
    .where(eq(partners.userId, userId));
}

/** The visibility rule of spec 6 over the viewer's serials and looked-after locations (arrays or a select). */
function visibleWhere(serials: SQL, locationUuids: SQL): SQL {
  return sql`(${units.seriennummer} = any(${serials}) or ${units.locationUuid} = any(${locationUuids}))`;
}

/**
 * The consents that let partners be told of a unit's incidents (issue 42): the web at all and
 * partners' remote access, by the lead controller's map for a further module at a location (as
 * consentProblem decides for live data).
 */
function partnersMayLook(): SQL {
  const leadMap = sql`(select lead.zustimmung_map from units lead
    where lead.location_uuid = ${units.locationUuid} and lead.module = 'L1'
    order by lead.seriennummer limit 1)`;
  const effective = sql`coalesce(case when ${units.module} not in ('', 'L1') then ${leadMap} end, ${units.zustimmungMap})`;
  return sql`${effective} @> ${JSON.stringify({ [webConsent]: true, [partnerConsent]: true })}::jsonb`;
}

/**
 * The serials whose incidents the viewer is told of, as a subquery (undefined: every unit). Operators
 * their own units; partners those at the locations their company looks after whose operator let
 * partners look; the manufacturer's staff, admins and the demo every unit.
 */
export function alarmAudience(db: Database, viewer: UnitViewer, seesAll: boolean): SQL | undefined {
  const told = seesAll
    ? undefined
    : sql`(${units.seriennummer} in (${operatedBy(db, viewer.id)})
    or (${units.locationUuid} in (${lookedAfterBy(db, viewer.id)}) and ${partnersMayLook()}))`;
  const where = withinLimit(told, viewer.unitLimit);
  return where && sql`(select ${units.seriennummer} from ${units} where ${where})`;
}

/**
 * alarmAudience over a looked-up scope, as a subquery (undefined: every unit): the same serials,
 * the operated ones and the consenting ones at the looked-after locations found by index each. The
 * one WHERE with an OR over both scanned every unit, at 100,000 units 50 ms, and on a PostgreSQL
 * server its estimate set off JIT compiling for 0.8 s more (pnpm bench:fleet).
 */
export function resolvedAlarmAudience(scope: LocatedScope): SQL | undefined {
  const limit = withinLimit(undefined, scope.limit);
  const serialsWhere = (where: SQL) =>
    sql`(select ${units.seriennummer} from ${units} where ${and(where, limit)})`;
  if (scope.all) return limit && serialsWhere(sql`true`);
  return sql`(${serialsWhere(sql`${units.seriennummer} = any(${textArray(scope.serials)})`)} union ${serialsWhere(
    sql`${units.locationUuid} = any(${uuidArray(scope.locations)}) and ${partnersMayLook()}`,
  )})`;
}

/** Whether a unit at the location passes `visible` (undefined: every unit). */
export function seenAt(locationUuid: string, visible: SQL | undefined): SQL {
  return sql`exists (select 1 from ${units} where ${units.locationUuid} = ${locationUuid}::uuid and ${visible ?? sql`true`})`;
}

/** How a user comes to be told of a unit's incidents. */
export type AlarmRelation = 'operator' | 'partner' | 'staff';

/** Who is told of the unit's incidents (the inverse of alarmAudience), each with how. */
export async function alarmRecipients(
  db: Database,
  sn: string,
  staffRoles: readonly string[],
): Promise<{ userId: number; via: AlarmRelation }[]> {
  const result = await db.execute(sql`
    select ${unitOperators.userId} as id, 'operator' as via from ${unitOperators} where ${unitOperators.sn} = ${sn}
    union
    select ${partners.userId}, 'partner' from ${units}
      join ${locationPartners} on ${locationPartners.locationUuid} = ${units.locationUuid}
      join ${partners} on ${partners.id} = ${locationPartners.partnerId}
      where ${units.seriennummer} = ${sn} and ${partners.userId} is not null and ${partnersMayLook()}
    union
    select ${users.id}, 'staff' from ${users} where ${users.roles} && ${textArray([...staffRoles])}`);
  const rows = (result as { rows: { id: number; via: AlarmRelation }[] }).rows;
  // A partner who also operates the unit is told once, as its operator.
  const told = new Map<number, AlarmRelation>();
  for (const row of rows)
    if (!told.has(Number(row.id)) || row.via === 'operator') told.set(Number(row.id), row.via);
  return [...told].map(([userId, via]) => ({ userId, via }));
}

/** The serials at a location, as a subquery. */
export function serialsAt(locationUuid: string): SQL {
  return sql`(select ${units.seriennummer} from ${units} where ${units.locationUuid} = ${locationUuid})`;
}

/** The location (uuid as text) of the unit a serial (or a serial column) names, as a scalar subquery. */
export function locationOf(serial: SQLWrapper | string): SQL {
  return sql`(select ${units.locationUuid}::text from ${units} where ${units.seriennummer} = ${serial})`;
}

/** The locations (uuids as text) of the units a serial subquery names. */
export function locationsOf(serials: SQL): SQL {
  return sql`(select ${units.locationUuid}::text from ${units} where ${units.seriennummer} in ${serials})`;
}

/**
 * Whether an audience (serials subquery; undefined: all) takes in the unit, or every unit of the
 * location (and it has one).
 */
export function audienceCovers(audience: SQL | undefined, scope: 'unit' | 'location', ref: string): SQL {
  const inAudience = audience ? sql`${units.seriennummer} in ${audience}` : sql`true`;
  if (scope === 'unit')
    return sql`exists (select 1 from ${units} where ${units.seriennummer} = ${ref} and ${inAudience})`;
  return sql`exists (select 1 from ${units} where ${units.locationUuid} = ${ref}::uuid)
    and not exists (select 1 from ${units} where ${units.locationUuid} = ${ref}::uuid and not ${inAudience})`;
}
