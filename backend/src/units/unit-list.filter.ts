import type { FleetRegion, UnitListFilter } from '@portal/contracts';
import { type SQL, and, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import { postcodeStates } from '../common/postcode-states.js';
import { locations } from '../locations/locations.schema.js';
import { textArray, uuidArray } from './sql-arrays.js';
import { type ResolvedScope, scopeWhere } from './unit-visibility.js';
import { fleetStatusWhere, lockedWhere, maintenanceDueWhere, onlineWhere } from './unit-status.js';
import { units } from './units.schema.js';

// The WHERE parts of the unit list (spec 7 info/units), written so the indexes of migrations 0005
// and 0007 apply: trigram GIN on serial, name and the location text, btree on the location.

/** How similar a text must be to count as a fuzzy hit (pg_trgm word similarity; one typo passes). */
export const fuzzyThreshold = 0.5;

/** Exactly the expression of the index locations_search_trgm, or the index does not apply. */
export const locationSearchText = sql`(${locations.name} || ' ' || ${locations.strasse} || ' ' || ${locations.hausnummer} || ' ' || ${locations.plz} || ' ' || ${locations.ort})`;

export interface ListContext {
  isAdmin: boolean;
  /** Serials this browser session connected. */
  connectedUnits: readonly string[];
}

/** The filters on the unit itself; the search comes on top (see searchWhere). */
export function unitFilters(filter: UnitListFilter, context: ListContext): SQL[] {
  const parts: SQL[] = [];
  if (filter.msr3Filter) parts.push(eq(units.msrTyp, 3));
  // Spec 6: 'only extern' takes effect for admins only.
  if (filter.onlyExtern && context.isAdmin) parts.push(eq(units.external, true));
  if (filter.onlyWithLocation) parts.push(isNotNull(units.locationUuid));
  if (filter.locationUuid) parts.push(eq(units.locationUuid, filter.locationUuid));
  if (filter.connected) parts.push(sql`${units.seriennummer} = any(${textArray(context.connectedUnits)})`);
  if (filter.productGroups) parts.push(sql`${units.productGroup} = any(${textArray(filter.productGroups)})`);
  // The fleet overview's links (issue 44): a state of the map, a status, the locked, online or new units.
  if (filter.region) parts.push(regionWhere(filter.region));
  if (filter.status) parts.push(fleetStatusWhere(filter.status));
  if (filter.locked) parts.push(lockedWhere);
  if (filter.maintenanceDue) parts.push(maintenanceDueWhere);
  if (filter.online) parts.push(onlineWhere);
  if (filter.addedSince) parts.push(gt(units.createdAt, new Date(filter.addedSince)));
  return parts;
}

/**
 * A list the tallies count (see fleet-tallies.schema.ts): what a viewer sees (every unit, or their
 * serials and looked-after locations, not narrowed by a token) of every unit or every GEN2 unit,
 * without search or another filter.
 */
export interface TalliedSlice {
  gen2Only: boolean;
  scope: ResolvedScope;
}

export function talliedSlice(
  filter: UnitListFilter,
  filters: readonly SQL[],
  scope: ResolvedScope,
  search: string,
): TalliedSlice | undefined {
  const gen2Only = filter.msr3Filter === true;
  if (scope.limit || search !== '' || filters.length !== (gen2Only ? 1 : 0)) return undefined;
  return { gen2Only, scope };
}

/** Units whose location's postcode lies in the state; 'unknown': no location or no known postcode. */
export function regionWhere(region: FleetRegion): SQL {
  const table = postcodeStates();
  if (region === 'unknown')
    return sql`(${units.locationUuid} is null or ${units.locationUuid} in (select ${locations.uuid} from ${locations}
      where not (${locations.plz} = any(${textArray(table.allPostcodes())}))))`;
  return sql`${units.locationUuid} in (select ${locations.uuid} from ${locations}
    where ${locations.plz} = any(${textArray(table.postcodesOf(region))}))`;
}

/** `%text%` for ILIKE with the wildcards in the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface SearchParts {
  text: string;
  /** Locations whose name or address matched (looked up first, see UnitListRepository). */
  locationUuids: readonly string[];
  /** fuzzyHka: serial and name may also be similar instead of containing the text. */
  fuzzyUnits: boolean;
  /** Demo users search the fake serials they are shown: the real serials behind the matching fakes. */
  demoSerials?: readonly string[];
}

/**
 * The text as a serial: the portal shows serials in groups ('52 4225 2424'), so a serial typed or
 * pasted as shown is matched without its spaces.
 */
export function serialSearchText(text: string): string {
  return text.replace(/\s+/g, '');
}

/** Serial, name or location contains the text; each part is one index, joined by a bitmap OR. */
export function searchWhere(search: SearchParts): SQL {
  const pattern = containsPattern(search.text);
  const serialText = serialSearchText(search.text);
  const serial = search.demoSerials
    ? sql`${units.seriennummer} = any(${textArray(search.demoSerials)})`
    : sql`${units.seriennummer} ilike ${containsPattern(serialText)}`;
  const parts = [
    serial,
    sql`${units.benennung} ilike ${pattern}`,
    sql`${units.locationUuid} = any(${uuidArray(search.locationUuids)})`,
  ];
  if (search.fuzzyUnits) {
    if (!search.demoSerials) parts.push(sql`${serialText}::text <% ${units.seriennummer}`);
    parts.push(sql`${search.text}::text <% ${units.benennung}`);
  }
  return or(...parts) ?? sql`false`;
}

/**
 * The search as a set of serials worked out once, for the ordered pages: without the fence (OFFSET 0
 * keeps the sub-select apart) the planner may walk locations_name_idx and test every unit's text on
 * the way until a page is full, which took 0.7 s for a rare fuzzy hit at 100k units.
 */
export function searchedSet(search: SQL): SQL {
  return sql`${units.seriennummer} in (select ${units.seriennummer} from ${units} where ${search} offset 0)`;
}

/** Visibility and the unit filters: what 'x of y' counts at a location. */
export function listScope(visible: SQL | undefined, filters: readonly SQL[]): SQL | undefined {
  return and(visible, ...filters);
}

/** listScope for units joined to their location, visibility tested on that location (see scopeWhere). */
export function locatedListScope(scope: ResolvedScope, filters: readonly SQL[]): SQL | undefined {
  return listScope(scopeWhere(scope, locations.uuid), filters);
}

/** The units a page lists (where), and the same as the ordered pages take it (pageWhere). */
export function searchedScope(
  scope: SQL | undefined,
  search: SQL | undefined,
): { where: SQL | undefined; pageWhere: SQL | undefined } {
  return { where: and(scope, search), pageWhere: and(scope, search && searchedSet(search)) };
}

/** Locations whose name or address contains the text, or (fuzzyGroupSearch) is similar to it. */
export function locationSearchWhere(text: string, fuzzy: boolean): SQL {
  const contains = sql`${locationSearchText} ilike ${containsPattern(text)}`;
  return fuzzy ? sql`(${contains} or ${text}::text <% ${locationSearchText})` : contains;
}

/**
 * What demo users may search locations by: postcode and town, the part of the address they are
 * shown. Real names and streets must not be testable through the search either.
 */
export function demoLocationSearchWhere(text: string): SQL {
  return sql`(${locations.plz} || ' ' || ${locations.ort}) ilike ${containsPattern(text)}`;
}
