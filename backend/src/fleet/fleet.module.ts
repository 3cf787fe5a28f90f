import { Module } from '@nestjs/common';
import { TimeseriesModule } from '../timeseries/timeseries.module.js';
import { UnitsModule } from '../units/units.module.js';
import { FleetEnergy } from './fleet-energy.js';
import { FleetEnergyRepository } from './fleet-energy.repository.js';
import { FleetController } from './fleet.controller.js';
import { FleetRepository } from './fleet.repository.js';
import { FleetService } from './fleet.service.js';

/** The fleet overview (issue 44): figures, trends and the map over the units a partner or the manufacturer sees. */
@Module({
  imports: [UnitsModule, TimeseriesModule],
  controllers: [FleetController],
  providers: [FleetRepository, FleetService, FleetEnergyRepository, FleetEnergy],
})
export class FleetModule {}
