import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { notFound } from '../common/api-exception.js';
import { DATABASE, type Database } from '../database/database.js';
import { files } from './files.schema.js';

export type FileRow = typeof files.$inferSelect;
const fileId = z.uuid();

@Injectable()
export class FilesService {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** A file its owner (or staff who see everything) may read; anything else is "not found". */
  async readable(id: string, reader: { id: number }, readsAll: boolean): Promise<FileRow> {
    if (!fileId.safeParse(id).success) throw notFound();
    const [row] = await this.db.select().from(files).where(eq(files.id, id));
    if (!row || (!readsAll && row.ownerId !== reader.id)) throw notFound();
    return row;
  }

  async store(file: typeof files.$inferInsert): Promise<FileRow> {
    const [row] = await this.db.insert(files).values(file).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }
}
