import { Module } from '@nestjs/common';
import { LiveModule } from '../live/live.module.js';
import { TimeseriesModule } from '../timeseries/timeseries.module.js';
import { ArchiveIngest } from './archive-ingest.js';
import { AttentionReconcile } from './attention-reconcile.js';
import { ClusterAdoption } from './cluster-adoption.js';
import { CredentialsModule } from './credentials.module.js';
import { DeviceEvents } from './device-events.js';
import { DeviceGateway } from './device-gateway.js';
import { DeviceRpc } from './device-rpc.js';
import { GlanceRepository } from './glance.repository.js';
import { GlanceService } from './glance.service.js';
import { InboundRouter } from './inbound-router.js';
import { MaintenanceForecast } from './maintenance-forecast.js';
import { PersistentSessions } from './persistent-sessions.js';
import { PresenceRepository } from './presence.repository.js';
import { PresenceService } from './presence.service.js';

@Module({
  imports: [CredentialsModule, LiveModule, TimeseriesModule],
  providers: [
    DeviceEvents,
    PresenceRepository,
    GlanceRepository,
    PresenceService,
    GlanceService,
    DeviceRpc,
    InboundRouter,
    ArchiveIngest,
    PersistentSessions,
    ClusterAdoption,
    DeviceGateway,
    MaintenanceForecast,
    AttentionReconcile,
  ],
  exports: [
    CredentialsModule,
    DeviceEvents,
    PresenceService,
    GlanceService,
    DeviceGateway,
    MaintenanceForecast,
  ],
})
export class DevicesModule {}
