import { Inject, Injectable } from '@nestjs/common';
import {
  type LocationEntry,
  type StandortdatenRequest,
  type SystemtechnikType,
  isManufacturerStaff,
  locationTextFields,
  systemtechnikTypes,
} from '@portal/contracts';
import { AuditService } from '../audit/audit.service.js';
import { ApiException } from '../common/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATABASE, type Database } from '../database/database.js';
import { UnitsService } from '../units/units.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { UsersService } from '../users/users.service.js';
import { type LocationInfo, type LocationView, toLocationEntry } from '../units/location-view.js';
import { LocationsRepository, type NewLocation } from './locations.repository.js';

/** What a save does to the units: those leaving the location and those arriving. */
interface UnitMoves {
  removed: string[];
  added: string[];
}

const auditedFields = [...locationTextFields, 'locationVirtual'] as const;

@Injectable()
export class LocationsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LocationsRepository) private readonly locations: LocationsRepository,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  /** A location and the partner companies that look after it (demo seed). */
  async create(location: NewLocation, partnerIds: readonly number[]): Promise<void> {
    const row = await this.locations.insert(this.db, location);
    await this.locations.linkPartners(this.db, row.uuid, partnerIds);
  }

  /** Stored locations by uuid (unknown uuids are left out); `db` may be the caller's transaction. */
  find(uuids: readonly string[], db: Database = this.db): Promise<LocationView[]> {
    return this.locations.find(db, uuids);
  }

  /**
   * POST /info/standortdaten: creates (no uuid) or edits a location and puts exactly `hkas` there;
   * units at the location that the user cannot see stay. One transaction, so nothing is half-saved.
   */
  async save(user: SessionUser, request: StandortdatenRequest): Promise<LocationEntry> {
    const companies = await this.users.companyPartnerIds(user.id);
    return this.db.transaction(async (tx) => {
      const [existing] = request.uuid ? await this.locations.lock(tx, [request.uuid]) : [];
      // Unknown and foreign locations answer alike, so uuids cannot be probed.
      if (request.uuid && !(existing && (await this.mayEdit(tx, existing, user, companies)))) {
        throw new ApiException(403, 'exception.accessdenied');
      }
      const wanted = [...new Set(request.hkas)];
      const moves = await this.planMoves(tx, user, existing, wanted);
      const { uuid: _uuid, hkas: _hkas, locationInfo: requestedInfo, ...fields } = request;
      const locationInfo = mergeLocationInfo(existing?.locationInfo, requestedInfo, wanted[0]);
      const row = existing
        ? await this.locations.update(tx, existing.uuid, { ...fields, locationInfo })
        : await this.locations.insert(tx, { ...fields, locationInfo, createdBy: user.id });
      // A partner's new location is looked after by its company, so the partner keeps seeing it.
      if (!existing) await this.locations.linkPartners(tx, row.uuid, companies);
      await this.units.setLocation(tx, moves.removed, null);
      await this.units.setLocation(tx, moves.added, row.uuid);
      await this.audit.record(
        {
          actor: user.login,
          action: existing ? 'location.edit' : 'location.create',
          details: { uuid: row.uuid, changes: changes(existing, row), ...moves },
        },
        tx,
      );
      return this.entry(tx, row, user);
    });
  }

  /**
   * Spec 6: brand staff and admins edit every location; others the ones they created, those where
   * they operate a unit, and those their partner company looks after.
   */
  private async mayEdit(
    tx: Database,
    location: LocationView,
    user: SessionUser,
    companies: readonly number[],
  ): Promise<boolean> {
    if (isManufacturerStaff(user.roles, this.config.brand) || location.createdBy === user.id) return true;
    if (await this.locations.isLookedAfterBy(tx, location.uuid, companies)) return true;
    return this.units.operatesAnyAt(tx, location.uuid, user.id);
  }

  private async planMoves(
    tx: Database,
    user: SessionUser,
    existing: LocationView | undefined,
    wanted: string[],
  ): Promise<UnitMoves> {
    const visible = new Set(await this.units.visibleAmong(tx, wanted, user));
    const denied = wanted.find((sn) => !visible.has(sn));
    if (denied !== undefined) throw new ApiException(403, 'exception.accessdeniedunit', { subject: denied });
    if (!existing && (await this.locations.initialUnitsAmong(tx, wanted)).length > 0) {
      throw new ApiException(409, 'exception.initialunitnewlocation');
    }
    const here = existing ? (await this.units.atLocations(tx, [existing.uuid])).map((unit) => unit.sn) : [];
    const hereVisible = new Set(await this.units.visibleAmong(tx, here, user));
    const removed = here.filter((sn) => hereVisible.has(sn) && !wanted.includes(sn));
    const added = wanted.filter((sn) => !here.includes(sn));
    if (existing) assertRemovable(existing, removed, here.length - removed.length);
    await this.assertMayLeave(tx, added);
    return { removed, added };
  }

  /** Units taken from another location leave it under the same rule as units removed here. */
  private async assertMayLeave(tx: Database, sns: string[]): Promise<void> {
    const placements = await this.units.lockPlacement(tx, sns);
    const sourceUuids = [...new Set(placements.flatMap((unit) => unit.locationUuid ?? []))];
    if (sourceUuids.length === 0) return;
    const sources = await this.locations.lock(tx, sourceUuids);
    const present = await this.units.atLocations(tx, sourceUuids);
    for (const source of sources) {
      const leaving = placements.filter((unit) => unit.locationUuid === source.uuid).map((unit) => unit.sn);
      const staying = present.filter((unit) => unit.locationUuid === source.uuid).length - leaving.length;
      assertRemovable(source, leaving, staying);
    }
  }

  private async entry(tx: Database, row: LocationView, user: SessionUser): Promise<LocationEntry> {
    const here = (await this.units.atLocations(tx, [row.uuid])).map((unit) => unit.sn);
    const hkas = await this.units.visibleAmong(tx, here, user);
    return toLocationEntry(row, hkas.sort(), here.length);
  }
}

/** Spec 5: a unit leaves a location only if it is not the location's initial unit and one stays. */
function assertRemovable(location: LocationView, leaving: readonly string[], staying: number): void {
  if (leaving.length === 0) return;
  const initial = location.locationInfo.initialSN;
  if (staying < 1 || (initial !== undefined && leaving.includes(initial))) {
    throw new ApiException(409, 'exception.unitremovalnotallowed');
  }
}

/** Flags: requested, else stored, else false. initialSN is set once, when the location is created. */
function mergeLocationInfo(
  stored: LocationInfo | undefined,
  requested: Partial<Record<SystemtechnikType, boolean>>,
  firstUnit: string | undefined,
): LocationInfo {
  const info: LocationInfo = { ...stored };
  for (const type of systemtechnikTypes) info[type] = requested[type] ?? stored?.[type] ?? false;
  if (!stored && firstUnit !== undefined) info.initialSN = firstUnit;
  return info;
}

/** For the audit: every field on creation, old and new value of the changed ones on an edit. */
function changes(before: LocationView | undefined, after: LocationView): Record<string, unknown> {
  const diff: Record<string, unknown> = {};
  for (const field of auditedFields) {
    if (!before) diff[field] = after[field];
    else if (before[field] !== after[field]) diff[field] = { from: before[field], to: after[field] };
  }
  if (JSON.stringify(before?.locationInfo) !== JSON.stringify(after.locationInfo)) {
    diff.locationInfo = after.locationInfo;
  }
  return diff;
}
