import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { customStyles } from './styles.schema.js';

export type StyleRow = typeof customStyles.$inferSelect;

@Injectable()
export class StylesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The rows of these scopes, in the order the sheets are composed: 'all' before a skin's. */
  async rows(scopes: readonly string[]): Promise<StyleRow[]> {
    return this.db
      .select()
      .from(customStyles)
      .where(inArray(customStyles.scope, [...scopes]))
      .orderBy(asc(customStyles.sheet), asc(customStyles.scope));
  }

  async all(): Promise<StyleRow[]> {
    return this.db.select().from(customStyles).orderBy(asc(customStyles.sheet), asc(customStyles.scope));
  }

  async save(sheet: string, scope: string, css: string, updatedBy: string): Promise<void> {
    await this.db
      .insert(customStyles)
      .values({ sheet, scope, css, updatedBy })
      .onConflictDoUpdate({
        target: [customStyles.sheet, customStyles.scope],
        set: { css, updatedBy, updatedAt: new Date() },
      });
  }

  async remove(sheet: string, scope: string): Promise<void> {
    await this.db
      .delete(customStyles)
      .where(and(eq(customStyles.sheet, sheet), eq(customStyles.scope, scope)));
  }
}
