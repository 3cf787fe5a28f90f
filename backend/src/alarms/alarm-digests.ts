import { Inject, Injectable } from '@nestjs/common';
import { wallClock } from '@portal/contracts';
import { UnitsService } from '../units/units.service.js';
import { UsersService } from '../users/users.service.js';
import { followFor, follows, lastDigestTime } from './alarm-follow.js';
import { AlarmSettingsRepository } from './alarm-settings.repository.js';
import { IncidentMailer, mailable } from './incident-mailer.js';
import { IncidentsRepository } from './incidents.repository.js';

const day = 24 * 3_600_000;

/**
 * The daily digest: at 07:00 (portal time) each user who chose it gets one mail with the incidents
 * they follow by mail that opened or resolved in the 24 hours before. Any instance may send it; the
 * outbox key (user and day) keeps it to one.
 */
@Injectable()
export class AlarmDigests {
  /** The digests this instance has dealt with (day:user), so a sweep asks the database once a day. */
  private readonly done = new Set<string>();

  constructor(
    @Inject(AlarmSettingsRepository) private readonly settings: AlarmSettingsRepository,
    @Inject(IncidentsRepository) private readonly incidents: IncidentsRepository,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(IncidentMailer) private readonly mailer: IncidentMailer,
  ) {}

  async send(now: number): Promise<void> {
    const until = lastDigestTime(now);
    const { year, month, day: date } = wallClock(until);
    const name = `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
    for (const userId of await this.settings.digestReaders()) {
      const key = `${name}:${userId}`;
      if (this.done.has(key)) continue;
      await this.sendOne(userId, new Date(until - day), new Date(until), name);
      this.done.add(key);
    }
    for (const key of this.done) if (!key.startsWith(name)) this.done.delete(key);
  }

  private async sendOne(userId: number, from: Date, to: Date, name: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user || !mailable(user)) return;
    const rows = await this.incidents.happenedBetween(this.units.alarmAudience(user), from, to);
    const placements = new Map((await this.units.placements(rows.map((r) => r.sn))).map((p) => [p.sn, p]));
    const subscriptions = (await this.settings.subscriptions([userId])).get(userId) ?? [];
    const staff = this.units.seesAllUnits(user);
    const followed = rows.filter((row) => {
      const unit = { sn: row.sn, locationUuid: placements.get(row.sn)?.locationUuid ?? null };
      return follows(followFor(subscriptions, unit, staff), row, 'email');
    });
    await this.mailer.digest(user, followed, name);
  }
}
