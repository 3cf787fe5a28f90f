import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { DevicesModule } from '../devices/devices.module.js';
import { LiveModule } from '../live/live.module.js';
import { TimeseriesModule } from '../timeseries/timeseries.module.js';
import { CommandDispatcher } from './command-dispatcher.js';
import { CommandRunner } from './command-runner.js';
import { CommandsRepository } from './commands.repository.js';
import { CommandsService } from './commands.service.js';

/** Set-point commands (issue 44): a unit's writes, queued while it is offline. */
@Module({
  imports: [AuditModule, DevicesModule, LiveModule, TimeseriesModule],
  providers: [CommandsRepository, CommandRunner, CommandDispatcher, CommandsService],
  exports: [CommandsService],
})
export class CommandsModule {}
