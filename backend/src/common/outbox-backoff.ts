// The retry rule of the portal's outboxes (mail, webhooks; docs/adr/0017-alarms.md): a failed
// message is tried again after 5 s, 10 s, 20 s … at most an hour apart, for a day.

/** How often a dispatcher looks for due messages, and the first retry's delay. */
export const firstRetryMs = 5_000;
const longestRetryMs = 3_600_000;
/** A message not delivered this long after it was queued is given up. */
export const retryForMs = 24 * 3_600_000;

/** The delay before the next try of a message tried `attempts` times. */
export function retryDelay(attempts: number): number {
  return Math.min(longestRetryMs, firstRetryMs * 2 ** Math.max(0, attempts - 1));
}

/** When a message queued at `createdAt` and tried `attempts` times goes next; null: give up. */
export function nextTry(createdAt: Date, attempts: number, now: number): Date | null {
  return createdAt.getTime() + retryForMs > now ? new Date(now + retryDelay(attempts)) : null;
}
