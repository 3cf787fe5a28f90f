import { Inject, Injectable } from '@nestjs/common';
import type { CampaignSkipReason, CampaignState, CampaignUnitStatus } from '@portal/contracts';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { unitCommands } from '../commands/commands.schema.js';
import { DATABASE, type Database } from '../database/database.js';
import { campaignUnits, campaigns } from './campaigns.schema.js';

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaign = Omit<typeof campaigns.$inferInsert, 'id' | 'createdAt'>;
export type CampaignUnitRow = typeof campaignUnits.$inferInsert;
export type CampaignPatch = Partial<
  Pick<CampaignRow, 'state' | 'pauseReason' | 'stage' | 'stageStartsAt' | 'stageSent' | 'finishedAt'>
>;

/** A campaign unit's status: skipped, pending (its stage has not started), else its command's state. */
const status = sql<CampaignUnitStatus>`case when ${campaignUnits.skipReason} is not null then 'skipped'
  when ${campaignUnits.commandId} is null then 'pending' else ${unitCommands.state} end`;
const finalState = sql`${unitCommands.state} in ('confirmed', 'failed', 'cancelled', 'expired')`;

/**
 * Campaigns and their units (docs/adr/0022-commands-and-campaigns.md). A unit's result is its
 * command's state, read through the join (the commands table is the one record of it).
 */
@Injectable()
export class CampaignsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(
    campaign: NewCampaign,
    members: readonly Omit<CampaignUnitRow, 'campaignId'>[],
  ): Promise<CampaignRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(campaigns).values(campaign).returning();
      for (let i = 0; i < members.length; i += 1000)
        await tx
          .insert(campaignUnits)
          .values(members.slice(i, i + 1000).map((member) => ({ ...member, campaignId: row!.id })));
      return row!;
    });
  }

  list(ownerId: number | undefined): Promise<CampaignRow[]> {
    return this.db
      .select()
      .from(campaigns)
      .where(ownerId === undefined ? undefined : eq(campaigns.ownerId, ownerId))
      .orderBy(desc(campaigns.id))
      .limit(200);
  }

  async find(id: number): Promise<CampaignRow | undefined> {
    const [row] = await this.db.select().from(campaigns).where(eq(campaigns.id, id));
    return row;
  }

  ofState(state: CampaignState): Promise<CampaignRow[]> {
    return this.db.select().from(campaigns).where(eq(campaigns.state, state)).orderBy(campaigns.id);
  }

  /** Moves a campaign on from one of `from`; undefined when it was not in one of them any more. */
  async update(id: number, from: readonly CampaignState[], patch: CampaignPatch, db: Database = this.db) {
    const [row] = await db
      .update(campaigns)
      .set(patch)
      .where(and(eq(campaigns.id, id), inArray(campaigns.state, [...from])))
      .returning();
    return row;
  }

  /**
   * Moves a campaign in state `from` at stage `stage` to the next one; false when it was not there
   * any more (paused, cancelled or moved on since it was read).
   */
  async advanceStage(id: number, from: CampaignState, stage: number, patch: CampaignPatch): Promise<boolean> {
    const rows = await this.db
      .update(campaigns)
      .set(patch)
      .where(and(eq(campaigns.id, id), eq(campaigns.state, from), eq(campaigns.stage, stage)))
      .returning({ id: campaigns.id });
    return rows.length > 0;
  }

  /** Takes the current stage's start (one instance makes its commands), once it is due. */
  async claimStage(id: number, stage: number, db: Database): Promise<boolean> {
    const rows = await db
      .update(campaigns)
      .set({ stageSent: true })
      .where(
        and(
          eq(campaigns.id, id),
          eq(campaigns.stage, stage),
          eq(campaigns.stageSent, false),
          eq(campaigns.state, 'running'),
          sql`${campaigns.stageStartsAt} <= now()`,
        ),
      )
      .returning({ id: campaigns.id });
    return rows.length > 0;
  }

  stageUnits(id: number, stage: number, db: Database) {
    return db
      .select({ sn: campaignUnits.sn, productGroup: campaignUnits.productGroup })
      .from(campaignUnits)
      .where(and(eq(campaignUnits.campaignId, id), eq(campaignUnits.stage, stage)))
      .orderBy(campaignUnits.sn);
  }

  /** Leaves these units out, with the reason (their stage kept, for the record). */
  async skipUnits(id: number, serials: readonly string[], reason: CampaignSkipReason, db: Database) {
    if (serials.length === 0) return;
    await db
      .update(campaignUnits)
      .set({ skipReason: reason })
      .where(and(eq(campaignUnits.campaignId, id), inArray(campaignUnits.sn, [...serials])));
  }

  async setCommands(id: number, commands: readonly { sn: string; id: number }[], db: Database) {
    for (const command of commands)
      await db
        .update(campaignUnits)
        .set({ commandId: command.id })
        .where(and(eq(campaignUnits.campaignId, id), eq(campaignUnits.sn, command.sn)));
  }

  /** Unit counts by status per campaign. */
  async counts(ids: readonly number[]): Promise<Map<number, Partial<Record<CampaignUnitStatus, number>>>> {
    const result = new Map<number, Partial<Record<CampaignUnitStatus, number>>>();
    if (ids.length === 0) return result;
    const rows = await this.db
      .select({ id: campaignUnits.campaignId, status, n: sql<number>`count(*)::int` })
      .from(campaignUnits)
      .leftJoin(unitCommands, eq(unitCommands.id, campaignUnits.commandId))
      .where(inArray(campaignUnits.campaignId, [...ids]))
      .groupBy(campaignUnits.campaignId, status);
    for (const row of rows) result.set(row.id, { ...result.get(row.id), [row.status]: row.n });
    return result;
  }

  /** Per stage: units to write, finished, confirmed and failed commands, and the serials still queued. */
  stages(id: number) {
    return (
      this.db
        .select({
          stage: campaignUnits.stage,
          units: sql<number>`count(*)::int`,
          done: sql<number>`(count(*) filter (where ${finalState}))::int`,
          confirmed: sql<number>`(count(*) filter (where ${unitCommands.state} = 'confirmed'))::int`,
          failed: sql<number>`(count(*) filter (where ${unitCommands.state} = 'failed'))::int`,
          onTheWay: sql<number>`(count(*) filter (where ${unitCommands.state} in ('sent', 'acknowledged')))::int`,
          queued: sql<
            string[]
          >`coalesce(array_agg(${campaignUnits.sn}) filter (where ${unitCommands.state} = 'queued'), '{}')`,
        })
        .from(campaignUnits)
        .leftJoin(unitCommands, eq(unitCommands.id, campaignUnits.commandId))
        // A unit skipped when its stage started (consent taken meanwhile) is no stage's work any more.
        .where(
          and(
            eq(campaignUnits.campaignId, id),
            sql`${campaignUnits.stage} is not null`,
            isNull(campaignUnits.skipReason),
          ),
        )
        .groupBy(campaignUnits.stage)
        .orderBy(campaignUnits.stage)
    );
  }

  async unitsPage(id: number, only: CampaignUnitStatus | undefined, limit: number, offset: number) {
    const where = and(eq(campaignUnits.campaignId, id), only ? sql`${status} = ${only}` : undefined);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          sn: campaignUnits.sn,
          productGroup: campaignUnits.productGroup,
          stage: campaignUnits.stage,
          status,
          skipReason: campaignUnits.skipReason,
          changes: campaignUnits.changes,
          commandId: campaignUnits.commandId,
          reason: unitCommands.reason,
          readBack: unitCommands.readBack,
          updatedAt: unitCommands.updatedAt,
        })
        .from(campaignUnits)
        .leftJoin(unitCommands, eq(unitCommands.id, campaignUnits.commandId))
        .where(where)
        .orderBy(sql`${campaignUnits.stage} nulls last`, campaignUnits.sn)
        .limit(limit)
        .offset(offset),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(campaignUnits)
        .leftJoin(unitCommands, eq(unitCommands.id, campaignUnits.commandId))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
}
