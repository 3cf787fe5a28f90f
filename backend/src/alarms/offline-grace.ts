import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { UnitsService } from '../units/units.service.js';
import { AlarmSettingsRepository } from './alarm-settings.repository.js';

/** How long a unit may be silent before it is an incident: its own grace, its location's, or the portal's. */
@Injectable()
export class OfflineGrace {
  constructor(
    @Inject(AlarmSettingsRepository) private readonly settings: AlarmSettingsRepository,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async ms(sn: string): Promise<number> {
    const minutes = await this.settings.graceMinutes(sn, this.units.locationOf(sn));
    return minutes === undefined ? this.config.alarms.offlineMs : minutes * 60_000;
  }
}
