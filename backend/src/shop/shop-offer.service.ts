import { Inject, Injectable } from '@nestjs/common';
import type { LocationEntry, ShopServicesResponse } from '@portal/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATABASE, type Database } from '../database/database.js';
import { UnitsService } from '../units/units.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { catalogue, productConfig } from './catalogue.js';
import { handOverUrl } from './portal-origin.js';
import { locationService, orderRoutes, productProps } from './shop-rules.js';
import { ShopRepository } from './shop.repository.js';

/** What the shop offers the user: the services, and each location's state per service. */
@Injectable()
export class ShopOfferService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ShopRepository) private readonly shop: ShopRepository,
    @Inject(UnitsService) private readonly units: UnitsService,
  ) {}

  /** POST /shop/services; `origin`: the portal address the user came by (portal-origin.ts). */
  services(user: SessionUser, origin?: string, now = new Date()): ShopServicesResponse {
    return {
      services: catalogue.map((product) => ({
        service: product.service,
        year: product.yearAt(now),
        editableYear: product.editableYear,
        props: productProps(product, user, this.config.brand),
        productConfig: productConfig(product, now),
      })),
      ...orderRoutes(user, this.config.brand),
      orderUrl: handOverUrl(this.config.shopOrderUrl, origin),
      wartung: this.config.shopMaintenance,
    };
  }

  /** Location.services (spec 3) of the answered locations, for the user and each service's year. */
  async withServices<T extends LocationEntry | null>(
    user: SessionUser,
    entries: T[],
    now = new Date(),
  ): Promise<T[]> {
    const uuids = entries.flatMap((entry) => (entry && entry.uuid ? [entry.uuid] : []));
    if (uuids.length === 0) return entries;
    const [placements, bookings] = await Promise.all([
      this.units.atLocations(this.db, uuids),
      this.shop.bookings({ locationUuids: uuids, activeOnly: true }),
    ]);
    return entries.map((entry) => {
      if (!entry?.uuid) return entry;
      const groups = placements
        .filter((unit) => unit.locationUuid === entry.uuid)
        .map((unit) => unit.productGroup);
      const services = Object.fromEntries(
        catalogue.map((product) => {
          const year = product.yearAt(now);
          const booking = bookings.find(
            (b) => b.locationUuid === entry.uuid && b.service === product.service && b.year === year,
          );
          const props = productProps(product, user, this.config.brand);
          return [product.service, locationService(product, props, entry, groups, booking, year)];
        }),
      );
      return { ...entry, services };
    });
  }
}
