import { Module } from '@nestjs/common';
import { DemoModule } from '../demo/demo.module.js';
import { DevicesModule } from '../devices/devices.module.js';
import { UnitsModule } from '../units/units.module.js';
import { SimulationController } from './simulation.controller.js';
import { SimulationService } from './simulation.service.js';

@Module({
  imports: [DemoModule, DevicesModule, UnitsModule],
  controllers: [SimulationController],
  providers: [SimulationService],
})
export class SimulationModule {}
