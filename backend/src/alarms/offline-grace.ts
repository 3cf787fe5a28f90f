import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { AlarmSettingsRepository } from './alarm-settings.repository.js';

/** How long a unit may be silent before it is an incident: its own grace, its location's, or the portal's. */
@Injectable()
export class OfflineGrace {
  constructor(
    @Inject(AlarmSettingsRepository) private readonly settings: AlarmSettingsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async ms(sn: string): Promise<number> {
    const minutes = await this.settings.graceMinutes(sn);
    return minutes === undefined ? this.config.alarms.offlineMs : minutes * 60_000;
  }
}
