import { Module } from '@nestjs/common';
import { TimeseriesRepository } from './timeseries.repository.js';
import { TimeseriesService } from './timeseries.service.js';

@Module({ providers: [TimeseriesRepository, TimeseriesService], exports: [TimeseriesService] })
export class TimeseriesModule {}
