import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '../src/audit/audit.schema.js';
import { files } from '../src/files/files.schema.js';
import { locations } from '../src/locations/locations.schema.js';
import { mailOutbox } from '../src/mail/mail.schema.js';
import { unitOperators, units } from '../src/units/units.schema.js';
import { addresses, operatorPartners, partners, users } from '../src/users/users.schema.js';
import { UsersService } from '../src/users/users.service.js';
import { type Answer, type Client, type Portal, demoPassword, startPortal } from './harness.js';

// One portal for the whole file. Failed logins from 127.0.0.1 stay well below the throttle's 10:
// pwChange 1, pwReset 2, register 1, unregister 1.
let portal: Portal;

beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.destroy());

type UserRow = typeof users.$inferSelect;

const userRow = async (login: string): Promise<UserRow | undefined> => {
  const [row] = await portal.db.select().from(users).where(eq(users.login, login));
  return row;
};

const existingUser = async (login: string): Promise<UserRow> => {
  const row = await userRow(login);
  if (!row) throw new Error(`no user ${login}`);
  return row;
};

const passwordHashOf = async (login: string): Promise<string | null> =>
  (await existingUser(login)).passwordHash;

const mailsTo = (address: string) =>
  portal.db.select().from(mailOutbox).where(eq(mailOutbox.to, address)).orderBy(asc(mailOutbox.id));

const mailCount = () => portal.db.$count(mailOutbox);

const auditRows = (actor: string, action: string) =>
  portal.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actor, actor), eq(auditLog.action, action)));

/** The hash of the one login link in a mail; the link must point at this portal's /login/ route. */
const linkHash = (text: string): string => {
  const match = /\/login\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no login link in mail: ${text}`);
  expect(text).toContain(`${portal.url}/login/${match[1]}`);
  return match[1];
};

const expectLoginRequired = (answer: Answer) => {
  expect(answer.status).toBe(401);
  expect(answer.body).toMatchObject({ status: 401, key: 'exception.loginrequired' });
};

const expectFields = (answer: Answer, fields: Record<string, string[]>) => {
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ status: 400, key: 'exception.validation' });
  expect(answer.body.fields).toEqual(fields);
};

const hashLogin = (client: Client, hash: string) => client.post('/rest/info/login', { hash });

let registrations = 0;
/** A fresh, unused e-mail address. */
const newAddress = (label: string) => `${label}.${++registrations}@example.org`;

const registration = (email: string, password = 'registered-pw-1') => ({
  email,
  name: 'Erika Neumann',
  password,
  passwordConfirm: password,
});

/** Registers an operator and opens the confirmation link; returns the logged-in client. */
const registeredAndConfirmed = async (email: string): Promise<Client> => {
  const answer = await portal.client().post('/rest/info/register', registration(email));
  expect(answer.status).toBe(200);
  const [mail] = await mailsTo(email);
  const client = portal.client();
  expect((await hashLogin(client, linkHash(mail!.text))).status).toBe(200);
  return client;
};

describe('POST /rest/info/pwChange', () => {
  // 'extern' is used only here: its password changes in the last test of this block.
  const login = 'extern';
  const newPassword = 'changed-pw-2024';

  it('requires a login', async () => {
    expectLoginRequired(
      await portal.client().post('/rest/info/pwChange', { oldPassword: demoPassword, password: newPassword }),
    );
  });

  it.each([
    ['abcdefgh1', ['login.error.TOO_SHORT']],
    ['ABCDEFGHIJ12', ['login.error.INSUFFICIENT_LOWERCASE']],
    ['abcdefghijkl', ['login.error.INSUFFICIENT_DIGIT']],
    ['abcde fghij1', ['login.error.ILLEGAL_WHITESPACE']],
    ['abcde\tfghij1', ['login.error.ILLEGAL_WHITESPACE']],
    [
      'AB C',
      [
        'login.error.TOO_SHORT',
        'login.error.INSUFFICIENT_LOWERCASE',
        'login.error.INSUFFICIENT_DIGIT',
        'login.error.ILLEGAL_WHITESPACE',
      ],
    ],
  ])('refuses the new password %j with %j and changes nothing', async (password, keys) => {
    const before = await passwordHashOf(login);
    const client = await portal.loggedIn(login);
    const answer = await client.post('/rest/info/pwChange', {
      oldPassword: demoPassword,
      password,
      passwordConfirm: password,
    });
    expectFields(answer, { password: keys });
    expect(await passwordHashOf(login)).toBe(before);
  });

  it('refuses a confirmation that differs, and a missing new password', async () => {
    const before = await passwordHashOf(login);
    const client = await portal.loggedIn(login);
    expectFields(
      await client.post('/rest/info/pwChange', {
        oldPassword: demoPassword,
        password: newPassword,
        passwordConfirm: `${newPassword}x`,
      }),
      { passwordConfirm: ['login.error.pwdiffer'] },
    );
    expectFields(await client.post('/rest/info/pwChange', { oldPassword: demoPassword }), {
      password: ['validation.required'],
    });
    expect(await passwordHashOf(login)).toBe(before);
  });

  it('refuses a wrong or missing old password and changes nothing', async () => {
    const before = await passwordHashOf(login);
    const client = await portal.loggedIn(login);
    for (const body of [
      { oldPassword: 'not-the-password-1', password: newPassword, passwordConfirm: newPassword },
      { password: newPassword, passwordConfirm: newPassword },
    ]) {
      const answer = await client.post('/rest/info/pwChange', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ status: 400, key: 'exception.oldpasswordwrong' });
      expect(answer.body.fields).toEqual({ oldPassword: ['exception.oldpasswordwrong'] });
    }
    expect(await passwordHashOf(login)).toBe(before);
    expect(await auditRows(login, 'password.change')).toHaveLength(0);
  });

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    // A flagged password (spec 3 passwordInvalid) is cleared by the change.
    await portal.db.update(users).set({ passwordInvalid: true }).where(eq(users.login, login));
    const client = await portal.loggedIn(login);
    expect((await client.get('/rest/info/init')).body.user.passwordInvalid).toBe(true);
    const answer = await client.post('/rest/info/pwChange', {
      oldPassword: demoPassword,
      password: newPassword,
      passwordConfirm: newPassword,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: 'success' });
    expect((await client.get('/rest/info/init')).body.user.passwordInvalid).toBe(false);
    expect(await auditRows(login, 'password.change')).toHaveLength(1);
    expect((await portal.client().login(login, newPassword)).status).toBe(200);
    const old = await portal.client().login(login, demoPassword);
    expect(old.status).toBe(401);
    expect(old.body.key).toBe('exception.wrongcredentials');
  });

  it('lets an account without password set one without an old password', async () => {
    const operator = (await portal.db.select().from(users)).find(
      (row) => row.passwordHash === null && row.roles.includes('betreiber'),
    );
    if (!operator) throw new Error('the demo world has no operator without password');
    const hash = await portal.app.get(UsersService).createLoginHash(operator.id, 'login');
    const client = portal.client();
    expect((await hashLogin(client, hash)).body).toEqual({ result: 'pwemty' });
    const answer = await client.post('/rest/info/pwChange', {
      password: 'first-password-1',
      passwordConfirm: 'first-password-1',
    });
    expect(answer.status).toBe(200);
    expect((await client.get('/rest/info/init')).body.user.passwordInvalid).toBe(false);
    expect((await portal.client().login(operator.login, 'first-password-1')).status).toBe(200);
  });

  it('refuses the shared demo account (spec 6: demo has no password change)', async () => {
    const before = await passwordHashOf('demo');
    const client = await portal.loggedIn('demo');
    // The same password again: the demo account stays usable even while this is not refused.
    const answer = await client.post('/rest/info/pwChange', {
      oldPassword: demoPassword,
      password: demoPassword,
      passwordConfirm: demoPassword,
    });
    expect(answer.status).toBe(403);
    expect(answer.body.key).toBe('exception.rolemissing');
    expect(await passwordHashOf('demo')).toBe(before);
    expect(await auditRows('demo', 'password.change')).toHaveLength(0);
  });
});

describe('POST /rest/info/pwReset', () => {
  it.each([[{ email: 'not-an-email' }], [{ email: '' }], [{ email: 42 }], [{}]])(
    'refuses %j with login.emailinvalid and sends nothing',
    async (body) => {
      const before = await mailCount();
      expectFields(await portal.client().post('/rest/info/pwReset', body), {
        email: ['login.emailinvalid'],
      });
      expect(await mailCount()).toBe(before);
    },
  );

  it('answers an unknown address like a known one, without sending a mail', async () => {
    const before = await mailCount();
    const answer = await portal.client().post('/rest/info/pwReset', { email: 'nobody@example.net' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: 'sent' });
    expect(await mailCount()).toBe(before);
  });

  it('mails a one-time link that allows a new password without the old one', async () => {
    const original = await passwordHashOf('betreiber');
    const resetPassword = 'reset-password-7';
    try {
      const email: string = (await (await portal.loggedIn('betreiber')).get('/rest/info/init')).body.user.data
        .email;
      expect(email).toMatch(/@/);
      const mailsBefore = (await mailsTo(email)).length;
      // Addresses are compared trimmed and lowercased.
      const answer = await portal.client().post('/rest/info/pwReset', { email: ` ${email.toUpperCase()} ` });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ result: 'sent' });
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(mailsBefore + 1);
      const hash = linkHash(mails.at(-1)!.text);
      expect(await auditRows('betreiber', 'password.resetrequested')).toHaveLength(1);

      const client = portal.client();
      const login = await hashLogin(client, hash);
      expect(login.status).toBe(200);
      expect(login.body).toEqual({ result: 'pwreset' });
      expect((await client.get('/rest/info/init')).body.user.data.login).toBe('betreiber');
      const change = await client.post('/rest/info/pwChange', {
        password: resetPassword,
        passwordConfirm: resetPassword,
      });
      expect(change.status).toBe(200);
      expect(change.body).toEqual({ result: 'success' });
      expect((await portal.client().login('betreiber', resetPassword)).status).toBe(200);
      expect((await portal.client().login('betreiber', demoPassword)).status).toBe(401);

      // The grant is spent: a further change needs the (new) old password again.
      const again = await client.post('/rest/info/pwChange', { password: 'another-password-8' });
      expect(again.status).toBe(400);
      expect(again.body.key).toBe('exception.oldpasswordwrong');
      // The link works once.
      const reused = await hashLogin(portal.client(), hash);
      expect(reused.status).toBe(401);
      expect(reused.body.key).toBe('exception.hashinvalid');
      expect((await portal.client().login('betreiber', resetPassword)).status).toBe(200);
    } finally {
      // Later tests log in as betreiber with the demo password.
      await portal.db.update(users).set({ passwordHash: original }).where(eq(users.login, 'betreiber'));
    }
  });
});

describe('POST /rest/info/register', () => {
  const valid = (email: string) => ({
    ...registration(email),
    firma: 'Neumann Wärme GmbH',
    language: 'en-gb',
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['an invalid e-mail', { email: 'kein-mail' }, { email: ['login.emailinvalid'] }],
    ['no name', { name: ' ' }, { name: ['validation.required'] }],
    ['a too long name', { name: 'x'.repeat(121) }, { name: ['validation.toolong.120'] }],
    ['a mistyped company', { firma: 5 }, { firma: ['validation.invalid'] }],
    [
      'a short password',
      { password: 'kurz-1', passwordConfirm: 'kurz-1' },
      { password: ['login.error.TOO_SHORT'] },
    ],
    [
      'a password without digit',
      { password: 'ohne-ziffern', passwordConfirm: 'ohne-ziffern' },
      { password: ['login.error.INSUFFICIENT_DIGIT'] },
    ],
    [
      'a password without lowercase',
      { password: 'GROSS-1234', passwordConfirm: 'GROSS-1234' },
      { password: ['login.error.INSUFFICIENT_LOWERCASE'] },
    ],
    [
      'a password with whitespace',
      { password: 'mit leer 1234', passwordConfirm: 'mit leer 1234' },
      { password: ['login.error.ILLEGAL_WHITESPACE'] },
    ],
    [
      'a differing confirmation',
      { passwordConfirm: 'registered-pw-2' },
      { passwordConfirm: ['login.error.pwdiffer'] },
    ],
    ['no confirmation', { passwordConfirm: undefined }, { passwordConfirm: ['validation.required'] }],
    ['an unknown language', { language: 'fr-fr' }, { language: ['validation.invalid'] }],
  ])('refuses %s and creates nothing', async (_case, change, fields) => {
    const email = newAddress('invalid');
    const mailsBefore = await mailCount();
    expectFields(await portal.client().post('/rest/info/register', { ...valid(email), ...change }), fields);
    expect(await userRow(email)).toBeUndefined();
    expect(await mailCount()).toBe(mailsBefore);
  });

  it('creates an unconfirmed operator that the mailed link confirms', async () => {
    const email = newAddress('neu.betreiber');
    const answer = await portal.client().post('/rest/info/register', valid(email.toUpperCase()));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: 'confirmationsent' });
    const row = await existingUser(email);
    expect(row).toMatchObject({
      email,
      name: 'Erika Neumann',
      firma: 'Neumann Wärme GmbH',
      roles: ['betreiber'],
      confirmed: false,
      language: 'en-gb',
    });
    expect(await auditRows(email, 'account.register')).toHaveLength(1);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const hash = linkHash(mails[0]!.text);

    const early = await portal.client().login(email, 'registered-pw-1');
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ status: 403, key: 'exception.notconfirmed' });

    const client = portal.client();
    const confirm = await hashLogin(client, hash);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toEqual({ result: 'success' });
    const { body } = await client.get('/rest/info/init');
    expect(body.loggedIn).toBe(true);
    expect(body.user.data).toMatchObject({ login: email, email, firma: 'Neumann Wärme GmbH' });
    expect(body.user.data.metaData).toEqual({ email, reviewUserData: true });
    expect(body.user.roles).toEqual(['betreiber']);
    expect(body.user.primaryRole).toBe('betreiber');
    expect(body.user.inRole.betreiber).toBe(true);
    expect(body.user.language).toBe('en-gb');
    expect(body.user.passwordInvalid).toBe(false);
    expect((await existingUser(email)).confirmed).toBe(true);

    expect((await portal.client().login(email, 'registered-pw-1')).status).toBe(200);
    const reused = await hashLogin(portal.client(), hash);
    expect(reused.status).toBe(401);
    expect(reused.body.key).toBe('exception.hashinvalid');
  });

  it('answers a registered address alike, keeps the account and mails that it exists', async () => {
    const email = newAddress('zweimal');
    await registeredAndConfirmed(email);
    const before = await existingUser(email);
    const answer = await portal.client().post('/rest/info/register', registration(email, 'other-password-9'));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: 'confirmationsent' });
    expect(await portal.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(await existingUser(email)).toEqual(before);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toMatch(/bereits ein Konto/);
    expect(mails[1]!.text).toMatch(/already exists/);
    expect(mails[1]!.text).not.toMatch(/\/login\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/);
    expect((await portal.client().login(email, 'registered-pw-1')).status).toBe(200);
  });

  it('does not create a second account for the address of an existing account', async () => {
    // Seeded and migrated accounts have logins that are not their e-mail address.
    const operator = await existingUser('betreiber');
    const usersBefore = await portal.db.$count(users);
    const mailsBefore = (await mailsTo(operator.email)).length;
    const answer = await portal.client().post('/rest/info/register', registration(operator.email));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: 'confirmationsent' });
    expect(await portal.db.$count(users)).toBe(usersBefore);
    const mails = await mailsTo(operator.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.text).toMatch(/already exists/);
  });

  it('answers a double-submitted registration twice with 200 and creates one account', async () => {
    // Both requests pass the existence check before either inserts (a double click on the form).
    const email = newAddress('doppelklick');
    const answers = await Promise.all([
      portal.client().post('/rest/info/register', registration(email)),
      portal.client().post('/rest/info/register', registration(email)),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
      [200, { result: 'confirmationsent' }],
      [200, { result: 'confirmationsent' }],
    ]);
    expect(await portal.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

describe('GET and POST /rest/info/addressdata', () => {
  const requiredFields = ['anrede', 'vorname', 'nachname', 'strasse', 'hausnummer', 'plz', 'ort', 'email'];
  const address = {
    firma: '',
    umsatzsteuerId: 'DE123456789',
    anrede: 'Frau',
    titel: 'Dr.',
    vorname: ' Erika ',
    nachname: 'Mustermann',
    strasse: 'Hauptstraße',
    hausnummer: '5a',
    plz: '97070',
    ort: 'Würzburg',
    telefonnummer: '0931 123456',
    email: 'Erika.Mustermann@Example.org',
  };
  const saved = {
    ...address,
    // Without a company the VAT ID is dropped; text is trimmed, the e-mail lowercased.
    umsatzsteuerId: '',
    vorname: 'Erika',
    email: 'erika.mustermann@example.org',
  };
  let email: string;
  let client: Client;

  beforeAll(async () => {
    // A self-registered operator must review the address data (reviewUserData), unlike the role accounts.
    email = newAddress('adresse');
    client = await registeredAndConfirmed(email);
  });

  const storedAddresses = async () =>
    portal.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, (await existingUser(email)).id));

  it('requires a login', async () => {
    expectLoginRequired(await portal.client().get('/rest/info/addressdata'));
    expectLoginRequired(await portal.client().post('/rest/info/addressdata', address));
  });

  it('answers no address and every required field as warning before saving', async () => {
    const answer = await client.get('/rest/info/addressdata');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ address: null, uuid: null, warnings: requiredFields });
    expect((await client.get('/rest/info/init')).body.user.data.metaData.reviewUserData).toBe(true);
  });

  const invalid: [string, Record<string, unknown>, Record<string, string[]>][] = [
    ['a 4-digit plz', { plz: '1234' }, { plz: ['validation.plz'] }],
    ['a 6-digit plz', { plz: '123456' }, { plz: ['validation.plz'] }],
    ['a plz of letters', { plz: 'abcde' }, { plz: ['validation.plz'] }],
    ['no plz', { plz: undefined }, { plz: ['validation.plz'] }],
    [
      'a company without VAT ID',
      { firma: 'Muster GmbH', umsatzsteuerId: '' },
      { umsatzsteuerId: ['validation.umsatzsteuerId'] },
    ],
    ['the salutation Dr', { anrede: 'Dr' }, { anrede: ['validation.anrede'] }],
    ['no salutation', { anrede: undefined }, { anrede: ['validation.required'] }],
    ['an empty salutation', { anrede: '' }, { anrede: ['validation.required'] }],
    ['the title Mag.', { titel: 'Mag.' }, { titel: ['validation.titel'] }],
    ['a bad e-mail', { email: 'erika@' }, { email: ['login.emailinvalid'] }],
    ['no first name', { vorname: undefined }, { vorname: ['validation.required'] }],
    ['a blank last name', { nachname: '   ' }, { nachname: ['validation.required'] }],
    ['a too long city', { ort: 'x'.repeat(81) }, { ort: ['validation.toolong.80'] }],
  ];

  it.each(invalid)('refuses %s and writes nothing', async (_case, change, fields) => {
    expectFields(await client.post('/rest/info/addressdata', { ...address, ...change }), fields);
    expect((await client.get('/rest/info/addressdata')).body).toEqual({
      address: null,
      uuid: null,
      warnings: requiredFields,
    });
    expect(await storedAddresses()).toHaveLength(0);
  });

  it('saves a valid address, answers its uuid and clears reviewUserData', async () => {
    const answer = await client.post('/rest/info/addressdata', address);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ address: saved, warnings: [], uuid: expect.any(String) });
    expect(answer.body.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const read = await client.get('/rest/info/addressdata');
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ address: saved, warnings: [], uuid: answer.body.uuid });
    expect((await client.get('/rest/info/init')).body.user.data.metaData.reviewUserData).toBe(false);
    expect(await auditRows(email, 'addressdata.save')).toHaveLength(1);
  });

  it('updates the one address in place and keeps it on an invalid change', async () => {
    const { uuid } = (await client.get('/rest/info/addressdata')).body;
    const withCompany = { ...saved, firma: 'Mustermann Energie GmbH', umsatzsteuerId: 'DE987654321' };
    const answer = await client.post('/rest/info/addressdata', withCompany);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ address: withCompany, warnings: [], uuid });
    expect(await storedAddresses()).toHaveLength(1);

    expectFields(await client.post('/rest/info/addressdata', { ...withCompany, plz: '9707' }), {
      plz: ['validation.plz'],
    });
    expect((await client.get('/rest/info/addressdata')).body).toEqual({
      address: withCompany,
      warnings: [],
      uuid,
    });
  });

  it('keeps each account to its own address', async () => {
    const other = await portal.loggedIn('partner');
    expect((await other.get('/rest/info/addressdata')).body.address).toBeNull();
  });
});

describe('POST /rest/info/partners', () => {
  const partnerFields = [
    'anschrift1',
    'anschrift2',
    'anschrift3',
    'land',
    'mail',
    'mobil',
    'name',
    'ort',
    'plz',
    'telefax',
    'telefon',
    'uuid',
    'vname',
  ];

  it('requires a login', async () => {
    expectLoginRequired(await portal.client().post('/rest/info/partners', {}));
  });

  it.each(['partner', 'dachs', 'admin', 'demo'])('refuses the role %s', async (login) => {
    const answer = await (await portal.loggedIn(login)).post('/rest/info/partners', {});
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ status: 403, key: 'exception.rolemissing' });
  });

  it("lists the operator's partners with the spec fields only", async () => {
    const operator = await existingUser('betreiber');
    const linked = await portal.db
      .select({ partner: partners })
      .from(operatorPartners)
      .innerJoin(partners, eq(partners.id, operatorPartners.partnerId))
      .where(eq(operatorPartners.operatorId, operator.id));
    expect(linked).toHaveLength(2);

    const answer = await (await portal.loggedIn('betreiber')).post('/rest/info/partners', {});
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['partners']);
    expect(answer.body.partners).toHaveLength(2);
    for (const partner of answer.body.partners) {
      expect(Object.keys(partner).sort()).toEqual(partnerFields);
      const row = linked.find((entry) => entry.partner.uuid === partner.uuid)?.partner;
      expect(row).toBeDefined();
      const { id: _id, userId: _userId, ...fields } = row!;
      expect(partner).toEqual(fields);
    }
  });

  it('refuses a non-empty body', async () => {
    const answer = await (await portal.loggedIn('betreiber')).post('/rest/info/partners', { all: true });
    expect(answer.status).toBe(400);
    expect(answer.body.key).toBe('exception.validation');
  });
});

describe('GET /rest/info/file/{id}', () => {
  const content = 'Wartungsbericht\n\nWartung durchgeführt, Zündkerze und Ölfilter gewechselt.\n';
  let reportId: string;
  let partnerFileId: string;

  beforeAll(async () => {
    const operator = await existingUser('betreiber');
    const [report] = await portal.db
      .select()
      .from(files)
      .where(and(eq(files.ownerId, operator.id), eq(files.name, 'Wartungsbericht.txt')));
    if (!report) throw new Error('the seeded report is missing');
    reportId = report.id;
    const [partnerFile] = await portal.db
      .insert(files)
      .values({
        ownerId: (await existingUser('partner')).id,
        name: 'Prüfprotokoll – Juni.txt',
        mimeType: 'text/plain; charset=utf-8',
        content: Buffer.from('Prüfprotokoll\n', 'utf8'),
      })
      .returning();
    partnerFileId = partnerFile!.id;
  });

  const expectNotFound = (answer: Answer) => {
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ status: 404, key: 'exception.notfound' });
  };

  it('requires a login', async () => {
    expectLoginRequired(await portal.client().get(`/rest/info/file/${reportId}`));
  });

  it('hands the owner the file as attachment', async () => {
    const answer = await (await portal.loggedIn('betreiber')).get(`/rest/info/file/${reportId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(content);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="Wartungsbericht.txt"');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('shows it inline with ?show', async () => {
    const answer = await (await portal.loggedIn('betreiber')).get(`/rest/info/file/${reportId}?show`);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(content);
    expect(answer.headers.get('content-disposition')).toBe('inline; filename="Wartungsbericht.txt"');
  });

  it('names a file outside ISO-8859-1 in UTF-8 too', async () => {
    const answer = await (await portal.loggedIn('partner')).get(`/rest/info/file/${partnerFileId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('Prüfprotokoll\n');
    // An ISO-8859-1 fallback plus the exact UTF-8 name (RFC 6266).
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="Prüfprotokoll ? Juni.txt"; filename*=UTF-8''Pr%C3%BCfprotokoll%20%E2%80%93%20Juni.txt`,
    );
  });

  it.each(['partner', 'subpartner'])('is not found for %s', async (login) => {
    expectNotFound(await (await portal.loggedIn(login)).get(`/rest/info/file/${reportId}`));
  });

  it('is refused to betreiberold, who must migrate first (the same answer for any file)', async () => {
    const answer = await (await portal.loggedIn('betreiberold')).get(`/rest/info/file/${reportId}`);
    expect(answer.status).toBe(403);
    expect(answer.body.key).toBe('exception.migrationrequired');
  });

  it("is not found for an operator reading another user's file", async () => {
    expectNotFound(await (await portal.loggedIn('betreiber')).get(`/rest/info/file/${partnerFileId}`));
  });

  it('is not found for the shared demo account, which is no staff', async () => {
    // Demo users see every unit (anonymised), but operators' documents are not demo material.
    expectNotFound(await (await portal.loggedIn('demo')).get(`/rest/info/file/${reportId}`));
  });

  it.each(['dachs', 'admin'])('is readable for %s, who see everything', async (login) => {
    const answer = await (await portal.loggedIn(login)).get(`/rest/info/file/${reportId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(content);
  });

  it('answers 404 for a malformed and an unknown id', async () => {
    const client = await portal.loggedIn('admin');
    expectNotFound(await client.get('/rest/info/file/abc'));
    expectNotFound(await client.get('/rest/info/file/00000000-0000-4000-8000-000000000000'));
  });
});

// Last: deletes the betreiber account.
describe('unconfirmed accounts', () => {
  it('get a fresh confirmation link when they register again, without a password change', async () => {
    const email = newAddress('unbestaetigt');
    expect((await portal.client().post('/rest/info/register', registration(email))).status).toBe(200);
    const again = await portal
      .client()
      .post('/rest/info/register', registration(email, 'another-password-7'));
    expect(again.body).toEqual({ result: 'confirmationsent' });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const client = portal.client();
    expect((await hashLogin(client, linkHash(mails[1]!.text))).body).toEqual({ result: 'success' });
    expect((await portal.client().login(email, 'registered-pw-1')).status).toBe(200);
  });

  it('are confirmed by a password reset link, which proves the address as well', async () => {
    const email = newAddress('vergessen');
    expect((await portal.client().post('/rest/info/register', registration(email))).status).toBe(200);
    expect((await portal.client().post('/rest/info/pwReset', { email })).status).toBe(200);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect((await hashLogin(portal.client(), linkHash(mails[1]!.text))).body).toEqual({ result: 'pwreset' });
    expect((await existingUser(email)).confirmed).toBe(true);
    expect((await portal.client().login(email, 'registered-pw-1')).status).toBe(200);
  });
});

describe('the shared demo account', () => {
  it('may read but not save address data, and may not delete itself', async () => {
    const demo = await portal.loggedIn('demo');
    expect((await demo.get('/rest/info/addressdata')).status).toBe(200);
    const save = await demo.post('/rest/info/addressdata', {
      anrede: 'Herr',
      vorname: 'Demo',
      nachname: 'Nutzer',
      strasse: 'Weg',
      hausnummer: '1',
      plz: '12345',
      ort: 'Berlin',
      email: 'demo@example.de',
    });
    expect(save.status).toBe(403);
    expect(save.body.key).toBe('exception.rolemissing');
    const unregister = await demo.post('/rest/info/unregister', { password: demoPassword });
    expect(unregister.status).toBe(403);
    expect(await userRow('demo')).toBeDefined();
    expect((await demo.get('/rest/info/init')).body.loggedIn).toBe(true);
  });
});

describe('POST /rest/info/unregister', () => {
  it('requires a login', async () => {
    expectLoginRequired(await portal.client().post('/rest/info/unregister', { password: demoPassword }));
  });

  it('refuses a wrong or empty password and keeps the account', async () => {
    const client = await portal.loggedIn('betreiber');
    const wrong = await client.post('/rest/info/unregister', { password: 'not-the-password-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ status: 400, key: 'exception.oldpasswordwrong' });
    expect(wrong.body.fields).toEqual({ password: ['exception.oldpasswordwrong'] });
    expectFields(await client.post('/rest/info/unregister', { password: '' }), {
      password: ['validation.required'],
    });
    expect(await userRow('betreiber')).toBeDefined();
    expect((await client.get('/rest/info/init')).body.loggedIn).toBe(true);
    expect((await portal.client().login('betreiber')).status).toBe(200);
    expect(await auditRows('betreiber', 'account.unregister')).toHaveLength(0);
  });

  it('deletes the account, ends its sessions and keeps its units with their locations', async () => {
    const operator = await existingUser('betreiber');
    const operated = await portal.db
      .select({ sn: units.seriennummer, locationUuid: units.locationUuid })
      .from(unitOperators)
      .innerJoin(units, eq(units.seriennummer, unitOperators.sn))
      .where(eq(unitOperators.userId, operator.id));
    expect(operated.length).toBeGreaterThan(0);
    expect(operated.some((unit) => unit.locationUuid !== null)).toBe(true);

    const client = await portal.loggedIn('betreiber');
    const otherSession = await portal.loggedIn('betreiber');
    const answer = await client.post('/rest/info/unregister', { password: demoPassword });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: 'deleted' });
    expect((await client.get('/rest/info/init')).body.loggedIn).toBe(false);
    expect((await otherSession.get('/rest/info/init')).body.loggedIn).toBe(false);
    const login = await portal.client().login('betreiber');
    expect(login.status).toBe(401);
    expect(login.body.key).toBe('exception.wrongcredentials');

    expect(await userRow('betreiber')).toBeUndefined();
    expect(await auditRows('betreiber', 'account.unregister')).toHaveLength(1);
    for (const unit of operated) {
      const [row] = await portal.db.select().from(units).where(eq(units.seriennummer, unit.sn));
      expect(row?.locationUuid).toBe(unit.locationUuid);
      if (unit.locationUuid) {
        expect(await portal.db.$count(locations, eq(locations.uuid, unit.locationUuid))).toBe(1);
      }
    }
    expect(await portal.db.$count(unitOperators, eq(unitOperators.userId, operator.id))).toBe(0);
  });
});
