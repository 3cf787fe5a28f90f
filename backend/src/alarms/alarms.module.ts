import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { SessionStateModule } from '../auth/session-state.module.js';
import { DevicesModule } from '../devices/devices.module.js';
import { LiveModule } from '../live/live.module.js';
import { LocationsModule } from '../locations/locations.module.js';
import { MailModule } from '../mail/mail.module.js';
import { UnitsModule } from '../units/units.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdviceIncidents } from './advice-incidents.js';
import { AlarmDigests } from './alarm-digests.js';
import { AlarmReaders } from './alarm-readers.js';
import { AlarmSettingsRepository } from './alarm-settings.repository.js';
import { AlarmSettingsService } from './alarm-settings.service.js';
import { AlarmRulesController } from './alarm-rules.controller.js';
import { AlarmRulesRepository } from './alarm-rules.repository.js';
import { AlarmRulesService } from './alarm-rules.service.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { AlarmsController } from './alarms.controller.js';
import { GapWatch } from './gap-watch.js';
import { IncidentDescriber } from './incident-describer.js';
import { IncidentEngine } from './incident-engine.js';
import { IncidentMailer } from './incident-mailer.js';
import { IncidentNotifier } from './incident-notifier.js';
import { IncidentWebhooks } from './incident-webhooks.js';
import { IncidentsRepository } from './incidents.repository.js';
import { IncidentsService } from './incidents.service.js';
import { OfflineGrace } from './offline-grace.js';
import { RuleEngine } from './rule-engine.js';

/** Alarms (issue 42): incidents from the units' own words, their states and who is told. */
@Module({
  imports: [
    AuditModule,
    DevicesModule,
    LiveModule,
    LocationsModule,
    MailModule,
    SessionStateModule,
    UnitsModule,
    UsersModule,
    WebhooksModule,
  ],
  controllers: [AlarmsController, AlarmRulesController],
  providers: [
    IncidentsRepository,
    AlarmSettingsRepository,
    AlarmSettingsService,
    AlarmReaders,
    AlarmDigests,
    OfflineGrace,
    IncidentDescriber,
    IncidentMailer,
    IncidentWebhooks,
    IncidentNotifier,
    IncidentEngine,
    IncidentsService,
    AlarmRulesRepository,
    GapWatch,
    RuleEngine,
    AlarmRulesService,
    AdviceIncidents,
  ],
  exports: [IncidentEngine, IncidentsService, AdviceIncidents],
})
export class AlarmsModule {}
