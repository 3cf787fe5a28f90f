import type { CurrentUser } from '@portal/contracts';

/** Recent samples of one key (the `trending` request parameter). */
export interface TrendSeries {
  key: string;
  points: { ts: number; value: number }[];
}

/**
 * What happened in the portal that open browsers should learn of. Services and the device gateway
 * publish these on the LiveBus (in-process, or through Redis between instances: ADR 0010);
 * `liveDelivery` alone decides which room gets which websocket messages.
 */
export type DomainEvent =
  /** A unit sent values, or (`written`) values were read back after a write. */
  | { type: 'unit.values'; sn: string; values: Record<string, unknown>; ts: number; written?: boolean }
  /** Values one session asked for; `requestCounters` mark keys asked with parameters. */
  | {
      type: 'unit.valuesRead';
      sessionId: string;
      sn: string;
      values: Record<string, unknown>;
      ts: number;
      requestCounters: Record<string, string>;
      trends: TrendSeries[];
    }
  /** A unit's backlog after an outage was stored. */
  | { type: 'unit.archiveStored'; sn: string; count: number; from: number; to: number }
  | { type: 'unit.errorsChanged'; sn: string; activeErrors: number }
  | { type: 'unit.presenceChanged'; sn: string; online: boolean }
  | { type: 'unit.consentChanged'; sn: string; zustimmungMap: Record<string, boolean> }
  /**
   * The operator took consents (`revoked` keys) that let others see the unit: every instance takes
   * the sockets of those who lost access out of its room at once. `operators` keep theirs.
   */
  | { type: 'unit.accessRevoked'; sn: string; revoked: string[]; operators: number[] }
  /** A user added a unit to their account (migration, external unit). */
  | { type: 'user.unitAdded'; userId: number; sn: string }
  /** An incident of a unit the user is told of opened, changed or resolved (issue 42). */
  | { type: 'user.alarm'; userId: number; id: number; state: 'open' | 'acknowledged' | 'resolved' }
  /** The user's own data changed: `user` is their current user as init answers it. */
  | { type: 'user.changed'; userId: number; user: CurrentUser }
  /** A session connected a unit; a demo session is shown it as `shownAs`. */
  | { type: 'session.unitConnected'; sessionId: string; sn: string; shownAs?: string }
  | { type: 'session.unitDisconnected'; sessionId: string; sn: string }
  /** The session now belongs to another user (impersonation): its open tabs reload. */
  | { type: 'session.replaced'; sessionId: string }
  /** The session is over (a personal access token revoked): its sockets are closed. */
  | { type: 'session.ended'; sessionId: string };

export type DomainEventType = DomainEvent['type'];
