import { Inject, Injectable } from '@nestjs/common';
import type { CacheItem, CacheProvider } from '@node-saml/passport-saml';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { DATABASE, type Database } from '../../database/database.js';
import { samlRequests } from '../auth.schema.js';

/** How long the IdP may take to answer a request (a person typing a password, a second factor). */
export const samlRequestLifetimeMs = 15 * 60_000;

/**
 * The request ids the portal sent, in PostgreSQL: an id is saved when a request leaves, looked up and
 * removed when its answer arrives, so a replayed answer fails its InResponseTo check on every
 * instance. A login's id belongs to the browser that started it (`browser`, the hash of its login
 * cookie): another browser neither finds nor removes it. Logout ids belong to no browser (null).
 */
@Injectable()
export class SamlRequestsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async save(id: string, browser: string | null): Promise<Date | null> {
    const cutoff = new Date(Date.now() - samlRequestLifetimeMs);
    // Requests never answered (the person went away) end here rather than in a sweeper.
    await this.db.delete(samlRequests).where(lt(samlRequests.createdAt, cutoff));
    const [row] = await this.db
      .insert(samlRequests)
      .values({ id, browser })
      .onConflictDoNothing()
      .returning({ createdAt: samlRequests.createdAt });
    return row?.createdAt ?? null;
  }

  async find(id: string, browser: string | null): Promise<Date | null> {
    const cutoff = new Date(Date.now() - samlRequestLifetimeMs);
    const [row] = await this.db
      .select({ createdAt: samlRequests.createdAt })
      .from(samlRequests)
      .where(and(this.key(id, browser), gt(samlRequests.createdAt, cutoff)));
    return row?.createdAt ?? null;
  }

  async remove(id: string, browser: string | null): Promise<Date | null> {
    const [row] = await this.db
      .delete(samlRequests)
      .where(this.key(id, browser))
      .returning({ createdAt: samlRequests.createdAt });
    return row?.createdAt ?? null;
  }

  private key(id: string, browser: string | null) {
    return and(
      eq(samlRequests.id, id),
      browser === null ? isNull(samlRequests.browser) : eq(samlRequests.browser, browser),
    );
  }
}

/**
 * node-saml's request-id cache as one message's check uses it, for one browser's logins (its
 * `browser` hash) or for logouts (null). node-saml looks an id up twice per answer (response and
 * subject) before it removes it; `took` tells whether that removal took the id, which only one of two
 * copies posted at once can.
 */
export class AnswerClaim implements CacheProvider {
  took = false;

  constructor(
    private readonly requests: SamlRequestsRepository,
    private readonly browser: string | null,
  ) {}

  async saveAsync(key: string, value: string): Promise<CacheItem | null> {
    const createdAt = await this.requests.save(key, this.browser);
    return createdAt ? { value, createdAt: createdAt.getTime() } : null;
  }

  async getAsync(key: string): Promise<string | null> {
    return (await this.requests.find(key, this.browser))?.toISOString() ?? null;
  }

  async removeAsync(key: string | null): Promise<string | null> {
    if (key === null) return null;
    const removed = await this.requests.remove(key, this.browser);
    if (removed !== null) this.took = true;
    return removed?.toISOString() ?? null;
  }
}
