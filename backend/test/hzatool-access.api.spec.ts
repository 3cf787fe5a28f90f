import type { Answer, Client } from './harness.js';
import {
  type HzaWorld,
  type Place,
  completeApplication,
  saveComplete,
  startHzaWorld,
  year,
} from './hzatool-world.js';

// Who may call what (spec 6, spec 7 Hzatool): every hzatool call for every kind of caller and
// location, and bad input on every body and query.

let world: HzaWorld;
/** A stored file per location (the summary PDF), for GET /hzatool/file/{id}. */
const files = new Map<string, string>();

beforeAll(async () => {
  world = await startHzaWorld();
  const { ownBooked, partnerBooked, foreign } = world.places;
  for (const place of [ownBooked, partnerBooked, foreign]) {
    await saveComplete(world, place);
    const pdf = await world.admin.post<{ file: { id: string } }>(
      '/rest/hzatool/generatePDF/zusammenfassung',
      {
        anlageId: place.uuid,
        year,
      },
    );
    files.set(place.uuid, pdf.body.file.id);
  }
});
afterAll(() => world.portal.destroy());

/** What a call's answer depends on: nothing, the location, or the location's booking for the year. */
type Scope = 'none' | 'location' | 'year';

interface Call {
  name: string;
  scope: Scope;
  /** Method, path and body for a location. */
  request(place: Place): [method: 'GET' | 'POST', path: string, body?: unknown];
}

const plant = (place: Place) => ({
  fuel: 'naturalGas',
  modules: [{ serial: place.serial, model: 'G5.5', commissioned: '2019-03-01' }],
});

const calls: Call[] = [
  { name: 'statusmap', scope: 'none', request: () => ['POST', '/rest/hzatool/statusmap', {}] },
  {
    name: 'chpunits',
    scope: 'location',
    request: (place) => ['POST', '/rest/hzatool/chpunits', { anlageId: place.uuid }],
  },
  {
    name: 'init',
    scope: 'year',
    request: (place) => ['GET', `/rest/hzatool/init?anlageId=${place.uuid}&year=${year}`],
  },
  {
    name: 'sessionstore',
    scope: 'year',
    request: (place) => [
      'POST',
      '/rest/hzatool/sessionstore',
      { anlageId: place.uuid, year, step: 'summary', application: completeApplication(place.serial) },
    ],
  },
  {
    name: 'fetchMsr2Betriebsstunden',
    scope: 'location',
    request: (place) => ['GET', `/rest/hzatool/fetchMsr2Betriebsstunden?hkaId=${place.serial}&year=${year}`],
  },
  {
    name: 'verbrauch',
    scope: 'year',
    request: (place) => [
      'POST',
      '/rest/hzatool/verbrauch',
      {
        anlageId: place.uuid,
        year,
        plant: plant(place),
        consumption: {
          method: 'hours',
          modules: [{ serial: place.serial, counterStart: 0, counterEnd: 5000 }],
        },
      },
    ],
  },
  {
    name: 'abschreibungen',
    scope: 'year',
    request: (place) => [
      'POST',
      '/rest/hzatool/abschreibungen',
      { anlageId: place.uuid, year, plant: plant(place), afa: {} },
    ],
  },
  {
    name: 'zusammenfassung',
    scope: 'year',
    request: (place) => ['POST', '/rest/hzatool/zusammenfassung', { anlageId: place.uuid, year }],
  },
  {
    name: 'generatePDF/antrag',
    scope: 'year',
    request: (place) => ['POST', '/rest/hzatool/generatePDF/antrag', { anlageId: place.uuid, year }],
  },
  {
    name: 'generateXMLs',
    scope: 'year',
    request: (place) => ['POST', '/rest/hzatool/generateXMLs', { anlageId: place.uuid, year }],
  },
  {
    name: 'file',
    scope: 'location',
    request: (place) => [
      'GET',
      `/rest/hzatool/file/${files.get(place.uuid) ?? files.get(world.places.ownBooked.uuid)}`,
    ],
  },
  {
    name: 'export',
    scope: 'location',
    request: (place) => ['GET', `/rest/hzatool/export/${place.uuid}?format=xlsx&year=${year}`],
  },
  {
    name: 'deleteAnlage',
    scope: 'location',
    // Only ever sent where it is refused here; hzatool-flow deletes a plant.
    request: (place) => ['POST', `/rest/hzatool/deleteAnlage/${place.uuid}`, {}],
  },
  { name: 'hzaByPlz', scope: 'none', request: () => ['GET', '/rest/hzatool/hzaByPlz?plz=10115'] },
  { name: 'hzaByDss', scope: 'none', request: () => ['GET', '/rest/hzatool/hzaByDss?dss=4100'] },
  { name: 'offices', scope: 'none', request: () => ['GET', '/rest/hzatool/offices'] },
  {
    name: 'countyOffice',
    scope: 'none',
    request: () => ['POST', '/rest/hzatool/countyOffice', { countyCode: '11000', officeKeys: ['berlin'] }],
  },
];

const send = (client: Client, call: Call, place: Place): Promise<Answer> => {
  const [method, path, body] = call.request(place);
  return method === 'GET' ? client.get(path) : client.post(path, body);
};

/** The calls that succeed for a caller who may use the tool at the place (deleting is flow's). */
const succeeding = (except: string[] = []) =>
  calls.filter((call) => call.name !== 'deleteAnlage' && !except.includes(call.name));

function expectRefused(answer: Answer, status: number, key?: string): void {
  expect(answer.status).toBe(status);
  if (key) expect(answer.body).toMatchObject({ status, key });
}

describe.each(calls.map((call) => [call.name, call] as const))('%s', (_name, call) => {
  it('refuses anonymous callers with 401 and demo users with rolemissing', async () => {
    expectRefused(await send(world.anonymous, call, world.places.ownBooked), 401);
    expectRefused(await send(world.demo, call, world.places.ownBooked), 403, 'exception.rolemissing');
  });

  if (call.scope !== 'none')
    it('refuses a location the operator or the partner does not see with 403', async () => {
      for (const client of [world.operator, world.partner]) {
        const answer = await send(client, call, world.places.foreign);
        expect(answer.status).toBe(403);
        expect(String((answer.body as { key?: string }).key)).toMatch(/^exception\.accessdenied/);
      }
    });

  if (call.scope === 'year')
    it("refuses the operator's location without a booking for the year with noservicebooked", async () => {
      expectRefused(
        await send(world.operator, call, world.places.ownUnbooked),
        403,
        'exception.noservicebooked',
      );
    });
});

describe('callers who may use the tool', () => {
  const cases: [string, () => Client, () => Place, string[]][] = [
    [
      'the operator at its booked location',
      () => world.operator,
      () => world.places.ownBooked,
      ['countyOffice'],
    ],
    [
      "the partner at a customer's booked location",
      () => world.partner,
      () => world.places.partnerBooked,
      ['countyOffice'],
    ],
    ['an admin at an unbooked foreign location', () => world.admin, () => world.places.foreign, []],
    [
      'an hza_admin without the admin role, unbooked and foreign',
      () => world.clerk,
      () => world.places.foreign,
      [],
    ],
  ];

  it.each(cases)('answers %s with 2xx on every call', async (_label, client, place, refused) => {
    for (const call of succeeding(refused)) {
      const answer = await send(client(), call, place());
      expect([call.name, answer.status]).toEqual([call.name, 200]);
    }
    for (const name of refused) {
      const call = calls.find((candidate) => candidate.name === name);
      if (!call) throw new Error(name);
      expectRefused(await send(client(), call, place()), 403, 'exception.rolemissing');
    }
  });
});

it("shows an hza_admin without the admin role a foreign plant's CHP units and operating hours", async () => {
  const { uuid, serial } = world.places.foreign;
  const units = await world.clerk.post<{ units: { serial: string }[] }>('/rest/hzatool/chpunits', {
    anlageId: uuid,
  });
  expect(units.body.units.map((unit) => unit.serial)).toContain(serial);
  const hours = await world.clerk.get(`/rest/hzatool/fetchMsr2Betriebsstunden?hkaId=${serial}&year=${year}`);
  expect(hours.body).toMatchObject({ serial, year });
});

describe('bad input', () => {
  const own = () => world.places.ownBooked;
  const fieldsOf = (answer: Answer) => Object.keys((answer.body as { fields?: object }).fields ?? {});

  /** 400 exception.validation naming the field (never a 500). */
  async function expectInvalid(answer: Promise<Answer>, label: string): Promise<void> {
    const got = await answer;
    expect([label, got.status, (got.body as { key?: string }).key]).toEqual([
      label,
      400,
      'exception.validation',
    ]);
    expect([label, fieldsOf(got).length > 0]).toEqual([label, true]);
  }

  const bodies: [string, string, (place: Place) => object][] = [
    [
      'sessionstore',
      '/rest/hzatool/sessionstore',
      (place) => ({ anlageId: place.uuid, year, step: 'summary', application: {} }),
    ],
    [
      'verbrauch',
      '/rest/hzatool/verbrauch',
      (place) => ({ anlageId: place.uuid, year, plant: {}, consumption: {} }),
    ],
    [
      'abschreibungen',
      '/rest/hzatool/abschreibungen',
      (place) => ({ anlageId: place.uuid, year, plant: {}, afa: {} }),
    ],
    ['zusammenfassung', '/rest/hzatool/zusammenfassung', (place) => ({ anlageId: place.uuid, year })],
    ['generatePDF', '/rest/hzatool/generatePDF/antrag', (place) => ({ anlageId: place.uuid, year })],
    ['generateXMLs', '/rest/hzatool/generateXMLs', (place) => ({ anlageId: place.uuid, year })],
    ['chpunits', '/rest/hzatool/chpunits', (place) => ({ anlageId: place.uuid })],
    ['countyOffice', '/rest/hzatool/countyOffice', () => ({ countyCode: '11000', officeKeys: ['berlin'] })],
  ];

  it.each(bodies)(
    '%s: NUL bytes, huge numbers, odd keys and wrong types answer 400 with fields',
    async (name, path, valid) => {
      const body = valid(own()) as Record<string, unknown>;
      const client = name === 'countyOffice' ? world.admin : world.operator;
      const variants: [string, unknown][] = [
        ['odd key', { ...body, odd: 1 }],
        ['prototype key', JSON.parse(`{"__proto__": {"x": 1}, ${JSON.stringify(body).slice(1)}`)],
        ['array body', [body]],
      ];
      for (const [field, value] of Object.entries(body)) {
        variants.push([
          `${field}: NUL`,
          { ...body, [field]: typeof value === 'string' ? `${value}\u0000` : '\u0000' },
        ]);
        variants.push([`${field}: huge number`, { ...body, [field]: 1e300 }]);
        variants.push([`${field}: object`, { ...body, [field]: { nested: [1] } }]);
        variants.push([`${field}: null`, { ...body, [field]: null }]);
      }
      for (const [label, variant] of variants)
        await expectInvalid(client.post(path, variant), `${name} ${label}`);
    },
  );

  it('sessionstore: bad application fields answer 400 with their keys', async () => {
    const base = { anlageId: own().uuid, year, step: 'applicant' };
    const bad: [object, string][] = [
      // An unknown key is reported at the object that holds it.
      [{ odd: 1 }, 'application'],
      [{ applicant: { name: 'a\u0000b' } }, 'application.applicant.name'],
      [{ applicant: { name: 'x'.repeat(10_000) } }, 'application.applicant.name'],
      [{ applicant: { companyNumber: '12' } }, 'application.applicant.companyNumber'],
      [{ consumption: { electricityKWh: 1e12 } }, 'application.consumption.electricityKWh'],
      [{ consumption: { electricityKWh: '5' } }, 'application.consumption.electricityKWh'],
      [{ plant: { modules: [{ serial: '1', model: 'G9.9' }] } }, 'application.plant.modules.0.model'],
    ];
    // Control characters have no place in a field, nor a form in the XML: refused, naming the field.
    const controls: [object, string][] = [
      [{ applicant: { name: 'Müller\u0001 GmbH' } }, 'application.applicant.name'],
      [{ applicant: { street: 'Hauptstr.\t1' } }, 'application.applicant.street'],
      [{ applicant: { accountHolder: 'Jürgen\nMüller' } }, 'application.applicant.accountHolder'],
      [{ applicant: { city: 'Köln\u0085' } }, 'application.applicant.city'],
      [
        { plant: { modules: [{ serial: '52\u001b00', manufacturer: 'x' }] } },
        'application.plant.modules.0.serial',
      ],
      [
        { plant: { modules: [{ serial: '1', manufacturer: 'Sener\uFFFETec' }] } },
        'application.plant.modules.0.manufacturer',
      ],
      [
        { afa: { investmentAid: [{ label: 'BAFA\u0007', receivedOn: '2019-05-02', amountCents: 1 }] } },
        'application.afa.investmentAid.0.label',
      ],
    ];
    for (const [application, field] of controls) {
      const answer = await world.operator.post('/rest/hzatool/sessionstore', { ...base, application });
      expect([field, answer.status, answer.body]).toEqual([
        field,
        400,
        expect.objectContaining({
          key: 'exception.validation',
          fields: { [field]: ['validation.controlchars'] },
        }),
      ]);
    }
    for (const [application, field] of bad) {
      const answer = await world.operator.post('/rest/hzatool/sessionstore', { ...base, application });
      expect([field, answer.status]).toEqual([field, 400]);
      expect({ field, keys: fieldsOf(answer) }).toEqual({
        field,
        keys: expect.arrayContaining([expect.stringMatching(new RegExp(`^${field.replaceAll('.', '\\.')}`))]),
      });
    }
  });

  it('every query: NUL bytes, huge numbers and wrong types answer 400 with fields; odd keys are ignored', async () => {
    const { uuid, serial } = own();
    const queries: [string, string][] = [
      ['init anlageId NUL', `/rest/hzatool/init?anlageId=${uuid}%00&year=${year}`],
      ['init anlageId', `/rest/hzatool/init?anlageId=nope&year=${year}`],
      ['init year huge', `/rest/hzatool/init?anlageId=${uuid}&year=1${'0'.repeat(40)}`],
      ['init year text', `/rest/hzatool/init?anlageId=${uuid}&year=abcd`],
      ['init year early', `/rest/hzatool/init?anlageId=${uuid}&year=1900`],
      ['init repeated', `/rest/hzatool/init?anlageId=${uuid}&anlageId=${uuid}&year=${year}`],
      ['hours hkaId NUL', `/rest/hzatool/fetchMsr2Betriebsstunden?hkaId=${serial}%00&year=${year}`],
      ['hours year', `/rest/hzatool/fetchMsr2Betriebsstunden?hkaId=${serial}&year=99999999999999999999`],
      ['hours missing', '/rest/hzatool/fetchMsr2Betriebsstunden'],
      ['plz NUL', '/rest/hzatool/hzaByPlz?plz=1011%00'],
      ['plz short', '/rest/hzatool/hzaByPlz?plz=1234'],
      ['plz repeated', '/rest/hzatool/hzaByPlz?plz=10115&plz=10117'],
      ['dss NUL', '/rest/hzatool/hzaByDss?dss=41%0000'],
      ['dss long', `/rest/hzatool/hzaByDss?dss=${'9'.repeat(100)}`],
      ['export format', `/rest/hzatool/export/${uuid}?format=docx`],
      ['export year', `/rest/hzatool/export/${uuid}?year=1e300`],
      ['export uuid', '/rest/hzatool/export/nope'],
      ['file show', `/rest/hzatool/file/${files.get(uuid)}?show=${'x'.repeat(100)}`],
    ];
    for (const [label, path] of queries) await expectInvalid(world.operator.get(path), label);
    // Query schemas are open in the whole portal (cache busters and the like): odd keys are ignored.
    const oddKeys: [string, string][] = [
      ['init odd key', `/rest/hzatool/init?anlageId=${uuid}&year=${year}&odd=1`],
      ['hours odd key', `/rest/hzatool/fetchMsr2Betriebsstunden?hkaId=${serial}&year=${year}&odd=1`],
      ['plz odd key', '/rest/hzatool/hzaByPlz?plz=10115&odd=1'],
      ['dss odd key', '/rest/hzatool/hzaByDss?dss=4100&odd=1'],
      ['offices odd key', '/rest/hzatool/offices?odd=1'],
      ['export odd key', `/rest/hzatool/export/${uuid}?odd=1`],
      ['file odd key', `/rest/hzatool/file/${files.get(uuid)}?odd=1`],
    ];
    for (const [label, path] of oddKeys)
      expect([label, (await world.operator.get(path)).status]).toEqual([label, 200]);
    await expectInvalid(world.operator.post('/rest/hzatool/deleteAnlage/nope', {}), 'deleteAnlage id');
    await expectInvalid(
      world.operator.post(`/rest/hzatool/deleteAnlage/${uuid}`, { odd: 1 }),
      'deleteAnlage body',
    );
    await expectInvalid(world.operator.post('/rest/hzatool/statusmap', { odd: 1 }), 'statusmap body');
  });

  it('unknown documents and files are 404, not 500', async () => {
    const { uuid } = own();
    expect(
      (await world.operator.post('/rest/hzatool/generatePDF/nope', { anlageId: uuid, year })).status,
    ).toBe(404);
    expect((await world.operator.get('/rest/hzatool/file/nope')).status).toBe(404);
    expect((await world.operator.get('/rest/hzatool/file/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
  });
});
