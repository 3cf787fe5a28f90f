import { Inject, Injectable } from '@nestjs/common';
import { type UnitKind, displayGain } from '@portal/unit-catalog';
import { TimeseriesHistoryService } from '../timeseries/history.service.js';
import { type AdviceHistory, type HourBucket, dayMs, foldDays, hourMs } from './advice-history.js';
import { type AdviceKeys, type AdviceRole, adviceKeys } from './advice-keys.js';

/** The detectors look back this far: the efficiency's 14 + 28 + 42 days, the return's 21 + 35. */
export const lookBackDays = 84;
/** The stopped-counter detector's hours (and its chart). */
const latestHours = 72;

const counters: readonly AdviceRole[] = ['starts', 'runHours', 'electricity', 'heat', 'electricityIn'];
const temperatures: readonly AdviceRole[] = ['returnC', 'outdoorC'];
/** A temperature this far out is no reading (an absent Dachs sensor reads 127 °C, facts §1a). */
const plausibleC = { min: -60, max: 110 };

/** A unit's last weeks of hourly rollups as the detectors read them (complete hours before `now`). */
@Injectable()
export class AdviceReader {
  constructor(@Inject(TimeseriesHistoryService) private readonly history: TimeseriesHistoryService) {}

  /** Units whose hours counter stored an hour from `since` on. */
  reporting(keys: readonly string[], since: number): Promise<string[]> {
    return this.history.serialsReporting(keys, since);
  }

  async read(sn: string, kind: UnitKind, now: number): Promise<AdviceHistory | undefined> {
    const keys = adviceKeys(kind);
    if (!keys.runHours) return undefined;
    const to = Math.floor(now / hourMs) * hourMs;
    const from = to - lookBackDays * dayMs;
    const series = await this.history.seriesOf(sn, Object.values(keys).flat());
    const values = new Map<AdviceRole, Map<number, number>>();
    const add = (role: AdviceRole, bucket: number, value: number) => {
      let byHour = values.get(role);
      if (!byHour) values.set(role, (byHour = new Map<number, number>()));
      byHour.set(bucket, (byHour.get(bucket) ?? 0) + value);
    };
    const idsOf = (roles: readonly AdviceRole[]) => {
      const ids = new Map<number, { role: AdviceRole; gain: number }>();
      for (const role of roles)
        for (const key of keys[role] ?? []) {
          const id = series.get(key);
          if (id !== undefined) ids.set(id, { role, gain: displayGain(kind, key) });
        }
      return ids;
    };
    const counterIds = idsOf(counters);
    for (const row of await this.history.increments([...counterIds.keys()], '1h', from, to)) {
      const entry = counterIds.get(row.series);
      if (entry) row.values.forEach((v, i) => add(entry.role, row.buckets[i]!, v * entry.gain));
    }
    const temperatureIds = idsOf(temperatures);
    for (const row of await this.history.stats([...temperatureIds.keys()], '1h', 'mean', from, to)) {
      const entry = temperatureIds.get(row.series);
      if (!entry) continue;
      row.values.forEach((v, i) => {
        const c = v * entry.gain;
        if (c >= plausibleC.min && c <= plausibleC.max)
          add(entry.role, row.buckets?.[i] ?? row.first + i * hourMs, c);
      });
    }
    return toHistory(values, keys, from, to);
  }
}

function toHistory(
  values: Map<AdviceRole, Map<number, number>>,
  keys: AdviceKeys,
  from: number,
  to: number,
): AdviceHistory {
  const hours: HourBucket[] = [];
  const of = (role: AdviceRole, start: number) => values.get(role)?.get(start) ?? null;
  for (let start = from; start < to; start += hourMs) {
    const runHours = of('runHours', start);
    hours.push({
      start,
      runHours,
      // A counter the kind has but that stored nothing this hour while the hours counter did: no data.
      starts: runHours === null ? null : (of('starts', start) ?? (keys.starts ? null : 0)),
      electricityKWh: runHours === null ? null : of('electricity', start),
      heatKWh: runHours === null ? null : of('heat', start),
      ...(keys.electricityIn
        ? { electricityInKWh: runHours === null ? null : of('electricityIn', start) }
        : {}),
      returnC: of('returnC', start),
      outdoorC: of('outdoorC', start),
    });
  }
  return { days: foldDays(hours), hours: hours.slice(-latestHours) };
}
