import { Inject, Injectable } from '@nestjs/common';
import { archiveLimits, archiveMessageSchema } from '@portal/contracts';
import { LiveBus } from '../live/live-bus.js';
import { TimeseriesService } from '../timeseries/timeseries.service.js';
import { InboundRouter, parseJson } from './inbound-router.js';

/** Samples of an archive handed to the time series at once. */
const archiveSliceSamples = 250;

/** Earliest and latest timestamp, without spreading thousands of arguments into Math.min. */
function timeSpan(samples: readonly { ts: number }[]): { from: number; to: number } {
  let from = Infinity;
  let to = -Infinity;
  for (const { ts } of samples) {
    if (ts < from) from = ts;
    if (ts > to) to = ts;
  }
  return { from, to };
}

/**
 * Archive sessions' messages: a unit's backlog after a reconnect, stored in slices. Whoever
 * acknowledges an archive to the unit waits for store(): only committed samples are acknowledged.
 */
@Injectable()
export class ArchiveIngest {
  /** Archives being stored; the stop waits for them before it closes the connections. */
  private readonly storing = new Set<Promise<void>>();

  constructor(
    @Inject(TimeseriesService) private readonly timeseries: TimeseriesService,
    @Inject(InboundRouter) private readonly router: InboundRouter,
    @Inject(LiveBus) private readonly bus: LiveBus,
  ) {}

  /** Stores a unit's archive message; resolves once its samples are committed. */
  store(sn: string, payload: Buffer): Promise<void> {
    const task = this.ingest(sn, payload);
    this.storing.add(task);
    const forget = () => this.storing.delete(task);
    task.then(forget, forget);
    return task;
  }

  /** Settles once every archive being stored now is stored or failed. */
  async settled(): Promise<void> {
    await Promise.allSettled(this.storing);
  }

  private async ingest(sn: string, payload: Buffer): Promise<void> {
    // Acknowledged and dropped, like anything unreadable: sending it again would not make it fit.
    if (payload.length > archiveLimits.bytes) return this.router.malformed(`units/${sn}/archive`);
    const message = archiveMessageSchema.safeParse(parseJson(payload));
    if (!message.success) return this.router.malformed(`units/${sn}/archive`);
    const { samples } = message.data;
    // In slices, so a long backlog does not hold up other units' values for one big batch.
    for (let start = 0; start < samples.length; start += archiveSliceSamples)
      await this.timeseries.ingestDurable(sn, samples.slice(start, start + archiveSliceSamples));
    const { from, to } = timeSpan(samples);
    this.bus.publish({ type: 'unit.archiveStored', sn, count: samples.length, from, to });
  }
}
