import { Module } from '@nestjs/common';
import { LiveModule } from '../live/live.module.js';
import { TimeseriesModule } from '../timeseries/timeseries.module.js';
import { ArchiveIngest } from './archive-ingest.js';
import { ClusterAdoption } from './cluster-adoption.js';
import { CredentialsService } from './credentials.service.js';
import { DeviceGateway } from './device-gateway.js';
import { DeviceRpc } from './device-rpc.js';
import { GlanceService } from './glance.service.js';
import { InboundRouter } from './inbound-router.js';
import { PersistentSessions } from './persistent-sessions.js';
import { PresenceService } from './presence.service.js';

@Module({
  imports: [LiveModule, TimeseriesModule],
  providers: [
    CredentialsService,
    PresenceService,
    GlanceService,
    DeviceRpc,
    InboundRouter,
    ArchiveIngest,
    PersistentSessions,
    ClusterAdoption,
    DeviceGateway,
  ],
  exports: [CredentialsService, PresenceService, GlanceService, DeviceGateway],
})
export class DevicesModule {}
