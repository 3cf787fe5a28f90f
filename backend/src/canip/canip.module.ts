import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { CommandsModule } from '../commands/commands.module.js';
import { SessionStateModule } from '../auth/session-state.module.js';
import { StylesModule } from '../styles/styles.module.js';
import { DevicesModule } from '../devices/devices.module.js';
import { LiveModule } from '../live/live.module.js';
import { TimeseriesModule } from '../timeseries/timeseries.module.js';
import { UnitsModule } from '../units/units.module.js';
import { CanipController } from './canip.controller.js';
import { CanipService } from './canip.service.js';
import { UnitAccessService } from './unit-access.service.js';
import { UnitDetailsService } from './unit-details.service.js';

@Module({
  imports: [
    AuditModule,
    CommandsModule,
    DevicesModule,
    LiveModule,
    SessionStateModule,
    StylesModule,
    TimeseriesModule,
    UnitsModule,
  ],
  controllers: [CanipController],
  providers: [CanipService, UnitAccessService, UnitDetailsService],
  exports: [UnitAccessService],
})
export class CanipModule {}
