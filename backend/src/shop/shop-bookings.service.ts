import { Inject, Injectable } from '@nestjs/common';
import { type ShopBooking, isManufacturerStaff } from '@portal/contracts';
import { AuditService } from '../audit/audit.service.js';
import { SessionStateService } from '../auth/session-state.service.js';
import { ApiException, roleMissing } from '../common/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATABASE, type Database } from '../database/database.js';
import { DemoSerials } from '../units/demo-view.js';
import type { SessionUser } from '../auth/session-user.js';
import { toShopBooking } from './booking-view.js';
import { productOf } from './catalogue.js';
import { ShopLocations } from './shop-locations.js';
import { mayWhitelist } from './shop-rules.js';
import { type BookingFilter, ShopRepository } from './shop.repository.js';

/** The booked services: who sees which, withdrawing and granting them again, the demo seed's. */
@Injectable()
export class ShopBookingsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ShopRepository) private readonly shop: ShopRepository,
    @Inject(ShopLocations) private readonly locations: ShopLocations,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(SessionStateService) private readonly sessionState: SessionStateService,
  ) {}

  /** The bookings the user may see: at locations with a unit they see, or booked by them. */
  async visibleBookings(user: SessionUser, filter: BookingFilter = {}): Promise<ShopBooking[]> {
    const rows = await this.shop.bookings(filter);
    let visible = rows;
    if (!isManufacturerStaff(user.roles, this.config.brand)) {
      const uuids = [...new Set(rows.map((row) => row.locationUuid))];
      const seen = new Set((await this.locations.visible(this.db, user, uuids)).keys());
      visible = rows.filter((row) => seen.has(row.locationUuid) || row.bookedBy === user.login);
    }
    return (await this.locations.named(this.db, visible)).map((row) => toShopBooking(row, row.source));
  }

  /**
   * GET /shop/refresh: the bookings the user may see; a demo session (browser session `sid`) sees
   * them as it sees the unit list, with its fake serials, locations by id and no logins.
   */
  async refreshedBookings(user: SessionUser, sid: string): Promise<ShopBooking[]> {
    const bookings = await this.visibleBookings(user);
    if (!user.roles.includes('demo')) return bookings;
    const serials = bookings.flatMap((booking) => booking.serials);
    const demo = new DemoSerials(await this.sessionState.assignDemoFakes(sid, serials));
    return bookings.map((booking) => demo.booking(booking));
  }

  /** GET /shop/blacklist|deblacklist/{id}: withdraws a booking or grants it again (audited). */
  async setBlacklisted(user: SessionUser, idParam: string, blacklisted: boolean): Promise<ShopBooking> {
    if (!mayWhitelist(user)) throw roleMissing();
    const id = /^\d{1,9}$/.test(idParam) ? Number(idParam) : NaN;
    if (!Number.isSafeInteger(id))
      throw new ApiException(404, 'services.booking.unknown', { subject: idParam.slice(0, 40) });
    return this.db.transaction(async (tx) => {
      const row = await this.shop.lockBooking(tx, id);
      if (!row) throw new ApiException(404, 'services.booking.unknown', { subject: String(id) });
      if (!blacklisted && row.blacklisted) {
        const granted = await this.shop.bookings(
          { locationUuids: [row.locationUuid], service: row.service, year: row.year, activeOnly: true },
          tx,
        );
        if (granted.length > 0) throw new ApiException(409, 'services.order.alreadybooked');
      }
      await this.shop.setBlacklisted(tx, id, blacklisted);
      await this.audit.record(
        {
          actor: user.login,
          action: blacklisted ? 'shop.blacklist' : 'shop.deblacklist',
          details: {
            orderServiceId: id,
            orderNumber: row.orderNumber,
            locationUuid: row.locationUuid,
            service: row.service,
            year: row.year,
          },
        },
        tx,
      );
      const [view] = await this.locations.named(tx, await this.shop.bookings({ ids: [id] }, tx));
      if (!view) throw new ApiException(404, 'services.booking.unknown', { subject: String(id) });
      return toShopBooking(view, view.source);
    });
  }

  /**
   * The demo seed's bookings: free whitelist orders in the admin's name, not audited (nobody
   * booked them). A location holding the service for the year already is skipped.
   */
  async seedWhitelistBookings(
    entries: readonly {
      orderNumber: string;
      service: string;
      year: number;
      locationUuid: string;
      serials: string[];
    }[],
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const entry of entries) {
        const product = productOf(entry.service);
        if (!product) throw new Error(`no product for ${entry.service}`);
        await this.shop.claimOrder(tx, entry.orderNumber, 'whitelist', 'admin');
        await this.shop.insertBooking(tx, {
          ...entry,
          productNumber: product.number,
          free: true,
          price: 0,
          bookedBy: 'admin',
        });
      }
    });
  }

  /** Whether the location holds the tool for the year (the hzatool's grant, spec 6). */
  async hzatoolGranted(locationUuid: string, year: number): Promise<boolean> {
    const rows = await this.shop.bookings({
      locationUuids: [locationUuid],
      service: 'hzatool',
      year,
      activeOnly: true,
    });
    return rows.length > 0;
  }

  /** init's hzaStatusMap: 'booked' per `<location uuid>/<year>` the user may open the tool for. */
  async hzaStatusMap(user: SessionUser): Promise<Record<string, string>> {
    const bookings = await this.visibleBookings(user, { service: 'hzatool', activeOnly: true });
    return Object.fromEntries(
      bookings.map((booking) => [`${booking.locationUuid}/${booking.year}`, 'booked']),
    );
  }
}
