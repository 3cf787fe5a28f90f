import { Inject, Injectable } from '@nestjs/common';
import type { ShopNotificationResponse } from '@portal/contracts';
import { type SQL, and, asc, eq, getTableColumns, gte, inArray, isNull, lt, not } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { type StoredBasket, shopBaskets, shopBookings, shopOrders } from './shop.schema.js';

export type BookingRow = typeof shopBookings.$inferSelect;
export type NewBooking = typeof shopBookings.$inferInsert;
export type OrderSource = (typeof shopOrders.$inferSelect)['source'];
/** A booking with how its order came (shop, partner, whitelist). */
export type BookingWithSource = BookingRow & { source: OrderSource };

/** Which bookings a list holds; all conditions apply together. */
export interface BookingFilter {
  ids?: readonly number[];
  locationUuids?: readonly string[];
  service?: string;
  year?: number;
  activeOnly?: boolean;
  bookedFrom?: Date;
  bookedBefore?: Date;
}

@Injectable()
export class ShopRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insertBasket(key: string, userId: number, basket: StoredBasket): Promise<void> {
    await this.db.insert(shopBaskets).values({ key, userId, basket });
  }

  async basket(db: Database, key: string) {
    const [row] = await db.select().from(shopBaskets).where(eq(shopBaskets.key, key));
    return row;
  }

  /** Marks an unused basket as bought by `orderNumber`; false when it was bought already. */
  async useBasket(db: Database, key: string, orderNumber: string): Promise<boolean> {
    const rows = await db
      .update(shopBaskets)
      .set({ usedBy: orderNumber })
      .where(and(eq(shopBaskets.key, key), isNull(shopBaskets.usedBy)))
      .returning({ key: shopBaskets.key });
    return rows.length > 0;
  }

  async deleteBasketsBefore(cutoff: Date): Promise<void> {
    await this.db.delete(shopBaskets).where(lt(shopBaskets.createdAt, cutoff));
  }

  /**
   * Claims an order number; false when it exists. A second claim of the same number waits for the
   * first transaction's outcome (the primary key), so concurrent notifications apply once.
   */
  async claimOrder(
    db: Database,
    orderNumber: string,
    source: OrderSource,
    customer: string,
  ): Promise<boolean> {
    const rows = await db
      .insert(shopOrders)
      .values({ orderNumber, source, customer })
      .onConflictDoNothing()
      .returning({ orderNumber: shopOrders.orderNumber });
    return rows.length > 0;
  }

  async orderAnswer(db: Database, orderNumber: string): Promise<ShopNotificationResponse | null | undefined> {
    const [row] = await db
      .select({ answer: shopOrders.answer })
      .from(shopOrders)
      .where(eq(shopOrders.orderNumber, orderNumber));
    return row?.answer;
  }

  async setOrderAnswer(db: Database, orderNumber: string, answer: ShopNotificationResponse): Promise<void> {
    await db.update(shopOrders).set({ answer }).where(eq(shopOrders.orderNumber, orderNumber));
  }

  /** Books unless the location holds the service for the year already (then undefined). */
  async insertBooking(db: Database, booking: NewBooking): Promise<BookingRow | undefined> {
    const [row] = await db.insert(shopBookings).values(booking).onConflictDoNothing().returning();
    return row;
  }

  /** One booking, locked until the transaction ends. */
  async lockBooking(db: Database, id: number): Promise<BookingRow | undefined> {
    const [row] = await db.select().from(shopBookings).where(eq(shopBookings.id, id)).for('update');
    return row;
  }

  async setBlacklisted(db: Database, id: number, blacklisted: boolean): Promise<void> {
    await db.update(shopBookings).set({ blacklisted }).where(eq(shopBookings.id, id));
  }

  async bookings(filter: BookingFilter, db: Database = this.db): Promise<BookingWithSource[]> {
    const conditions: SQL[] = [];
    if (filter.ids) conditions.push(inArray(shopBookings.id, [...filter.ids]));
    if (filter.locationUuids) conditions.push(inArray(shopBookings.locationUuid, [...filter.locationUuids]));
    if (filter.service) conditions.push(eq(shopBookings.service, filter.service));
    if (filter.year !== undefined) conditions.push(eq(shopBookings.year, filter.year));
    if (filter.activeOnly) conditions.push(not(shopBookings.blacklisted));
    if (filter.bookedFrom) conditions.push(gte(shopBookings.bookedAt, filter.bookedFrom));
    if (filter.bookedBefore) conditions.push(lt(shopBookings.bookedAt, filter.bookedBefore));
    if (
      (filter.ids && filter.ids.length === 0) ||
      (filter.locationUuids && filter.locationUuids.length === 0)
    )
      return [];
    return db
      .select({ ...getTableColumns(shopBookings), source: shopOrders.source })
      .from(shopBookings)
      .innerJoin(shopOrders, eq(shopOrders.orderNumber, shopBookings.orderNumber))
      .where(and(...conditions))
      .orderBy(asc(shopBookings.bookedAt), asc(shopBookings.id));
  }
}
