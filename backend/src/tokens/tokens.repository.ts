import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { accessTokens } from './tokens.schema.js';

export type TokenRow = typeof accessTokens.$inferSelect;
export type NewToken = Omit<typeof accessTokens.$inferInsert, 'id' | 'createdAt'>;

/** The users' personal access tokens. */
@Injectable()
export class TokensRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  listOf(userId: number): Promise<TokenRow[]> {
    return this.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.userId, userId))
      .orderBy(accessTokens.id);
  }

  find(id: number): Promise<TokenRow | undefined> {
    return this.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.id, id))
      .then(([row]) => row);
  }

  findByPublicId(publicId: string): Promise<TokenRow | undefined> {
    return this.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.publicId, publicId))
      .then(([row]) => row);
  }

  /**
   * Adds a token unless the user holds `max` already: the count and the insert are one statement,
   * so parallel requests cannot pass the limit together. Undefined when at the limit.
   */
  async insertBelow(max: number, token: NewToken): Promise<TokenRow | undefined> {
    const result = await this.db.execute(sql`
      insert into ${accessTokens} (user_id, name, public_id, secret_hash, scopes, units, expires_at)
      select ${token.userId}, ${token.name}, ${token.publicId}, ${token.secretHash},
        ${sql.raw('array[')}${sql.join(
          token.scopes.map((scope) => sql`${scope}`),
          sql`, `,
        )}${sql.raw(']::text[]')},
        ${token.units ? JSON.stringify(token.units) : null}::jsonb, ${token.expiresAt?.toISOString() ?? null}::timestamptz
      where (select count(*) from ${accessTokens} where user_id = ${token.userId}) < ${max}
      returning id`);
    const id = (result as { rows: { id: number }[] }).rows[0]?.id;
    return id === undefined ? undefined : this.find(Number(id));
  }

  /** Marks the token revoked (once); answers the row as it is now. */
  async revoke(id: number): Promise<TokenRow | undefined> {
    const [row] = await this.db
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(accessTokens.id, id), isNull(accessTokens.revokedAt)))
      .returning();
    return row ?? this.find(id);
  }

  async recordUse(id: number, at: Date, address: string | null): Promise<void> {
    await this.db
      .update(accessTokens)
      .set({ lastUsedAt: at, lastUsedAddress: address })
      .where(eq(accessTokens.id, id));
  }
}
