import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { canipUnitSchema, UnitLogEntry } from '@portal/contracts';
import { type UnitKind, chartConfig, parseDataPointKey } from '@portal/unit-catalog';
import { AuditService } from '../audit/audit.service.js';
import { PresenceService } from '../devices/presence.service.js';
import { type LatestValue, TimeseriesService } from '../timeseries/timeseries.service.js';
import { maskedValue } from '../live/serial-alias.js';

type ConnectAnswer = z.output<typeof canipUnitSchema>;
type Details = Pick<
  ConnectAnswer,
  'charts' | 'metaInfo' | 'logEntries' | 'loggingActive' | 'boardTrending' | 'chartValues'
>;

/** How many written values the connect answer lists. */
export const logEntriesShown = 20;
/** A unit whose newest value is older than this is not being recorded right now. */
export const loggingWindowMs = 15 * 60_000;
const trendingWindowMs = 3_600_000;

const isoOrNull = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

/**
 * Spec 3 Unit fields beside the values: the kind's charts with their Chart.js settings, how fresh the
 * unit's data is, the latest writes (log entries), the last hour of its trending keys and its charts'
 * latest values. `real`/`shown`: a demo session sees its fake serial inside values as well.
 */
@Injectable()
export class UnitDetailsService {
  constructor(
    @Inject(PresenceService) private readonly presence: PresenceService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(TimeseriesService) private readonly timeseries: TimeseriesService,
  ) {}

  async details(
    { real, shown }: { real: string; shown: string },
    kind: UnitKind,
    latest: Record<string, LatestValue>,
    firmware: string | null,
    now = Date.now(),
  ): Promise<Details> {
    const [stored, writes, boardTrending] = await Promise.all([
      this.presence.storedState(real),
      this.audit.latestUnitEntries(real, 'canip.write', logEntriesShown),
      this.trending(real, kind, now),
    ]);
    const newest = Object.values(latest).reduce<number | undefined>(
      (max, { ts }) => (max === undefined || ts > max ? ts : max),
      undefined,
    );
    const logEntries = writes.flatMap((write): UnitLogEntry[] => {
      const { key, readBack, newValue, result } = write.details;
      const parsed = typeof key === 'string' && result === 'ok' ? parseDataPointKey(key) : undefined;
      if (!parsed) return [];
      const dataPoint = parsed.index === undefined ? parsed.name : `${parsed.name}[${parsed.index}]`;
      const value = maskedValue(readBack ?? newValue ?? null, real, shown);
      return [{ date: write.ts, type: 'UPDATE_CANIPVALUE', board: parsed.board, dataPoint, value }];
    });
    return {
      charts: kind.charts.map((chart) => chartConfig(kind, chart)),
      metaInfo: {
        firmware: firmware ?? (stored?.firmware || null),
        stateSince: stored?.changedAt.toISOString() ?? null,
        lastValueAt: isoOrNull(newest),
      },
      logEntries,
      loggingActive: newest !== undefined && now - newest <= loggingWindowMs,
      boardTrending,
      chartValues: Object.fromEntries(
        kind.charts.map((chart) => [
          chart.name,
          Object.fromEntries(chart.columns.map(({ field }) => [field, latest[field]?.value ?? null])),
        ]),
      ),
    };
  }

  /** The last hour of stored samples of the keys the kind's trending charts show, per board. */
  private async trending(sn: string, kind: UnitKind, now: number): Promise<Details['boardTrending']> {
    const keys = [
      ...new Set(
        kind.charts
          .filter((chart) => chart.source === 'trending')
          .flatMap((chart) => chart.columns.map((column) => column.field)),
      ),
    ];
    const from = new Date(now - trendingWindowMs);
    const to = new Date(now);
    const series = await Promise.all(
      keys.map(async (key) => [key, await this.timeseries.samples(sn, key, from, to)] as const),
    );
    const out: Details['boardTrending'] = {};
    for (const [key, points] of series) {
      const board = parseDataPointKey(key)?.board;
      if (board !== undefined) (out[board] ??= {})[key] = points.map(({ ts, value }) => ({ ts, value }));
    }
    return out;
  }
}
