import { Module } from '@nestjs/common';
import { HistoryRepository } from './history.repository.js';
import { TimeseriesHistoryService } from './history.service.js';
import { HistoryWriter } from './history-writer.js';
import { SamplePartitions } from './sample-partitions.js';
import { SeriesIds } from './series-ids.js';
import { TimeseriesIngest } from './timeseries-ingest.js';
import { TimeseriesRetention } from './timeseries-retention.js';
import { TimeseriesRepository } from './timeseries.repository.js';
import { TimeseriesService } from './timeseries.service.js';
import { WrittenSpan } from './written-span.js';

@Module({
  providers: [
    TimeseriesRepository,
    WrittenSpan,
    HistoryWriter,
    SeriesIds,
    SamplePartitions,
    TimeseriesIngest,
    TimeseriesRetention,
    TimeseriesService,
    HistoryRepository,
    TimeseriesHistoryService,
  ],
  exports: [TimeseriesService, TimeseriesHistoryService],
})
export class TimeseriesModule {}
