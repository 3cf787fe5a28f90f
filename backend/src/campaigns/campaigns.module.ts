import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { CommandsModule } from '../commands/commands.module.js';
import { DevicesModule } from '../devices/devices.module.js';
import { TimeseriesModule } from '../timeseries/timeseries.module.js';
import { UnitsModule } from '../units/units.module.js';
import { CampaignRunner } from './campaign-runner.js';
import { CampaignsController } from './campaigns.controller.js';
import { CampaignsRepository } from './campaigns.repository.js';
import { CampaignsService } from './campaigns.service.js';

/** Parameter campaigns (issue 44): the same values to many units, in stages. */
@Module({
  imports: [AuditModule, CommandsModule, DevicesModule, TimeseriesModule, UnitsModule],
  controllers: [CampaignsController],
  providers: [CampaignsRepository, CampaignsService, CampaignRunner],
})
export class CampaignsModule {}
