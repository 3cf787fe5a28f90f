import { Module } from '@nestjs/common';
import { UnitsModule } from '../units/units.module.js';
import { FleetController } from './fleet.controller.js';
import { FleetRepository } from './fleet.repository.js';
import { FleetService } from './fleet.service.js';

/** The fleet overview (issue 44): figures, trends and the map over the units a partner or the manufacturer sees. */
@Module({
  imports: [UnitsModule],
  controllers: [FleetController],
  providers: [FleetRepository, FleetService],
})
export class FleetModule {}
