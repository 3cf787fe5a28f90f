import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { SessionStateModule } from '../auth/session-state.module.js';
import { DevicesModule } from '../devices/devices.module.js';
import { LiveModule } from '../live/live.module.js';
import { LocationsModule } from '../locations/locations.module.js';
import { MailModule } from '../mail/mail.module.js';
import { UnitsModule } from '../units/units.module.js';
import { UsersModule } from '../users/users.module.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { AlarmsController } from './alarms.controller.js';
import { IncidentDescriber } from './incident-describer.js';
import { IncidentEngine } from './incident-engine.js';
import { IncidentNotifier } from './incident-notifier.js';
import { IncidentWebhooks } from './incident-webhooks.js';
import { IncidentsRepository } from './incidents.repository.js';
import { IncidentsService } from './incidents.service.js';

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
  controllers: [AlarmsController],
  providers: [
    IncidentsRepository,
    IncidentDescriber,
    IncidentWebhooks,
    IncidentNotifier,
    IncidentEngine,
    IncidentsService,
  ],
  exports: [IncidentEngine, IncidentsService],
})
export class AlarmsModule {}
