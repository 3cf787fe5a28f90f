// Prints yesterday's energy of a unit and then its live values for a minute.
//
//   PORTAL_TOKEN=pat_… node examples/live-and-yesterday.js https://portal.example.com 5000123456
//   PORTAL_USER=betreiber PORTAL_PASSWORD=portal-demo-1 node … http://localhost:8080 <serial> [chart]
import { PortalClient } from '@portal/client';

const [baseUrl = 'http://localhost:8080', sn, chartName = 'dachsII.arbeit'] = process.argv.slice(2);
if (!sn) throw new Error('usage: live-and-yesterday <portal URL> <unit serial> [daily energy chart]');

const token = process.env.PORTAL_TOKEN;
const client = new PortalClient({ baseUrl, ...(token ? { token } : {}) });
if (!token) await client.login(process.env.PORTAL_USER ?? 'betreiber', process.env.PORTAL_PASSWORD ?? '');

// The portal's days are local days in Europe/Berlin; times without an offset are read as such.
const berlinDay = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(ms);
const today = berlinDay(Date.now());
const yesterday = berlinDay(Date.now() - 86_400_000);

// The unit kind's daily energy chart (a Dachs: electric and thermal work per day, in kWh).
const chart = await client.call('chartData', {
  params: { sn },
  body: { name: chartName, start: `${yesterday}T00:00`, end: `${today}T00:00` },
});
const [day] = Object.values(chart.rows);
for (const [column, field] of chart.boardMap.fields.entries()) {
  const config = chart.fieldConfig[field];
  console.log(`${yesterday} ${config?.label ?? field}: ${day?.[column] ?? 'no data'} ${config?.unit ?? ''}`);
}

for await (const value of client.live(sn, { signal: AbortSignal.timeout(60_000) })) {
  const name = `${value.boardName}.${value.dataPointName}${value.index === null ? '' : `[${value.index}]`}`;
  console.log(new Date(value.ts).toISOString(), name, value.value);
}
