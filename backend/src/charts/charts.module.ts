import { Module } from '@nestjs/common';
import { AlarmsModule } from '../alarms/alarms.module.js';
import { SessionStateModule } from '../auth/session-state.module.js';
import { CanipModule } from '../canip/canip.module.js';
import { DevicesModule } from '../devices/devices.module.js';
import { TimeseriesModule } from '../timeseries/timeseries.module.js';
import { ChartsController } from './charts.controller.js';
import { ChartsService } from './charts.service.js';

@Module({
  imports: [AlarmsModule, CanipModule, DevicesModule, SessionStateModule, TimeseriesModule],
  controllers: [ChartsController],
  providers: [ChartsService],
})
export class ChartsModule {}
