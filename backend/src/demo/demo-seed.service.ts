import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { IncidentEngine } from '../alarms/incident-engine.js';
import { IncidentsService } from '../alarms/incidents.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATABASE_HANDLE, type DatabaseHandle } from '../database/database.js';
import { MaintenanceForecast } from '../devices/maintenance-forecast.js';
import { PresenceService } from '../devices/presence.service.js';
import { FilesService } from '../files/files.service.js';
import { LocationsService } from '../locations/locations.service.js';
import { ShopBookingsService } from '../shop/shop-bookings.service.js';
import { UnitsService } from '../units/units.service.js';
import { TimeseriesService } from '../timeseries/timeseries.service.js';
import { PasswordHasher } from '../users/password-hash.js';
import { UsersService } from '../users/users.service.js';
import { hashSeed } from '@portal/unit-sim';
import { demoHistory, finalValues } from './demo-history.js';
import { lastWordOf } from './demo-last-known.js';
import { gridSite } from './grid-site.js';
import {
  type DemoBooking,
  type DemoUnit,
  type DemoWorld,
  buildDemoWorld,
  showcaseOperators,
} from './demo-world.js';

/** With SEED_DEMO on, fills an empty database once with the demo world (spec roles, Germany-wide fleet). */
/** A unit silent for less than this is one whose offline alarm is news (issue 42 showcase). */
const recentlySilentMs = 24 * 3600_000;
const dayMs = 86_400_000;

@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(LocationsService) private readonly locations: LocationsService,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(FilesService) private readonly files: FilesService,
    @Inject(TimeseriesService) private readonly timeseries: TimeseriesService,
    @Inject(PresenceService) private readonly presence: PresenceService,
    @Inject(MaintenanceForecast) private readonly maintenance: MaintenanceForecast,
    @Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle,
    @Inject(ShopBookingsService) private readonly shop: ShopBookingsService,
    @Inject(IncidentEngine) private readonly alarms: IncidentEngine,
    @Inject(IncidentsService) private readonly incidents: IncidentsService,
    @Inject(PasswordHasher) private readonly passwords: PasswordHasher,
  ) {}

  private seeding?: Promise<void>;

  onApplicationBootstrap(): Promise<void> {
    return this.ensureSeeded();
  }

  /** Seeds once; others that need the demo world (the simulated fleet) wait for it here. */
  ensureSeeded(): Promise<void> {
    // Instances starting together on one database: one seeds, the others then find it seeded.
    this.seeding ??= this.database.exclusive('demo-seed', () => this.seedIfEmpty());
    return this.seeding;
  }

  private async seedIfEmpty(): Promise<void> {
    if (!this.config.seedDemo || (await this.users.countUsers()) > 0) return;
    const world = buildDemoWorld({ brand: this.config.brand });
    await this.seed(world);
    this.logger.log(
      `Seeded ${world.users.length} users, ${world.partners.length} partners, ${world.locations.length} locations, ${world.units.length} units`,
    );
  }

  private async seed(world: DemoWorld): Promise<void> {
    const userIds = new Map<string, number>();
    for (const user of world.users) {
      const row = await this.users.create({
        login: user.login,
        name: user.name,
        firma: user.firma,
        email: user.email,
        roles: user.roles,
        rights: user.rights,
        debug: user.debug,
        metaData: { email: user.email, reviewUserData: user.reviewUserData },
        password: user.canLogIn ? this.config.demoPassword : undefined,
      });
      userIds.set(user.login, row.id);
    }
    const partnerIds = new Map<string, number>();
    for (const { key, ...partner } of world.partners) {
      const account = world.users.find((user) => user.companyPartnerKey === key);
      const row = await this.users.createPartner({
        ...partner,
        userId: account ? userIds.get(account.login) : null,
      });
      partnerIds.set(key, row.id);
    }
    const idsOf = <T>(keys: readonly string[], ids: Map<string, T>): T[] =>
      keys.map((key) => ids.get(key)).filter((id): id is T => id !== undefined);
    for (const user of world.users) {
      const operatorId = userIds.get(user.login);
      for (const partnerId of idsOf(user.partnerKeys, partnerIds)) {
        if (operatorId !== undefined) await this.users.linkOperatorPartner(operatorId, partnerId);
      }
    }
    for (const { partnerKeys, ...location } of world.locations) {
      await this.locations.create(location, idsOf(partnerKeys, partnerIds));
    }
    // One hash for all old units: they share the demo password, and scrypt is slow on purpose.
    const legacyPasswordHash = await this.passwords.hash(this.config.demoPassword);
    for (const { operators, legacyPassword, ...unit } of world.units) {
      await this.units.create(
        { ...unit, legacyPasswordHash: legacyPassword ? legacyPasswordHash : null },
        idsOf(operators, userIds),
      );
    }
    await this.book(world);
    await this.storePast(world, new Set(world.bookings.map((booking) => booking.locationUuid)));
    const partner = await this.users.findByLogin('partner');
    if (partner) await this.incidents.showcaseAcknowledgement(partner, new Date());
    const operator = userIds.get('betreiber');
    if (operator !== undefined) {
      await this.files.store({
        ownerId: operator,
        name: 'Wartungsbericht.txt',
        mimeType: 'text/plain; charset=utf-8',
        content: Buffer.from(
          'Wartungsbericht\n\nWartung durchgeführt, Zündkerze und Ölfilter gewechselt.\n',
          'utf8',
        ),
      });
    }
  }

  /** The world's bookings as an admin's free whitelist orders, for years counted back from now. */
  private async book(world: DemoWorld): Promise<void> {
    const thisYear = new Date().getUTCFullYear();
    const serialsAt = (booking: DemoBooking) =>
      world.units
        .filter((unit) => unit.locationUuid === booking.locationUuid)
        .map((unit) => unit.seriennummer);
    await this.shop.seedWhitelistBookings(
      world.bookings.map((booking, index) => {
        const year = thisYear - booking.yearsAgo;
        return {
          orderNumber: `WL-DEMO-${year}-${String(index + 1).padStart(2, '0')}`,
          service: booking.service,
          year,
          locationUuid: booking.locationUuid,
          serials: serialsAt(booking),
        };
      }),
    );
  }

  /**
   * Every unit that would send values gets a last word, stored as a unit's own would be: its values,
   * its error list and its presence (offline since then). With demo history on, each also gets its
   * past up to then from its own physics; the units the simulator will run get theirs up to now, with
   * the seed the simulator uses, so the live values (counters above all) continue it. Their last
   * word leaves out what the history holds: the simulator talks over it within seconds.
   */
  private async storePast(world: DemoWorld, booked: ReadonlySet<string>): Promise<void> {
    const { units } = world;
    const flagsAt = new Map(world.locations.map((location) => [location.uuid, location.locationInfo]));
    const now = Date.now();
    // The energy-tax tool reads last year's operating hours: at booked locations the history
    // reaches back to its first day.
    const sinceLastYear = Math.ceil((now - Date.UTC(new Date(now).getUTCFullYear() - 1, 0, 1)) / dayMs) + 1;
    const started = performance.now();
    const days = this.config.demoHistoryDays;
    const live = new Set(
      this.config.simUnits > 0 && days > 0
        ? (await this.units.connectableUnits(this.config.simUnits, showcaseOperators)).map(
            (u) => u.seriennummer,
          )
        : [],
    );
    let withHistory = 0;
    const daysOf = (unit: DemoUnit) =>
      unit.locationUuid && booked.has(unit.locationUuid) ? Math.max(days, sinceLastYear) : days;
    const speaking = units.flatMap((unit) => {
      const site = gridSite(unit, units, flagsAt.get(unit.locationUuid ?? ''));
      const word = lastWordOf(unit, now, site);
      return word ? [{ unit, site, word, to: live.has(unit.seriennummer) ? now : word.ts }] : [];
    });
    // A location's units start at one instant, each with at least its days before its last word: a
    // grid meter's copy of a CHP unit then runs the same course as the unit itself.
    const startAt = new Map<string, number>();
    for (const { unit, to } of speaking)
      if (unit.locationUuid)
        startAt.set(
          unit.locationUuid,
          Math.min(startAt.get(unit.locationUuid) ?? Infinity, to - daysOf(unit) * dayMs),
        );
    for (const { unit, site, word, to } of speaking) {
      const sn = unit.seriennummer;
      let values = word.values;
      if (days > 0) {
        const isLive = live.has(sn);
        const from = startAt.get(unit.locationUuid ?? '') ?? to - daysOf(unit) * dayMs;
        const history = demoHistory(
          unit,
          (serial) => hashSeed(this.config.simSeed, serial),
          { from, to },
          site,
        );
        await this.timeseries.writeHistory(sn, history);
        withHistory += 1;
        const final = finalValues(history);
        values = isLive
          ? Object.fromEntries(Object.entries(values).filter(([key]) => !(key in final)))
          : { ...values, ...final };
      }
      // After the history: its buckets exist, so the last word merges into them.
      this.timeseries.ingest(sn, [{ ts: word.ts, values }]);
      await this.presence.recordErrors(sn, word.errors, word.ts);
      await this.alarms.recordErrors(sn, word.errors, word.ts, false);
      // Silent since a day or less: the alarm is news; longer, everyone knows the unit is off.
      if (!live.has(sn) && now - word.ts < recentlySilentMs)
        await this.alarms.recordWentOffline(sn, word.ts, now);
      await this.presence.recordState(sn, {
        online: false,
        module: word.module,
        firmware: word.firmware,
        ts: word.ts,
      });
    }
    await this.timeseries.flush();
    // The units' operating rates from the history just written, not an hour later.
    if (withHistory > 0) await this.maintenance.run();
    if (withHistory > 0)
      this.logger.log(
        `Computed ${days} days of history for ${withHistory} units in ${Math.round(performance.now() - started)} ms`,
      );
  }
}
