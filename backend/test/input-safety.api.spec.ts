import { connect } from 'node:net';
import { once } from 'node:events';
import { type Endpoint, endpoints } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { auditLog } from '../src/audit/audit.schema.js';
import { type Answer, type Client, type Portal, startPortal } from './harness.js';
import { operatorsDachs } from './units-online.js';

// Input PostgreSQL cannot store (NUL, lone UTF-16 surrogates) and keys that name Object.prototype
// members: every route answers 400 with the field, never a 500 (issue 11).

let portal: Portal;
const clients = new Map<string, Client>();

beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.destroy());

async function as(login: string): Promise<Client> {
  let client = clients.get(login);
  if (!client) {
    client = await portal.loggedIn(login);
    clients.set(login, client);
  }
  return client;
}

/** Bodies that pass their schema, so a bad path parameter is the only problem left. */
const validBodies: Partial<Record<string, unknown>> = {
  canipRequest: { keys: ['Hka_Bd.ulAnzahlStarts'] },
  canipWrite: { values: { 'Ww_Ew.Warmwasser.sbSollTemp': 50 } },
  unitTariffsSave: {
    fuelCentPerKWh: 9,
    electricityCentPerKWh: 35,
    feedInCentPerKWh: 8,
    chpBonusCentPerKWh: 8,
    chpBonusHoursPerYear: 3500,
    ownUsePercent: 60,
    fuelKWhPerHour: null,
    fuel: null,
  },
  unitReportSettingsSave: { monthlyMail: true, copyToPartner: false, taxAdviserEmail: null },
  chartData: { name: 'dachsII.temperaturen', start: Date.UTC(2025, 0, 1) },
  chartMeasurements: { start: Date.UTC(2025, 0, 1), end: Date.UTC(2025, 0, 2), fields: ['p_erzeugung'] },
  adminStylesSave: { sheet: 'custom', scope: 'all', css: '' },
  shopExport: {},
  shopExportBatch: { orderServiceIds: [1] },
  hzatoolGeneratePdf: { anlageId: '00000000-0000-4000-8000-000000000000', year: 2024 },
  deviceServiceLevel: { code: '4711' },
  deviceHeatingCurve: { max: 70, min: 25, slope: 1 },
  deviceNetwork: {
    mode: 'dhcp',
    ipv4Address: '',
    ipv4Gateway: '',
    netmask: '',
    nameservers: [],
    ipv6Gateway: '',
    netmaskIpv6: 64,
    pingAddress: '',
  },
  deviceNetworkTest: { test: 'server' },
  deviceCommissioning: { action: 'save' },
  deviceUnlock: { code: 121 },
  devicePower: { on: true },
  simulationLockingFault: { code: 121, causeSeconds: 60 },
  simulationClearFault: { code: 121 },
  alarmRuleUpdate: {
    name: 'Vorlauf',
    scope: 'all',
    productGroup: 'dachsII',
    dataPoint: 'Hka_Mw1.Temp.sbVorlauf',
    operator: 'above',
    limit: 80,
    minutes: 5,
    hysteresis: 2,
    severity: 'warning',
  },
  webhookCreate: { url: 'https://example.org/hook' },
  webhookUpdate: { active: true },
  webhookTest: {},
};

/** A demo login allowed to call the endpoint, so the request gets past the access check. */
function callerOf(endpoint: Endpoint): string | undefined {
  if (endpoint.access === 'public') return undefined;
  if (endpoint.access === 'user') return 'admin';
  return endpoint.access.roles?.includes('betreiber') ? 'betreiber' : 'admin';
}

function expectUnstorable(answer: Answer, field?: string): void {
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ status: 400, key: 'exception.validation' });
  const fields = answer.body.fields as Record<string, string[]>;
  if (field) expect(fields[field]).toEqual(['validation.characters']);
  else expect(Object.values(fields).flat()).toContain('validation.characters');
}

const badTexts = [
  ['NUL', '\u0000'],
  ['a lone surrogate', '\ud800'],
] as const;

/** JSON nested 5,000 deep: about 25 kB, under the body size limit (issue 40 #14). */
const deepBodies = [
  ['objects', '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)],
  ['arrays', '['.repeat(5000) + ']'.repeat(5000)],
] as const;

describe.each(Object.entries(endpoints))('%s', (name, endpoint: Endpoint) => {
  const absolute = endpoint.path.startsWith('//') ? endpoint.path.slice(1) : `/rest${endpoint.path}`;
  const params = [...absolute.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const queryKeys = Object.keys(endpoint.query?.shape ?? {});
  const call = async (path: string, body?: unknown) => {
    const login = callerOf(endpoint);
    const client = login ? await as(login) : portal.client();
    return client.request(endpoint.method.toUpperCase(), path, body);
  };
  const clean = absolute.replace(/\{\w+\}/g, 'x');

  if (params.length > 0)
    it.each(params)('refuses NUL in the path parameter %s', async (param) => {
      const path = absolute.replace(`{${param}}`, '%00').replace(/\{\w+\}/g, 'x');
      expectUnstorable(await call(path, endpoint.body ? (validBodies[name] ?? {}) : undefined), param);
    });

  if (queryKeys.length > 0)
    it.each(queryKeys)('refuses NUL in the query value %s', async (key) => {
      expectUnstorable(
        await call(`${clean}?${key}=%00`, endpoint.body ? (validBodies[name] ?? {}) : undefined),
        key,
      );
    });

  if (queryKeys.length > 0)
    it.each(queryKeys)('checks the query with its schema: a repeated %s is a 400', async (key) => {
      const answer = await call(`${clean}?${key}=a&${key}=b`);
      expect(answer.status).toBe(400);
      // Other required keys of the query are missing here, and are invalid too.
      const fields = answer.body.fields as Record<string, string[]>;
      expect(fields[key]).toEqual(['validation.invalid']);
      for (const messages of Object.values(fields)) expect(messages).toEqual(['validation.invalid']);
    });

  if (endpoint.body)
    it.each(badTexts)('refuses %s in body values and keys', async (_label, bad) => {
      expectUnstorable(await call(clean, { probe: `a${bad}b` }), 'probe');
      expectUnstorable(await call(clean, { [`key${bad}`]: 'value' }), '_');
    });

  if (endpoint.body)
    it.each(deepBodies)('refuses %s nested 5,000 deep with 400, never a 500', async (_kind, text) => {
      const answer = await call(clean, text);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ status: 400, key: 'exception.validation' });
      expect(answer.body.fields).toEqual({ _: ['validation.depth'] });
    });

  if (params.length === 0 && queryKeys.length === 0 && !endpoint.body)
    it('takes no input, and an undeclared query with NUL does not break it', async () => {
      const answer = await call(`${clean}?probe=%00`);
      expect(answer.status).toBeLessThan(500);
    });

  it('is covered', () => expect(name).toBeTruthy());
});

describe('what the issue reproduced', () => {
  it('login: 400 with the field, no audit row with the NUL', async () => {
    expectUnstorable(
      await portal.client().post('/rest/info/login', { user: 'ad\u0000min', password: 'x' }),
      'user',
    );
    expectUnstorable(
      await portal.client().post('/rest/info/login', { user: 'admin', password: '\ud83d' }),
      'password',
    );
    expectUnstorable(await portal.client().post('/rest/info/login', { hash: 'a.b\u0000' }), 'hash');
  });

  it('addressdata and standortdaten: 400 with the field, nothing saved', async () => {
    const client = await as('betreiber');
    const before = await client.get('/rest/info/addressdata');
    const address = {
      firma: '',
      anrede: 'Frau',
      titel: '',
      vorname: 'Erika',
      nachname: 'Muster\u0000mann',
      strasse: 'Hauptstraße',
      hausnummer: '5',
      plz: '97070',
      ort: 'Würzburg',
      telefonnummer: '',
      email: 'erika@example.org',
    };
    expectUnstorable(await client.post('/rest/info/addressdata', address), 'nachname');
    expect((await client.get('/rest/info/addressdata')).body).toEqual(before.body);
    expectUnstorable(
      await client.post('/rest/info/standortdaten', {
        name: 'Haus \ud800',
        strasse: 'Weg',
        hausnummer: '1',
        plz: '97070',
        ort: 'Würzburg',
        locationInfo: {},
        hkas: [],
      }),
      'name',
    );
  });

  it('write: a key with NUL is refused before anything is sent or audited', async () => {
    const sn = await operatorsDachs(portal);
    const client = await as('betreiber');
    const audited = async () =>
      (await portal.db.select().from(auditLog).where(eq(auditLog.sn, sn))).filter((row) =>
        row.action.startsWith('canip.write'),
      ).length;
    const before = await audited();
    expectUnstorable(
      await client.post(`/rest/canip/${sn}/write`, { values: { 'Ww_Ew.Warmwasser.sbSollTemp\u0000': 50 } }),
      'values',
    );
    expect(await audited()).toBe(before);
  });

  it('a form nested 5,000 deep is a 400 at the form parser, not a 500', async () => {
    const form = `${'a' + '[a]'.repeat(5000)}=1`;
    for (const path of ['/rest/info/login', '/rest/shop/services', '/rest/saml2/acs']) {
      const answer = await (
        await as('admin')
      ).request('POST', path, form, {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect([path, answer.status, answer.body.key]).toEqual([path, 400, 'exception.validation']);
    }
  });

  it('a lone surrogate percent-encoded in a path is a 400, not a 500', async () => {
    const answer = await (await as('admin')).get('/rest/canip/%ED%A0%80');
    expect(answer.status).toBe(400);
  });

  it('a header with NUL never reaches the application', async () => {
    const { port } = new URL(portal.url);
    const socket = connect(Number(port), '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      'POST /rest/info/login HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 1.2.3.4\u0000\r\n' +
        'Content-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
    );
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    await once(socket, 'close');
    expect(text).toMatch(/^HTTP\/1\.1 400/);
  });
});

describe('keys that name Object.prototype members', () => {
  it.each(['toString', 'constructor', 'hasOwnProperty', '__proto__', 'valueOf'])(
    'zustimmung with %s is a 400 with the key as field',
    async (key) => {
      const sn = await operatorsDachs(portal);
      const client = await as('betreiber');
      const answer = await client.post(`/rest/canip/${sn}/zustimmung`, `{"${key}": true}`);
      expect(answer.status).toBe(400);
      expect(answer.body.key).toBe('exception.validation');
      expect(answer.body.fields).toEqual({ [key]: ['validation.invalid'] });
    },
  );

  it('an unknown body field named like a prototype member gets its own message', async () => {
    const answer = await portal
      .client()
      .post('/rest/info/login', '{"user": "", "password": "x", "toString": 1}');
    expect(answer.status).toBe(400);
    expect(answer.body.fields.user).toEqual(['validation.required']);
  });

  it('request keys named like prototype members are unknown keys without parameters', async () => {
    const sn = await operatorsDachs(portal);
    const client = await as('betreiber');
    expect((await client.get(`/rest/canip/${sn}?offline`)).status).toBe(200);
    const answer = await client.post(`/rest/canip/${sn}/request`, {
      keys: ['constructor', 'toString', '__proto__'],
      keyParameters: {},
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: false,
      errorKeys: ['constructor', 'toString', '__proto__'],
      message: expect.any(String),
    });
  });
});
