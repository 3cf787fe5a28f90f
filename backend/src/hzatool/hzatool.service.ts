import { Inject, Injectable } from '@nestjs/common';
import {
  type HzaApplication,
  type HzaChpUnit,
  type HzaFile,
  type HzaInitResponse,
  type HzaPlantSummary,
  type HzaProgress,
  type HzaSessionStoreRequest,
  type HzaStatus,
  type HzaStatusMapResponse,
  type HzaSummary,
  hzaApplicantSchema,
  hzaFirstYear,
  hzaPlantDataSchema,
  isManufacturerStaff,
} from '@portal/contracts';
import { germanDate, hasYearEnded } from '@portal/energy-tax';
import { AuditService } from '../audit/audit.service.js';
import { ApiException, invalidInput, notFound, roleMissing } from '../common/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATABASE, type Database } from '../database/database.js';
import type { LocationView } from '../units/location-view.js';
import { LocationsService } from '../locations/locations.service.js';
import { ShopBookingsService } from '../shop/shop-bookings.service.js';
import { UnitsService } from '../units/units.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { UsersService } from '../users/users.service.js';
import { type YearOffset, earlierAidOffsets, offsetTotal } from './aid-carry.js';
import { chpProductGroups, locationAddress, toChpUnit } from './chp-units.js';
import { invalidFields, summarize } from './calculations.js';
import { missingFields } from './completeness.js';
import { type ApplicationRow, type FileMeta, HzatoolRepository } from './hzatool.repository.js';
import { HzatoolOfficesService } from './hzatool-offices.service.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A checked anlageId of a query or path (the contract leaves its format to the handler). */
export function anlageIdParam(value: string, field = 'anlageId'): string {
  if (!uuidPattern.test(value)) throw invalidInput({ [field]: ['validation.invalid'] });
  return value.toLowerCase();
}

/** A checked year of a query (four digits by the contract; the tool's range here). */
export function yearParam(value: string, field = 'year'): number {
  const year = Number(value);
  if (!Number.isInteger(year) || year < hzaFirstYear || year > 2100)
    throw invalidInput({ [field]: ['validation.range'] });
  return year;
}

export const toHzaFile = (row: FileMeta): HzaFile => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  year: row.year,
  createdAt: row.createdAt.toISOString(),
});

/** Admins and hza_admin open the tool without a booking (spec 6). */
function opensUnbooked(user: SessionUser): boolean {
  return user.roles.includes('admin') || user.rights.includes('hza_admin');
}

/** The manufacturer's staff and holders of hza_admin see every plant (and its units) in the tool. */
export function seesEveryPlant(user: SessionUser, brand: string): boolean {
  return isManufacturerStaff(user.roles, brand) || user.rights.includes('hza_admin');
}

/** Spec 6: operators, partners and admins add plants; demo users never reach the tool. */
function mayAddPlants(user: SessionUser): boolean {
  return ['betreiber', 'partner', 'subpartner', 'admin'].some((role) => user.roles.includes(role));
}

/**
 * Where an application stands. A complete application of a year still running is `yearOpen`, not
 * ready: its counters and energies are not final (`today`: the German calendar day).
 */
export function progressOf(
  row: ApplicationRow | undefined,
  files: readonly FileMeta[],
  today = germanDate(new Date()),
): HzaProgress {
  if (!row)
    return {
      status: 'notStarted',
      missing: missingFields({}),
      step: 'applicant',
      updatedAt: null,
      updatedBy: null,
    };
  const blank = missingFields(row.application);
  const missing = blank.length > 0 ? blank : invalidFields(row.year, row.application);
  const produced = files.some(
    (file) => file.anlageId === row.anlageId && file.year === row.year && file.createdAt >= row.updatedAt,
  );
  const status: HzaStatus =
    missing.length > 0
      ? 'dataMissing'
      : !hasYearEnded(row.year, today)
        ? 'yearOpen'
        : produced
          ? 'documents'
          : 'ready';
  return {
    status,
    missing,
    step: row.step,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** A location the user may see, with its units. */
export interface PlantLocation {
  row: LocationView;
  serials: string[];
}

@Injectable()
export class HzatoolService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(HzatoolRepository) private readonly repository: HzatoolRepository,
    @Inject(HzatoolOfficesService) private readonly offices: HzatoolOfficesService,
    @Inject(LocationsService) private readonly locations: LocationsService,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(ShopBookingsService) private readonly shop: ShopBookingsService,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  /** The locations among `uuids` the user sees a unit at (all existing ones for the manufacturer's staff). */
  async visibleLocations(user: SessionUser, uuids: readonly string[]): Promise<Map<string, PlantLocation>> {
    const rows = await this.locations.find(uuids);
    const placements = await this.units.atLocations(
      this.db,
      rows.map((row) => row.uuid),
    );
    const seen = seesEveryPlant(user, this.config.brand)
      ? null
      : new Set(
          await this.units.visibleAmong(
            this.db,
            placements.map((unit) => unit.sn),
            user,
          ),
        );
    const result = new Map<string, PlantLocation>();
    for (const row of rows) {
      const here = placements.filter((unit) => unit.locationUuid === row.uuid).map((unit) => unit.sn);
      if (seen && !here.some((sn) => seen.has(sn))) continue;
      result.set(row.uuid, { row, serials: here });
    }
    return result;
  }

  /** The location of a plant call, or 403 (unknown and foreign locations answer alike). */
  async location(user: SessionUser, anlageId: string): Promise<PlantLocation> {
    const location = (await this.visibleLocations(user, [anlageId])).get(anlageId);
    if (!location) throw new ApiException(403, 'exception.accessdenied');
    return location;
  }

  /** A year-specific call: the tool must be booked for the location and year (spec 6). */
  async bookedLocation(user: SessionUser, anlageId: string, year: number): Promise<PlantLocation> {
    const location = await this.location(user, anlageId);
    if (!opensUnbooked(user) && !(await this.shop.hzatoolGranted(anlageId, year)))
      throw new ApiException(403, 'exception.noservicebooked');
    return location;
  }

  /** POST /hzatool/statusmap: the plants and booked locations the user may see, with a status per year. */
  async statusMap(user: SessionUser): Promise<HzaStatusMapResponse> {
    const bookings = await this.shop.visibleBookings(user, { service: 'hzatool', activeOnly: true });
    const plants = await this.repository.plants();
    const uuids = [
      ...new Set([...plants.map((plant) => plant.anlageId), ...bookings.map((b) => b.locationUuid)]),
    ];
    const visible = await this.visibleLocations(user, uuids);
    const summaries = await this.summaries([...visible.values()], bookings);
    return { plants: summaries, mayAdd: mayAddPlants(user) };
  }

  private async summaries(
    locations: readonly PlantLocation[],
    booked: readonly { locationUuid: string; year: number }[],
  ): Promise<HzaPlantSummary[]> {
    const uuids = locations.map((location) => location.row.uuid);
    const [applications, files, operators] = await Promise.all([
      this.repository.applications(uuids),
      this.repository.files(uuids),
      this.operatorLogins(locations.flatMap((location) => location.serials)),
    ]);
    return locations
      .map((location) => {
        const uuid = location.row.uuid;
        const bookedYears = new Set(booked.filter((b) => b.locationUuid === uuid).map((b) => b.year));
        const saved = applications.filter((row) => row.anlageId === uuid);
        const years = [...new Set([...bookedYears, ...saved.map((row) => row.year)])].sort((a, b) => a - b);
        return {
          anlageId: uuid,
          name: location.row.name,
          address: locationAddress(location.row),
          operators: [...new Set(location.serials.flatMap((sn) => operators.get(sn) ?? []))].sort(),
          serials: location.serials,
          years: years.map((year) => ({
            year,
            booked: bookedYears.has(year),
            status: progressOf(
              saved.find((row) => row.year === year),
              files,
            ).status,
          })),
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name, 'de'));
  }

  private async operatorLogins(sns: readonly string[]): Promise<Map<string, string[]>> {
    const links = await this.units.operatorIds(sns);
    const logins = new Map<number, string>();
    for (const userId of new Set(links.map((link) => link.userId))) {
      const found = await this.users.findById(userId);
      if (found) logins.set(userId, found.login);
    }
    const bySerial = new Map<string, string[]>();
    for (const link of links) {
      const login = logins.get(link.userId);
      if (login) bySerial.set(link.sn, [...(bySerial.get(link.sn) ?? []), login]);
    }
    return bySerial;
  }

  /** POST /hzatool/chpunits: CHP units at the locations the user may see (one location's with anlageId). */
  async chpUnits(user: SessionUser, anlageId?: string): Promise<HzaChpUnit[]> {
    let rows;
    const everyPlant = seesEveryPlant(user, this.config.brand);
    if (anlageId) {
      await this.location(user, anlageId);
      rows = await this.units.placedOfGroups(user, chpProductGroups, [anlageId], everyPlant);
    } else if (everyPlant) {
      // The whole fleet would be too much: the staff's list is that of the plants in the tool.
      const uuids = (await this.repository.plants()).map((plant) => plant.anlageId);
      rows = await this.units.placedOfGroups(user, chpProductGroups, uuids, true);
    } else {
      rows = await this.units.placedOfGroups(user, chpProductGroups);
    }
    const uuids = [...new Set(rows.flatMap((row) => row.locationUuid ?? []))];
    const locations = new Map((await this.locations.find(uuids)).map((row) => [row.uuid, row]));
    const inTool = new Set((await this.repository.plants(uuids)).map((plant) => plant.anlageId));
    return rows.flatMap((row) => {
      const location = row.locationUuid ? locations.get(row.locationUuid) : undefined;
      return location ? [toChpUnit(row, location, inTool.has(location.uuid))] : [];
    });
  }

  /** GET /hzatool/init. */
  async init(user: SessionUser, anlageId: string, year: number): Promise<HzaInitResponse> {
    const location = await this.bookedLocation(user, anlageId, year);
    const [saved, previous, files, chpUnits, offices] = await Promise.all([
      this.repository.application(anlageId, year),
      this.repository.application(anlageId, year - 1),
      // This year's documents only: each year's editor lists its own (issue 40, 37).
      this.repository.files([anlageId], year),
      this.chpUnits(user, anlageId),
      this.offices.offices(),
    ]);
    // A plant added from the list is stored empty: it starts prefilled like one never opened.
    const started = saved && hasContent(saved.application) ? saved.application : undefined;
    const application =
      started ??
      (previous ? fromPreviousYear(previous.application) : await this.fromPortal(location, chpUnits));
    const plant = await this.plantSummary(user, location);
    return {
      plant,
      year,
      application,
      progress: saved
        ? progressOf(saved, files)
        : { ...progressOf(undefined, files), missing: missingFields(application) },
      editable: true,
      chpUnits,
      offices,
      files: files.map(toHzaFile),
    };
  }

  /** A first application: the operator's address and the location's CHP units. */
  private async fromPortal(
    location: PlantLocation,
    chpUnits: readonly HzaChpUnit[],
  ): Promise<HzaApplication> {
    const [operator] = await this.units.operatorIds(location.serials);
    const account = operator ? await this.users.findById(operator.userId) : undefined;
    const address = account ? (await this.users.addressData(account)).address : null;
    const row = location.row;
    const applicant = hzaApplicantSchema.safeParse({
      name: address
        ? `${address.vorname} ${address.nachname}`
        : `${row.vorname} ${row.nachname}`.trim() || undefined,
      firma: address?.firma || undefined,
      umsatzsteuerId: address?.umsatzsteuerId || undefined,
      street: address
        ? `${address.strasse} ${address.hausnummer}`
        : `${row.strasse} ${row.hausnummer}`.trim() || undefined,
      plz: address?.plz ?? (row.plz || undefined),
      city: address?.ort ?? (row.ort || undefined),
      email: address?.email ?? (row.email || undefined),
    });
    const plant = hzaPlantDataSchema.safeParse({
      fuel: chpUnits.find((unit) => unit.fuel)?.fuel ?? undefined,
      modules: chpUnits.slice(0, 20).map((unit) => ({
        serial: unit.serial,
        manufacturer: unit.manufacturer,
        ...(unit.model ? { model: unit.model } : {}),
        ...(unit.ratedElectricKW !== null ? { ratedElectricKW: unit.ratedElectricKW } : {}),
        ...(unit.ratedThermalKW !== null ? { ratedThermalKW: unit.ratedThermalKW } : {}),
        ...(unit.commissioned ? { commissioned: unit.commissioned } : {}),
      })),
    });
    // What does not fit the contract (an odd stored postcode) is left for the user to enter.
    return {
      ...(applicant.success ? { applicant: stripUndefined(applicant.data) } : {}),
      ...(plant.success ? { plant: stripUndefined(plant.data) } : {}),
      // The customary Dachs method: hours × throughput, the hours from the unit (facts §3).
      consumption: {
        source: 'database',
        method: 'hours',
        modules: chpUnits.slice(0, 20).map((unit) => ({ serial: unit.serial })),
      },
    };
  }

  /** POST /hzatool/sessionstore: saves the application; the first save of a location adds the plant. */
  async store(user: SessionUser, request: HzaSessionStoreRequest): Promise<HzaProgress> {
    await this.bookedLocation(user, request.anlageId, request.year);
    const [existing] = await this.repository.plants([request.anlageId]);
    if (!existing && !mayAddPlants(user)) throw roleMissing();
    const saved = await this.db.transaction(async (tx) => {
      if (!existing && (await this.repository.insertPlant(tx, request.anlageId, user.login)))
        await this.audit.record(
          { actor: user.login, action: 'hzatool.addPlant', details: { anlageId: request.anlageId } },
          tx,
        );
      const row = await this.repository.saveApplication(tx, {
        anlageId: request.anlageId,
        year: request.year,
        step: request.step,
        application: request.application,
        updatedBy: user.login,
      });
      await this.audit.record(
        {
          actor: user.login,
          action: 'hzatool.save',
          details: { anlageId: request.anlageId, year: request.year, step: request.step },
        },
        tx,
      );
      return row;
    });
    return progressOf(saved, []);
  }

  /** The aid each of the plant's years in the tool before `year` offset, oldest first. */
  async earlierAidOffsets(anlageId: string, year: number): Promise<YearOffset[]> {
    return earlierAidOffsets(year, await this.repository.applications([anlageId]));
  }

  /** A year's summary, with the aid the plant's earlier years offset carried forward (§53a(8)). */
  async summary(anlageId: string, year: number, application: HzaApplication): Promise<HzaSummary> {
    return summarize(year, application, offsetTotal(await this.earlierAidOffsets(anlageId, year)));
  }

  /** The saved application of a plant and year, or undefined. */
  savedApplication(anlageId: string, year: number): Promise<ApplicationRow | undefined> {
    return this.repository.application(anlageId, year);
  }

  async progress(anlageId: string, year: number): Promise<HzaProgress> {
    return progressOf(
      await this.repository.application(anlageId, year),
      await this.repository.files([anlageId], year),
    );
  }

  async plantSummary(user: SessionUser, location: PlantLocation): Promise<HzaPlantSummary> {
    const bookings = await this.shop.visibleBookings(user, {
      service: 'hzatool',
      activeOnly: true,
      locationUuids: [location.row.uuid],
    });
    const [plant] = await this.summaries([location], bookings);
    if (!plant) throw new Error('a visible location has a summary');
    return plant;
  }

  /** POST /hzatool/deleteAnlage/{anlageId} (audited). */
  async deletePlant(user: SessionUser, anlageId: string): Promise<void> {
    await this.location(user, anlageId);
    await this.db.transaction(async (tx) => {
      if (!(await this.repository.deletePlant(anlageId, tx))) throw notFound();
      await this.audit.record(
        { actor: user.login, action: 'hzatool.deletePlant', details: { anlageId } },
        tx,
      );
    });
  }
}

/** Last year's application as this year's start: the counters go on where they ended. */
export function fromPreviousYear(previous: HzaApplication): HzaApplication {
  const readings = previous.consumption?.modules ?? [];
  const modules = (previous.plant?.modules ?? []).map((module) => {
    const end = readings.find((reading) => reading.serial === module.serial)?.counterEnd;
    return end === undefined ? { serial: module.serial } : { serial: module.serial, counterStart: end };
  });
  return {
    ...(previous.applicant ? { applicant: previous.applicant } : {}),
    ...(previous.office ? { office: previous.office } : {}),
    ...(previous.plant ? { plant: previous.plant } : {}),
    ...(previous.afa ? { afa: previous.afa } : {}),
    consumption: {
      ...(previous.consumption?.source ? { source: previous.consumption.source } : {}),
      ...(previous.consumption?.method ? { method: previous.consumption.method } : {}),
      ...(modules.length > 0 ? { modules } : {}),
    },
  };
}

/** Whether the user has entered anything yet (a plant added from the list is saved empty). */
function hasContent(application: HzaApplication): boolean {
  return Object.values(application).some((section) => section && Object.keys(section).length > 0);
}

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
