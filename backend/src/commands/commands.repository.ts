import { Inject, Injectable } from '@nestjs/common';
import { type CommandState, finalCommandStates } from '@portal/contracts';
import { and, asc, count, desc, eq, inArray, lt, lte, notInArray, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { unitCommands } from './commands.schema.js';

export type CommandRow = typeof unitCommands.$inferSelect;
export type NewCommand = Omit<
  typeof unitCommands.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'before' | 'readBack' | 'errors' | 'reason'
>;
/** What a move may set besides the state. */
export type CommandPatch = Partial<
  Pick<CommandRow, 'before' | 'readBack' | 'errors' | 'reason' | 'expiresAt'>
>;

const openStates: CommandState[] = ['queued', 'sent', 'acknowledged'];

/** The commands table (docs/adr/0022-commands-and-campaigns.md). */
@Injectable()
export class CommandsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(commands: readonly NewCommand[], db: Database = this.db): Promise<CommandRow[]> {
    if (commands.length === 0) return [];
    return db
      .insert(unitCommands)
      .values([...commands])
      .returning();
  }

  async queuedCount(sn: string, db: Database = this.db): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(unitCommands)
      .where(and(eq(unitCommands.sn, sn), eq(unitCommands.state, 'queued')));
    return row?.n ?? 0;
  }

  /**
   * Moves a command on, only from one of `from`: the row answered is the one this caller moved
   * (undefined: someone else moved it first, or it had ended).
   */
  async move(
    id: number,
    from: readonly CommandState[],
    to: CommandState,
    patch: CommandPatch = {},
    db: Database = this.db,
  ): Promise<CommandRow | undefined> {
    const [row] = await db
      .update(unitCommands)
      .set({ ...patch, state: to, updatedAt: sql`now()` })
      .where(and(eq(unitCommands.id, id), inArray(unitCommands.state, [...from])))
      .returning();
    return row;
  }

  /** Takes the unit's oldest queued command not held that has not expired: it is sent now, by this caller. */
  async claimNextQueued(sn: string): Promise<CommandRow | undefined> {
    const [row] = await this.db
      .update(unitCommands)
      .set({ state: 'sent', expiresAt: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(
            unitCommands.id,
            sql`(select id from ${unitCommands} where sn = ${sn} and state = 'queued' and not held
                 and expires_at > now() order by id limit 1 for update skip locked)`,
          ),
          eq(unitCommands.state, 'queued'),
        ),
      )
      .returning();
    return row;
  }

  /** Ends the queued commands whose time ran out; answers them. */
  expireDue(): Promise<CommandRow[]> {
    return this.db
      .update(unitCommands)
      .set({ state: 'expired', reason: 'exception.commandexpired', updatedAt: sql`now()` })
      .where(and(eq(unitCommands.state, 'queued'), lte(unitCommands.expiresAt, sql`now()`)))
      .returning();
  }

  /** Units with commands waiting to be sent (not held). */
  async serialsWithQueued(): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ sn: unitCommands.sn })
      .from(unitCommands)
      .where(and(eq(unitCommands.state, 'queued'), eq(unitCommands.held, false)));
    return rows.map((row) => row.sn);
  }

  /** Commands sent or acknowledged before `before` whose sender never finished them (it stopped). */
  stranded(before: Date): Promise<CommandRow[]> {
    return this.db
      .select()
      .from(unitCommands)
      .where(and(inArray(unitCommands.state, ['sent', 'acknowledged']), lt(unitCommands.updatedAt, before)))
      .orderBy(asc(unitCommands.id))
      .limit(100);
  }

  /** Takes a stranded command (not touched since `before`): answers whether this caller took it. */
  async retake(id: number, before: Date): Promise<boolean> {
    const taken = await this.db
      .update(unitCommands)
      .set({ updatedAt: sql`now()` })
      .where(
        and(
          eq(unitCommands.id, id),
          inArray(unitCommands.state, ['sent', 'acknowledged']),
          lt(unitCommands.updatedAt, before),
        ),
      )
      .returning({ id: unitCommands.id });
    return taken.length > 0;
  }

  find(sn: string, id: number): Promise<CommandRow | undefined> {
    return this.db
      .select()
      .from(unitCommands)
      .where(and(eq(unitCommands.sn, sn), eq(unitCommands.id, id)))
      .then((rows) => rows[0]);
  }

  open(sn: string): Promise<CommandRow[]> {
    return this.db
      .select()
      .from(unitCommands)
      .where(and(eq(unitCommands.sn, sn), inArray(unitCommands.state, openStates)))
      .orderBy(asc(unitCommands.id));
  }

  recent(sn: string, limit: number): Promise<CommandRow[]> {
    return this.db
      .select()
      .from(unitCommands)
      .where(and(eq(unitCommands.sn, sn), inArray(unitCommands.state, [...finalCommandStates])))
      .orderBy(desc(unitCommands.id))
      .limit(limit);
  }

  /** Cancels a campaign's commands still waiting; answers them. */
  cancelQueuedOfCampaign(campaignId: number, db: Database = this.db): Promise<CommandRow[]> {
    return db
      .update(unitCommands)
      .set({ state: 'cancelled', updatedAt: sql`now()` })
      .where(and(eq(unitCommands.campaignId, campaignId), eq(unitCommands.state, 'queued')))
      .returning();
  }

  /** Holds back (or releases) a campaign's queued commands; answers those it changed. */
  holdQueuedOfCampaign(campaignId: number, held: boolean, db: Database = this.db): Promise<CommandRow[]> {
    return db
      .update(unitCommands)
      .set({ held })
      .where(
        and(
          eq(unitCommands.campaignId, campaignId),
          eq(unitCommands.state, 'queued'),
          eq(unitCommands.held, !held),
        ),
      )
      .returning();
  }

  /** How many of these commands have not ended. */
  async openAmong(ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [row] = await this.db
      .select({ n: count() })
      .from(unitCommands)
      .where(
        and(inArray(unitCommands.id, [...ids]), notInArray(unitCommands.state, [...finalCommandStates])),
      );
    return row?.n ?? 0;
  }
}
