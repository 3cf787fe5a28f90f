import type { Profile } from '@node-saml/passport-saml';
import { ssoIdentity } from './sso-identity.js';

/** A profile as node-saml hands it over: attributes on the profile and under `attributes`. */
const profile = (attributes: Record<string, unknown>, nameID = 'opaque-id-1'): Profile => ({
  issuer: 'idp',
  nameID,
  nameIDFormat: 'unspecified',
  ...attributes,
  attributes,
});

describe('ssoIdentity', () => {
  it('takes the login from the configured attribute, as the portal stores logins', () => {
    expect(
      ssoIdentity(
        profile({ uid: '  Betreiber ', mail: 'Stefan.Hofmann@Example.de', displayName: 'Stefan Hofmann' }),
        'uid',
      ),
    ).toEqual({
      login: 'betreiber',
      email: 'stefan.hofmann@example.de',
      name: 'Stefan Hofmann',
    });
  });

  it('reads the first of several values and the OID names IdPs send', () => {
    expect(
      ssoIdentity(
        profile({
          'urn:oid:0.9.2342.19200300.100.1.1': ['partner', 'other'],
          'urn:oid:0.9.2342.19200300.100.1.3': ['info@wagner-haustechnik.de'],
          'urn:oid:2.5.4.42': 'Jana',
          'urn:oid:2.5.4.4': 'Wagner',
        }),
        'urn:oid:0.9.2342.19200300.100.1.1',
      ),
    ).toEqual({ login: 'partner', email: 'info@wagner-haustechnik.de', name: 'Jana Wagner' });
  });

  it('takes the NameID when told so', () => {
    expect(ssoIdentity(profile({}, 'Admin'), 'nameID')?.login).toBe('admin');
  });

  it('has no identity without a usable login, and no e-mail address from a wrong one', () => {
    expect(ssoIdentity(profile({ mail: 'a@b.de' }), 'uid')).toBeUndefined();
    expect(ssoIdentity(profile({ uid: '   ' }), 'uid')).toBeUndefined();
    expect(ssoIdentity(profile({ uid: 'x'.repeat(121) }), 'uid')).toBeUndefined();
    expect(ssoIdentity(profile({ uid: ['', 'second'] }), 'uid')).toBeUndefined();
    expect(ssoIdentity(profile({ uid: 'demo', mail: 'no address' }), 'uid')).toEqual({
      login: 'demo',
      email: '',
      name: '',
    });
  });
});
