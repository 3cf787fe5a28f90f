import { Module } from '@nestjs/common';
import { HistoryRepository } from './history.repository.js';
import { TimeseriesHistoryService } from './history.service.js';
import { HistoryWriter } from './history-writer.js';
import { TimeseriesRepository } from './timeseries.repository.js';
import { TimeseriesService } from './timeseries.service.js';

@Module({
  providers: [
    TimeseriesRepository,
    HistoryWriter,
    TimeseriesService,
    HistoryRepository,
    TimeseriesHistoryService,
  ],
  exports: [TimeseriesService, TimeseriesHistoryService],
})
export class TimeseriesModule {}
