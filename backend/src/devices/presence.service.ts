import { Inject, Injectable, Logger } from '@nestjs/common';
import { type UnitError, type UnitState } from '@portal/contracts';
import { Batched, batchedWrite } from '../common/batched.js';
import { type ErrorsRow, type PresenceRow, PresenceRepository } from './presence.repository.js';

/** What units last said about themselves: online state (retained state / last will) and errors. */
@Injectable()
export class PresenceService {
  private readonly logger = new Logger('Presence');
  private readonly states = new Map<string, UnitState>();

  constructor(@Inject(PresenceRepository) private readonly presence: PresenceRepository) {}

  isOnline(sn: string): boolean {
    return this.states.get(sn)?.online ?? false;
  }

  /**
   * Online per serial for lists: what this instance heard (retained state, last will), else the
   * last state stored by any instance; units never heard of are offline.
   */
  async onlineMap(serials: readonly string[]): Promise<Map<string, boolean>> {
    const unheardHere = serials.filter((sn) => !this.states.has(sn));
    const stored =
      unheardHere.length > 0
        ? new Map((await this.presence.onlineOf(unheardHere)).map((row) => [row.sn, row.online]))
        : new Map<string, boolean>();
    return this.onlineFrom(serials, stored);
  }

  /**
   * onlineMap with the stored states already read (the unit list reads them with its page): what
   * this instance heard, else `stored`; units in neither are offline.
   */
  onlineFrom(serials: readonly string[], stored: ReadonlyMap<string, boolean>): Map<string, boolean> {
    const online = new Map<string, boolean>();
    for (const sn of serials) {
      const state = this.states.get(sn);
      online.set(sn, state ? state.online : (stored.get(sn) ?? false));
    }
    return online;
  }

  /** Software version per serial: as heard here, else as last stored; '' when never heard. */
  async firmwareOf(serials: readonly string[]): Promise<Map<string, string>> {
    const stored = new Map((await this.presence.firmwareOf(serials)).map((row) => [row.sn, row.firmware]));
    return new Map(serials.map((sn) => [sn, this.states.get(sn)?.firmware ?? stored.get(sn) ?? '']));
  }

  state(sn: string): UnitState | undefined {
    return this.states.get(sn);
  }

  /** The stored state: firmware and since when the unit is online or offline; undefined if never heard of. */
  storedState(sn: string): Promise<{ firmware: string; changedAt: Date } | undefined> {
    return this.presence.state(sn);
  }

  /**
   * Records a state; answers whether the online flag changed. Its time (online or offline since)
   * moves only when the flag changes: to the state's time going online, to `heardAt` going offline
   * (a last will carries the time the unit connected, not the time it dropped away).
   */
  async recordState(sn: string, state: UnitState, heardAt = state.ts): Promise<boolean> {
    const changed = this.noteState(sn, state);
    await this.storeState(sn, state, heardAt);
    return changed;
  }

  /** Records a state in this instance's memory only; answers whether the online flag changed. */
  noteState(sn: string, state: UnitState): boolean {
    const changed = this.states.get(sn)?.online !== state.online;
    this.states.set(sn, state);
    return changed;
  }

  /**
   * Stores a state in unit_presence only (see recordState for the times); answers whether the stored
   * online flag changed. With several instances sharing the state topic, the one that gets a
   * message stores it; every instance notes it in memory (noteState).
   */
  async storeState(sn: string, state: UnitState, heardAt = state.ts): Promise<boolean> {
    const row = {
      sn,
      online: state.online,
      module: state.module,
      firmware: state.firmware,
      changedAt: new Date(state.online ? state.ts : heardAt),
    };
    const before = await this.presenceWrites.call(row).catch((error: unknown) => {
      this.logger.warn(`state of ${sn} not stored: ${String(error)}`);
      return state.online;
    });
    return before !== state.online;
  }

  /** The states arriving together (a fleet connecting) in one upsert; each answers its previous flag. */
  private readonly presenceWrites = new Batched<PresenceRow, boolean | null>(
    (rows) => this.presence.upsertStates(rows),
    (row) => row.sn,
  );

  async recordErrors(sn: string, errors: UnitError[], ts: number): Promise<void> {
    await this.errorWrites
      .call({ sn, errors, reportedAt: new Date(ts) })
      .catch((error: unknown) => this.logger.warn(`errors of ${sn} not stored: ${String(error)}`));
  }

  /** The error lists arriving together in one upsert. */
  private readonly errorWrites = batchedWrite<ErrorsRow>(
    (rows) => this.presence.upsertErrors(rows),
    (row) => row.sn,
  );

  lastErrors(sn: string): Promise<UnitError[]> {
    return this.presence.lastErrors(sn);
  }
}
