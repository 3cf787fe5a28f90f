import { Module } from '@nestjs/common';
import { HistoryWriter } from './history-writer.js';
import { TimeseriesRepository } from './timeseries.repository.js';
import { TimeseriesService } from './timeseries.service.js';

@Module({ providers: [TimeseriesRepository, HistoryWriter, TimeseriesService], exports: [TimeseriesService] })
export class TimeseriesModule {}
