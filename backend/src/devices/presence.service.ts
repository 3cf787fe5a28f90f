import { Inject, Injectable, Logger } from '@nestjs/common';
import { type UnitError, type UnitState } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import { unitErrors, unitPresence } from './devices.schema.js';

/** What units last said about themselves: online state (retained state / last will) and errors. */
@Injectable()
export class PresenceService {
  private readonly logger = new Logger('Presence');
  private readonly states = new Map<string, UnitState>();

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  isOnline(sn: string): boolean {
    return this.states.get(sn)?.online ?? false;
  }

  state(sn: string): UnitState | undefined {
    return this.states.get(sn);
  }

  /** Records a state; answers whether the online flag changed. */
  async recordState(sn: string, state: UnitState): Promise<boolean> {
    const changed = this.states.get(sn)?.online !== state.online;
    this.states.set(sn, state);
    const row = {
      online: state.online,
      module: state.module,
      firmware: state.firmware,
      changedAt: new Date(state.ts),
    };
    await this.db
      .insert(unitPresence)
      .values({ sn, ...row })
      .onConflictDoUpdate({ target: unitPresence.sn, set: row })
      .catch((error: unknown) => this.logger.warn(`state of ${sn} not stored: ${String(error)}`));
    return changed;
  }

  async recordErrors(sn: string, errors: UnitError[], ts: number): Promise<void> {
    const row = { errors, reportedAt: new Date(ts) };
    await this.db
      .insert(unitErrors)
      .values({ sn, ...row })
      .onConflictDoUpdate({ target: unitErrors.sn, set: row })
      .catch((error: unknown) => this.logger.warn(`errors of ${sn} not stored: ${String(error)}`));
  }

  async lastErrors(sn: string): Promise<UnitError[]> {
    const [row] = await this.db
      .select({ errors: unitErrors.errors })
      .from(unitErrors)
      .where(eq(unitErrors.sn, sn));
    return row?.errors ?? [];
  }
}
