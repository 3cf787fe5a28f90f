import { Inject, Injectable } from '@nestjs/common';
import { SessionStateService } from '../auth/session-state.service.js';
import {
  type Language,
  type LocationEntry,
  type UnitListRequest,
  type UnitListResponse,
  productNameFor,
} from '@portal/contracts';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../database/database.js';
import { consentContextOf } from './consent.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { PresenceService } from '../devices/presence.service.js';
import { type LocationView, toLocationEntry } from './location-view.js';
import { DemoSerials } from './demo-view.js';
import {
  type TalliedSlice,
  talliedSlice,
  listScope,
  locatedListScope,
  searchWhere,
  searchedScope,
  serialSearchText,
  unitFilters,
} from './unit-list.filter.js';
import { consentedGlance } from './glance-consent.js';
import { toGlance, toUnitEntry } from './unit-list.mapper.js';
import {
  type AlsoEmpty,
  type ListedUnit,
  type PageFacts,
  UnitListRepository,
} from './unit-list.repository.js';
import { type UnitViewer, scopeWhere } from './unit-visibility.js';
import { UnitsRepository } from './units.repository.js';
import { UnitsService } from './units.service.js';

/** Consent facts of a unit gone between the page's queries: nobody's, no lead. */
const notOperated = { isOperator: false, leadZustimmungMap: null };

/** Units listed per location in location mode; the rest loads with filter.locationUuid ('x of y'). */
const unitsPerLocation = 5;

/** A location with the serials listed there and how many units there match the filters. */
interface ListedLocation {
  row: LocationView;
  hkas: string[];
  hkaCount: number;
}

/** A page as the database has it, before presence, operators and demo anonymisation. */
interface Page {
  units: ListedUnit[];
  locations: ListedLocation[];
  totalRows: number;
  /** filter.locationUuid's location. */
  location: ListedLocation | undefined;
}

interface Query {
  request: UnitListRequest;
  /** Visibility and the unit filters: what 'x of y' counts at a location. */
  scope: SQL | undefined;
  /** `scope` and the search: what the page lists. */
  where: SQL | undefined;
  /** `where` for the ordered pages (see searchedSet). */
  pageWhere: SQL | undefined;
  /** `pageWhere` for pages of units joined to their location (see scopeWhere's `at`). */
  locatedWhere: SQL | undefined;
  visible: SQL | undefined;
  /** The viewer sees few units (an operator's): location mode looks their locations up from them. */
  fewUnits: boolean;
  viewerId: number;
  /** Locations listed even without a matching unit (location mode without filters). */
  alsoEmpty: AlsoEmpty | undefined;
  /** What the page lists, when the tallies count it. */
  tallied: TalliedSlice | undefined;
}

/** POST /rest/info/units (spec 2 Unit list, 7 info/units): the units or locations a user may see. */
@Injectable()
export class UnitListService {
  constructor(
    @Inject(UnitListRepository) private readonly list: UnitListRepository,
    @Inject(UnitsRepository) private readonly units: UnitsRepository,
    @Inject(UnitsService) private readonly unitsService: UnitsService,
    @Inject(PresenceService) private readonly presence: PresenceService,
    @Inject(SessionStateService) private readonly sessionState: SessionStateService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async page(
    viewer: UnitViewer,
    request: UnitListRequest,
    session: { id: string },
    language: Language,
  ): Promise<UnitListResponse> {
    const demo = viewer.roles.includes('demo');
    const connectedUnits = await this.sessionState.connectedUnits(session.id);
    const search = request.filter.search ?? '';
    const demoSerials =
      demo && search !== ''
        ? await this.sessionState.demoRealsMatching(session.id, serialSearchText(search))
        : undefined;
    const found = await this.find(viewer, request, connectedUnits, demo, demoSerials);
    const serials = found.units.map(({ unit }) => unit.seriennummer);
    const stored = new Map(
      [...found.facts].flatMap(([sn, facts]) =>
        facts.storedOnline === undefined ? [] : [[sn, facts.storedOnline] as const],
      ),
    );
    const online = this.presence.onlineFrom(serials, stored);
    const connected = new Set(connectedUnits);
    const glanceOf = (unit: ListedUnit['unit']) =>
      consentedGlance(
        toGlance(unit.productGroup, found.facts.get(unit.seriennummer), language),
        consentContextOf(unit, found.facts.get(unit.seriennummer)?.consent ?? notOperated, {
          brand: this.config.brand,
          roles: viewer.roles,
        }),
      );
    const page: UnitListResponse = {
      units: found.units.map(({ unit, location }) =>
        toUnitEntry(unit, location, {
          benennung: productNameFor(this.config.skin, unit.benennung),
          betreiber: found.facts.get(unit.seriennummer)?.operators ?? [],
          connected: connected.has(unit.seriennummer),
          online: online.get(unit.seriennummer) ?? false,
          glance: glanceOf(unit),
        }),
      ),
      locations: found.locations.map(locationEntry),
      totalRows: found.totalRows,
      location: found.location ? locationEntry(found.location) : null,
      locationMode: isLocationMode(request),
    };
    return demo ? this.demoView(session.id, page) : page;
  }

  /** The page as a demo session sees it: its fakes for every serial, no names or addresses. */
  private async demoView(sid: string, page: UnitListResponse): Promise<UnitListResponse> {
    const locations = page.location ? [...page.locations, page.location] : page.locations;
    const serials = [
      ...page.units.map((unit) => unit.seriennummer),
      ...locations.flatMap(({ hkas, locationInfo }) =>
        typeof locationInfo.initialSN === 'string' ? [...hkas, locationInfo.initialSN] : hkas,
      ),
    ];
    const demo = new DemoSerials(await this.sessionState.assignDemoFakes(sid, serials));
    return {
      ...page,
      units: page.units.map((unit) => demo.unit(unit)),
      locations: page.locations.map((location) => demo.location(location)),
      location: page.location && demo.location(page.location),
    };
  }

  /** The page as the database has it, with the facts its units show (glance, operators, consent). */
  private async find(
    viewer: UnitViewer,
    request: UnitListRequest,
    connectedUnits: readonly string[],
    demo: boolean,
    demoSerials: string[] | undefined,
  ): Promise<Page & { facts: Map<string, PageFacts> }> {
    const { filter } = request;
    // Looked up before a fuzzy search's transaction: PGlite runs one statement at a time.
    const resolved = await this.units.scopeOf(viewer, this.unitsService.seesAllUnits(viewer));
    const visible = scopeWhere(resolved);
    const isAdmin = viewer.roles.includes('admin');
    const filters = unitFilters(filter, { isAdmin, connectedUnits });
    const scope = listScope(visible, filters);
    const text = filter.search ?? '';
    const fuzzy = text !== '' && (filter.fuzzyHka === true || filter.fuzzyGroupSearch === true);
    return this.list.read(fuzzy, async (db) => {
      const search =
        text === ''
          ? undefined
          : searchWhere({
              text,
              locationUuids: await this.list.locationsMatching(
                db,
                text,
                filter.fuzzyGroupSearch === true,
                demo,
              ),
              fuzzyUnits: filter.fuzzyHka === true,
              ...(demoSerials ? { demoSerials } : {}),
            });
      const query: Query = {
        request,
        scope,
        ...searchedScope(scope, search),
        locatedWhere: searchedScope(locatedListScope(resolved, filters), search).pageWhere,
        visible,
        fewUnits: visible !== undefined && resolved.partners.length === 0,
        viewerId: viewer.id,
        alsoEmpty:
          text !== '' || filters.length > 0
            ? undefined
            : visible === undefined
              ? 'every'
              : this.list.ownLocations(viewer.id),
        tallied: talliedSlice(filter, filters, resolved, text),
      };
      const found = isLocationMode(request)
        ? await this.locationPage(db, query)
        : await this.unitPage(db, query);
      // Operators are personal data, which demo users never get.
      const serials = found.units.map(({ unit }) => unit.seriennummer);
      return { ...found, facts: await this.list.pageFacts(db, serials, viewer.id, !demo) };
    });
  }

  /**
   * Units by location name then serial; units without a location come last. With attentionFirst,
   * those needing attention lead.
   */
  private async unitPage(db: Database, query: Query): Promise<Page> {
    const { limit, offset } = query.request;
    const counting = query.tallied
      ? this.list.countTallied(db, query.tallied)
      : this.list.countUnits(db, query.where);
    if (query.request.filter.attentionFirst === true) {
      const byAttention = this.list.countByAttention(db, query.where, counting);
      const listed = await this.list.pageByAttention(
        db,
        { unlocated: query.pageWhere, located: query.locatedWhere },
        limit,
        offset,
        byAttention,
      );
      const total = (await byAttention).reduce((sum, count) => sum + count.total, 0);
      return this.withLocations(db, query, listed, locationsOf(listed), total);
    }
    const [{ total, unlocated }, listed] = await Promise.all([
      counting,
      this.list.pageLocated(db, query.locatedWhere, limit, offset),
    ]);
    const located = total - unlocated;
    if (listed.length < limit && unlocated > 0 && offset + listed.length >= located) {
      const rest = await this.list.pageUnlocated(
        db,
        query.pageWhere,
        limit - listed.length,
        Math.max(0, offset - located),
      );
      listed.push(...rest.map((unit) => ({ unit, location: null })));
    }
    return this.withLocations(db, query, listed, locationsOf(listed), total);
  }

  /** Locations by name, each with its first units; totalRows counts locations. */
  private async locationPage(db: Database, query: Query): Promise<Page> {
    const { limit, offset } = query.request;
    // Operators and partners see few of the units, so their locations are counted from them. A
    // partner's page walks the locations by name, probing only those their companies look after.
    const few = query.visible !== undefined;
    // Without filters the viewer's locations without units are listed too, which no tally holds.
    const tallied = query.alsoEmpty === undefined ? query.tallied : undefined;
    const [totalRows, rows] = await Promise.all([
      tallied
        ? this.list.countTallied(db, tallied).then((count) => count.locations)
        : this.list.countLocations(db, query.where, few, query.alsoEmpty),
      query.fewUnits
        ? this.list.pageLocations(db, query.pageWhere, limit, offset, true, query.alsoEmpty)
        : this.list.pageLocations(db, query.locatedWhere, limit, offset, false, query.alsoEmpty),
    ]);
    const first = await this.list.firstUnitsAt(
      db,
      rows.map((row) => row.uuid),
      query.scope,
      unitsPerLocation,
    );
    const byUuid = new Map(rows.map((row) => [row.uuid, row]));
    const listed = first.map((unit) => ({ unit, location: byUuid.get(unit.locationUuid ?? '') ?? null }));
    return this.withLocations(db, query, listed, rows, totalRows);
  }

  /** The page with its locations: what is listed there and how many match ('loaded x of y'). */
  private async withLocations(
    db: Database,
    query: Query,
    units: ListedUnit[],
    rows: LocationView[],
    totalRows: number,
  ): Promise<Page> {
    const uuid = query.request.filter.locationUuid;
    // filter.locationUuid's location, when the viewer may see it, even while no unit is listed.
    const filtered =
      uuid && !rows.some((row) => row.uuid === uuid)
        ? await this.list.visibleLocation(db, uuid, query.viewerId, query.visible)
        : undefined;
    const all = filtered ? [...rows, filtered] : rows;
    const counts = await this.list.countsAt(
      db,
      all.map((row) => row.uuid),
      query.scope,
    );
    const listed = (row: LocationView): ListedLocation => ({
      row,
      hkas: units.filter(({ unit }) => unit.locationUuid === row.uuid).map(({ unit }) => unit.seriennummer),
      hkaCount: counts.get(row.uuid) ?? 0,
    });
    const locations = rows.map(listed);
    return {
      units,
      locations,
      totalRows,
      location: filtered ? listed(filtered) : locations.find((entry) => entry.row.uuid === uuid),
    };
  }
}

/** The locations of listed units, each once. */
function locationsOf(listed: readonly ListedUnit[]): LocationView[] {
  const rows = new Map(
    listed.flatMap(({ location }) => (location ? [[location.uuid, location] as const] : [])),
  );
  return [...rows.values()];
}

function locationEntry({ row, hkas, hkaCount }: ListedLocation): LocationEntry {
  return toLocationEntry(row, hkas, hkaCount);
}

function isLocationMode(request: UnitListRequest): boolean {
  return request.filter.locationMode === true || request.filter.sortByLocation === true;
}
