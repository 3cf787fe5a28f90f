/** Daily energy rollups of the CHP units (serials 42…, 43… Dachs Gen2; 44… Dachs 0.8). */
const energySeries = `insert into ts_series (sn, key)
  select seriennummer, case when seriennummer like '44%' then 'Bz_Bd.e_elektrisch' else 'Hka_Bd.ulArbeitElektr' end
  from units where seriennummer like '42%' or seriennummer like '43%' or seriennummer like '44%'
  on conflict do nothing`;
/** The days the overview reads: the last 35 and the same month a year ago (a counter rising ~40 kWh a day). */
const energyDays = (from, to) => `insert into ts_rollup_1d
    (series, bucket, min, max, sum, count, first_ts, first_value, last_ts, last_value)
  select s.id, d.day, v, v + 40, 0, 96, d.day, v, d.day + interval '23 hours 45 minutes', v + 30 + (s.id % 20)
  from ts_series s
  cross join generate_series(date_trunc('day', now() at time zone 'Europe/Berlin') - interval '${from} days',
    date_trunc('day', now() at time zone 'Europe/Berlin') - interval '${to} days', interval '1 day') as g(local)
  cross join lateral (select (g.local at time zone 'Europe/Berlin') as day) d
  cross join lateral (select (extract(epoch from d.day) / 2160)::float8 as v) c
  where s.key in ('Hka_Bd.ulArbeitElektr', 'Bz_Bd.e_elektrisch')
  on conflict do nothing`;
export const fleetSteps = [
  ['energy series', energySeries],
  ['energy: the last 35 days', energyDays(35, 0)],
  // The same month a year ago: today's day of the month and up to 31 days before it, a year back.
  ['energy: last year’s month', energyDays(365 + 31, 365 - 1)],
  [
    'incidents (3% of units open, 10% resolved within 30 days)',
    `insert into alarm_incidents (sn, cause, kind, severity, code, state, opened_at, resolved_at)
     select seriennummer, 'bench:' || r, 'fault', (array['locking','fault','warning','info'])[1 + r % 4], 'E101',
       case when r < 3 then 'open' else 'resolved' end, now() - (r % 30) * interval '1 day' - interval '1 hour',
       case when r < 3 then null else now() - (r % 30) * interval '1 day' end
     from (select seriennummer, (hashtext('i' || seriennummer) & 2147483647) % 100 as r from units) u where r < 13`,
  ],
  ['analyze', 'analyze'],
];

