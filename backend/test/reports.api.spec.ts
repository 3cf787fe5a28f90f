import {
  type ReportSettings,
  type ReportSettingsResponse,
  reportSettingsResponseSchema,
  wallClock,
} from '@portal/contracts';
import { findDataPointByKey, findKind } from '@portal/unit-catalog';
import { and, eq } from 'drizzle-orm';
import { alarmIncidents } from '../src/alarms/alarms.schema.js';
import { auditLog } from '../src/audit/audit.schema.js';
import { outOfOrder, pdfText } from '../src/hzatool/documents/pdf-text.fixture.js';
import { TimeseriesService } from '../src/timeseries/timeseries.service.js';
import { units } from '../src/units/units.schema.js';
import { demoFakesAt, demoLocationUuid } from './demo-locations.js';
import { type Client, type Portal, startPortal } from './harness.js';
import { foreignUnit } from './units-online.js';

// GET /rest/units/{sn}/reports/{YYYY-MM|YYYY}.pdf and GET/PUT /rest/units/{sn}/report-settings
// (issue 45) over the demo world: `betreiber`'s Dachs Gen2 at 'Einfamilienhaus Hofmann', looked
// after by `partner`'s company. Three days of January 2025 in its counters (as balance.api.spec), a
// fault and a service visit that month; the PDF's figures are worked out by hand below.

let portal: Portal;
let sn: string;
let uuid: string;
const clients: Record<string, Client> = {};
const allConsents = { DACHSWEB: true, FERNZUGRIFF_PARTNER: true, FERNZUGRIFF_DACHS: true };

const dachsKind = findKind('dachsII')!;
const raw = (key: string, display: number) =>
  display / ((findDataPointByKey(dachsKind, key) as { gain?: number }).gain ?? 1);
const hours = 'Hka_Bd.ulBetriebssekunden';
const electricity = 'Hka_Bd.ulArbeitElektr';
const heatUnit = 'Hka_Bd.ulArbeitThermHka';
const heatCondenser = 'Hka_Bd.ulArbeitThermKon';
const outside = 'Hka_Mw1.Temp.sbAussen';

// Each day: 16 h, 88 kWh electricity, 180 kWh heat; means 5, 10, 16 °C → G20/15 = 25 K·d.
function day(date: string, i: number, meanC: number) {
  const at = (time: string) => Date.parse(`${date}T${time}:00+01:00`);
  const values = (factor: number) => ({
    [hours]: raw(hours, 1000 + 16 * (i + factor)),
    [electricity]: raw(electricity, 5000 + 88 * (i + factor)),
    [heatUnit]: raw(heatUnit, 20000 + 160 * (i + factor)),
    [heatCondenser]: raw(heatCondenser, 3000 + 20 * (i + factor)),
    [outside]: raw(outside, meanC),
  });
  return [
    { ts: at('00:30'), values: values(0) },
    { ts: at('23:30'), values: values(1) },
  ];
}

const tariffs = {
  fuelCentPerKWh: 10,
  electricityCentPerKWh: 35,
  feedInCentPerKWh: 8,
  chpBonusCentPerKWh: 8,
  chpBonusHoursPerYear: 3500,
  ownUsePercent: 50,
  fuelKWhPerHour: 22.8,
  fuel: 'naturalGas',
};

beforeAll(async () => {
  portal = await startPortal();
  uuid = await demoLocationUuid(portal, 'Einfamilienhaus Hofmann');
  const [dachs] = await portal.db
    .select({ sn: units.seriennummer })
    .from(units)
    .where(and(eq(units.locationUuid, uuid), eq(units.productGroup, 'dachsII'), eq(units.module, 'L1')));
  sn = dachs!.sn;
  await portal.db.update(units).set({ zustimmungMap: allConsents });
  await portal.app
    .get(TimeseriesService)
    .ingestDurable(sn, [
      ...day('2025-01-01', 0, 5),
      ...day('2025-01-02', 1, 10),
      ...day('2025-01-03', 2, 16),
    ]);
  await portal.db.insert(alarmIncidents).values({
    sn,
    cause: 'fault:E120',
    kind: 'fault',
    severity: 'fault',
    code: 'E120',
    state: 'resolved',
    openedAt: new Date('2025-01-10T07:00:00Z'),
    resolvedAt: new Date('2025-01-10T09:30:00Z'),
  });
  await portal.db.insert(auditLog).values([
    { actor: 'partner', action: 'device.settings', sn, ts: new Date('2025-01-20T13:00:00Z') },
    // A refused service code is no event at the unit; February is another month.
    {
      actor: 'x',
      action: 'device.servicelevel.enter',
      sn,
      ts: new Date('2025-01-21T13:00:00Z'),
      details: { granted: false },
    },
    { actor: 'partner', action: 'device.unlock', sn, ts: new Date('2025-02-02T13:00:00Z') },
  ]);
  for (const login of ['betreiber', 'partner', 'admin', 'demo', 'extern'])
    clients[login] = await portal.loggedIn(login);
  expect((await clients.betreiber!.request('PUT', `/rest/units/${sn}/tariffs`, tariffs)).status).toBe(200);
});

afterAll(async () => {
  await portal?.destroy();
});

const client = (login: string) => clients[login] as Client;

/** The PDF's bytes (the harness' client reads answers as text). */
async function pdf(login: string, period: string, target = sn) {
  const response = await fetch(`${portal.url}/rest/units/${target}/reports/${period}.pdf`, {
    headers: { cookie: client(login).cookieHeader },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    file: Buffer.from(await response.arrayBuffer()),
  };
}

const settingsOf = (login: string, target = sn) =>
  client(login).get<ReportSettingsResponse>(`/rest/units/${target}/report-settings`);
const putSettings = (login: string, body: unknown, target = sn) =>
  client(login).request<ReportSettingsResponse>('PUT', `/rest/units/${target}/report-settings`, body);

const settings: ReportSettings = {
  monthlyMail: true,
  copyToPartner: true,
  locationReport: false,
  taxAdviserEmail: 'steuer@example.org',
};

describe('the operator', () => {
  it('gets January as a PDF with the figures worked out by hand', async () => {
    const answer = await pdf('betreiber', '2025-01');
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('application/pdf');
    const { text } = await pdfText(answer.file);
    // 48 h × 22.8 = 1,094.4 kWh Hs fuel; 264 kWh electricity; 540 kWh heat; fuel cost 109.44 EUR;
    // savings 106.2 − 72.923 = 33.28 EUR; CO2 1,094.4 / 1.11 × 0.201 = 198 kg; G20/15 25 K·d.
    expect(
      outOfOrder(text, [
        'Monatsbericht Januar 2025',
        'Einfamilienhaus Hofmann',
        '1.094 kWh (geschätzt)',
        '264 kWh',
        '540 kWh',
        '48,0',
        'Brennstoffkosten',
        '109,44 EUR',
        'Ersparnis',
        '33,28 EUR',
        'CO2 ausgestoßen',
        '198 kg',
        '25,0 K·d',
        'E120',
        'Einstellungen geändert',
      ]),
    ).toBeNull();
    // The bonus names its hours (all 48 within the limits; the counter read 1,000 h on 1 January),
    // and the factors are German, the boiler's assumption included.
    const flat = text.replace(/\s+/g, ' ');
    expect(
      outOfOrder(flat, [
        'KWK-Zuschlag (264 kWh, 48 Vollbenutzungsstunden)',
        '21,12 EUR',
        'bleiben 28.952 Vollbenutzungsstunden',
        'Faktoren und Quellen',
        'Annahme des Portals: Gas-Brennwertkessel',
      ]),
    ).toBeNull();
    expect(flat).not.toContain('Portal assumption');
    // The refused service code and February's unlock are not January's events.
    expect(text).not.toContain('Entriegelt');
    expect(text).not.toContain('Fachhandwerker-Ebene');
  });

  it('gets the year with its months and the energy-tax tool of the plant', async () => {
    const answer = await pdf('betreiber', '2025');
    expect(answer.status).toBe(200);
    const { text } = await pdfText(answer.file);
    expect(
      outOfOrder(text, [
        'Jahresbericht 2025',
        'Monate',
        'Januar',
        '264',
        'Energiesteuer',
        `/hzatool/${uuid}?year=2025`,
      ]),
    ).toBeNull();
  });

  it('refuses the current and a future month with a message key, and malformed periods', async () => {
    const { year, month } = wallClock(Date.now());
    const current = `${year}-${String(month).padStart(2, '0')}`;
    for (const period of [current, `${year + 1}-01`, String(year)]) {
      const answer = await client('betreiber').get(`/rest/units/${sn}/reports/${period}.pdf`);
      expect(answer).toMatchObject({ status: 400, body: { key: 'exception.reportnotover' } });
    }
    for (const period of [
      '2025-13',
      '2025-1',
      '1999-12',
      '2025-01-01',
      'x'.repeat(5000),
      '2025-01%00',
      '9'.repeat(400),
    ]) {
      const answer = await client('betreiber').get(`/rest/units/${sn}/reports/${period}.pdf`);
      expect(answer.status).toBe(400);
    }
  });

  it('chooses who gets the monthly report, audited', async () => {
    const before = reportSettingsResponseSchema.parse((await settingsOf('betreiber')).body);
    expect(before).toMatchObject({
      settings: { monthlyMail: false, copyToPartner: false, taxAdviserEmail: null },
      mayEdit: true,
      energyTaxPath: `/hzatool/${uuid}`,
    });
    const saved = await putSettings('betreiber', settings);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ settings, mayEdit: true });
    expect((await settingsOf('betreiber')).body.settings).toEqual(settings);
    const audited = await portal.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.sn, sn), eq(auditLog.action, 'reports.settings')));
    expect(audited.at(-1)).toMatchObject({ actor: 'betreiber', details: settings });
  });

  it('may not get another operator’s unit', async () => {
    const other = await foreignUnit(portal, 'betreiber');
    expect((await pdf('betreiber', '2025-01', other.sn)).status).toBe(403);
    expect((await settingsOf('betreiber', other.sn)).status).toBe(403);
    expect((await putSettings('betreiber', settings, other.sn)).status).toBe(403);
  });
});

describe('the partner', () => {
  it('with consent gets the report and reads the settings, but may not change them', async () => {
    expect((await pdf('partner', '2025-01')).status).toBe(200);
    expect((await settingsOf('partner')).body).toMatchObject({ mayEdit: false });
    const refused = await putSettings('partner', { ...settings, copyToPartner: false });
    expect(refused).toMatchObject({ status: 403, body: { key: 'exception.rolemissing' } });
  });

  it('without consent gets nothing', async () => {
    await portal.db
      .update(units)
      .set({ zustimmungMap: { ...allConsents, FERNZUGRIFF_PARTNER: false } })
      .where(eq(units.seriennummer, sn));
    try {
      expect((await pdf('partner', '2025-01')).status).toBe(403);
      expect((await settingsOf('partner')).status).toBe(403);
    } finally {
      await portal.db.update(units).set({ zustimmungMap: allConsents }).where(eq(units.seriennummer, sn));
    }
  });
});

describe('other roles', () => {
  it('lets an admin change the settings and get the report in English', async () => {
    const saved = await putSettings('admin', { ...settings, taxAdviserEmail: null });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.taxAdviserEmail).toBeNull();
    await client('admin').post('/rest/info/language', { language: 'en-gb' });
    const { text } = await pdfText((await pdf('admin', '2025-01')).file);
    expect(text).toContain('Monthly report January 2025');
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('CHP bonus (264 kWh, 48 full-load hours)');
    expect(flat).toContain('Portal assumption: gas condensing boiler');
    expect(flat).not.toContain('Annahme des Portals');
  });

  it('gives a demo session the report of the serial it sees, naming that serial, not the real one', async () => {
    const [fake] = await demoFakesAt(client('demo'), uuid, 'dachsII');
    if (!fake) throw new Error("the demo lists the Hofmanns' Dachs");
    const answer = await pdf('demo', '2025-01', fake);
    expect(answer).toMatchObject({ status: 200, type: 'application/pdf' });
    const { text } = await pdfText(answer.file);
    expect(text).toContain(fake);
    expect(text).not.toContain(sn);
    expect(text).toMatch(/264 kWh/);
  });

  it.each(['demo', 'extern'])('refuses %s the real serial', async (login) => {
    expect((await pdf(login, '2025-01')).status).toBe(403);
    expect((await putSettings(login, settings)).status).toBe(403);
  });

  it('answers 401 without a login', async () => {
    const answer = await portal.client().get(`/rest/units/${sn}/reports/2025-01.pdf`);
    expect(answer).toMatchObject({ status: 401, body: { key: 'exception.loginrequired' } });
    expect((await portal.client().get(`/rest/units/${sn}/report-settings`)).status).toBe(401);
  });
});

describe('a location', () => {
  const locationPdf = async (login: string, path: string) => {
    const response = await fetch(`${portal.url}/rest/locations/${path}.pdf`, {
      headers: { cookie: client(login).cookieHeader },
    });
    return { status: response.status, file: Buffer.from(await response.arrayBuffer()) };
  };

  it('sums the units the viewer may see, with each unit’s incidents and service events', async () => {
    const answer = await locationPdf('betreiber', `${uuid}/reports/2025-01`);
    expect(answer.status).toBe(200);
    const { text } = await pdfText(answer.file);
    expect(
      outOfOrder(text, [
        'Monatsbericht Januar 2025 – Standort Einfamilienhaus Hofmann',
        'Anlagen',
        'Summe',
        sn,
        'E120',
      ]),
    ).toBeNull();
    // The Dachs' 264 kWh are in its row and, the other units having no January, in the sum.
    expect(text.match(/264 kWh/g)?.length).toBeGreaterThanOrEqual(2);
    // The CO2 avoided of the table with the factors it rests on, in German.
    expect(
      outOfOrder(text.replace(/\s+/g, ' '), ['E120', 'Faktoren und Quellen', 'Annahme des Portals']),
    ).toBeNull();
  });

  it('answers an unknown, foreign or malformed location alike, and refuses periods not over', async () => {
    expect(
      (await locationPdf('betreiber', `00000000-0000-4000-8000-000000000000/reports/2025-01`)).status,
    ).toBe(403);
    expect((await locationPdf('betreiber', `not-a-uuid/reports/2025-01`)).status).toBe(403);
    const other = await demoLocationUuid(portal, 'Bäckerei Hofmann').catch(() => undefined);
    if (other) expect((await locationPdf('extern', `${other}/reports/2025-01`)).status).toBe(403);
    expect((await locationPdf('betreiber', `${uuid}/reports/2025-13`)).status).toBe(400);
    expect((await locationPdf('betreiber', `${uuid}/reports/2999`)).status).toBe(400);
    expect((await portal.client().get(`/rest/locations/${uuid}/reports/2025-01.pdf`)).status).toBe(401);
  });
});

describe('bad settings are a 400 with a message key, never a 500', () => {
  it.each([
    ['a bad e-mail address', { ...settings, taxAdviserEmail: 'not-an-address' }, 'login.emailinvalid'],
    ['a NUL byte', { ...settings, taxAdviserEmail: 'a\u0000b@example.org' }, undefined],
    ['a huge address', { ...settings, taxAdviserEmail: `${'a'.repeat(100_000)}@example.org` }, undefined],
    ['a number for a flag', { ...settings, monthlyMail: 1 }, 'validation.invalid'],
    ['an unknown field', { ...settings, extra: 1 }, undefined],
    ['a missing field', { monthlyMail: true, copyToPartner: false }, undefined],
    ['an array', [settings], undefined],
    [
      'an overflowing number',
      JSON.stringify(settings).replace('"monthlyMail":true', '"monthlyMail":1e400'),
      undefined,
    ],
  ])('PUT with %s', async (_name, body, fieldKey) => {
    const answer = await putSettings('betreiber', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 400 });
    if (fieldKey)
      expect(
        Object.values((answer.body as unknown as { fields: Record<string, string[]> }).fields).flat(),
      ).toContain(fieldKey);
  });
});
