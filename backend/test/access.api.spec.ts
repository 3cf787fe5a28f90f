import type {
  AccessLogEntry,
  AccessLogResponse,
  ConsentHistoryResponse,
  LiveMessage,
} from '@portal/contracts';
import type { Fleet } from '@portal/unit-sim';
import { AccessRetention } from '../src/audit/access-retention.js';
import { type Client, type Portal, startPortal } from './harness.js';
import { canipValues, foreignUnit, liveSocket, operatorsDachs, runFleet, waitFor } from './units-online.js';

// Issue 43: a unit's consents as versioned records, a revocation that ends access at once, and the
// access log its owner reads (others' connects, writes, device-menu actions), with CSV.

let portal: Portal;
let fleet: Fleet;
/** A Dachs operated by `betreiber` (partner of `partner`), with every consent given. */
let dachs: string;
/** A unit `betreiber` does not operate. */
let foreign: string;
let operator: Client;

const allConsents = { DACHSWEB: true, FERNZUGRIFF_DACHS: true, FERNZUGRIFF_PARTNER: true };
const setPoint = 'Ww_Ew.Warmwasser.sbSollTemp';

beforeAll(async () => {
  portal = await startPortal();
  dachs = await operatorsDachs(portal);
  foreign = (await foreignUnit(portal, 'betreiber')).sn;
  ({ fleet } = await runFleet(portal, [dachs]));
  operator = await portal.loggedIn('betreiber');
});

afterAll(async () => {
  await fleet?.stop();
  await portal?.destroy();
});

const consentsOf = (client: Client, sn: string) =>
  client.get<ConsentHistoryResponse>(`/rest/units/${sn}/consents`);
const logOf = (client: Client, sn: string, query = '') =>
  client.get<AccessLogResponse>(`/rest/units/${sn}/accessLog${query}`);

describe('consent records', () => {
  it('keeps each change as a new version, the old one ended, under the text version shown', async () => {
    const before = await consentsOf(operator, dachs);
    expect(before.status).toBe(200);
    // The demo world's consents are records too.
    const seeded = before.body.records.find(
      (record) => record.key === 'FERNZUGRIFF_PARTNER' && !record.validTo,
    );
    expect(seeded).toMatchObject({ granted: true, granteeKind: 'partner' });
    try {
      await operator.post(`/rest/canip/${dachs}/zustimmung`, { FERNZUGRIFF_PARTNER: false });
      const after = (await consentsOf(operator, dachs)).body.records;
      const partner = after.filter((record) => record.key === 'FERNZUGRIFF_PARTNER');
      expect(partner[0]).toMatchObject({
        granted: false,
        validTo: null,
        granteeKind: 'partner',
        scope: ['read', 'remote'],
        grantedBy: { login: 'betreiber' },
        textVersion: 'fernzugriff-partner-1',
      });
      expect(partner[1]).toMatchObject({ granted: true, validTo: partner[0]!.validFrom });
      // Only the changed consent got a new version; the map answers as before.
      expect(after.filter((record) => record.key === 'DACHSWEB' && record.validTo === null)).toHaveLength(1);
      const connected = await operator.get(`/rest/canip/${dachs}`);
      expect(connected.body.zustimmungMap).toEqual({ ...allConsents, FERNZUGRIFF_PARTNER: false });
    } finally {
      await operator.post(`/rest/canip/${dachs}/zustimmung`, allConsents);
    }
  });

  it('lets the operator, the unit partner (reading) and admins read the history; others get 403', async () => {
    expect((await consentsOf(await portal.loggedIn('partner'), dachs)).status).toBe(200);
    expect((await consentsOf(await portal.loggedIn('admin'), dachs)).status).toBe(200);
    expect((await consentsOf(await portal.loggedIn('dachs'), dachs)).status).toBe(403);
    expect((await consentsOf(await portal.loggedIn('extern'), dachs)).status).toBe(403);
    expect((await consentsOf(await portal.loggedIn('demo'), dachs)).status).toBe(403);
    expect((await consentsOf(operator, foreign)).status).toBe(403);
    expect((await consentsOf(portal.client(), dachs)).status).toBe(401);
    expect((await consentsOf(operator, 'nope%00x')).status).toBe(400);
  });
});

const valuesOf = (messages: LiveMessage[]) => canipValues(messages).filter((value) => value.sn === dachs);
/** How many samples of the unit a socket heard (each sample is one message per key). */
const samplesOf = (messages: LiveMessage[]) => new Set(valuesOf(messages).map((value) => value.ts)).size;
/** Waits until a socket hears two more samples of the unit than it has so far. */
async function twoMoreSamples(messages: LiveMessage[]): Promise<void> {
  const heard = samplesOf(messages);
  await waitFor(() => samplesOf(messages) >= heard + 2, 5000);
}

describe('revocation', () => {
  it("ends the partner's live values within a second, tells the socket and refuses a new connect", async () => {
    const partner = await portal.loggedIn('partner');
    expect((await partner.get(`/rest/canip/${dachs}`)).status).toBe(200);
    await operator.get(`/rest/canip/${dachs}`);
    const partnerSocket = await liveSocket(portal, partner);
    const operatorSocket = await liveSocket(portal, operator);
    try {
      await waitFor(() => valuesOf(partnerSocket.messages).length > 0);
      const revokedAt = Date.now();
      await operator.post(`/rest/canip/${dachs}/zustimmung`, { FERNZUGRIFF_PARTNER: false });
      await waitFor(
        () =>
          partnerSocket.messages.some(
            (message) => message.action === 'Info' && message.data.key === 'live.accessRevoked',
          ),
        1000,
      );
      expect(Date.now() - revokedAt).toBeLessThan(1000);
      const heard = partnerSocket.messages.length;
      // The operator keeps hearing the unit: two more samples of it, and the partner heard none.
      await twoMoreSamples(operatorSocket.messages);
      expect(valuesOf(partnerSocket.messages.slice(heard))).toEqual([]);
      expect(partnerSocket.messages).toContainEqual({
        action: 'HkaStore',
        sn: dachs,
        data: { updateType: 'remove' },
      });
      const again = await partner.get(`/rest/canip/${dachs}`);
      expect(again.status).toBe(403);
      expect(again.body.key).toBe('exception.nooperatorconsent');
      // A socket the partner's session opens later does not hear the unit either.
      const later = await liveSocket(portal, partner);
      await twoMoreSamples(operatorSocket.messages);
      expect(valuesOf(later.messages)).toEqual([]);
      later.close();
    } finally {
      partnerSocket.close();
      operatorSocket.close();
      await operator.post(`/rest/canip/${dachs}/zustimmung`, allConsents);
    }
  });

  it('keeps a socket opened after the revocation out of the unit even when none was open at the time', async () => {
    const partner = await portal.loggedIn('partner');
    expect((await partner.get(`/rest/canip/${dachs}`)).status).toBe(200);
    await operator.get(`/rest/canip/${dachs}`);
    const operatorSocket = await liveSocket(portal, operator);
    /** A new socket of the partner's session hears nothing of the unit while the operator hears two samples. */
    const opensDeaf = async () => {
      const later = await liveSocket(portal, partner);
      try {
        await twoMoreSamples(operatorSocket.messages);
        expect(samplesOf(later.messages)).toBe(0);
      } finally {
        later.close();
      }
    };
    try {
      await operator.post(`/rest/canip/${dachs}/zustimmung`, { FERNZUGRIFF_PARTNER: false });
      await opensDeaf();
      // The session no longer counts as connected: given back, the consent needs a new connect.
      await operator.post(`/rest/canip/${dachs}/zustimmung`, allConsents);
      await opensDeaf();
    } finally {
      operatorSocket.close();
      await operator.post(`/rest/canip/${dachs}/zustimmung`, allConsents);
    }
  });
});

describe('access log', () => {
  let partnerWrite: AccessLogEntry | undefined;

  beforeAll(async () => {
    const partner = await portal.loggedIn('partner');
    expect((await partner.get(`/rest/canip/${dachs}`)).status).toBe(200);
    const written = await partner.post(`/rest/canip/${dachs}/write`, { values: { [setPoint]: 57 } });
    expect(written.status).toBe(200);
    await operator.get(`/rest/canip/${dachs}`);
    partnerWrite = (await logOf(operator, dachs, '?login=partner')).body.entries.find(
      (entry) => entry.action === 'write',
    );
  });

  it("lists others' connects and writes (old → new) for the operator, newest first, without their own", async () => {
    const answer = await logOf(operator, dachs);
    expect(answer.status).toBe(200);
    const { entries } = answer.body;
    expect(entries.some((entry) => entry.login === 'partner' && entry.action === 'connect')).toBe(true);
    expect(partnerWrite).toMatchObject({
      kind: 'partner',
      login: 'partner',
      impersonatedBy: null,
      details: { key: setPoint, newValue: 57, result: 'ok' },
    });
    expect(partnerWrite!.details).toHaveProperty('oldValue');
    expect(entries.some((entry) => entry.kind === 'operator')).toBe(false);
    const times = entries.map((entry) => entry.ts);
    expect([...times].sort().reverse()).toEqual(times);
    const own = await logOf(operator, dachs, '?own=true');
    expect(own.body.entries.some((entry) => entry.login === 'betreiber' && entry.action === 'connect')).toBe(
      true,
    );
  });

  it('filters by kind, login and time, and pages', async () => {
    expect((await logOf(operator, dachs, '?kind=admin')).body.entries.every((e) => e.kind === 'admin')).toBe(
      true,
    );
    const partnerOnly = await logOf(operator, dachs, '?kind=partner&login=partner');
    expect(partnerOnly.body.entries.length).toBeGreaterThan(0);
    expect(partnerOnly.body.entries.every((entry) => entry.login === 'partner')).toBe(true);
    expect((await logOf(operator, dachs, '?to=2000-01-01')).body).toMatchObject({ entries: [], total: 0 });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await logOf(operator, dachs, `?from=${future}`)).body.total).toBe(0);
    const paged = await logOf(operator, dachs, '?pageSize=1&page=2');
    expect(paged.body).toMatchObject({ page: 2, pageSize: 1 });
    expect(paged.body.entries).toHaveLength(1);
    expect(paged.body.total).toBeGreaterThanOrEqual(2);
  });

  it("lists an admin acting as the operator as an admin's access, naming the admin", async () => {
    const admin = await portal.loggedIn('admin');
    expect((await admin.get('/rest/admin/impersonate/betreiber')).status).toBe(200);
    expect((await admin.get(`/rest/canip/${dachs}`)).status).toBe(200);
    const entries = (await logOf(operator, dachs, '?kind=admin')).body.entries;
    expect(entries[0]).toMatchObject({
      action: 'connect',
      login: 'betreiber',
      kind: 'admin',
      impersonatedBy: 'admin',
    });
  });

  it('answers the operator and admins only; foreign units and other roles get 403', async () => {
    expect((await logOf(await portal.loggedIn('admin'), dachs)).status).toBe(200);
    for (const login of ['partner', 'subpartner', 'dachs', 'extern', 'demo'])
      expect((await logOf(await portal.loggedIn(login), dachs)).status).toBe(403);
    expect((await logOf(operator, foreign)).status).toBe(403);
    expect((await logOf(portal.client(), dachs)).status).toBe(401);
  });

  it.each([
    ['a date that is none', '?from=yesterday'],
    ['a year past 9999', '?to=10000-01-01'],
    ['a year before 1970', '?from=1969-12-31'],
    ['a huge page size', '?pageSize=100000'],
    ['page 0', '?page=0'],
    ['an unknown kind', '?kind=boss'],
    ['a NUL byte', '?login=part%00ner'],
  ])('refuses %s with 400 and a key', async (_case, query) => {
    const answer = await operator.get(`/rest/units/${dachs}/accessLog${query}`);
    expect(answer.status).toBe(400);
    expect(typeof answer.body.key).toBe('string');
  });

  it('exports the filtered log as CSV with headers in the caller language', async () => {
    const csv = await operator.get(`/rest/units/${dachs}/accessLog/export?login=partner`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Zeit,Benutzer,Firma,Zugriff als,Angemeldet durch,Aktion,Details');
    expect(lines.some((line) => line.includes('Wert geändert') && line.includes(`${setPoint}:`))).toBe(true);
    const partner = await portal.loggedIn('partner');
    expect((await partner.get(`/rest/units/${dachs}/accessLog/export`)).status).toBe(403);
  });

  it('deletes entries older than two years (retention)', async () => {
    const retention = portal.app.get(AccessRetention);
    expect(await retention.apply(new Date())).toBe(0);
    expect(await retention.apply(new Date(Date.now() + 731 * 86_400_000))).toBeGreaterThan(0);
    expect((await logOf(operator, dachs, '?own=true')).body.total).toBe(0);
  });
});
