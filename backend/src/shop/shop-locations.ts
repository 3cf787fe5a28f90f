import { Inject, Injectable } from '@nestjs/common';
import { isManufacturerStaff } from '@portal/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { Database } from '../database/database.js';
import type { LocationView } from '../units/location-view.js';
import { LocationsService } from '../locations/locations.service.js';
import { UnitsService } from '../units/units.service.js';
import type { SessionUser } from '../auth/session-user.js';
import type { BookingRow } from './shop.repository.js';

/** A location with its units, as ordering checks it. */
export interface LocationFacts {
  row: LocationView;
  serials: string[];
  productGroups: string[];
}

/** The locations orders and booking lists are about, as the user may see them. */
@Injectable()
export class ShopLocations {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(LocationsService) private readonly locations: LocationsService,
  ) {}

  /** The locations among `uuids` the user sees a unit at (all existing ones for staff), with their units. */
  async visible(
    db: Database,
    user: SessionUser,
    uuids: readonly string[],
  ): Promise<Map<string, LocationFacts>> {
    const rows = await this.locations.find(uuids, db);
    const placements = await this.units.atLocations(
      db,
      rows.map((row) => row.uuid),
    );
    const seen = new Set(
      await this.units.visibleAmong(
        db,
        placements.map((unit) => unit.sn),
        user,
      ),
    );
    const facts = new Map<string, LocationFacts>();
    for (const row of rows) {
      const here = placements.filter((unit) => unit.locationUuid === row.uuid);
      if (!isManufacturerStaff(user.roles, this.config.brand) && !here.some((unit) => seen.has(unit.sn)))
        continue;
      facts.set(row.uuid, {
        row,
        serials: here.map((unit) => unit.sn),
        productGroups: here.map((unit) => unit.productGroup),
      });
    }
    return facts;
  }

  /** The bookings with their locations' names. */
  async named<R extends BookingRow>(
    db: Database,
    rows: readonly R[],
  ): Promise<(R & { locationName: string })[]> {
    const names = new Map(
      (await this.locations.find([...new Set(rows.map((row) => row.locationUuid))], db)).map((location) => [
        location.uuid,
        location.name,
      ]),
    );
    return rows.map((row) => ({ ...row, locationName: names.get(row.locationUuid) ?? '' }));
  }
}
