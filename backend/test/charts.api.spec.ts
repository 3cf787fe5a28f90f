import { maxChartRangeDays } from '@portal/contracts';
import { findDataPointByKey, findKind } from '@portal/unit-catalog';
import { emptyAggregates } from '@portal/unit-sim';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { alarmIncidents } from '../src/alarms/alarms.schema.js';
import { AuditService } from '../src/audit/audit.service.js';
import { PresenceService } from '../src/devices/presence.service.js';
import { TimeseriesService } from '../src/timeseries/timeseries.service.js';
import { units } from '../src/units/units.schema.js';
import { users } from '../src/users/users.schema.js';
import { type Client, type Portal, startPortal } from './harness.js';
import { operatorsDachs } from './units-online.js';

// Charts read the stored history of a unit (rollups or raw samples), aggregated by the server to at
// most 2000 points per series, on Europe/Berlin days. Samples are ingested through the time-series
// service, as the device gateway does, and committed before each request.

let portal: Portal;
let timeseries: TimeseriesService;
/** A Dachs operated by `betreiber`; history is seeded into it. */
let dachs: string;
/** A grid-connection unit (measurement fields p_* / e_*). */
let netz: string;

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const power = 'Hka_Mw1.sWirkleistung';
const outside = 'Hka_Mw1.Temp.sbAussen';
const energy = 'Hka_Bd.ulArbeitElektr';
const dachsKind = findKind('dachsII')!;
const gainOf = (key: string) => (findDataPointByKey(dachsKind, key) as { gain: number }).gain;
/** Every consent given, so each role's access depends on visibility alone. */
const allConsents = { DACHSWEB: true, FERNZUGRIFF_PARTNER: true };

/** A Europe/Berlin wall-clock time as ms (the offset given explicitly). */
const berlin = (iso: string) => Date.parse(iso);

async function ingest(sn: string, key: string, points: [number, number][]): Promise<void> {
  await timeseries.ingestDurable(
    sn,
    points.map(([ts, value]) => ({ ts, values: { [key]: value } })),
  );
}

/** Rollup rows as computed history has them: per bucket its extremes, mean, count and sample span. */
function aggregates(
  buckets: number[],
  row: (i: number) => { low: number; high: number; mean: number; count: number; span: number },
) {
  const out = emptyAggregates();
  buckets.forEach((bucket, i) => {
    const { low, high, mean, count, span } = row(i);
    out.bucket.push(bucket);
    out.min.push(low);
    out.max.push(high);
    out.sum.push(mean * count);
    out.count.push(count);
    out.firstTs.push(bucket);
    out.firstValue.push(low);
    out.lastTs.push(bucket + span);
    out.lastValue.push(high);
  });
  return out;
}

function chart(client: Client, sn: string, body: Record<string, unknown>) {
  return client.post(`/rest/charts/${sn}/data`, body);
}

/** Every serial the client's unit list shows (connectable units with a contract). */
async function visibleUnits(client: Client): Promise<{ sn: string; productGroup: string }[]> {
  const found: { sn: string; productGroup: string }[] = [];
  for (let offset = 0; ; offset += 100) {
    const { body } = await client.post('/rest/info/units', { limit: 100, offset, filter: {} });
    for (const unit of body.units) {
      if (unit.msrTyp === 3 && unit.hasVertrag)
        found.push({ sn: unit.seriennummer, productGroup: unit.productGroup });
    }
    if (body.units.length < 100) return found;
  }
}

beforeAll(async () => {
  portal = await startPortal();
  timeseries = portal.app.get(TimeseriesService);
  dachs = await operatorsDachs(portal);
  const brandConsent = `FERNZUGRIFF_${portal.config.brand.toUpperCase()}`;
  await portal.db.update(units).set({ zustimmungMap: { ...allConsents, [brandConsent]: true } });
  const [grid] = await portal.db
    .select({ sn: units.seriennummer })
    .from(units)
    .where(and(eq(units.productGroup, 'netz'), eq(units.msrTyp, 3), eq(units.hasVertrag, true)))
    .limit(1);
  netz = grid!.sn;
});

afterAll(async () => {
  await portal?.destroy();
});

describe('POST /rest/charts/{sn}/data', () => {
  const weekStart = berlin('2025-06-02T00:00:00+02:00');

  beforeAll(async () => {
    // Outside temperature: two quarter hours with data, then nothing (a gap), then one more.
    await ingest(dachs, outside, [
      [weekStart, 100],
      [weekStart + 5 * MIN, 120],
      [weekStart + 15 * MIN, 140],
      [weekStart + 5 * HOUR, 160],
    ]);
  });

  it('answers one 15-minute row per bucket of the week, null where nothing was stored', async () => {
    const client = await portal.loggedIn('betreiber');
    const answer = await chart(client, dachs, {
      name: 'dachsII.temperaturen',
      start: weekStart,
      parameters: { period: 'w' },
      fields: [outside],
    });
    expect(answer.status).toBe(200);
    const { body } = answer;
    expect(body.resolution).toBe('15m');
    expect(body.from).toBe(weekStart);
    expect(body.to).toBe(weekStart + 7 * DAY);
    expect(body.totalRows).toBe(7 * 96);
    expect(Object.keys(body.rows)).toHaveLength(7 * 96);
    expect(body.boardMap.fields).toEqual([outside]);
    const gain = gainOf(outside);
    const at = (ms: number) => body.rows[String(ms / 1000)];
    expect(at(weekStart)[0]).toBeCloseTo(110 * gain);
    expect(at(weekStart + 15 * MIN)[0]).toBeCloseTo(140 * gain);
    expect(at(weekStart + 30 * MIN)).toEqual([null]);
    expect(at(weekStart + 5 * HOUR)[0]).toBeCloseTo(160 * gain);
    expect(body.fieldConfig[outside]).toMatchObject({ aggregate: 'mean', unit: '°C', decimals: 1 });
    expect(body.fieldConfig[outside].label).toBe(dachsKind.screenTexts['dachsII.chart.aussen']!['de-de']);
    expect(body.config).toMatchObject({ name: 'dachsII.temperaturen', source: 'quarterHour' });
    // More than an hour without a sample is offline, from the last sample to the next; after the
    // last sample of the week the series is silent until the unit's last word (seeded, recent), so
    // the rest of the week is offline too, cut at its end.
    expect(body.offline).toEqual([
      { from: weekStart + 15 * MIN, to: weekStart + 5 * HOUR },
      { from: weekStart + 5 * HOUR, to: weekStart + 7 * DAY },
    ]);
  });

  it('gives each mean bucket its smallest and largest sample when asked, in days and months too', async () => {
    const client = await portal.loggedIn('betreiber');
    const gain = gainOf(outside);
    const ask = (period: string, minMax?: boolean) =>
      chart(client, dachs, {
        name: 'dachsII.temperaturen',
        start: weekStart,
        parameters: { period, ...(minMax === undefined ? {} : { minMax }) },
        fields: [outside],
      });
    const week = (await ask('w', true)).body;
    expect(week.resolution).toBe('15m');
    const range = (ms: number) => week.ranges[String(ms / 1000)][0];
    expect(range(weekStart)[0]).toBeCloseTo(100 * gain);
    expect(range(weekStart)[1]).toBeCloseTo(120 * gain);
    expect(range(weekStart + 30 * MIN)).toBeNull();
    expect(Object.keys(week.ranges)).toEqual(Object.keys(week.rows));
    const year = (await ask('y', true)).body;
    expect(year.resolution).toBe('1d');
    const day = year.ranges[String(weekStart / 1000)][0];
    expect(day[0]).toBeCloseTo(100 * gain);
    expect(day[1]).toBeCloseTo(160 * gain);
    const all = (await ask('a', true)).body;
    expect(all.resolution).toBe('1M');
    const june = all.ranges[String(berlin('2025-06-01T00:00:00+02:00') / 1000)][0];
    expect(june[0]).toBeCloseTo(100 * gain);
    expect(june[1]).toBeCloseTo(160 * gain);
    // Not asked for: not sent.
    expect((await ask('w')).body.ranges).toBeUndefined();
    expect((await ask('w', false)).body.ranges).toBeUndefined();
  });

  it('labels fields in the language of the user', async () => {
    const texts = dachsKind.screenTexts['dachsII.chart.aussen']!;
    expect(texts['en-gb']).not.toBe(texts['de-de']);
    const [admin] = await portal.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.login, 'admin'));
    await portal.db.update(users).set({ language: 'en-gb' }).where(eq(users.login, 'admin'));
    try {
      const client = await portal.loggedIn('admin');
      const answer = await chart(client, dachs, {
        name: 'dachsII.temperaturen',
        start: weekStart,
        parameters: { period: 'w' },
        fields: [outside],
      });
      expect(answer.body.fieldConfig[outside].label).toBe(texts['en-gb']);
    } finally {
      await portal.db.update(users).set({ language: admin!.language }).where(eq(users.login, 'admin'));
    }
  });

  it('accepts the public clients body with ISO times and answers the same rows', async () => {
    const client = await portal.loggedIn('betreiber');
    const spec = await chart(client, dachs, {
      name: 'dachsII.temperaturen',
      start: weekStart,
      end: weekStart + DAY,
    });
    const publicBody = await chart(client, dachs, {
      sn: dachs,
      chartName: 'dachsII.temperaturen',
      start: '2025-06-02T00:00:00+02:00',
      end: '2025-06-02T22:00:00Z',
      parameters: {},
    });
    expect(publicBody.status).toBe(200);
    expect(publicBody.body.rows).toEqual(spec.body.rows);
    expect(publicBody.body.boardMap.fields).toHaveLength(3);
  });

  it('reads ISO times without an offset on the Berlin wall clock', async () => {
    const client = await portal.loggedIn('betreiber');
    const answer = await chart(client, dachs, {
      sn: dachs,
      chartName: 'dachsII.temperaturen',
      start: '2025-06-02T00:00:00',
      end: '2025-06-03T00:00:00',
    });
    expect(answer.status).toBe(200);
    expect([answer.body.from, answer.body.to]).toEqual([weekStart, weekStart + DAY]);
  });

  it('names the field of a time in seconds (400 validation.moment)', async () => {
    const client = await portal.loggedIn('betreiber');
    const answer = await chart(client, dachs, { name: 'dachsII.temperaturen', start: weekStart / 1000 });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ start: ['validation.moment'] });
  });

  it('answers raw samples of a trending chart when they fit, 15-minute means when they do not', async () => {
    const sparseDay = berlin('2025-07-01T00:00:00+02:00');
    await ingest(
      dachs,
      power,
      Array.from({ length: 240 }, (_, i) => [sparseDay + i * MIN, 300 + i] as [number, number]),
    );
    const client = await portal.loggedIn('betreiber');
    const sparse = await chart(client, dachs, {
      name: 'dachsII.leistung',
      start: sparseDay,
      parameters: { period: 'd' },
    });
    expect(sparse.body.resolution).toBe('raw');
    expect(sparse.body.totalRows).toBe(240);
    expect(sparse.body.rows[String((sparseDay + 10 * MIN) / 1000)][0]).toBeCloseTo(310 * gainOf(power));

    // 10-second samples all day: 8640 raw points would be too many.
    const denseDay = berlin('2025-07-02T00:00:00+02:00');
    await ingest(
      dachs,
      power,
      Array.from({ length: 8640 }, (_, i) => [denseDay + i * 10_000, 500] as [number, number]),
    );
    const dense = await chart(client, dachs, {
      name: 'dachsII.leistung',
      start: denseDay,
      parameters: { period: 'd' },
    });
    expect(dense.body.resolution).toBe('15m');
    expect(dense.body.totalRows).toBe(96);
    expect(dense.body.rows[String(denseDay / 1000)][0]).toBeCloseTo(500 * gainOf(power));
  });

  it('reads quarter hours where the rollups count samples no longer (or never) stored raw', async () => {
    // Computed history, as the demo world's: quarter hours of three samples each, no raw samples.
    const day = berlin('2024-04-10T00:00:00+02:00');
    const quarterHours = aggregates(
      Array.from({ length: 96 }, (_, i) => day + i * 15 * MIN),
      () => ({ low: 400, high: 600, mean: 500, count: 3, span: 10 * MIN }),
    );
    await timeseries.writeHistory(dachs, [
      { key: power, days: emptyAggregates(), quarterHours, samples: { ts: [], value: [] } },
    ]);
    const client = await portal.loggedIn('betreiber');
    const answer = await chart(client, dachs, {
      name: 'dachsII.leistung',
      start: day,
      parameters: { period: 'd' },
    });
    expect(answer.body.resolution).toBe('15m');
    expect(answer.body.totalRows).toBe(96);
    expect(answer.body.rows[String(day / 1000)][0]).toBeCloseTo(500 * gainOf(power));
  });

  it('picks coarser resolutions for longer periods, never more than 2000 points per series', async () => {
    const client = await portal.loggedIn('betreiber');
    const expected = { d: '15m', w: '15m', M: '1h', y: '1d', a: '1M' } as const;
    for (const [period, resolution] of Object.entries(expected)) {
      const answer = await chart(client, dachs, {
        name: 'dachsII.temperaturen',
        start: berlin('2025-01-01T00:00:00+01:00'),
        parameters: { period },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.resolution).toBe(resolution);
      expect(answer.body.totalRows).toBeLessThanOrEqual(2000);
    }
  });

  it('shows the days of a window whose quarter hours and hours are gone (computed or expired history)', async () => {
    // Only German days stored for a week of March 2024, as the demo history writes its early months.
    const monday = berlin('2024-03-04T00:00:00+01:00');
    const days = aggregates(
      Array.from({ length: 7 }, (_, i) => monday + i * DAY),
      (i) => ({ low: 45 + i, high: 55 + i, mean: 50 + i, count: 288, span: DAY - 5 * MIN }),
    );
    await timeseries.writeHistory(dachs, [
      { key: outside, days, quarterHours: emptyAggregates(), samples: { ts: [], value: [] } },
    ]);
    const client = await portal.loggedIn('betreiber');
    const week = await chart(client, dachs, {
      name: 'dachsII.temperaturen',
      start: monday,
      parameters: { period: 'w' },
      fields: [outside],
    });
    expect(week.status).toBe(200);
    expect(week.body.resolution).toBe('1d');
    expect(Object.keys(week.body.rows)).toEqual(days.bucket.map((day) => String(day / 1000)));
    expect(week.body.rows[String(monday / 1000)][0]).toBeCloseTo(50 * gainOf(outside));
    // A window with nothing at all keeps its quarter hours, empty.
    const empty = await chart(client, dachs, {
      name: 'dachsII.temperaturen',
      start: berlin('2024-02-05T00:00:00+01:00'),
      parameters: { period: 'd' },
      fields: [outside],
    });
    expect(empty.body).toMatchObject({ resolution: '15m', totalRows: 96 });
  });

  it('finds an offline gap between hours that all hold samples, and none where samples are dense', async () => {
    // A month is read in hours. Samples at :05 and :55 of every hour, but 10:05 → 11:55 nothing.
    const flow = 'Hka_Mw1.Temp.sbVorlauf';
    const day = berlin('2025-08-04T00:00:00+02:00');
    const hours = Array.from({ length: 24 }, (_, h) => day + h * HOUR);
    const points = hours.flatMap((hour, h): [number, number][] =>
      h === 10
        ? [[hour + 5 * MIN, 300]]
        : h === 11
          ? [[hour + 55 * MIN, 300]]
          : [
              [hour + 5 * MIN, 300],
              [hour + 55 * MIN, 310],
            ],
    );
    await ingest(dachs, outside, points);
    // Every 20 minutes: no gap.
    await ingest(
      dachs,
      flow,
      hours.flatMap((hour): [number, number][] => [0, 20, 40].map((m) => [hour + m * MIN, 400])),
    );
    const client = await portal.loggedIn('betreiber');
    const month = (fields: string[]) =>
      chart(client, dachs, {
        name: 'dachsII.temperaturen',
        start: berlin('2025-08-01T00:00:00+02:00'),
        parameters: { period: 'M' },
        fields,
      });
    const gapped = await month([outside]);
    expect(gapped.body.resolution).toBe('1h');
    expect(gapped.body.rows[String((day + 11 * HOUR) / 1000)][0]).toBeCloseTo(300 * gainOf(outside));
    // Within the day the one gap; the rest of the month is this series' silence before and after
    // the day (other tests' samples lie in other months), cut at the month's edges.
    const monthStart = berlin('2025-08-01T00:00:00+02:00');
    const monthEnd = berlin('2025-09-01T00:00:00+02:00');
    expect(gapped.body.offline).toEqual([
      { from: monthStart, to: day + 5 * MIN },
      { from: day + 10 * HOUR + 5 * MIN, to: day + 11 * HOUR + 55 * MIN },
      { from: day + 23 * HOUR + 55 * MIN, to: monthEnd },
    ]);
    const dense = await month([flow]);
    expect(dense.body.resolution).toBe('1h');
    // Dense samples: no gap within the day (only the silence after it).
    const within = (dense.body.offline as { from: number; to: number }[]).filter(
      ({ from, to }) => from >= day && to <= day + DAY,
    );
    expect(within).toEqual([]);
    expect(dense.body.offline).toContainEqual({ from: day + 23 * HOUR + 40 * MIN, to: monthEnd });
  });

  it('shows a night offline on both days it touches, cut at midnight', async () => {
    // Samples every 5 minutes over three days, none from 21:10 to 02:20: the first day ends offline,
    // the second begins so (days without their first or last bucket are not gap-free).
    const first = berlin('2025-09-08T00:00:00+02:00');
    const second = first + DAY;
    const away = { from: first + 21 * HOUR + 10 * MIN, to: second + 2 * HOUR + 20 * MIN };
    const times = Array.from({ length: (3 * DAY) / (5 * MIN) }, (_, i) => first + i * 5 * MIN).filter(
      (t) => t <= away.from || t >= away.to,
    );
    await ingest(
      dachs,
      outside,
      times.map((t) => [t, 100]),
    );
    await ingest(
      dachs,
      energy,
      times.map((t, i) => [t, 5000 + i]),
    );
    const client = await portal.loggedIn('betreiber');
    const day = (name: string, start: number, fields: string[]) =>
      chart(client, dachs, { name, start, parameters: { period: 'd' }, fields });
    const evening = await day('dachsII.temperaturen', first, [outside]);
    expect(evening.status).toBe(200);
    expect(evening.body.offline).toEqual([{ from: away.from, to: second }]);
    const morning = await day('dachsII.temperaturen', second, [outside]);
    expect(morning.body.offline).toEqual([{ from: second, to: away.to }]);
    // The counter chart of the same days (hours of increments) shades the same spans.
    expect((await day('dachsII.arbeit', first, [energy])).body.offline).toEqual([
      { from: away.from, to: second },
    ]);
    expect((await day('dachsII.arbeit', second, [energy])).body.offline).toEqual([
      { from: second, to: away.to },
    ]);
  });

  it('puts days across a clock change at their own midnights, a missing day left null', async () => {
    // 2024-03-31 has 23 hours in Berlin. One series has every day, the other misses March 30.
    const flow = 'Hka_Mw1.Temp.sbVorlauf';
    const midnights = Array.from({ length: 10 }, (_, i) =>
      berlin(
        `2024-0${i < 5 ? 3 : 4}-${String(i < 5 ? 27 + i : i - 4).padStart(2, '0')}T00:00:00+0${i < 5 ? 1 : 2}:00`,
      ),
    );
    const dayRow = (i: number) => ({ low: 10 + i, high: 20 + i, mean: 15 + i, count: 288, span: 20 * HOUR });
    const withGap = midnights.filter((_, i) => i !== 3);
    await timeseries.writeHistory(dachs, [
      {
        key: outside,
        days: aggregates(midnights, dayRow),
        quarterHours: emptyAggregates(),
        samples: { ts: [], value: [] },
      },
      {
        key: flow,
        days: aggregates(withGap, (i) => dayRow(i < 3 ? i : i + 1)),
        quarterHours: emptyAggregates(),
        samples: { ts: [], value: [] },
      },
    ]);
    const client = await portal.loggedIn('betreiber');
    const { status, body } = await chart(client, dachs, {
      name: 'dachsII.temperaturen',
      start: midnights[0],
      end: berlin('2024-04-06T00:00:00+02:00'),
      fields: [outside, flow],
    });
    expect(status).toBe(200);
    expect(body.resolution).toBe('1d');
    expect(Object.keys(body.rows)).toEqual(midnights.map((day) => String(day / 1000)));
    midnights.forEach((day, i) => {
      const [outsideValue, flowValue] = body.rows[String(day / 1000)];
      expect(outsideValue).toBeCloseTo((15 + i) * gainOf(outside));
      if (i === 3) expect(flowValue).toBeNull();
      else expect(flowValue).toBeCloseTo((15 + i) * gainOf(flow));
    });
  });

  describe('counters', () => {
    const day1 = berlin('2025-05-01T00:00:00+02:00');
    const day2 = berlin('2025-05-02T00:00:00+02:00');
    const day4 = berlin('2025-05-04T00:00:00+02:00');

    beforeAll(async () => {
      const hourly = (start: number, values: number[]) =>
        values.map((value, h) => [start + h * HOUR, value] as [number, number]);
      await ingest(dachs, energy, [
        // Day 1: 100 → 110. Day 2: the counter was reset between the days and climbs from 2 to 5.
        ...hourly(day1, [100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110]),
        ...hourly(day2, [2, 3, 4, 5]),
        // Day 4: 10 → 15, reset within the day, then 2, 3.
        ...hourly(day4, [10, 11, 12, 13, 14, 15, 2, 3]),
      ]);
    });

    it('gives daily bars of the month with increments right across a reset between days', async () => {
      const client = await portal.loggedIn('betreiber');
      const answer = await chart(client, dachs, { name: 'dachsII.arbeit', start: day1, fields: [energy] });
      expect(answer.status).toBe(200);
      expect(answer.body.resolution).toBe('1d');
      expect(answer.body.totalRows).toBe(31);
      const gain = gainOf(energy);
      expect(answer.body.rows[String(day1 / 1000)]).toEqual([10 * gain]);
      expect(answer.body.rows[String(day2 / 1000)]).toEqual([5 * gain]);
      expect(answer.body.rows[String(berlin('2025-05-03T00:00:00+02:00') / 1000)]).toEqual([null]);
      expect(answer.body.fieldConfig[energy]).toMatchObject({ aggregate: 'delta', unit: 'kWh', decimals: 2 });
    });

    it('gives hourly bars of a day with a reset within the day counted right', async () => {
      const client = await portal.loggedIn('betreiber');
      const answer = await chart(client, dachs, {
        name: 'dachsII.arbeit',
        start: day4,
        parameters: { period: 'd' },
        fields: [energy],
      });
      expect(answer.body.resolution).toBe('1h');
      expect(answer.body.totalRows).toBe(24);
      const values = Object.values(answer.body.rows as Record<string, (number | null)[]>).map(
        (row) => row[0],
      );
      // 10 → 15 is 5; the reset to 0 then 2, 3 adds 3. The first hour's step from day 2's last (5) is 5.
      expect(values.slice(0, 8)).toEqual([5, 1, 1, 1, 1, 1, 2, 1].map((v) => v * gainOf(energy)));
      expect(values.slice(8).every((value) => value === null)).toBe(true);
    });
  });

  it('lists set-point writes and faults in the window as events', async () => {
    const now = Date.now();
    await portal.app.get(AuditService).record({
      actor: 'betreiber',
      action: 'canip.write',
      sn: dachs,
      details: { key: 'Hka_Bd.bWunschTemp', oldValue: 40, newValue: 45, readBack: 45, result: 'ok' },
    });
    await portal.app.get(PresenceService).recordErrors(
      dachs,
      [
        {
          boardName: 'Hka_Bd',
          code: 120,
          codeText: 'E120',
          category: 'fault',
          counter: 1,
          currentError: true,
          timestamp: now - 10 * MIN,
        },
      ],
      now,
    );
    const client = await portal.loggedIn('betreiber');
    const answer = await chart(client, dachs, {
      name: 'dachsII.temperaturen',
      start: now - HOUR,
      end: now + HOUR,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'write',
          key: 'Hka_Bd.bWunschTemp',
          user: 'betreiber',
          text: '40 → 45',
        }),
        expect.objectContaining({ kind: 'fault', key: 'E120', ts: now - 10 * MIN }),
      ]),
    );
    // Rows end now: nothing is promised for the future.
    const last = Math.max(...Object.keys(answer.body.rows).map(Number));
    expect(last * 1000).toBeLessThanOrEqual(now);
    const demo = await portal.loggedIn('demo');
    const fake = await demoFake(demo, dachs);
    const shown = await chart(demo, fake, {
      name: 'dachsII.temperaturen',
      start: now - HOUR,
      end: now + HOUR,
    });
    const write = shown.body.events.find((event: { kind: string }) => event.kind === 'write');
    expect(write).toBeDefined();
    expect(write.user).toBeUndefined();
  });

  describe('bad input: 400 with the field, never 500', () => {
    const start = berlin('2025-06-02T00:00:00+02:00');
    it.each([
      ['end before start', { name: 'dachsII.temperaturen', start, end: start - 1 }, 'end'],
      ['an unknown chart', { name: 'dachsII.nothing', start }, 'name'],
      ['no chart name', { start }, 'name'],
      [
        'an unknown field',
        { name: 'dachsII.temperaturen', start, fields: ['Hka_Bd.ulArbeitElektr'] },
        'fields',
      ],
      [
        'a window longer than allowed',
        { name: 'dachsII.temperaturen', start, end: start + (maxChartRangeDays + 1) * DAY },
        'end',
      ],
      ['NUL bytes in the name', { name: 'dachsII.\u0000temperaturen', start }, undefined],
      ['a start that is no time', { name: 'dachsII.temperaturen', start: 'yesterday' }, 'start'],
      ['a start in seconds', { name: 'dachsII.temperaturen', start: start / 1000 }, 'start'],
      ['an end in seconds', { name: 'dachsII.temperaturen', start, end: start / 1000 + 86_400 }, 'end'],
      ['a start past this century', { name: 'dachsII.temperaturen', start: Date.UTC(2100, 0, 1) }, 'start'],
      ['a start in year 9999', { name: 'dachsII.temperaturen', start: '9999-12-31T00:00:00Z' }, 'start'],
      ['fields that are no list', { name: 'dachsII.temperaturen', start, fields: outside }, 'fields'],
      ['a zoneIndex that is no number', { name: 'dachsII.temperaturen', start, zoneIndex: 'a' }, 'zoneIndex'],
      [
        'an unknown period',
        { name: 'dachsII.temperaturen', start, parameters: { period: 'x' } },
        'parameters',
      ],
      [
        'a start after the year 9999',
        { name: 'dachsII.temperaturen', start: Date.UTC(10000, 0, 1) },
        'start',
      ],
      ['the last moment a date can name', { name: 'dachsII.temperaturen', start: 8.64e15 }, 'start'],
      [
        'an end after the year 9999',
        { name: 'dachsII.temperaturen', start: Date.UTC(9999, 11, 1), end: Date.UTC(10000, 0, 1) },
        'end',
      ],
      [
        'a period that runs past the year 9999',
        { name: 'dachsII.temperaturen', start: Date.UTC(9999, 11, 31, 12), parameters: { period: 'y' } },
        'start',
      ],
    ])('refuses %s', async (_name, body, field) => {
      const client = await portal.loggedIn('betreiber');
      const answer = await chart(client, dachs, body);
      expect(answer.status).toBe(400);
      if (field) expect(Object.keys(answer.body.fields ?? {})).toContain(field);
    });

    it('refuses a serial with NUL bytes or a body that is no JSON object with 400', async () => {
      const client = await portal.loggedIn('betreiber');
      expect((await chart(client, 'ab%00c', { name: 'dachsII.temperaturen', start })).status).toBe(400);
      expect((await client.post(`/rest/charts/${dachs}/data`, '[1,2]')).status).toBe(400);
    });
  });
});

async function demoFake(demo: Client, real: string): Promise<string> {
  const [row] = await portal.db
    .select({
      locationUuid: units.locationUuid,
      benennung: units.benennung,
      datum: units.inbetriebnahmeDatum,
    })
    .from(units)
    .where(eq(units.seriennummer, real));
  for (let offset = 0; ; offset += 100) {
    const { body } = await demo.post('/rest/info/units', { limit: 100, offset, filter: {} });
    const match = body.units.find(
      (unit: { locationUuid: string; benennung: string; inbetriebnahmeDatum: string }) =>
        unit.locationUuid === row!.locationUuid &&
        unit.benennung === row!.benennung &&
        unit.inbetriebnahmeDatum === row!.datum,
    );
    if (match) return match.seriennummer;
    if (body.units.length < 100) throw new Error('demo list does not show the unit');
  }
}

describe('access to charts', () => {
  const start = berlin('2025-06-02T00:00:00+02:00');
  const body = { name: 'dachsII.temperaturen', start, end: start + DAY };

  it.each(['admin', 'dachs', 'partner', 'betreiber', 'demo', 'extern'])(
    '%s reads the charts of its own units and none of others',
    async (login) => {
      const client = await portal.loggedIn(login === 'dachs' ? portal.config.brand : login);
      const own = (await visibleUnits(client)).filter((unit) => unit.productGroup === 'dachsII');
      const all = (await visibleUnits(await portal.loggedIn('admin'))).filter(
        (u) => u.productGroup === 'dachsII',
      );
      if (login === 'demo') {
        // Demo sessions see every unit under a fake; real serials are refused.
        expect(own.length).toBeGreaterThan(0);
        expect((await chart(client, own[0]!.sn, body)).status).toBe(200);
        expect((await chart(client, dachs, body)).status).toBe(403);
        return;
      }
      for (const unit of own.slice(0, 2)) {
        const answer = await chart(client, unit.sn, body);
        expect(answer.status).toBe(200);
        expect(answer.body.totalRows).toBe(96);
      }
      const ownSerials = new Set(own.map((unit) => unit.sn));
      const foreign = all.find((unit) => !ownSerials.has(unit.sn));
      if (login === 'admin' || login === 'dachs') expect(foreign).toBeUndefined();
      else {
        const answer = await chart(client, foreign!.sn, body);
        expect(answer.status).toBe(403);
        expect(answer.body.key).toBe('exception.accessdeniedunit');
      }
    },
  );

  it('refuses anonymous callers with 401', async () => {
    expect((await chart(portal.client(), dachs, body)).status).toBe(401);
  });

  it('loads no chart without the web consent DACHSWEB, for the operator nor anyone else', async () => {
    const [unit] = await portal.db
      .select({ map: units.zustimmungMap })
      .from(units)
      .where(eq(units.seriennummer, dachs));
    await portal.db
      .update(units)
      .set({ zustimmungMap: { ...unit!.map, DACHSWEB: false } })
      .where(eq(units.seriennummer, dachs));
    try {
      const operator = await chart(await portal.loggedIn('betreiber'), dachs, body);
      expect(operator.status).toBe(403);
      expect(operator.body.key).toBe('exception.consentrequired');
      const admin = await chart(await portal.loggedIn('admin'), dachs, body);
      expect(admin.status).toBe(403);
      expect(admin.body.key).toBe('exception.nooperatorconsent');
      const measurements = await (
        await portal.loggedIn('betreiber')
      ).post(`/rest/charts/${dachs}/measurements`, {
        start,
        end: start + DAY,
        fields: ['p_erzeugung'],
      });
      expect(measurements.status).toBe(403);
    } finally {
      await portal.db.update(units).set({ zustimmungMap: unit!.map }).where(eq(units.seriennummer, dachs));
    }
  });

  it('refuses units that are not connectable, like the canip calls do', async () => {
    const [unit] = await portal.db
      .select({ sn: units.seriennummer })
      .from(units)
      .where(and(eq(units.msrTyp, 3), eq(units.hasVertrag, false)))
      .limit(1);
    const answer = await chart(await portal.loggedIn('admin'), unit!.sn, body);
    expect(answer.status).toBe(403);
    expect(answer.body.key).toBe('exception.hkamarkedoffline');
  });
});

describe('incidents over the window (issue 42)', () => {
  const start = berlin('2025-06-02T00:00:00+02:00');
  const at = (hours: number) => new Date(start + hours * HOUR);
  const bernd = { login: 'betreiber', name: 'Bernd Betreiber' };
  const ids: Record<string, number> = {};
  let other: string;

  beforeAll(async () => {
    const [foreign] = await portal.db
      .select({ sn: units.seriennummer })
      .from(units)
      .where(
        and(
          eq(units.productGroup, 'dachsII'),
          eq(units.msrTyp, 3),
          eq(units.hasVertrag, true),
          ne(units.seriennummer, dachs),
        ),
      )
      .limit(1);
    other = foreign!.sn;
    const fault = { kind: 'fault' as const, severity: 'fault' as const, code: 'E121', cause: 'fault:E121' };
    const rows = {
      // Opened the evening before, acknowledged in the night, closed by hand in the morning.
      overnight: {
        sn: dachs,
        ...fault,
        state: 'resolved' as const,
        openedAt: at(-4),
        acknowledgedAt: at(1),
        acknowledgedBy: bernd,
        acknowledgeNote: 'Installateur kommt',
        resolvedAt: at(10),
        resolvedBy: { login: 'partner', name: 'Paula Partner' },
        resolveNote: 'Fühler getauscht',
      },
      selfCleared: {
        sn: dachs,
        kind: 'maintenance' as const,
        severity: 'warning' as const,
        code: 'A650',
        cause: 'maintenance:A650',
        state: 'resolved' as const,
        openedAt: at(2),
        resolvedAt: at(4),
      },
      stillOpen: {
        sn: dachs,
        kind: 'offline' as const,
        severity: 'fault' as const,
        code: null,
        cause: 'offline',
        openedAt: at(20),
      },
      daysBefore: { sn: dachs, ...fault, state: 'resolved' as const, openedAt: at(-30), resolvedAt: at(-28) },
      dayAfter: { sn: dachs, ...fault, cause: 'fault:E122', code: 'E122', openedAt: at(25) },
      otherUnit: { sn: other, ...fault, openedAt: at(3) },
      gridOffline: {
        sn: netz,
        kind: 'offline' as const,
        severity: 'fault' as const,
        code: null,
        cause: 'offline',
        state: 'resolved' as const,
        openedAt: at(5),
        resolvedAt: at(6),
      },
    };
    for (const [name, row] of Object.entries(rows)) {
      const [inserted] = await portal.db
        .insert(alarmIncidents)
        .values(row)
        .returning({ id: alarmIncidents.id });
      ids[name] = inserted!.id;
    }
  });

  afterAll(async () => {
    await portal.db.delete(alarmIncidents).where(inArray(alarmIncidents.id, Object.values(ids)));
  });

  const body = { name: 'dachsII.temperaturen', start, end: start + DAY };

  it('gives the operator its unit’s incidents that overlap the window, oldest first, with who and when', async () => {
    const answer = await chart(await portal.loggedIn('betreiber'), dachs, body);
    expect(answer.status).toBe(200);
    const incidents = answer.body.incidents as { id: number }[];
    expect(incidents.map((incident) => incident.id)).toEqual([ids.overnight, ids.selfCleared, ids.stillOpen]);
    expect(incidents[0]).toMatchObject({
      kind: 'fault',
      severity: 'fault',
      code: 'E121',
      state: 'resolved',
      openedAt: start - 4 * HOUR,
      acknowledged: { at: start + HOUR, by: 'Bernd Betreiber', note: 'Installateur kommt' },
      resolved: { at: start + 10 * HOUR, by: 'Paula Partner', note: 'Fühler getauscht' },
    });
    expect(incidents[1]).toMatchObject({
      severity: 'warning',
      acknowledged: null,
      resolved: { at: start + 4 * HOUR, by: null, note: '' },
    });
    expect(incidents[2]).toMatchObject({ kind: 'offline', state: 'open', resolved: null });
    // The catalogue's words in the user's language.
    expect(answer.body.incidents[0].text).toMatch(/Kapseltemperatur/);
  });

  it('carries the incidents in the measurement load of the runtime analysis too', async () => {
    const answer = await (
      await portal.loggedIn('admin')
    ).post(`/rest/charts/${netz}/measurements`, { start, end: start + DAY, fields: ['p_erzeugung'] });
    expect(answer.status).toBe(200);
    expect(answer.body.incidents).toEqual([
      expect.objectContaining({ id: ids.gridOffline, kind: 'offline', openedAt: start + 5 * HOUR }),
    ]);
  });

  it('shows no other unit’s incidents, and none of a unit the user may not chart', async () => {
    const admin = await chart(await portal.loggedIn('admin'), other, body);
    expect(admin.status).toBe(200);
    expect(admin.body.incidents.map((incident: { id: number }) => incident.id)).toEqual([ids.otherUnit]);
    const extern = await chart(await portal.loggedIn('extern'), dachs, body);
    expect(extern.status).toBe(403);
    expect(extern.body.incidents).toBeUndefined();
  });

  it('shows the demo the incidents of its fake without the names of people', async () => {
    const demo = await portal.loggedIn('demo');
    const answer = await chart(demo, await demoFake(demo, dachs), body);
    expect(answer.status).toBe(200);
    const [overnight] = answer.body.incidents;
    expect(overnight).toMatchObject({
      id: ids.overnight,
      acknowledged: { by: '', note: 'Installateur kommt' },
      resolved: { by: '' },
    });
  });
});

describe('POST /rest/charts/{sn}/measurements', () => {
  const measure = (client: Client, sn: string, body: Record<string, unknown>) =>
    client.post(`/rest/charts/${sn}/measurements`, body);
  const netzKind = findKind('netz')!;
  const netzGain = (field: string) =>
    (findDataPointByKey(netzKind, `Netz_Mw.${field}`) as { gain: number }).gain;

  /** A day of 5-minute samples: constant power, energy counting up one step per sample. */
  async function seedDay(from: number, to: number, counterStart: number): Promise<number> {
    const points: [number, number][] = [];
    for (let t = from, i = 0; t < to; t += 5 * MIN, i++) points.push([t, counterStart + i]);
    await ingest(
      netz,
      'Netz_Mw.p_erzeugung',
      points.map(([t]) => [t, 1000]),
    );
    // The counter stood there an hour before: the day's energy is what it counted within the day.
    await ingest(netz, 'Netz_Mw.e_erzeugung', [[from - HOUR, counterStart], ...points]);
    return points.length;
  }

  it.each([
    ['2025-03-30', '2025-03-30T00:00:00+01:00', '2025-03-31T00:00:00+02:00', 92],
    ['2025-10-26', '2025-10-26T00:00:00+02:00', '2025-10-27T00:00:00+01:00', 100],
  ])(
    'gives the Europe/Berlin day %s its quarter hours and one daily bucket',
    async (date, from, to, quarters) => {
      const samples = await seedDay(berlin(from), berlin(to), 1000);
      const client = await portal.loggedIn('admin');
      const answer = await measure(client, netz, {
        start: from,
        end: to,
        fields: ['p_erzeugung', 'e_erzeugung'],
      });
      expect(answer.status).toBe(200);
      expect(answer.body.fields).toEqual(['p_erzeugung', 'e_erzeugung']);
      const rows = Object.values(answer.body.rows as Record<string, number[]>);
      expect(rows).toHaveLength(quarters);
      for (const [watts] of rows) expect(watts).toBeCloseTo(1000 * netzGain('p_erzeugung'));
      const rowEnergy = rows.reduce((sum, row) => sum + row[1]!, 0);
      const dayEnergy = (samples - 1) * netzGain('e_erzeugung');
      expect(rowEnergy).toBeCloseTo(dayEnergy);
      expect(answer.body.days).toEqual({ [date]: { e_erzeugung: expect.closeTo(dayEnergy) } });
    },
  );

  it('puts a sample at 23:59:59 local into that day and its last quarter hour', async () => {
    const day = berlin('2025-08-10T00:00:00+02:00');
    const lateSecond = berlin('2025-08-10T23:59:59+02:00');
    const next = berlin('2025-08-11T00:00:00+02:00');
    await ingest(netz, 'Netz_Mw.e_netzbezug', [
      [day, 50],
      [lateSecond, 60],
      [next, 61],
    ]);
    const client = await portal.loggedIn('admin');
    const answer = await measure(client, netz, { start: day, end: next + DAY, fields: ['e_netzbezug'] });
    const gain = netzGain('e_netzbezug');
    expect(answer.body.days['2025-08-10'].e_netzbezug).toBeCloseTo(10 * gain);
    expect(answer.body.days['2025-08-11'].e_netzbezug).toBeCloseTo(1 * gain);
    expect(answer.body.rows[String((next - 15 * MIN) / 1000)][0]).toBeCloseTo(10 * gain);
    expect(answer.body.rows[String(next / 1000)][0]).toBeCloseTo(1 * gain);
    expect(answer.body.rows[String((day + 15 * MIN) / 1000)]).toEqual([null]);
  });

  it.each([
    ['an unknown field', { fields: ['p_nothing'] }, 'fields'],
    ['a key instead of a field', { fields: ['Netz_Mw.p_erzeugung'] }, 'fields'],
    ['no fields', { fields: [] }, 'fields'],
    ['a window longer than allowed', { fields: ['p_erzeugung'], end: berlin('2025-06-01T00:00:00Z') }, 'end'],
    ['end before start', { fields: ['p_erzeugung'], end: berlin('2024-12-31T00:00:00Z') }, 'end'],
    ['NUL bytes in a field', { fields: ['p_\u0000erzeugung'] }, undefined],
    [
      'a start after the year 9999',
      { fields: ['p_erzeugung'], start: Date.UTC(10000, 0, 1), end: Date.UTC(10000, 0, 2) },
      'start',
    ],
    [
      'an end after the year 9999',
      { fields: ['p_erzeugung'], start: Date.UTC(9999, 11, 31), end: Date.UTC(10000, 0, 1) },
      'end',
    ],
  ])('refuses %s with 400', async (_name, override, field) => {
    const client = await portal.loggedIn('admin');
    const answer = await measure(client, netz, {
      start: berlin('2025-01-01T00:00:00Z'),
      end: berlin('2025-01-02T00:00:00Z'),
      ...override,
    });
    expect(answer.status).toBe(400);
    if (field) expect(Object.keys(answer.body.fields ?? {})).toContain(field);
  });

  it('follows the access rules of the charts: own unit, foreign unit, demo fake', async () => {
    const body = {
      start: berlin('2025-03-30T00:00:00+01:00'),
      end: berlin('2025-03-31T00:00:00+02:00'),
      fields: ['p_erzeugung'],
    };
    const betreiber = await portal.loggedIn('betreiber');
    const own = await visibleUnits(betreiber);
    const foreign = (await visibleUnits(await portal.loggedIn('admin'))).find(
      (unit) => unit.productGroup === 'netz' && !own.some((mine) => mine.sn === unit.sn),
    );
    const answer403 = await measure(betreiber, foreign!.sn, body);
    expect(answer403.status).toBe(403);
    expect(answer403.body.key).toBe('exception.accessdeniedunit');
    const ownNetz = own.find((unit) => unit.productGroup === 'netz');
    expect((await measure(betreiber, ownNetz?.sn ?? netz, body)).status).toBe(ownNetz ? 200 : 403);
    const demo = await portal.loggedIn('demo');
    const answer = await measure(demo, await demoFake(demo, netz), body);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.rows)).toHaveLength(92);
    expect((await measure(demo, netz, body)).status).toBe(403);
  });
});
