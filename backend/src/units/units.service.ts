import { type CampaignFilter, isManufacturerStaff, listsGen2OnlyByDefault } from '@portal/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATABASE, type Database } from '../database/database.js';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { NewUnit, UnitRow } from './unit-row.js';
import {
  type AlarmRelation,
  type LocatedScope,
  type UnitViewer,
  alarmAudience,
  alarmRecipients,
  audienceCovers,
  locationOf,
  locationsOf,
  resolvedAlarmAudience,
  locatedScope,
  scopeWhere,
  seenAt,
  serialsAt,
} from './unit-visibility.js';
import { ConsentsService } from './consents.service.js';
import { campaignCandidates } from './campaign-candidates.js';
import { consentContextOf, consentProblem } from './consent.js';
import { type UnitForAccess, type UnitPlacement, UnitsRepository } from './units.repository.js';

/** The units a viewer sees, looked up, and as a WHERE over units (undefined: every unit). */
export interface VisibleScope {
  scope: LocatedScope;
  where: SQL | undefined;
}

@Injectable()
export class UnitsService {
  constructor(
    @Inject(UnitsRepository) private readonly units: UnitsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(ConsentsService) private readonly consents: ConsentsService,
  ) {}

  /** The serials whose incidents the viewer is told of, as a subquery; undefined: all (issue 42). */
  alarmAudience(viewer: UnitViewer): SQL | undefined {
    return alarmAudience(this.db, viewer, this.seesAllUnits(viewer));
  }

  /** The serials whose incidents the viewer is told of; undefined: every unit (a rule's reach). */
  async alarmAudienceSerials(viewer: UnitViewer, scope?: LocatedScope): Promise<Set<string> | undefined> {
    const audience = resolvedAlarmAudience(
      scope ?? (await locatedScope(this.db, viewer, this.seesAllUnits(viewer))),
    );
    if (!audience) return undefined;
    const result = await this.db.execute(audience);
    return new Set((result as { rows: { seriennummer: string }[] }).rows.map((row) => row.seriennummer));
  }

  /**
   * Units the viewer is told of, by designation, at most `limit` (a rule's scope picker); `only`: the
   * one unit, or those at one location.
   */
  alarmAudienceUnits(
    viewer: UnitViewer,
    limit: number,
    only: { sn?: string; locationUuid?: string } = {},
  ): Promise<(UnitPlacement & { benennung: string })[]> {
    return this.units.unitsAmong(this.alarmAudience(viewer), limit, only);
  }

  /** The serials at a location, as a subquery. */
  serialsAt(locationUuid: string): SQL {
    return serialsAt(locationUuid);
  }

  /** The location (uuid text) of the unit a serial (or serial column) names, as a scalar subquery. */
  locationOf(serial: SQLWrapper | string): SQL {
    return locationOf(serial);
  }

  /** The locations (uuid texts) of the units a serial subquery names. */
  locationsOf(serials: SQL): SQL {
    return locationsOf(serials);
  }

  /** Whether the viewer is told of the unit, or of every unit at the location. */
  toldOf(viewer: UnitViewer, scope: 'unit' | 'location', ref: string): Promise<boolean> {
    return this.units.holds(audienceCovers(this.alarmAudience(viewer), scope, ref));
  }

  /** The users told of the unit's incidents (operators, consented partners, staff, the demo). */
  alarmRecipients(sn: string): Promise<{ userId: number; via: AlarmRelation }[]> {
    return alarmRecipients(this.db, sn, [this.config.brand, 'admin', 'demo']);
  }

  /** What names the units in lists: product group, designation, location. */
  placements(sns: readonly string[]): Promise<(UnitPlacement & { benennung: string })[]> {
    return this.units.placements(sns);
  }

  /** Manufacturer staff and admins see the whole fleet; demo users too, anonymised (spec 6). */
  seesAllUnits(viewer: UnitViewer): boolean {
    return isManufacturerStaff(viewer.roles, this.config.brand) || viewer.roles.includes('demo');
  }

  /**
   * The units the viewer sees (spec 6, as the unit list), as a WHERE over units with the viewer's
   * serials and locations looked up first; undefined: every unit (the fleet overview, issue 44).
   */
  visibleUnits(viewer: UnitViewer): Promise<SQL | undefined> {
    return this.units.visibleToResolved(viewer, this.seesAllUnits(viewer));
  }

  /** visibleUnits as the serials and locations it is made of, and as the WHERE (the fleet's energy). */
  async visibleScope(viewer: UnitViewer): Promise<VisibleScope> {
    const scope = await locatedScope(this.db, viewer, this.seesAllUnits(viewer));
    return { scope, where: scopeWhere(scope) };
  }

  /** The side menu's count: the units the start page lists by default (its GEN2 filter included). */
  countListed(viewer: UnitViewer): Promise<number> {
    const visible = this.units.visibleTo(viewer, this.seesAllUnits(viewer));
    return this.units.count(visible, listsGen2OnlyByDefault(viewer.roles));
  }

  /** A new unit (the demo world's); its consents become their first records, decided by `seed`. */
  async create(unit: NewUnit, operatorIds: readonly number[]): Promise<void> {
    const { zustimmungMap = {}, ...rest } = unit;
    await this.db.transaction(async (tx) => {
      await this.units.insert(rest, tx);
      for (const userId of operatorIds) await this.units.addOperator(unit.seriennummer, userId, tx);
      await this.consents.save(unit.seriennummer, zustimmungMap, { userId: null, login: 'seed' }, tx);
    });
  }

  /** The unit when the viewer may see it (spec 6), else undefined: callers answer 403 either way. */
  findVisible(sn: string, viewer: UnitViewer, everyUnit = false): Promise<UnitRow | undefined> {
    return this.units.findOne(sn, this.units.visibleTo(viewer, everyUnit || this.seesAllUnits(viewer)));
  }

  /**
   * A campaign's candidates (issue 44): the units the viewer sees that `filter` selects, each with
   * why the viewer may not write to it remotely (consentProblem), or null.
   */
  async campaignCandidates(viewer: UnitViewer, filter: CampaignFilter) {
    const visible = this.units.visibleTo(viewer, this.seesAllUnits(viewer));
    const rows = await campaignCandidates(this.db, visible, filter);
    const facts = await this.units.consentFacts(
      rows.map((row) => row.sn),
      viewer.id,
    );
    const who = { brand: this.config.brand, roles: viewer.roles };
    return rows.map((row) => {
      const context = consentContextOf(
        row,
        facts.get(row.sn) ?? { isOperator: false, leadZustimmungMap: null },
        who,
      );
      return { ...row, consentProblem: consentProblem(context, 'data') };
    });
  }

  /** Whether the viewer sees a unit at the location (spec 6). */
  seesUnitAt(locationUuid: string, viewer: UnitViewer): Promise<boolean> {
    return this.units.holds(seenAt(locationUuid, this.units.visibleTo(viewer, this.seesAllUnits(viewer))));
  }

  /** findVisible with whether the viewer operates the unit and its lead controller's consents. */
  findForAccess(sn: string, viewer: UnitViewer): Promise<UnitForAccess | undefined> {
    return this.units.findForAccess(sn, this.units.visibleTo(viewer, this.seesAllUnits(viewer)), viewer.id);
  }

  isOperator(sn: string, userId: number): Promise<boolean> {
    return this.units.isOperator(sn, userId);
  }

  /**
   * The units a consent change of `sn` reaches, each with its operators' ids: the unit, and when it
   * is a location's lead controller (L1) the further controllers there, which go by its consents.
   */
  revocationReach(sn: string): Promise<{ sn: string; operators: number[] }[]> {
    return this.units.revocationReach(sn);
  }

  connectableUnits(limit: number, preferredLogins: readonly string[]): Promise<UnitRow[]> {
    return this.units.connectableUnits(limit, preferredLogins);
  }

  locationSites(uuids: readonly string[]) {
    return this.units.locationSites(uuids);
  }

  /**
   * Placed units of these product groups the viewer may see, optionally only at these locations
   * (the energy-tax tool's CHP units). `everyUnit`: the caller's own rule grants the whole fleet
   * (the tool's hza_admin right, as in findVisible).
   */
  placedOfGroups(
    viewer: UnitViewer,
    productGroups: readonly string[],
    locationUuids?: readonly string[],
    everyUnit = false,
  ): Promise<UnitRow[]> {
    return this.units.placedOfGroups(
      productGroups,
      this.units.visibleTo(viewer, everyUnit || this.seesAllUnits(viewer)),
      locationUuids,
    );
  }

  operatorIds(sns: readonly string[]): Promise<{ sn: string; userId: number }[]> {
    return this.units.operatorIds(sns);
  }

  // ---- placement at locations (standortdaten); `db` is the caller's transaction ----------------

  /** The serials among `sns` the viewer may see (spec 6). */
  visibleAmong(db: Database, sns: readonly string[], viewer: UnitViewer): Promise<string[]> {
    return this.units.serialsAmong(db, sns, this.units.visibleTo(viewer, this.seesAllUnits(viewer)));
  }

  lockPlacement(db: Database, sns: readonly string[]): Promise<UnitPlacement[]> {
    return this.units.lockPlacement(db, sns);
  }

  /** The units at a location (a location's report). */
  placementsAt(locationUuid: string): Promise<UnitPlacement[]> {
    return this.units.atLocations(this.db, [locationUuid]);
  }

  atLocations(db: Database, locationUuids: readonly string[]): Promise<UnitPlacement[]> {
    return this.units.atLocations(db, locationUuids);
  }

  setLocation(db: Database, sns: readonly string[], locationUuid: string | null): Promise<void> {
    return this.units.setLocation(db, sns, locationUuid);
  }

  operatesAnyAt(db: Database, locationUuid: string, userId: number): Promise<boolean> {
    return this.units.operatesAnyAt(db, locationUuid, userId);
  }
}
