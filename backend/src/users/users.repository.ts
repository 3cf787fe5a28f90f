import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { addresses, loginTokens, operatorPartners, partners, users } from './users.schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type PartnerRow = typeof partners.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type LoginTokenRow = typeof loginTokens.$inferSelect;

@Injectable()
export class UsersRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async findById(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  findByIds(ids: readonly number[]): Promise<UserRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(users)
      .where(inArray(users.id, [...ids]));
  }

  async findByLogin(login: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.login, login.toLowerCase()));
    return row;
  }

  async findByEmail(email: string): Promise<UserRow[]> {
    return this.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  }

  async insert(user: NewUser): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(user).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  /** Inserts unless the login exists; undefined then. */
  async insertIfNew(user: NewUser): Promise<UserRow | undefined> {
    const [row] = await this.db
      .insert(users)
      .values(user)
      .onConflictDoNothing({ target: users.login })
      .returning();
    return row;
  }

  async update(id: number, changes: Partial<NewUser>, db: Database = this.db): Promise<void> {
    await db.update(users).set(changes).where(eq(users.id, id));
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(users).where(eq(users.id, id));
  }

  async countUsers(): Promise<number> {
    return this.db.$count(users);
  }

  async partnersOfOperator(operatorId: number): Promise<PartnerRow[]> {
    const rows = await this.db
      .select({ partner: partners })
      .from(operatorPartners)
      .innerJoin(partners, eq(partners.id, operatorPartners.partnerId))
      .where(eq(operatorPartners.operatorId, operatorId))
      .orderBy(partners.name);
    return rows.map((row) => row.partner);
  }

  /** The partner companies this account logs in for. */
  async companyPartnerIds(userId: number): Promise<number[]> {
    const rows = await this.db.select({ id: partners.id }).from(partners).where(eq(partners.userId, userId));
    return rows.map((row) => row.id);
  }

  async insertPartner(partner: typeof partners.$inferInsert): Promise<PartnerRow> {
    const [row] = await this.db.insert(partners).values(partner).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async linkOperatorPartner(operatorId: number, partnerId: number): Promise<void> {
    await this.db.insert(operatorPartners).values({ operatorId, partnerId }).onConflictDoNothing();
  }

  async findAddress(userId: number): Promise<AddressRow | undefined> {
    const [row] = await this.db.select().from(addresses).where(eq(addresses.userId, userId));
    return row;
  }

  async upsertAddress(address: typeof addresses.$inferInsert): Promise<AddressRow> {
    const { userId: _userId, uuid: _uuid, ...changes } = address;
    const [row] = await this.db
      .insert(addresses)
      .values(address)
      .onConflictDoUpdate({ target: addresses.userId, set: { ...changes, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error('upsert returned no row');
    return row;
  }

  async insertToken(token: typeof loginTokens.$inferInsert): Promise<void> {
    await this.db.insert(loginTokens).values(token);
  }

  async findUsableToken(id: number | string): Promise<LoginTokenRow | undefined> {
    const [row] = await this.db
      .select()
      .from(loginTokens)
      .where(
        and(
          eq(loginTokens.id, String(id)),
          gt(loginTokens.expiresAt, new Date()),
          isNull(loginTokens.usedAt),
        ),
      );
    return row;
  }

  /** Marks a one-time token used; false when another request used it first. */
  async consumeToken(id: string): Promise<boolean> {
    const used = await this.db
      .update(loginTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(loginTokens.id, id), isNull(loginTokens.usedAt)))
      .returning({ id: loginTokens.id });
    return used.length === 1;
  }
}
