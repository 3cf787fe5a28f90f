import { translateError } from './errors.js';
import { addressDataSchema, loginRequestSchema, registerRequestSchema } from './info.js';

const address = {
  anrede: 'Frau',
  vorname: 'Anna',
  nachname: 'Becker',
  strasse: 'Lindenstraße',
  hausnummer: '12a',
  plz: '97070',
  ort: 'Würzburg',
  email: 'Anna.Becker@Example.de ',
};

describe('addressDataSchema (spec 5)', () => {
  it('accepts a complete address, trims and lowercases the e-mail, drops a VAT ID without company', () => {
    const parsed = addressDataSchema.parse({ ...address, umsatzsteuerId: 'DE123456789' });
    expect(parsed.email).toBe('anna.becker@example.de');
    expect(parsed.umsatzsteuerId).toBe('');
    expect(parsed.titel).toBe('');
  });

  it('requires a VAT ID only with a company', () => {
    const result = addressDataSchema.safeParse({ ...address, firma: 'Bäckerei Becker' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['umsatzsteuerId', 'validation.umsatzsteuerId'],
    ]);
    expect(
      addressDataSchema.safeParse({ ...address, firma: 'Bäckerei Becker', umsatzsteuerId: 'DE1' }).success,
    ).toBe(true);
  });

  it('reports a missing VAT ID together with missing required fields', () => {
    const { vorname: _vorname, ...withoutFirstName } = address;
    const result = addressDataSchema.safeParse({ ...withoutFirstName, firma: 'Bäckerei Becker' });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'umsatzsteuerId',
      'vorname',
    ]);
  });

  it.each(['1234', '123456', '12a45', ''])('refuses postcode %p', (plz) => {
    const result = addressDataSchema.safeParse({ ...address, plz });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.plz']);
  });

  it('knows the salutations and titles of spec 3', () => {
    expect(addressDataSchema.safeParse({ ...address, anrede: 'anders', titel: 'Prof.' }).success).toBe(true);
    expect(addressDataSchema.safeParse({ ...address, anrede: 'Dr' }).error?.issues[0]?.message).toBe(
      'validation.anrede',
    );
    expect(addressDataSchema.safeParse({ ...address, titel: 'Mag.' }).error?.issues[0]?.message).toBe(
      'validation.titel',
    );
  });

  it('calls an empty salutation missing, not invalid', () => {
    const { anrede: _missing, ...withoutAnrede } = address;
    for (const body of [{ ...address, anrede: '' }, withoutAnrede])
      expect(addressDataSchema.safeParse(body).error?.issues[0]?.message).toBe('validation.required');
  });

  it('names the length limit when a text is too long', () => {
    const result = addressDataSchema.safeParse({ ...address, vorname: 'x'.repeat(81) });
    const key = result.error?.issues[0]?.message ?? '';
    expect(key).toBe('validation.toolong.80');
    expect(translateError(key, 'de-de')).toBe('Höchstens 80 Zeichen.');
    expect(translateError(key, 'en-gb')).toBe('At most 80 characters.');
  });
});

describe('loginRequestSchema', () => {
  it('lowercases and trims the login', () => {
    expect(loginRequestSchema.parse({ user: ' Admin ', password: 'x' })).toEqual({
      user: 'admin',
      password: 'x',
    });
  });

  it('accepts hashes of two or three dot-separated segments only', () => {
    expect(loginRequestSchema.safeParse({ hash: 'abc.def' }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ hash: '4711000042.abc.def' }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ hash: 'abc' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ hash: 'a.b.c.d' }).success).toBe(false);
  });
});

describe('registerRequestSchema', () => {
  it('applies the shared password rules to the new password', () => {
    const result = registerRequestSchema.safeParse({
      email: 'neu@example.de',
      name: 'Neu',
      password: 'kurz1',
      passwordConfirm: 'anders1',
    });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`)).toEqual([
      'password:login.error.TOO_SHORT',
      'passwordConfirm:login.error.pwdiffer',
    ]);
  });
});
