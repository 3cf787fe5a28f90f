import { deflateRawSync } from 'node:zlib';
import type { Profile } from '@node-saml/passport-saml';
import { assertionProblem, declaresDoctype, namesSession, redirectedXml } from './saml-checks.js';

const acs = 'https://portal.example/rest/saml2/acs';
const idp = 'https://idp.example/metadata';

/** A signed assertion's XML as node-saml hands it over after checking the signature. */
const assertion = ({
  issuer = idp,
  recipient = acs,
  method = 'urn:oasis:names:tc:SAML:2.0:cm:bearer',
} = {}) =>
  `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_a" Version="2.0">` +
  `<saml:Issuer>${issuer}</saml:Issuer>` +
  `<saml:Subject><saml:NameID>betreiber</saml:NameID>` +
  `<saml:SubjectConfirmation Method="${method}"><saml:SubjectConfirmationData Recipient="${recipient}"/>` +
  `</saml:SubjectConfirmation></saml:Subject></saml:Assertion>`;

describe('assertionProblem', () => {
  const expected = { issuer: idp, recipient: acs };

  it('takes an assertion of the IdP for the portal', () => {
    expect(assertionProblem(assertion(), expected)).toBeUndefined();
  });

  it.each([
    ['another issuer', assertion({ issuer: 'https://other.example/idp' }), /^issuer /],
    ['another recipient', assertion({ recipient: 'https://other.example/acs' }), /^recipient /],
    [
      'a recipient only in a confirmation that is no bearer',
      assertion({ method: 'urn:x:holder' }),
      /^recipient /,
    ],
    ['no assertion', '<Response/>', /^no assertion$/],
    ['no XML', 'not xml', /^no assertion$/],
  ])('refuses %s', (_name, xml, reason) => {
    expect(assertionProblem(xml, expected)).toMatch(reason);
  });
});

describe('declaresDoctype and redirectedXml', () => {
  it('finds a document type declaration in a message sent by redirect', () => {
    const encoded = (xml: string) => deflateRawSync(Buffer.from(xml)).toString('base64');
    const declared = redirectedXml(encoded('<!DOCTYPE x [<!ENTITY a "b">]><samlp:LogoutRequest/>'));
    expect(declared !== undefined && declaresDoctype(declared)).toBe(true);
    const plain = redirectedXml(encoded('<samlp:LogoutRequest/>'));
    expect(plain !== undefined && declaresDoctype(plain)).toBe(false);
  });

  it('refuses what does not inflate, or inflates beyond a logout message', () => {
    expect(redirectedXml('bm90IGRlZmxhdGVk')).toBeUndefined();
    const bomb = deflateRawSync(Buffer.alloc(10 * 1024 * 1024, 0x20)).toString('base64');
    expect(redirectedXml(bomb)).toBeUndefined();
  });
});

describe('namesSession', () => {
  const sso = { nameID: 'partner', nameIDFormat: 'unspecified', sessionIndex: '_s1' };
  const subject = (fields: Partial<Profile>): Profile => ({
    issuer: idp,
    nameID: 'partner',
    nameIDFormat: 'unspecified',
    ...fields,
  });

  it('names the session of the same NameID, in the same IdP session when both say which', () => {
    expect(namesSession(subject({}), sso)).toBe(true);
    expect(namesSession(subject({ sessionIndex: '_s1' }), sso)).toBe(true);
  });

  it('does not name another NameID, format or IdP session', () => {
    expect(namesSession(subject({ nameID: 'subpartner' }), sso)).toBe(false);
    expect(namesSession(subject({ nameIDFormat: 'persistent' }), sso)).toBe(false);
    expect(namesSession(subject({ sessionIndex: '_s2' }), sso)).toBe(false);
  });
});
