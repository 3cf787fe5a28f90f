import type { AccessLogResponse } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { auditLog } from '../src/audit/audit.schema.js';
import { HzatoolOfficesService } from '../src/hzatool/hzatool-offices.service.js';
import { hzaApplications, hzaCountyOffices, hzaFiles, hzaPlants } from '../src/hzatool/hzatool.schema.js';
import { type HzaWorld, completeApplication, saveComplete, startHzaWorld, year } from './hzatool-world.js';

// The energy-tax tool from a first save to the documents, the operating hours, the export, the
// customs-office table and deleting a plant (spec 7 Hzatool), in the demo world.

let world: HzaWorld;

beforeAll(async () => {
  world = await startHzaWorld();
});
afterAll(() => world.portal.destroy());

describe('editing an application', () => {
  it('prefills from the portal, saves (adding the plant, audited) and reports progress', async () => {
    const { operator, partner, portal } = world;
    const own = world.places.ownBooked.uuid;
    const init = await operator.get(`/rest/hzatool/init?anlageId=${own}&year=${year}`);
    expect(init.status).toBe(200);
    expect(init.body.progress.status).toBe('notStarted');
    expect(init.body.offices).toHaveLength(41);
    // The demo's Dachs G 5.5 is known to the calculation: model, fuel and power come prefilled.
    expect(init.body.chpUnits[0]).toMatchObject({ model: 'G5.5', fuel: 'naturalGas', ratedElectricKW: 5.5 });
    const serial: string = init.body.chpUnits[0].serial;
    expect(init.body.application.plant).toMatchObject({
      fuel: 'naturalGas',
      modules: [{ serial, model: 'G5.5', commissioned: '2016-04-12' }],
    });

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
      application: completeApplication(serial),
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
    // The demo also books the running year.
    expect(plant.years).toContainEqual({ year: year + 1, booked: true, status: 'notStarted' });
    expect(map.body.mayAdd).toBe(true);
    // The partner looks after the location; a user who sees none of its units gets nothing.
    expect((await partner.get(`/rest/hzatool/file/${pdf.body.file.id}`)).status).toBe(200);
    const stranger = await portal.loggedIn('extern');
    expect((await stranger.get(`/rest/hzatool/file/${pdf.body.file.id}`)).status).toBe(403);
    expect((await operator.get(`/rest/hzatool/init?anlageId=${own}&year=${year + 2}`)).body.key).toBe(
      'exception.noservicebooked',
    );
  });

  it('keeps a year that has not ended from being completed and printed: yearOpen, 409 hzatool.yearopen', async () => {
    const { operator } = world;
    const { uuid, serial } = world.places.ownBooked;
    const running = year + 1;
    const saved = await operator.post('/rest/hzatool/sessionstore', {
      anlageId: uuid,
      year: running,
      step: 'summary',
      application: completeApplication(serial),
    });
    expect(saved.body.progress).toMatchObject({ status: 'yearOpen', missing: [] });
    for (const path of [
      '/rest/hzatool/generatePDF/antrag',
      '/rest/hzatool/generatePDF/zusammenfassung',
      '/rest/hzatool/generateXMLs',
    ])
      expect([path, (await operator.post(path, { anlageId: uuid, year: running })).body]).toEqual([
        path,
        expect.objectContaining({
          status: 409,
          key: 'hzatool.yearopen',
          message: expect.stringContaining(String(running)),
        }),
      ]);
    const map = await operator.post('/rest/hzatool/statusmap', {});
    const plant = map.body.plants.find((entry: { anlageId: string }) => entry.anlageId === uuid);
    expect(plant.years).toContainEqual({ year: running, booked: true, status: 'yearOpen' });
  });

  it("shows the partner its customers' booked plants in the status map", async () => {
    const map = await world.partner.post('/rest/hzatool/statusmap', {});
    const school = map.body.plants.find(
      (entry: { anlageId: string }) => entry.anlageId === world.places.partnerBooked.uuid,
    );
    expect(
      school.years.map((entry: { year: number; booked: boolean }) => [entry.year, entry.booked]),
    ).toEqual([
      [year, true],
      [year + 1, true],
    ]);
  });
});

describe('investment aid across years', () => {
  it('2020 offsets 627 of 1,000 EUR and pays nothing; 2021 offsets the 373 EUR left and pays 254.00', async () => {
    const { admin } = world;
    const { uuid, serial } = world.places.partnerBooked;
    const complete = completeApplication(serial);
    const application = {
      ...complete,
      afa: {
        investmentAid: [{ label: 'Mini-KWK-Impulsprogramm', receivedOn: '2019-05-02', amountCents: 100_000 }],
      },
    };
    // An admin needs no booking, so the tool's earlier years can be saved.
    for (const aidYear of [2020, 2021])
      expect(
        (
          await admin.post('/rest/hzatool/sessionstore', {
            anlageId: uuid,
            year: aidYear,
            step: 'summary',
            application,
          })
        ).body.progress.status,
      ).toBe('ready');

    const first = await admin.post('/rest/hzatool/zusammenfassung', { anlageId: uuid, year: 2020 });
    expect(first.body.summary).toMatchObject({
      full: { grossCents: 62_700, aidOffsetCents: 62_700, cents: 0 },
      aidOffsetEarlierCents: 0,
      remainingAidCents: 37_300,
      totalCents: 0,
    });
    const second = await admin.post('/rest/hzatool/zusammenfassung', { anlageId: uuid, year: 2021 });
    expect(second.body.summary).toMatchObject({
      full: { grossCents: 62_700, aidOffsetCents: 37_300, cents: 25_400 },
      aidOffsetEarlierCents: 62_700,
      remainingAidCents: 0,
      totalCents: 25_400,
    });
    // The depreciation step's live check says what is left, and which year used the rest.
    const afa = await admin.post('/rest/hzatool/abschreibungen', {
      anlageId: uuid,
      year: 2021,
      plant: complete.plant,
      afa: application.afa,
    });
    expect(afa.body).toMatchObject({
      relevantAidCents: 100_000,
      aidBalanceCents: 37_300,
      earlierYears: [{ year: 2020, offsetCents: 62_700 }],
    });
    // The documents carry the same figures.
    const xml = await admin.post('/rest/hzatool/generateXMLs', { anlageId: uuid, year: 2021 });
    const file = await admin.get<string>(`/rest/hzatool/file/${xml.body.files[0].id}`);
    expect(file.body).toMatch(/<fullRelief [^>]*grossEUR="627.00" aidOffsetEUR="373.00" amountEUR="254.00"/);
  });
});

describe('GET /hzatool/fetchMsr2Betriebsstunden', () => {
  it("reads last year's end from the Dachs's 31 December snapshot", async () => {
    const { serial } = world.places.ownBooked;
    const answer = await world.operator.get(
      `/rest/hzatool/fetchMsr2Betriebsstunden?hkaId=${serial}&year=${year}`,
    );
    expect(answer.status).toBe(200);
    // The snapshot is the year's end; without history the start is the user's to enter.
    expect(answer.body).toMatchObject({
      serial,
      year,
      source: 'snapshot',
      counterStart: null,
      monthlyHours: null,
      covered: false,
      monthsWithoutData: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    });
    // Commissioned in April 2016: some 4,000-6,000 hours a year since.
    expect(answer.body.counterEnd).toBeGreaterThan(20_000);
    // Without history (DEMO_HISTORY_DAYS=0 here) an earlier year has no readings.
    const before = await world.operator.get(
      `/rest/hzatool/fetchMsr2Betriebsstunden?hkaId=${serial}&year=${year - 3}`,
    );
    expect(before.body).toMatchObject({ counterStart: null, counterEnd: null, source: 'none' });
  });
});

describe('GET /hzatool/export/{anlageUuid}', () => {
  it('gives the saved years as a workbook that reads back, and as CSV', async () => {
    const { uuid } = world.places.partnerBooked;
    await saveComplete(world, world.places.partnerBooked);
    const response = await fetch(`${world.portal.url}/rest/hzatool/export/${uuid}?format=xlsx`, {
      headers: { cookie: world.partner.cookieHeader },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const cells: string[] = [];
    for (const sheet of workbook.worksheets)
      sheet.eachRow((row) => {
        row.eachCell((cell) => cells.push(cell.text));
      });
    expect(cells).toContain(String(year));
    expect(cells.some((cell) => cell.includes('Grundschule am Lindenplatz'))).toBe(true);
    const csv = await world.partner.get<string>(`/rest/hzatool/export/${uuid}?format=csv`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.body).toContain(String(year));
    // The units' owners see each export in their access log.
    const log = await world.admin.get<AccessLogResponse>(
      `/rest/units/${world.places.partnerBooked.serial}/accessLog?login=partner`,
    );
    expect(log.body.entries.filter((entry) => entry.action === 'export')).toEqual([
      expect.objectContaining({
        kind: 'partner',
        details: { export: 'energyTax', format: 'csv', year: null },
      }),
      expect.objectContaining({
        kind: 'partner',
        details: { export: 'energyTax', format: 'xlsx', year: null },
      }),
    ]);
    // A plant not in the tool has nothing to export.
    expect((await world.admin.get(`/rest/hzatool/export/${world.places.ownUnbooked.uuid}`)).status).toBe(404);
  });
});

describe('customs offices', () => {
  it('finds Berlin uniquely, nothing for an unknown postcode, and both offices of a split postcode', async () => {
    const { operator, partner, admin, clerk, portal } = world;
    expect((await operator.get('/rest/hzatool/hzaByPlz?plz=10115')).body).toMatchObject({
      match: 'unique',
      offices: [{ key: 'berlin' }],
      messageKey: null,
      basis: 'regulation',
    });
    expect((await operator.get('/rest/hzatool/hzaByPlz?plz=00000')).body).toMatchObject({
      match: 'none',
      messageKey: 'hzatool.plz.nooffice',
    });
    // The place picked in a postcode of Berlin and Brandenburg decides.
    expect((await operator.get('/rest/hzatool/hzaByPlz?plz=12529&place=Sch%C3%B6nefeld')).body).toMatchObject(
      {
        match: 'unique',
        offices: [{ key: 'potsdam' }],
        basis: 'candidate',
        messageKey: 'hzatool.plz.candidate',
        place: 'Schönefeld',
      },
    );
    // 03058 lies in Cottbus (12052) and Spree-Neiße (12071): both Frankfurt (Oder) by the data.
    expect((await operator.get('/rest/hzatool/hzaByPlz?plz=03058')).body).toMatchObject({
      match: 'unique',
      offices: [{ key: 'frankfurt-oder' }],
      basis: 'candidate',
    });
    for (const client of [operator, partner])
      expect(
        (await client.post('/rest/hzatool/countyOffice', { countyCode: '12052', officeKeys: ['potsdam'] }))
          .body,
      ).toMatchObject({ status: 403, key: 'exception.rolemissing' });
    expect(
      (await admin.post('/rest/hzatool/countyOffice', { countyCode: '12052', officeKeys: ['atlantis'] })).body
        .key,
    ).toBe('hzatool.office.unknown');
    expect(
      (await admin.post('/rest/hzatool/countyOffice', { countyCode: '99999', officeKeys: ['potsdam'] })).body,
    ).toMatchObject({ status: 400, fields: { countyCode: ['validation.invalid'] } });
    expect(
      (await admin.post('/rest/hzatool/countyOffice', { countyCode: '12052', officeKeys: ['potsdam'] }))
        .status,
    ).toBe(200);
    expect(
      (
        await clerk.post('/rest/hzatool/countyOffice', {
          countyCode: '12071',
          officeKeys: ['frankfurt-oder'],
        })
      ).status,
    ).toBe(200);
    const audited = await portal.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'hzatool.countyOffice'));
    expect(audited.map((row) => [row.actor, row.details])).toEqual([
      ['admin', { countyCode: '12052', officeKeys: ['potsdam'] }],
      ['hzaclerk', { countyCode: '12071', officeKeys: ['frankfurt-oder'] }],
    ]);
    const split = await operator.get('/rest/hzatool/hzaByPlz?plz=03058');
    // Its places lie in different districts now: picking one decides.
    expect(split.body).toMatchObject({ match: 'ambiguous', messageKey: 'hzatool.plz.place' });
    expect(split.body.places.length).toBeGreaterThan(1);
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
      table.body.counties.find((county: { countyCode: string }) => county.countyCode === '12052'),
    ).toMatchObject({ officeKeys: ['potsdam'], basis: 'correction' });
    // The rest of the table comes from the data: 400 counties, each with how its office is known.
    expect(table.body.counties).toHaveLength(400);
    expect(
      table.body.counties.find((county: { countyCode: string }) => county.countyCode === '05711'),
    ).toMatchObject({ officeKeys: ['bielefeld'], basis: 'regulation', sources: ['BMF 2017 no. 4'] });
  });

  it('keeps corrections over a restart and drops the entries earlier versions seeded', async () => {
    const { portal } = world;
    // An entry seeded before the data file (no one saved it) and an admin's correction.
    await portal.db.insert(hzaCountyOffices).values({ countyCode: '09162', officeKeys: ['augsburg'] });
    await portal.app.get(HzatoolOfficesService).onApplicationBootstrap();
    const rows = await portal.db.select().from(hzaCountyOffices);
    expect(rows.map((row) => row.countyCode)).not.toContain('09162');
    expect(rows.find((row) => row.countyCode === '12052')).toMatchObject({
      officeKeys: ['potsdam'],
      updatedBy: 'admin',
    });
    expect((await world.operator.get('/rest/hzatool/hzaByPlz?plz=80331')).body).toMatchObject({
      match: 'unique',
      offices: [{ key: 'muenchen' }],
    });
  });
});

describe('deleteAnlage', () => {
  it('removes a plant with its applications and files (audited); 404 when none, 403 for foreign', async () => {
    const { operator, admin, portal } = world;
    const { uuid } = world.places.ownUnbooked;
    // An admin needs no booking; the location is the operator's all the same.
    await saveComplete(world, world.places.ownUnbooked);
    const pdf = await admin.post('/rest/hzatool/generatePDF/antrag', { anlageId: uuid, year });
    expect(pdf.status).toBe(200);
    expect((await operator.get(`/rest/hzatool/file/${pdf.body.file.id}`)).status).toBe(200);

    expect((await operator.post(`/rest/hzatool/deleteAnlage/${world.places.foreign.uuid}`, {})).status).toBe(
      403,
    );
    expect((await operator.post(`/rest/hzatool/deleteAnlage/${uuid}`, {})).body).toEqual({ deleted: true });
    expect(await portal.db.select().from(hzaApplications).where(eq(hzaApplications.anlageId, uuid))).toEqual(
      [],
    );
    expect(await portal.db.select().from(hzaFiles).where(eq(hzaFiles.anlageId, uuid))).toEqual([]);
    expect((await operator.get(`/rest/hzatool/file/${pdf.body.file.id}`)).status).toBe(404);
    expect((await operator.post(`/rest/hzatool/deleteAnlage/${uuid}`, {})).status).toBe(404);
    const audited = await portal.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor, 'betreiber'), eq(auditLog.action, 'hzatool.deletePlant')));
    expect(audited).toHaveLength(1);
  });
});
