import { externSerialFor } from '@portal/contracts';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { auditLog } from '../src/audit/audit.schema.js';
import { unitOperators, units } from '../src/units/units.schema.js';
import { users } from '../src/users/users.schema.js';
import { type Portal, demoPassword, startPortal } from './harness.js';
import { liveSocket, waitFor } from './units-online.js';

// POST /rest/info/migrate (spec 4 Migration). The demo world gives two classic Dachs units the unit
// password 'portal-demo-1': betreiberold's own and one that no account has added yet.
// TRUST_PROXY lets the throttling test act from its own client address (X-Forwarded-For).

let portal: Portal;
/** The unclaimed old unit with a unit password. */
let unclaimed: string;
/** betreiberold's own old unit. */
let helgasUnit: string;

beforeAll(async () => {
  portal = await startPortal({ env: { TRUST_PROXY: 'true' } });
  const noOperator = sql`not exists (select 1 from unit_operators o where o.sn = ${units.seriennummer})`;
  const [free] = await portal.db
    .select({ sn: units.seriennummer })
    .from(units)
    .where(and(isNotNull(units.legacyPasswordHash), noOperator));
  const [own] = await portal.db
    .select({ sn: units.seriennummer })
    .from(units)
    .innerJoin(unitOperators, eq(unitOperators.sn, units.seriennummer))
    .innerJoin(users, eq(users.id, unitOperators.userId))
    .where(and(isNotNull(units.legacyPasswordHash), eq(users.login, 'betreiberold')));
  unclaimed = free!.sn;
  helgasUnit = own!.sn;
});
afterAll(() => portal.destroy());

const path = '/rest/info/migrate';

async function operatorsOf(sn: string): Promise<string[]> {
  const rows = await portal.db
    .select({ login: users.login })
    .from(unitOperators)
    .innerJoin(users, eq(users.id, unitOperators.userId))
    .where(eq(unitOperators.sn, sn))
    .orderBy(users.login);
  return rows.map((row) => row.login);
}

async function unitRow(sn: string) {
  const [row] = await portal.db.select().from(units).where(eq(units.seriennummer, sn));
  return row;
}

async function lastAudit(action: string) {
  const [row] = await portal.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

const externForm = (serial: string, type = 'ext_se_prof20') => ({
  serial,
  plz: '24103',
  type,
  ibDate: '2024-05-02',
  extern: true,
});

describe('access and validation', () => {
  it('refuses anonymous callers with 401 and demo users with 403', async () => {
    expect(
      (await portal.client().post(path, { email: 'a@example.de', emailRepeat: 'a@example.de' })).status,
    ).toBe(401);
    const demo = await portal.loggedIn('demo');
    const answer = await demo.post(path, externForm('5399999999'));
    expect(answer.status).toBe(403);
    expect(answer.body.key).toBe('exception.rolemissing');
  });

  it('validates the form the body names, with field keys', async () => {
    const client = await portal.loggedIn('betreiberold');
    const differ = await client.post(path, { email: 'helga@example.de', emailRepeat: 'helga@example.com' });
    expect(differ.status).toBe(400);
    expect(differ.body.fields).toEqual({ emailRepeat: ['login.error.emaildiffer'] });
    const invalid = await client.post(path, { email: 'helga', emailRepeat: 'helga' });
    expect(invalid.body.fields).toMatchObject({ email: ['login.emailinvalid'] });
    const oldUnit = await client.post(path, { seriennummer: ' ', password: '' });
    expect(oldUnit.body.fields).toEqual({
      seriennummer: ['validation.required'],
      password: ['validation.required'],
    });
    const extern = await client.post(path, {
      serial: '',
      plz: '2410',
      type: 'ext_other',
      ibDate: '2024-13-40',
      extern: true,
    });
    expect(extern.status).toBe(400);
    expect(extern.body.fields).toEqual({
      serial: ['validation.required'],
      plz: ['validation.plz'],
      type: ['validation.invalid'],
      ibDate: ['validation.invalid'],
    });
    const missingPlz = await client.post(path, {
      serial: '5399999999',
      type: 'ext_se_prog20',
      ibDate: '2024-01-01',
      extern: true,
    });
    expect(missingPlz.body.fields).toEqual({ plz: ['validation.plz'] });
    const noDate = await client.post(path, { ...externForm('5399999999'), ibDate: '' });
    expect(noDate.body.fields).toEqual({ ibDate: ['validation.required'] });
  });

  it('refuses a commissioning date in the future with its field key, and registers nothing', async () => {
    const client = await portal.loggedIn('betreiber');
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    const answer = await client.post(path, { ...externForm('5399999998'), ibDate: nextYear });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      key: 'exception.validation',
      fields: { ibDate: ['validation.notfuture'] },
    });
    expect(await unitRow('5399999998')).toBeUndefined();
  });
});

describe('old units (serial and unit password)', () => {
  it('is for operators only: a legacy operator first migrates the account', async () => {
    const client = await portal.loggedIn('betreiberold');
    const answer = await client.post(path, { seriennummer: unclaimed, password: demoPassword });
    expect(answer.status).toBe(403);
    expect(answer.body.key).toBe('exception.rolemissing');
    expect(await operatorsOf(unclaimed)).toEqual([]);
  });

  it('refuses a wrong password, an unknown serial and a unit without password alike (403)', async () => {
    const client = await portal.loggedIn('betreiber');
    const [withoutPassword] = await portal.db
      .select({ sn: units.seriennummer })
      .from(units)
      .where(isNull(units.legacyPasswordHash))
      .limit(1);
    for (const attempt of [
      { seriennummer: unclaimed, password: 'wrong-password-1' },
      { seriennummer: '1100000000', password: demoPassword },
      { seriennummer: withoutPassword!.sn, password: demoPassword },
    ]) {
      const answer = await client.post(path, attempt);
      expect(answer.status).toBe(403);
      expect(answer.body.key).toBe('exception.oldunitcredentials');
    }
    expect(await operatorsOf(unclaimed)).toEqual([]);
  });

  it('throttles guesses: 10 wrong passwords for a serial block it for 15 minutes', async () => {
    const client = await portal.loggedIn('betreiber');
    const guess = (password: string, ip: string) =>
      client.post(path, { seriennummer: helgasUnit, password }, { 'x-forwarded-for': ip });
    for (let i = 0; i < 10; i++) {
      expect((await guess(`guess-${i}`, `10.9.0.${i + 1}`)).status).toBe(403);
    }
    const blocked = await guess(demoPassword, '10.9.1.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.key).toBe('exception.toomanyrequests');
    expect(await operatorsOf(helgasUnit)).toEqual(['betreiberold']);
  });

  it('makes an operator who knows the unit password an operator of the unit', async () => {
    const client = await portal.loggedIn('betreiber');
    const answer = await client.post(path, { seriennummer: unclaimed, password: demoPassword });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: 'success', sn: unclaimed });
    expect(await operatorsOf(unclaimed)).toEqual(['betreiber']);
    expect(await lastAudit('unit.addold')).toMatchObject({ actor: 'betreiber', sn: unclaimed });
    // Adding it again changes nothing and still succeeds.
    expect((await client.post(path, { seriennummer: unclaimed, password: demoPassword })).status).toBe(200);
    expect(await operatorsOf(unclaimed)).toEqual(['betreiber']);
  });
});

describe('external units', () => {
  it('creates an external Dachs Pro operated by the user', async () => {
    const client = await portal.loggedIn('betreiber');
    const otherTab = await liveSocket(portal, await portal.loggedIn('betreiber'));
    const answer = await client.post(path, externForm('5311112222'));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: 'success', sn: '5311112222' });
    expect(await unitRow('5311112222')).toMatchObject({
      productGroup: 'dachsII',
      external: true,
      msrTyp: 3,
      benennung: 'Dachs Pro F20',
      artikelNummer: '4700721000',
      inbetriebnahmeDatum: '2024-05-02',
      locationUuid: null,
      infoMap: { plz: '24103', type: 'ext_se_prof20' },
    });
    expect(await operatorsOf('5311112222')).toEqual(['betreiber']);
    expect(await lastAudit('unit.addextern')).toMatchObject({ actor: 'betreiber', sn: '5311112222' });
    // The user's other sessions add it to their lists.
    await waitFor(() =>
      otherTab.messages.some(
        (m) => m.action === 'HkaStore' && m.sn === '5311112222' && m.data.updateType === 'add',
      ),
    );
    otherTab.close();
  });

  it('refuses a serial that exists (409) and changes nothing', async () => {
    const client = await portal.loggedIn('betreiberold');
    const answer = await client.post(path, externForm(helgasUnit, 'ext_se_prog20'));
    expect(answer.status).toBe(409);
    expect(answer.body.key).toBe('exception.unitexists');
    expect(await unitRow(helgasUnit)).toMatchObject({ external: false, productGroup: 'dachs' });
    expect(await operatorsOf(helgasUnit)).toEqual(['betreiberold']);
  });

  it("fixes the serial of extern accounts to their login's, so they register it once", async () => {
    const client = await portal.loggedIn('extern');
    const fixed = externSerialFor('extern');
    expect(fixed).toMatch(/^53\d{8}$/);
    const answer = await client.post(path, externForm('5377777777', 'ext_se_prog20'));
    expect(answer.status).toBe(200);
    expect(answer.body.sn).toBe(fixed);
    expect(await unitRow('5377777777')).toBeUndefined();
    expect(await unitRow(fixed)).toMatchObject({ benennung: 'Dachs Pro G20', external: true });
    expect(await operatorsOf(fixed)).toEqual(['extern']);
    const again = await client.post(path, externForm('5388888888'));
    expect(again.status).toBe(409);
    expect(again.body.key).toBe('exception.unitexists');
  });

  it('is not for partners or the manufacturer', async () => {
    for (const login of ['partner', 'dachs']) {
      const answer = await (await portal.loggedIn(login)).post(path, externForm('5366666666'));
      expect(answer.status).toBe(403);
    }
    expect(await unitRow('5366666666')).toBeUndefined();
  });
});

describe('legacy account (e-mail twice)', () => {
  it('is only for legacy operators', async () => {
    const client = await portal.loggedIn('betreiber');
    const answer = await client.post(path, { email: 'neu@example.de', emailRepeat: 'neu@example.de' });
    expect(answer.status).toBe(403);
    expect(answer.body.key).toBe('exception.rolemissing');
  });

  it('sets the e-mail and turns betreiberold into an operator, who may then add old units', async () => {
    const client = await portal.loggedIn('betreiberold');
    const answer = await client.post(path, {
      email: ' Helga.Vogel@Example.COM ',
      emailRepeat: 'helga.vogel@example.com',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: 'success' });
    const { body } = await client.get('/rest/info/init');
    expect(body.user.roles).toEqual(['betreiber']);
    expect(body.user.inRole.betreiberold).toBe(false);
    expect(body.user.data.email).toBe('helga.vogel@example.com');
    expect(body.user.data.metaData.email).toBe('helga.vogel@example.com');
    expect(await lastAudit('account.migrate')).toMatchObject({
      actor: 'betreiberold',
      details: { email: 'helga.vogel@example.com', from: 'helga.vogel@example.de' },
    });
    // Now an operator: the old-unit form is open to her.
    const added = await client.post(path, { seriennummer: unclaimed, password: demoPassword });
    expect(added.status).toBe(200);
    expect(await operatorsOf(unclaimed)).toEqual(['betreiber', 'betreiberold']);
    // The e-mail form is done for good.
    const again = await client.post(path, { email: 'x@example.de', emailRepeat: 'x@example.de' });
    expect(again.status).toBe(403);
  });
});
