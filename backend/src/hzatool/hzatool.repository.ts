import { Inject, Injectable } from '@nestjs/common';
import type { HzaApplication, HzaStep } from '@portal/contracts';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import {
  type HzaFileKind,
  hzaApplications,
  hzaCountyOffices,
  hzaFiles,
  hzaOffices,
  hzaPlants,
} from './hzatool.schema.js';
import type { OfficeSeed } from './offices.js';

export type PlantRow = typeof hzaPlants.$inferSelect;
export type ApplicationRow = typeof hzaApplications.$inferSelect;
export type FileRow = typeof hzaFiles.$inferSelect;
export type FileMeta = Omit<FileRow, 'bytes'>;
export type OfficeRow = typeof hzaOffices.$inferSelect;
export type CountyOfficeRow = typeof hzaCountyOffices.$inferSelect;

/** A file's columns but its content, for lists. */
const fileMetaColumns = {
  id: hzaFiles.id,
  anlageId: hzaFiles.anlageId,
  year: hzaFiles.year,
  kind: hzaFiles.kind,
  name: hzaFiles.name,
  mime: hzaFiles.mime,
  createdAt: hzaFiles.createdAt,
  createdBy: hzaFiles.createdBy,
};

@Injectable()
export class HzatoolRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  plants(anlageIds?: readonly string[]): Promise<PlantRow[]> {
    if (anlageIds?.length === 0) return Promise.resolve([]);
    const query = this.db.select().from(hzaPlants);
    return anlageIds ? query.where(inArray(hzaPlants.anlageId, [...anlageIds])) : query;
  }

  async insertPlant(db: Database, anlageId: string, createdBy: string): Promise<boolean> {
    const rows = await db.insert(hzaPlants).values({ anlageId, createdBy }).onConflictDoNothing().returning();
    return rows.length > 0;
  }

  async deletePlant(anlageId: string, db: Database = this.db): Promise<boolean> {
    const rows = await db.delete(hzaPlants).where(eq(hzaPlants.anlageId, anlageId)).returning();
    return rows.length > 0;
  }

  applications(anlageIds: readonly string[]): Promise<ApplicationRow[]> {
    if (anlageIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(hzaApplications)
      .where(inArray(hzaApplications.anlageId, [...anlageIds]))
      .orderBy(asc(hzaApplications.year));
  }

  async application(anlageId: string, year: number): Promise<ApplicationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(hzaApplications)
      .where(and(eq(hzaApplications.anlageId, anlageId), eq(hzaApplications.year, year)));
    return row;
  }

  async saveApplication(
    db: Database,
    row: { anlageId: string; year: number; step: HzaStep; application: HzaApplication; updatedBy: string },
  ): Promise<ApplicationRow> {
    const updatedAt = new Date();
    const [saved] = await db
      .insert(hzaApplications)
      .values({ ...row, updatedAt })
      .onConflictDoUpdate({
        target: [hzaApplications.anlageId, hzaApplications.year],
        set: { step: row.step, application: row.application, updatedBy: row.updatedBy, updatedAt },
      })
      .returning();
    if (!saved) throw new Error('saving an application returns it');
    return saved;
  }

  /** Files without their content, newest first. */
  files(anlageIds: readonly string[], year?: number): Promise<FileMeta[]> {
    if (anlageIds.length === 0) return Promise.resolve([]);
    const conditions = [inArray(hzaFiles.anlageId, [...anlageIds])];
    if (year !== undefined) conditions.push(eq(hzaFiles.year, year));
    return this.db
      .select(fileMetaColumns)
      .from(hzaFiles)
      .where(and(...conditions))
      .orderBy(desc(hzaFiles.createdAt));
  }

  async file(id: string): Promise<FileRow | undefined> {
    const [row] = await this.db.select().from(hzaFiles).where(eq(hzaFiles.id, id));
    return row;
  }

  /**
   * Stores a document in place of the plant's earlier one of the same year and kind (a click more
   * is no copy more). The plant's row is locked first, so two clicks at once still leave one.
   */
  async replaceFile(
    db: Database,
    file: {
      anlageId: string;
      year: number;
      kind: HzaFileKind;
      name: string;
      mime: string;
      bytes: Buffer;
      createdBy: string;
    },
  ): Promise<{ file: FileMeta; replaced: string[] }> {
    await db
      .select({ id: hzaPlants.anlageId })
      .from(hzaPlants)
      .where(eq(hzaPlants.anlageId, file.anlageId))
      .for('update');
    const replaced = await db
      .delete(hzaFiles)
      .where(
        and(eq(hzaFiles.anlageId, file.anlageId), eq(hzaFiles.year, file.year), eq(hzaFiles.kind, file.kind)),
      )
      .returning({ id: hzaFiles.id });
    const [row] = await db.insert(hzaFiles).values(file).returning(fileMetaColumns);
    if (!row) throw new Error('storing a file returns it');
    return { file: row, replaced: replaced.map((entry) => entry.id) };
  }

  async deleteFile(db: Database, id: string): Promise<boolean> {
    return (await db.delete(hzaFiles).where(eq(hzaFiles.id, id)).returning({ id: hzaFiles.id })).length > 0;
  }

  offices(): Promise<OfficeRow[]> {
    return this.db.select().from(hzaOffices).orderBy(asc(hzaOffices.name));
  }

  /** The admins' corrections (rows an admin saved; the data file holds everything else). */
  countyOffices(): Promise<CountyOfficeRow[]> {
    return this.db
      .select()
      .from(hzaCountyOffices)
      .where(isNotNull(hzaCountyOffices.updatedBy))
      .orderBy(asc(hzaCountyOffices.countyCode));
  }

  async setCountyOffices(
    db: Database,
    countyCode: string,
    officeKeys: string[],
    updatedBy: string,
  ): Promise<void> {
    const updatedAt = new Date();
    await db
      .insert(hzaCountyOffices)
      .values({ countyCode, officeKeys, updatedBy, updatedAt })
      .onConflictDoUpdate({ target: hzaCountyOffices.countyCode, set: { officeKeys, updatedBy, updatedAt } });
  }

  /**
   * Seeds the offices (their data follows the shipped file) and drops the county rows earlier
   * versions seeded (no one saved them): the shipped county table replaces them, corrections stay.
   */
  async seed(offices: readonly OfficeSeed[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(hzaOffices)
        .values([...offices])
        .onConflictDoUpdate({
          target: hzaOffices.key,
          set: {
            name: sql`excluded.name`,
            address: sql`excluded.address`,
            verified: sql`excluded.verified`,
          },
        });
      await tx.delete(hzaCountyOffices).where(isNull(hzaCountyOffices.updatedBy));
    });
  }
}
