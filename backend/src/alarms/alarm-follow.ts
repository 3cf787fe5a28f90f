import {
  type AlarmChannel,
  type AlarmFollow,
  type AlarmScope,
  type IncidentKind,
  type IncidentSeverity,
  type QuietHours,
  defaultFollow,
  defaultStaffFollow,
  fromWallClock,
  wallClock,
} from '@portal/contracts';

// Pure rules of who follows what (docs/adr/0017-alarms.md), shared by the notifier and the tests.

export interface Subscription extends AlarmFollow {
  scope: AlarmScope;
  ref: string;
}

const specificity: Record<AlarmScope, number> = { unit: 0, location: 1, all: 2 };

/** The subscription that decides for a unit: its own, else its location's, else all; else the defaults. */
export function followFor(
  subscriptions: readonly Subscription[],
  unit: { sn: string; locationUuid: string | null },
  staff: boolean,
): AlarmFollow {
  const fitting = subscriptions
    .filter(
      (s) =>
        s.scope === 'all' ||
        (s.scope === 'unit' && s.ref === unit.sn) ||
        (s.scope === 'location' && s.ref === unit.locationUuid),
    )
    .sort((a, b) => specificity[a.scope] - specificity[b.scope]);
  return fitting[0] ?? (staff ? defaultStaffFollow : defaultFollow);
}

/** Whether an incident reaches the user over a channel. */
export function follows(
  follow: AlarmFollow,
  incident: { kind: IncidentKind; severity: IncidentSeverity },
  channel: AlarmChannel,
): boolean {
  return (
    follow.channels.includes(channel) &&
    follow.kinds.includes(incident.kind) &&
    follow.severities.includes(incident.severity)
  );
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Until when a mail at `at` is held by quiet hours on the portal's wall clock (undefined: it goes
 * now). A window may cross midnight (22:00–07:00); from = to is no window.
 */
export function heldUntil(
  quiet: QuietHours | null,
  at: number,
  severity: IncidentSeverity,
): Date | undefined {
  if (!quiet || (quiet.lockingPasses && severity === 'locking')) return undefined;
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  const clock = wallClock(at);
  const now = clock.hour * 60 + clock.minute;
  const inside = from < to ? now >= from && now < to : from > to && (now >= from || now < to);
  if (!inside) return undefined;
  // The window ends today when it has not yet, else tomorrow (it crossed midnight).
  const day = now < to ? clock.day : clock.day + 1;
  return new Date(fromWallClock(clock.year, clock.month, day, Math.floor(to / 60), to % 60));
}

/** Digests go out at this wall-clock hour. */
export const digestHour = 7;

/** The digest time that starts the day `at` falls in (or yesterday's, before 07:00). */
export function lastDigestTime(at: number): number {
  const clock = wallClock(at);
  const day = clock.hour < digestHour ? clock.day - 1 : clock.day;
  return fromWallClock(clock.year, clock.month, day, digestHour);
}
