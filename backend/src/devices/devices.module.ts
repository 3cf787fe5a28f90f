import { Module } from '@nestjs/common';
import { LiveModule } from '../live/live.module.js';
import { TimeseriesModule } from '../timeseries/timeseries.module.js';
import { CredentialsService } from './credentials.service.js';
import { DeviceGateway } from './device-gateway.js';
import { GlanceService } from './glance.service.js';
import { PresenceService } from './presence.service.js';

@Module({
  imports: [LiveModule, TimeseriesModule],
  providers: [CredentialsService, PresenceService, GlanceService, DeviceGateway],
  exports: [CredentialsService, PresenceService, GlanceService, DeviceGateway],
})
export class DevicesModule {}
