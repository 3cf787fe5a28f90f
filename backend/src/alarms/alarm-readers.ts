import { Inject, Injectable } from '@nestjs/common';
import type { AlarmFollow, AlarmPreferences } from '@portal/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { AlarmRelation } from '../units/unit-visibility.js';
import { UnitsService } from '../units/units.service.js';
import { type UserAccount, UsersService } from '../users/users.service.js';
import { followFor } from './alarm-follow.js';
import { AlarmSettingsRepository } from './alarm-settings.repository.js';

/** Someone told of a unit's incidents, with what they follow there and how they want to hear it. */
export interface AlarmReader {
  user: UserAccount;
  via: AlarmRelation;
  follow: AlarmFollow;
  /** What an escalation reaches them by: their subscription's channels, else mail and webhooks. */
  escalationFollow: AlarmFollow;
  preferences: AlarmPreferences;
  /** The manufacturer's service (escalation's last step), not only someone who sees everything. */
  service: boolean;
}

/** Everyone told of a unit (units' alarmRecipients) with their subscriptions and preferences. */
@Injectable()
export class AlarmReaders {
  constructor(
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(AlarmSettingsRepository) private readonly settings: AlarmSettingsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async of(sn: string): Promise<AlarmReader[]> {
    const [recipients, [placement]] = await Promise.all([
      this.units.alarmRecipients(sn),
      this.units.placements([sn]),
    ]);
    const unit = { sn, locationUuid: placement?.locationUuid ?? null };
    const ids = recipients.map((r) => r.userId);
    const [subscriptions, preferences, accounts] = await Promise.all([
      this.settings.subscriptions(ids),
      this.settings.preferences(ids),
      this.users.findByIds(ids),
    ]);
    const byId = new Map(accounts.map((account) => [account.id, account]));
    const readers: AlarmReader[] = [];
    for (const { userId, via } of recipients) {
      const user = byId.get(userId);
      if (!user) continue;
      const own = subscriptions.get(userId) ?? [];
      readers.push({
        user,
        via,
        follow: followFor(own, unit, via === 'staff'),
        escalationFollow: followFor(own, unit, false),
        preferences: preferences.get(userId)!,
        service: user.roles.includes(this.config.brand),
      });
    }
    return readers;
  }
}
