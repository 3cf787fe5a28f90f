import { and, eq } from 'drizzle-orm';
import { auditLog } from '../src/audit/audit.schema.js';
import { hzaPlants } from '../src/hzatool/hzatool.schema.js';
import { demoLocationUuid } from './demo-locations.js';
import { type Client, type Portal, startPortal } from './harness.js';

// The energy-tax tool (spec 7 Hzatool) with the demo world: `betreiber` operates the Hofmann
// locations; 'Ferienhaus Hofmann' is looked after by the partner's company. The tool is booked by
// an admin's whitelist order for the year under test.

const year = new Date().getUTCFullYear() - 1;
let portal: Portal;
let operator: Client;
let partner: Client;
let admin: Client;
let demo: Client;
let own: string;
let shared: string;
let foreign: string;

/** A location of the demo world that `betreiber` and the partner do not see. */
async function foreignLocation(): Promise<string> {
  return demoLocationUuid(portal, 'Hotel Zur Post');
}

async function book(uuid: string): Promise<void> {
  const answer = await admin.post('/rest/shop/partnerOrder', {
    addressUuid: uuid,
    productNumber: 'HZA-TOOL-1',
    adminWhitelist: true,
  });
  expect(answer.status).toBe(200);
}

const complete = (serial: string) => ({
  applicant: {
    name: 'Stefan Hofmann',
    street: 'Lindenweg 3',
    plz: '97070',
    city: 'Würzburg',
    iban: 'DE89370400440532013000',
  },
  office: { officeKey: 'schweinfurt', source: 'manual' },
  plant: {
    fuel: 'naturalGas',
    modules: [{ serial, model: 'G5.5', commissioned: '2019-03-01' }],
    highEfficiencyProven: true,
  },
  consumption: {
    method: 'hours',
    modules: [{ serial, counterStart: 10_000, counterEnd: 15_000 }],
    electricityKWh: 27_500,
    usefulHeatKWh: 62_500,
  },
});

beforeAll(async () => {
  portal = await startPortal();
  operator = await portal.loggedIn('betreiber');
  partner = await portal.loggedIn('partner');
  admin = await portal.loggedIn('admin');
  demo = await portal.loggedIn('demo');
  own = await demoLocationUuid(portal, 'Einfamilienhaus Hofmann');
  shared = await demoLocationUuid(portal, 'Ferienhaus Hofmann');
  foreign = await foreignLocation();
  await book(own);
});
afterAll(() => portal.destroy());

describe('access', () => {
  it('refuses demo users and anonymous callers on every hzatool call', async () => {
    for (const client of [demo, portal.client()]) {
      const expected = client === demo ? 403 : 401;
      expect((await client.post('/rest/hzatool/statusmap', {})).status).toBe(expected);
      expect((await client.get(`/rest/hzatool/init?anlageId=${own}&year=${year}`)).status).toBe(expected);
      expect((await client.get('/rest/hzatool/hzaByPlz?plz=10115')).status).toBe(expected);
      expect((await client.get('/rest/hzatool/offices')).status).toBe(expected);
    }
  });

  it('answers foreign plants with accessdenied and unbooked years with noservicebooked', async () => {
    const foreignInit = await operator.get(`/rest/hzatool/init?anlageId=${foreign}&year=${year}`);
    expect(foreignInit.status).toBe(403);
    expect(foreignInit.body.key).toBe('exception.accessdenied');
    const unbooked = await operator.get(`/rest/hzatool/init?anlageId=${own}&year=${year - 1}`);
    expect(unbooked.status).toBe(403);
    expect(unbooked.body.key).toBe('exception.noservicebooked');
    const partnerUnbooked = await partner.get(`/rest/hzatool/init?anlageId=${shared}&year=${year}`);
    expect(partnerUnbooked.body.key).toBe('exception.noservicebooked');
    // Admins open the tool without a booking.
    expect((await admin.get(`/rest/hzatool/init?anlageId=${foreign}&year=${year}`)).status).toBe(200);
  });
});

describe('editing an application', () => {
  it('prefills from the portal, saves (adding the plant, audited) and reports progress', async () => {
    const init = await operator.get(`/rest/hzatool/init?anlageId=${own}&year=${year}`);
    expect(init.status).toBe(200);
    expect(init.body.progress.status).toBe('notStarted');
    expect(init.body.offices).toHaveLength(41);
    const serial: string = init.body.chpUnits[0].serial;
    expect(init.body.application.plant.modules[0].serial).toBe(serial);

    const partial = await operator.post('/rest/hzatool/sessionstore', {
      anlageId: own,
      year,
      step: 'office',
      application: { applicant: { name: 'Stefan Hofmann' } },
    });
    expect(partial.status).toBe(200);
    expect(partial.body.progress.status).toBe('dataMissing');
    expect(partial.body.progress.missing).toContain('applicant.iban');
    expect(await portal.db.select().from(hzaPlants).where(eq(hzaPlants.anlageId, own))).toHaveLength(1);
    const audited = await portal.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor, 'betreiber'), eq(auditLog.action, 'hzatool.addPlant')));
    expect(audited).toHaveLength(1);

    const notReady = await operator.post('/rest/hzatool/generatePDF/antrag', { anlageId: own, year });
    expect(notReady.status).toBe(400);
    expect(notReady.body.key).toBe('hzatool.notready');

    const saved = await operator.post('/rest/hzatool/sessionstore', {
      anlageId: own,
      year,
      step: 'summary',
      application: complete(serial),
    });
    expect(saved.body.progress).toMatchObject({ status: 'ready', missing: [], step: 'summary' });

    const summary = await operator.post('/rest/hzatool/zusammenfassung', { anlageId: own, year });
    expect(summary.status).toBe(200);
    expect(summary.body.summary).toMatchObject({
      kind: 'relief',
      fuel: 'naturalGas',
      utilisationPercent: 87.8,
    });
    expect(summary.body.summary.totalCents).toBeGreaterThan(0);

    const pdf = await operator.post('/rest/hzatool/generatePDF/zusammenfassung', { anlageId: own, year });
    expect(pdf.status).toBe(200);
    const file = await operator.get(`/rest/hzatool/file/${pdf.body.file.id}?show=1`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^inline/);
    expect(
      (await operator.get(`/rest/hzatool/file/${pdf.body.file.id}`)).headers.get('content-disposition'),
    ).toMatch(/^attachment/);
    const xml = await operator.post('/rest/hzatool/generateXMLs', { anlageId: own, year });
    expect(xml.body.files).toHaveLength(1);

    const map = await operator.post('/rest/hzatool/statusmap', {});
    const plant = map.body.plants.find((entry: { anlageId: string }) => entry.anlageId === own);
    expect(plant.years).toContainEqual({ year, booked: true, status: 'documents' });
    expect(map.body.mayAdd).toBe(true);
    // The partner looks after the location; a user who sees none of its units gets nothing.
    expect((await partner.get(`/rest/hzatool/file/${pdf.body.file.id}`)).status).toBe(200);
    const stranger = await portal.loggedIn('extern');
    expect((await stranger.get(`/rest/hzatool/file/${pdf.body.file.id}`)).status).toBe(403);
    const exported = await operator.get(`/rest/hzatool/export/${own}?format=csv`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('text/csv');

    const next = await operator.get(`/rest/hzatool/init?anlageId=${own}&year=${year + 1}`);
    expect(next.body.key).toBe('exception.noservicebooked');
  });

  it('refuses bad input with 400 and field keys', async () => {
    const bad = [
      { anlageId: own, year, step: 'nope', application: {} },
      { anlageId: own, year: 1999, step: 'applicant', application: {} },
      { anlageId: own, year, step: 'applicant', application: { odd: 1 } },
      { anlageId: own, year, step: 'applicant', application: { applicant: { name: 'a\u0000b' } } },
      { anlageId: own, year, step: 'applicant', application: { applicant: { name: 'x'.repeat(10_000) } } },
      { anlageId: own, year, step: 'applicant', application: { applicant: { companyNumber: '12' } } },
      { anlageId: own, year, step: 'applicant', application: { consumption: { electricityKWh: 1e12 } } },
    ];
    for (const body of bad) {
      const answer = await operator.post('/rest/hzatool/sessionstore', body);
      expect(answer.status).toBe(400);
    }
    expect((await operator.get(`/rest/hzatool/init?anlageId=nope&year=${year}`)).status).toBe(400);
    expect((await operator.get(`/rest/hzatool/init?anlageId=${own}&year=1900`)).status).toBe(400);
    expect((await operator.get('/rest/hzatool/hzaByPlz?plz=1234')).status).toBe(400);
    expect((await operator.post('/rest/hzatool/deleteAnlage/nope', {})).status).toBe(400);
    expect((await operator.get('/rest/hzatool/file/nope')).status).toBe(404);
  });
});

describe('calculations', () => {
  it('computes the fuel and the AfA months statelessly', async () => {
    const plant = {
      fuel: 'naturalGas',
      modules: [{ serial: 'A', model: 'G5.5', commissioned: '2013-07-01' }],
    };
    const fuel = await operator.post('/rest/hzatool/verbrauch', {
      anlageId: own,
      year,
      plant,
      consumption: { method: 'hours', modules: [{ serial: 'A', counterStart: 100, counterEnd: 5100 }] },
    });
    expect(fuel.body).toMatchObject({
      taxUnit: 'kWhHs',
      quantity: 114_000,
      modules: [{ serial: 'A', hours: 5000 }],
    });
    const backwards = await operator.post('/rest/hzatool/verbrauch', {
      anlageId: own,
      year,
      plant,
      consumption: { method: 'hours', modules: [{ serial: 'A', counterStart: 5100, counterEnd: 100 }] },
    });
    expect(backwards.body.issues).toContainEqual({
      field: 'consumption.modules.0.counterEnd',
      key: 'energyTax.counterEndBeforeStart',
      severity: 'error',
    });
    const afa = await operator.post('/rest/hzatool/abschreibungen', { anlageId: own, year, plant, afa: {} });
    expect(afa.body.modules[0]).toMatchObject({ start: '2013-07', end: '2023-06' });
  });
});

describe('customs offices', () => {
  it('finds Berlin uniquely, nothing for an unknown postcode, and both offices of a split postcode', async () => {
    const berlin = await operator.get('/rest/hzatool/hzaByPlz?plz=10115');
    expect(berlin.body).toMatchObject({ match: 'unique', offices: [{ key: 'berlin' }], messageKey: null });
    const unknown = await operator.get('/rest/hzatool/hzaByPlz?plz=00000');
    expect(unknown.body).toMatchObject({ match: 'none', messageKey: 'hzatool.plz.nooffice' });
    // 03058 lies in Cottbus (12052) and Spree-Neiße (12071); neither is mapped until an admin does.
    expect((await operator.get('/rest/hzatool/hzaByPlz?plz=03058')).body.match).toBe('none');
    expect(
      (await operator.post('/rest/hzatool/countyOffice', { countyCode: '12052', officeKeys: ['potsdam'] }))
        .status,
    ).toBe(403);
    const unknownOffice = await admin.post('/rest/hzatool/countyOffice', {
      countyCode: '12052',
      officeKeys: ['atlantis'],
    });
    expect(unknownOffice.body.key).toBe('hzatool.office.unknown');
    expect(
      (await admin.post('/rest/hzatool/countyOffice', { countyCode: '12052', officeKeys: ['potsdam'] }))
        .status,
    ).toBe(200);
    expect(
      (
        await admin.post('/rest/hzatool/countyOffice', {
          countyCode: '12071',
          officeKeys: ['frankfurt-oder'],
        })
      ).status,
    ).toBe(200);
    const split = await operator.get('/rest/hzatool/hzaByPlz?plz=03058');
    expect(split.body).toMatchObject({ match: 'ambiguous', messageKey: 'hzatool.plz.ambiguous' });
    expect(split.body.offices.map((office: { key: string }) => office.key).sort()).toEqual([
      'frankfurt-oder',
      'potsdam',
    ]);
    expect((await operator.get('/rest/hzatool/hzaByDss?dss=4100')).body).toEqual({
      office: null,
      messageKey: 'hzatool.dss.nooffice',
    });
    const table = await operator.get('/rest/hzatool/offices');
    expect(
      table.body.counties.find((county: { countyCode: string }) => county.countyCode === '09186').officeKeys,
    ).toEqual(['augsburg']);
  });
});

describe('deleteAnlage', () => {
  it('removes a plant with its applications (audited), 404 when none, 403 for foreign', async () => {
    expect((await operator.post(`/rest/hzatool/deleteAnlage/${foreign}`, {})).status).toBe(403);
    expect((await operator.post(`/rest/hzatool/deleteAnlage/${own}`, {})).status).toBe(200);
    expect((await operator.post(`/rest/hzatool/deleteAnlage/${own}`, {})).status).toBe(404);
  });
});
