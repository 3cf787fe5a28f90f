import { type IncidentListResponse, incidentListResponseSchema } from '@portal/contracts';
import { findDataPointByKey, findKind } from '@portal/unit-catalog';
import { and, eq } from 'drizzle-orm';
import { AdviceSweep } from '../src/advice/advice-sweep.js';
import { TimeseriesService } from '../src/timeseries/timeseries.service.js';
import { units } from '../src/units/units.schema.js';
import { demoLocationUuid } from './demo-locations.js';
import { type Client, type Portal, startPortal } from './harness.js';
import { foreignUnit } from './units-online.js';

// Warnings before failure (issue 45, docs/adr/0024): the operator's Dachs at 'Einfamilienhaus
// Hofmann' runs all day by its operating-hours counter while its electricity counter stands. The
// sweep opens one advice incident with its evidence, seen through /rest/alarms/incidents by the
// operator, the consented partner and the admin, not by an operator of other units; a second
// instance's sweep of the same slot does nothing; the counter moving again resolves it.

let portal: Portal;
let sn: string;
const clients: Record<string, Client> = {};
const hourMs = 3_600_000;
const dachsKind = findKind('dachsII')!;
const raw = (key: string, display: number) =>
  display / ((findDataPointByKey(dachsKind, key) as { gain?: number }).gain ?? 1);

const hours = 'Hka_Bd.ulBetriebssekunden';
const electricity = 'Hka_Bd.ulArbeitElektr';
const heat = 'Hka_Bd.ulArbeitThermHka';
const starts = 'Hka_Bd.ulAnzahlStarts';

const now = Math.floor(Date.now() / hourMs) * hourMs;

/**
 * One sample at half past hour `h` (counted 200 hours back from now) for each h in [from, to):
 * running all hour; the electricity counter stands at 5000 kWh up to hour 139, then makes 5.5 kWh an
 * hour.
 */
function samples(fromHour: number, toHour: number) {
  const out = [];
  for (let h = fromHour; h < toHour; h += 1) {
    out.push({
      ts: now - (200 - h) * hourMs + 30 * 60_000,
      values: {
        [hours]: raw(hours, 1000 + h),
        [electricity]: raw(electricity, 5000 + 5.5 * Math.max(0, h - 139)),
        [heat]: raw(heat, 20000 + 14 * h),
        [starts]: raw(starts, 300),
      },
    });
  }
  return out;
}

/** The sweep as it would run at `hoursBack` hours before now, plus some minutes. */
const sweepAt = (hoursBack: number, minutes: number) =>
  portal.app.get(AdviceSweep).sweep(now - hoursBack * hourMs + minutes * 60_000);

const stopped = (body: IncidentListResponse) =>
  body.incidents.filter((i) => i.sn === sn && i.evidence?.detector === 'stopped-counter');

const list = async (login: string) =>
  (
    await clients[login]!.post<IncidentListResponse>('/rest/alarms/incidents', {
      kinds: ['advice'],
      state: 'all',
    })
  ).body;

beforeAll(async () => {
  // The sweep's own timer never comes within the test (a slot of a day); the test sweeps by hand.
  portal = await startPortal({ env: { ADVICE_SWEEP_MINUTES: '1440' } });
  const uuid = await demoLocationUuid(portal, 'Einfamilienhaus Hofmann');
  const [dachs] = await portal.db
    .select({ sn: units.seriennummer })
    .from(units)
    .where(and(eq(units.locationUuid, uuid), eq(units.productGroup, 'dachsII'), eq(units.module, 'L1')));
  sn = dachs!.sn;
  await portal.db
    .update(units)
    .set({ zustimmungMap: { DACHSWEB: true, FERNZUGRIFF_PARTNER: true, FERNZUGRIFF_DACHS: true } })
    .where(eq(units.seriennummer, sn));
  // Hours 80..139 (120 to 61 hours back): the electricity counter stands at 5000 kWh.
  await portal.app.get(TimeseriesService).ingestDurable(sn, samples(80, 140));
  for (const login of ['betreiber', 'partner', 'admin', 'extern'])
    clients[login] = await portal.loggedIn(login);
});

afterAll(async () => {
  await portal?.destroy();
});

describe('a counter that stopped', () => {
  it('opens one advice incident with its evidence, once per sweep slot', async () => {
    // Just after hour 139: its last 48 hours are hours 92..139.
    await sweepAt(60, 10);
    // Another instance's sweep of the same slot (a day) finds the slot taken and does nothing.
    await sweepAt(60, 20);
    const mine = stopped(incidentListResponseSchema.parse(await list('betreiber')));
    expect(mine).toHaveLength(1);
    const [incident] = mine;
    expect(incident).toMatchObject({
      kind: 'advice',
      severity: 'warning',
      state: 'open',
      code: null,
      // 48 hours running by the hours counter over the 48-hour window, electricity counter unchanged.
      text: 'Zähler steht: 48 Betriebsstunden, Stromzähler unverändert',
    });
    expect(incident!.advice).toContain('Zähler und seine Verbindung prüfen lassen');
    expect(incident!.evidence).toMatchObject({
      detector: 'stopped-counter',
      resolution: 'hour',
      unit: 'h',
      figures: { counter: 1, runHours: 48, energyKWh: 0 },
    });
    // Cumulative hours rise by one an hour, the electricity counter's line stays at 0.
    const points = incident!.evidence!.points;
    expect(points.at(-1)![1]! - points[0]![1]!).toBe(points.length - 1);
    expect(new Set(incident!.evidence!.second!.map(([, v]) => v))).toEqual(new Set([0]));
  });

  it.each(['partner', 'admin'])('is seen by the %s', async (login) => {
    const body = incidentListResponseSchema.parse(await list(login));
    expect(stopped(body)).toHaveLength(1);
  });

  it('is not seen by an operator of other units', async () => {
    const other = await foreignUnit(portal, 'extern');
    expect(other.sn).not.toBe('');
    const body = incidentListResponseSchema.parse(await list('extern'));
    expect(body.incidents.filter((i) => i.sn === sn)).toEqual([]);
  });

  it('resolves when the counter moves again', async () => {
    // Hours 140..199 (the last 60): the electricity counter makes 5.5 kWh an hour again. The sweep
    // runs now, in a later slot.
    await portal.app.get(TimeseriesService).ingestDurable(sn, samples(140, 200));
    await sweepAt(0, 10);
    const mine = stopped(await list('betreiber'));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.state).toBe('resolved');
  });
});
