import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { files } from './files.schema.js';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;

@Injectable()
export class FilesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async find(id: string): Promise<FileRow | undefined> {
    const [row] = await this.db.select().from(files).where(eq(files.id, id));
    return row;
  }

  async insert(file: NewFile): Promise<FileRow> {
    const [row] = await this.db.insert(files).values(file).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }
}
