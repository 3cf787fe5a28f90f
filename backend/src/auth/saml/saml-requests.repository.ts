import { Inject, Injectable } from '@nestjs/common';
import type { CacheItem, CacheProvider } from '@node-saml/passport-saml';
import { and, eq, gt, lt } from 'drizzle-orm';
import { DATABASE, type Database } from '../../database/database.js';
import { samlRequests } from '../auth.schema.js';

/** How long the IdP may take to answer a request (a person typing a password, a second factor). */
export const samlRequestLifetimeMs = 15 * 60_000;

/**
 * node-saml's request-id cache in PostgreSQL: an id is saved when a request leaves, looked up and
 * removed when its answer arrives, so a replayed answer fails its InResponseTo check on every
 * instance. node-saml looks an id up twice per answer (response and subject) before it removes it;
 * `forAnswer` tells whether that removal took the id, which only one of two copies posted at once can.
 */
@Injectable()
export class SamlRequestsRepository implements CacheProvider {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async saveAsync(key: string, value: string): Promise<CacheItem | null> {
    const cutoff = new Date(Date.now() - samlRequestLifetimeMs);
    // Requests never answered (the person went away) end here rather than in a sweeper.
    await this.db.delete(samlRequests).where(lt(samlRequests.createdAt, cutoff));
    const [row] = await this.db
      .insert(samlRequests)
      .values({ id: key })
      .onConflictDoNothing()
      .returning({ createdAt: samlRequests.createdAt });
    return row ? { value, createdAt: row.createdAt.getTime() } : null;
  }

  async getAsync(key: string): Promise<string | null> {
    const cutoff = new Date(Date.now() - samlRequestLifetimeMs);
    const [row] = await this.db
      .select({ createdAt: samlRequests.createdAt })
      .from(samlRequests)
      .where(and(eq(samlRequests.id, key), gt(samlRequests.createdAt, cutoff)));
    return row ? row.createdAt.toISOString() : null;
  }

  async removeAsync(key: string | null): Promise<string | null> {
    if (key === null) return null;
    const [row] = await this.db
      .delete(samlRequests)
      .where(eq(samlRequests.id, key))
      .returning({ createdAt: samlRequests.createdAt });
    return row ? row.createdAt.toISOString() : null;
  }
}

/** The cache as one answer's check uses it: `took` after its removal found the id still there. */
export class AnswerClaim implements CacheProvider {
  took = false;

  constructor(private readonly requests: SamlRequestsRepository) {}

  saveAsync(key: string, value: string): Promise<CacheItem | null> {
    return this.requests.saveAsync(key, value);
  }

  getAsync(key: string): Promise<string | null> {
    return this.requests.getAsync(key);
  }

  async removeAsync(key: string | null): Promise<string | null> {
    const removed = await this.requests.removeAsync(key);
    if (removed !== null) this.took = true;
    return removed;
  }
}
