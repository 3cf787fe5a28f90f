import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  PartnerOrder,
  ShopBasket,
  ShopBasketContent,
  ShopNotification,
  ShopNotificationResponse,
} from '@portal/contracts';
import { AuditService } from '../audit/audit.service.js';
import { ApiException, roleMissing } from '../common/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATABASE, type Database } from '../database/database.js';
import { LocationsService } from '../locations/locations.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { UsersService } from '../users/users.service.js';
import { type BookingView, toShopBooking } from './booking-view.js';
import { type Product, productByNumber, productConfig } from './catalogue.js';
import { type LocationFacts, ShopLocations } from './shop-locations.js';
import { isShopSigned } from './shop-signature.js';
import { mayWhitelist, notBookableReason, orderRoutes, productProps } from './shop-rules.js';
import { type OrderSource, ShopRepository } from './shop.repository.js';

/** A handed-over basket is good for a day. */
const basketLifetimeMs = 24 * 60 * 60 * 1000;

/** An order number of the portal's own orders: PO (partner) or WL (whitelist), day and random part. */
function portalOrderNumber(source: 'partner' | 'whitelist', now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${source === 'partner' ? 'PO' : 'WL'}-${day}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

/**
 * The shop charges `count` times the price: a basket naming another number of locations would book
 * locations nobody paid for (or charge for ones not booked), so it is refused whole.
 */
function assertCountMatches(basket: ShopBasket): void {
  if (basket.count !== Object.keys(basket.locations).length)
    throw new ApiException(400, 'services.order.countmismatch');
}

/** Ordering: baskets handed to the shop, the shop's paid orders, and partner and whitelist orders. */
@Injectable()
export class ShopOrdersService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ShopRepository) private readonly shop: ShopRepository,
    @Inject(ShopLocations) private readonly shopLocations: ShopLocations,
    @Inject(LocationsService) private readonly locations: LocationsService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  /**
   * POST /shop/generateShopBasket: checks the basket as an order and keeps it for the shop, with the
   * portal address the user came by (`origin`, from portal-origin.ts) for the shop's way back.
   */
  async generateBasket(
    user: SessionUser,
    basket: ShopBasket,
    origin?: string,
    now = new Date(),
  ): Promise<{ key: string }> {
    this.assertOpen();
    if (!orderRoutes(user, this.config.brand).orderViaShop)
      throw new ApiException(403, 'services.order.notpossible');
    const product = this.product(basket.product);
    const uuids = Object.keys(basket.locations);
    assertCountMatches(basket);
    const facts = await this.shopLocations.visible(this.db, user, uuids);
    for (const uuid of uuids) {
      const location = facts.get(uuid);
      if (!location) throw new ApiException(403, 'exception.accessdenied');
      await this.assertBookable(this.db, product, location, product.yearAt(now));
      const unknown = basket.locations[uuid]?.find((sn) => !location.serials.includes(sn));
      if (unknown !== undefined)
        throw new ApiException(403, 'exception.accessdeniedunit', { subject: unknown });
    }
    const key = randomBytes(24).toString('base64url');
    await this.shop.insertBasket(key, user.id, origin ? { ...basket, returnUrl: origin } : basket);
    await this.audit.record({
      actor: user.login,
      action: 'shop.basket',
      details: { product: product.number, locations: uuids },
    });
    return { key };
  }

  /** GET /shop/basket/{key}: the basket for the shop that signed the key. */
  async basketContent(key: string, signature: unknown, now = new Date()): Promise<ShopBasketContent> {
    if (!isShopSigned(this.config.shopNotifySecret, key, signature))
      throw new ApiException(401, 'services.shop.signature');
    const row = await this.shop.basket(this.db, key);
    if (!row || row.usedBy !== null || now.getTime() - row.createdAt.getTime() > basketLifetimeMs)
      throw new ApiException(404, 'services.order.basketunknown');
    const customer = await this.users.findById(row.userId);
    if (!customer) throw new ApiException(404, 'services.order.basketunknown');
    const { returnUrl, ...basket } = row.basket;
    const product = this.product(basket.product);
    const names = await this.locations.find(Object.keys(basket.locations));
    const price = productProps(product, customer, this.config.brand).price;
    return {
      key,
      customer: customer.login,
      customerName: customer.name,
      items: [
        {
          ...basket,
          name: product.name,
          price,
          locationNames: Object.fromEntries(names.map((location) => [location.uuid, location.name])),
          productConfig: productConfig(product, now),
        },
      ],
      total: price * basket.count,
      ...(returnUrl ? { returnUrl } : {}),
    };
  }

  /**
   * POST /shop/notify: the shop's paid order, applied once per order number. Locations that cannot
   * be booked are answered as rejected (the shop refunds them); a bad notification (an item whose
   * count is not its number of locations, too) books nothing and keeps its order number free.
   */
  async notify(
    rawBody: Buffer | undefined,
    signature: unknown,
    notification: ShopNotification,
  ): Promise<ShopNotificationResponse> {
    if (!rawBody || !isShopSigned(this.config.shopNotifySecret, rawBody, signature))
      throw new ApiException(401, 'services.shop.signature');
    this.assertOpen();
    notification.items.forEach(assertCountMatches);
    // Looked up before the transaction: the embedded database has one connection, which the
    // transaction holds until it ends.
    const customer = await this.users.findByLogin(notification.customer);
    return this.db.transaction(async (tx) => {
      const { orderNumber } = notification;
      if (!(await this.shop.claimOrder(tx, orderNumber, 'shop', notification.customer))) {
        const earlier = await this.shop.orderAnswer(tx, orderNumber);
        return {
          orderNumber,
          duplicate: true,
          booked: earlier?.booked ?? 0,
          rejected: earlier?.rejected ?? [],
        };
      }
      if (!customer)
        throw new ApiException(400, 'services.order.unknowncustomer', { subject: notification.customer });
      if (notification.basketKey !== undefined)
        await this.useBasket(tx, notification.basketKey, customer, orderNumber);
      const paidAt = new Date(notification.paidAt);
      const rejected: ShopNotificationResponse['rejected'] = [];
      const booked: BookingView[] = [];
      for (const item of notification.items) {
        const product = this.product(item.product);
        const uuids = Object.keys(item.locations);
        const facts = await this.shopLocations.visible(tx, customer, uuids);
        for (const uuid of uuids) {
          const location = facts.get(uuid);
          const reason = location
            ? notBookableReason(product, location.row, location.productGroups)
            : 'exception.accessdenied';
          if (!location || reason) {
            rejected.push({ locationUuid: uuid, reason: reason ?? 'exception.accessdenied' });
            continue;
          }
          const serials = (item.locations[uuid] ?? []).filter((sn) => location.serials.includes(sn));
          const row = await this.book(
            tx,
            product,
            location,
            product.yearAt(paidAt),
            orderNumber,
            customer,
            false,
            serials,
          );
          if (row) booked.push(row);
          else rejected.push({ locationUuid: uuid, reason: 'services.order.alreadybooked' });
        }
      }
      const answer = { orderNumber, duplicate: false, booked: booked.length, rejected };
      await this.shop.setOrderAnswer(tx, orderNumber, answer);
      await this.auditBookings(tx, customer.login, 'shop', booked);
      return answer;
    });
  }

  /** POST /shop/partnerOrder(s): all orders or none; adminWhitelist books free (admin, hza_admin). */
  async partnerOrders(user: SessionUser, orders: readonly PartnerOrder[], now = new Date()) {
    const whitelisting = orders.some((order) => order.adminWhitelist === true);
    if (whitelisting && !mayWhitelist(user)) throw roleMissing();
    if (!whitelisting) {
      this.assertOpen();
      if (!orderRoutes(user, this.config.brand).orderViaPortal)
        throw new ApiException(403, 'services.order.notpossible');
    }
    return this.db.transaction(async (tx) => {
      const answers = [];
      for (const order of orders) {
        const free = order.adminWhitelist === true;
        const source = free ? 'whitelist' : 'partner';
        const product = this.product(order.productNumber);
        const location = (await this.shopLocations.visible(tx, user, [order.addressUuid])).get(
          order.addressUuid,
        );
        if (!location) throw new ApiException(403, 'exception.accessdenied');
        const year = product.yearAt(now);
        await this.assertBookable(tx, product, location, year);
        const orderNumber = portalOrderNumber(source, now);
        await this.shop.claimOrder(tx, orderNumber, source, user.login);
        const row = await this.book(tx, product, location, year, orderNumber, user, free, location.serials);
        if (!row) throw new ApiException(409, 'services.order.alreadybooked');
        await this.auditBookings(tx, user.login, source, [row]);
        answers.push({ orderNumber, bookings: [toShopBooking(row, source)] });
      }
      return answers;
    });
  }

  private assertOpen(): void {
    if (this.config.shopMaintenance) throw new ApiException(503, 'services.order.maintenance');
  }

  private product(number: string): Product {
    const product = productByNumber(number);
    if (!product)
      throw new ApiException(400, 'services.order.unknownproduct', { subject: number.slice(0, 40) });
    return product;
  }

  private async assertBookable(
    db: Database,
    product: Product,
    location: LocationFacts,
    year: number,
  ): Promise<void> {
    if (notBookableReason(product, location.row, location.productGroups))
      throw new ApiException(409, 'services.order.notbookable', { subject: location.row.name });
    const granted = await this.shop.bookings(
      { locationUuids: [location.row.uuid], service: product.service, year, activeOnly: true },
      db,
    );
    if (granted.length > 0) throw new ApiException(409, 'services.order.alreadybooked');
  }

  private async book(
    tx: Database,
    product: Product,
    location: LocationFacts,
    year: number,
    orderNumber: string,
    bookedBy: SessionUser,
    free: boolean,
    serials: string[],
  ): Promise<BookingView | undefined> {
    const row = await this.shop.insertBooking(tx, {
      orderNumber,
      service: product.service,
      productNumber: product.number,
      year,
      locationUuid: location.row.uuid,
      serials,
      free,
      price: free ? 0 : productProps(product, bookedBy, this.config.brand).price,
      bookedBy: bookedBy.login,
    });
    return row && { ...row, locationName: location.row.name };
  }

  private async useBasket(
    tx: Database,
    key: string,
    customer: SessionUser,
    orderNumber: string,
  ): Promise<void> {
    const basket = await this.shop.basket(tx, key);
    if (!basket || basket.userId !== customer.id || !(await this.shop.useBasket(tx, key, orderNumber)))
      throw new ApiException(400, 'services.order.basketunknown');
  }

  private async auditBookings(
    tx: Database,
    actor: string,
    source: OrderSource,
    rows: readonly BookingView[],
  ): Promise<void> {
    await this.audit.recordAll(
      rows.map((row) => ({
        actor,
        action: 'shop.book',
        details: {
          source,
          orderServiceId: row.id,
          orderNumber: row.orderNumber,
          locationUuid: row.locationUuid,
          service: row.service,
          year: row.year,
          free: row.free,
        },
      })),
      tx,
    );
  }
}
