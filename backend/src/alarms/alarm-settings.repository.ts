import { Inject, Injectable } from '@nestjs/common';
import { type AlarmPreferences, alarmingSeverities, defaultAlarmPreferences } from '@portal/contracts';
import { type SQL, type SQLWrapper, and, eq, inArray, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.js';
import type { Subscription } from './alarm-follow.js';
import {
  alarmOfflineGraces,
  alarmPreferences,
  alarmReminders,
  alarmSubscriptions,
} from './alarm-settings.schema.js';
import { alarmIncidents, alarmOfflineWatch } from './alarms.schema.js';

const sqlList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** What users follow, their quiet hours and reminders, and units' offline graces. */
@Injectable()
export class AlarmSettingsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async subscriptions(userIds: readonly number[]): Promise<Map<number, Subscription[]>> {
    const byUser = new Map<number, Subscription[]>(userIds.map((id) => [id, []]));
    if (userIds.length === 0) return byUser;
    const rows = await this.db
      .select()
      .from(alarmSubscriptions)
      .where(inArray(alarmSubscriptions.userId, [...userIds]));
    for (const { userId, ...subscription } of rows) byUser.get(userId)?.push(subscription);
    return byUser;
  }

  async preferences(userIds: readonly number[]): Promise<Map<number, AlarmPreferences>> {
    const byUser = new Map<number, AlarmPreferences>(userIds.map((id) => [id, defaultAlarmPreferences]));
    if (userIds.length === 0) return byUser;
    const rows = await this.db
      .select()
      .from(alarmPreferences)
      .where(inArray(alarmPreferences.userId, [...userIds]));
    for (const row of rows)
      byUser.set(row.userId, {
        quietHours: row.quietHours ?? null,
        email: row.email,
        reminderHours: row.reminderHours as AlarmPreferences['reminderHours'],
      });
    return byUser;
  }

  async subscribe(userId: number, subscription: Subscription): Promise<void> {
    const { scope, ref, ...follow } = subscription;
    await this.db
      .insert(alarmSubscriptions)
      .values({ userId, scope, ref, ...follow })
      .onConflictDoUpdate({
        target: [alarmSubscriptions.userId, alarmSubscriptions.scope, alarmSubscriptions.ref],
        set: follow,
      });
  }

  async unsubscribe(userId: number, scope: Subscription['scope'], ref: string): Promise<void> {
    await this.db
      .delete(alarmSubscriptions)
      .where(
        and(
          eq(alarmSubscriptions.userId, userId),
          eq(alarmSubscriptions.scope, scope),
          eq(alarmSubscriptions.ref, ref),
        ),
      );
  }

  async setPreferences(userId: number, preferences: AlarmPreferences): Promise<void> {
    const values = { ...preferences, quietHours: preferences.quietHours };
    await this.db
      .insert(alarmPreferences)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: alarmPreferences.userId, set: values });
  }

  /** The users who asked for a daily digest instead of a mail per incident. */
  async digestReaders(): Promise<number[]> {
    const rows = await this.db
      .select({ userId: alarmPreferences.userId })
      .from(alarmPreferences)
      .where(eq(alarmPreferences.email, 'digest'));
    return rows.map((row) => row.userId);
  }

  /**
   * Whether the user follows an incident in the portal (the bell), as a condition on alarm_incidents:
   * the most specific subscription that fits its unit, else the defaults (the alarming severities).
   * `locationOf`: a unit's location (a subquery of the units domain).
   */
  followedInPortal(userId: number, locationOf: (serial: SQLWrapper) => SQL): SQL {
    const fitting = sql`select (s.kinds ? ${alarmIncidents.kind}) and (s.severities ? ${alarmIncidents.severity})
        and (s.channels ? 'portal')
      from ${alarmSubscriptions} s
      where s.user_id = ${userId} and (s.scope = 'all'
        or (s.scope = 'unit' and s.ref = ${alarmIncidents.sn})
        or (s.scope = 'location' and s.ref = ${locationOf(alarmIncidents.sn)}))
      order by case s.scope when 'unit' then 0 when 'location' then 1 else 2 end limit 1`;
    const byDefault = sql`${alarmIncidents.severity} in (${sqlList(alarmingSeverities)})`;
    return sql`coalesce((${fitting}), ${byDefault})`;
  }

  /** A unit's own grace in minutes, else its `location`'s (a subquery); undefined: the default. */
  async graceMinutes(sn: string, location: SQL): Promise<number | undefined> {
    const [row] = await this.db
      .select({ minutes: alarmOfflineGraces.minutes })
      .from(alarmOfflineGraces)
      .where(
        sql`(${alarmOfflineGraces.scope} = 'unit' and ${alarmOfflineGraces.ref} = ${sn})
          or (${alarmOfflineGraces.scope} = 'location' and ${alarmOfflineGraces.ref} = ${location})`,
      )
      .orderBy(sql`case ${alarmOfflineGraces.scope} when 'unit' then 0 else 1 end`)
      .limit(1);
    return row?.minutes;
  }

  async setGrace(scope: 'unit' | 'location', ref: string, minutes: number | null): Promise<void> {
    const key = and(eq(alarmOfflineGraces.scope, scope), eq(alarmOfflineGraces.ref, ref));
    if (minutes === null) await this.db.delete(alarmOfflineGraces).where(key);
    else
      await this.db
        .insert(alarmOfflineGraces)
        .values({ scope, ref, minutes })
        .onConflictDoUpdate({ target: [alarmOfflineGraces.scope, alarmOfflineGraces.ref], set: { minutes } });
  }

  /**
   * The graces set on the audience's units and their locations (`locations`, subquery of uuid texts);
   * undefined: all.
   */
  graces(
    audience: SQL | undefined,
    locations: SQL | undefined,
  ): Promise<{ scope: 'unit' | 'location'; ref: string; minutes: number }[]> {
    if (!audience || !locations) return this.db.select().from(alarmOfflineGraces);
    return this.db
      .select()
      .from(alarmOfflineGraces)
      .where(
        sql`(${alarmOfflineGraces.scope} = 'unit' and ${alarmOfflineGraces.ref} in ${audience})
          or (${alarmOfflineGraces.scope} = 'location' and ${alarmOfflineGraces.ref} in ${locations})`,
      );
  }

  /** Moves the offline watches of a unit, or of units (a serials subquery), to their grace now. */
  async regraceWatches(units: string | SQL, graceMs: (sn: string) => Promise<number>): Promise<void> {
    const which =
      typeof units === 'string' ? eq(alarmOfflineWatch.sn, units) : sql`${alarmOfflineWatch.sn} in ${units}`;
    const watches = await this.db.select().from(alarmOfflineWatch).where(which);
    for (const { sn, offlineSince } of watches)
      await this.db
        .update(alarmOfflineWatch)
        .set({ dueAt: new Date(offlineSince.getTime() + (await graceMs(sn))) })
        .where(eq(alarmOfflineWatch.sn, sn));
  }

  async remindLater(incidentId: number, userId: number, dueAt: Date): Promise<void> {
    await this.db.insert(alarmReminders).values({ incidentId, userId, dueAt }).onConflictDoNothing();
  }

  /**
   * Takes the due reminders of open incidents and schedules each one's next (the row lock hands
   * each to one instance; the other sees it no longer due); drops those of incidents no longer open
   * and of users who stopped reminders.
   */
  async takeDueReminders(at: Date): Promise<{ incidentId: number; userId: number; sent: number }[]> {
    const now = sql`${at.toISOString()}::timestamptz`;
    await this.db.execute(sql`delete from ${alarmReminders} r where r.due_at <= ${now} and (
      not exists (select 1 from ${alarmIncidents} i where i.id = r.incident_id and i.state = 'open')
      or not exists (select 1 from ${alarmPreferences} p where p.user_id = r.user_id and p.reminder_hours > 0))`);
    const result = await this.db.execute(sql`update ${alarmReminders} r
      set due_at = r.due_at + make_interval(hours => p.reminder_hours), sent = r.sent + 1
      from ${alarmPreferences} p
      where p.user_id = r.user_id and p.reminder_hours > 0 and r.due_at <= ${now}
      returning r.incident_id as "incidentId", r.user_id as "userId", r.sent`);
    return (result as { rows: { incidentId: number; userId: number; sent: number }[] }).rows.map((row) => ({
      incidentId: Number(row.incidentId),
      userId: Number(row.userId),
      sent: Number(row.sent),
    }));
  }
}
