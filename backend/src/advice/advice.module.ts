import { Module } from '@nestjs/common';
import { AlarmsModule } from '../alarms/alarms.module.js';
import { DemoModule } from '../demo/demo.module.js';
import { TimeseriesModule } from '../timeseries/timeseries.module.js';
import { UnitsModule } from '../units/units.module.js';
import { AdviceReader } from './advice-reader.js';
import { AdviceShowcase } from './advice-showcase.js';
import { AdviceSweep } from './advice-sweep.js';
import { AdviceRepository } from './advice.repository.js';

/** Warnings before failure (issue 45): detectors over the units' history open advice incidents. */
@Module({
  imports: [AlarmsModule, DemoModule, TimeseriesModule, UnitsModule],
  providers: [AdviceReader, AdviceRepository, AdviceSweep, AdviceShowcase],
  exports: [AdviceSweep],
})
export class AdviceModule {}
