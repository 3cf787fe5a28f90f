import { Inject, Injectable } from '@nestjs/common';
import { type ReportSettings, reportSettingsSchema } from '@portal/contracts';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { reportSends, reportSettings } from './reports.schema.js';

export interface StoredReportSettings {
  settings: ReportSettings;
  updatedAt: Date;
}

/** The reports' own tables: who gets a unit's monthly report, and which reports went out. */
@Injectable()
export class ReportsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async settings(sn: string): Promise<StoredReportSettings | null> {
    const [row] = await this.db
      .select({ settings: reportSettings.settings, updatedAt: reportSettings.updatedAt })
      .from(reportSettings)
      .where(eq(reportSettings.sn, sn));
    if (!row) return null;
    // A row written under an older schema that no longer passes reads as none, not as a 500.
    const parsed = reportSettingsSchema.safeParse(row.settings);
    return parsed.success ? { settings: parsed.data, updatedAt: row.updatedAt } : null;
  }

  async saveSettings(sn: string, settings: ReportSettings, userId: number, now: Date): Promise<void> {
    await this.db
      .insert(reportSettings)
      .values({ sn, settings, updatedAt: now, updatedBy: userId })
      .onConflictDoUpdate({
        target: reportSettings.sn,
        set: { settings, updatedAt: now, updatedBy: userId },
      });
  }

  /** The units whose owner wants the monthly mail and whose report of `month` has not gone out. */
  async unsent(month: string): Promise<string[]> {
    const rows = await this.db
      .select({ sn: reportSettings.sn })
      .from(reportSettings)
      .leftJoin(reportSends, and(eq(reportSends.sn, reportSettings.sn), eq(reportSends.month, month)))
      .where(and(sql`(${reportSettings.settings} ->> 'monthlyMail')::boolean`, isNull(reportSends.sentAt)))
      .orderBy(reportSettings.sn);
    return rows.map((row) => row.sn);
  }

  /**
   * Claims the mailing of one unit's month for this instance: true when it was free, or claimed
   * longer than `leaseMs` ago and never finished (that instance died). One row per unit and month.
   */
  async claim(sn: string, month: string, now: Date, leaseMs: number): Promise<boolean> {
    const rows = await this.db
      .insert(reportSends)
      .values({ sn, month, claimedAt: now })
      .onConflictDoUpdate({
        target: [reportSends.sn, reportSends.month],
        set: { claimedAt: now },
        setWhere: and(
          isNull(reportSends.sentAt),
          lt(reportSends.claimedAt, new Date(now.getTime() - leaseMs)),
        ),
      })
      .returning({ sn: reportSends.sn });
    return rows.length > 0;
  }

  async markSent(sn: string, month: string, recipients: number, now: Date): Promise<void> {
    await this.db
      .update(reportSends)
      .set({ sentAt: now, recipients })
      .where(and(eq(reportSends.sn, sn), eq(reportSends.month, month)));
  }
}
