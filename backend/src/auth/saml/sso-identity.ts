import type { Profile } from '@node-saml/passport-saml';
import { emailField, loginField } from '@portal/contracts';

// Who a SAML assertion says the person is, in the portal's terms: the login from the configured
// attribute (or the NameID), and the e-mail address and name a new account would get.

export interface SsoIdentity {
  login: string;
  email: string;
  name: string;
}

/** Attribute names IdPs use, friendly (LDAP, SimpleSAMLphp) and as OIDs (eduPerson, ADFS claims). */
const emailAttributes = [
  'mail',
  'email',
  'urn:oid:0.9.2342.19200300.100.1.3',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
];
const displayNameAttributes = ['displayName', 'urn:oid:2.16.840.1.113730.3.1.241', 'cn', 'urn:oid:2.5.4.3'];
const givenNameAttributes = ['givenName', 'urn:oid:2.5.4.42'];
const surnameAttributes = ['sn', 'surname', 'urn:oid:2.5.4.4'];

/** An attribute's first value as text (attributes may be multi-valued). */
export function attributeValue(profile: Profile, name: string): string | undefined {
  const attributes = (profile.attributes ?? profile) as Record<string, unknown>;
  const raw = attributes[name];
  const first = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : undefined;
}

const firstOf = (profile: Profile, names: string[]) =>
  names.map((name) => attributeValue(profile, name)).find((value) => value !== undefined);

/**
 * The identity in `profile`; `loginAttribute` names the attribute with the portal login, `nameID`
 * the subject's NameID. Undefined when the assertion holds no usable login.
 */
export function ssoIdentity(profile: Profile, loginAttribute: string): SsoIdentity | undefined {
  const rawLogin = loginAttribute === 'nameID' ? profile.nameID : attributeValue(profile, loginAttribute);
  const login = loginField.safeParse(rawLogin);
  if (!login.success) return undefined;
  const email = emailField.safeParse(firstOf(profile, emailAttributes) ?? '');
  const fullName = [firstOf(profile, givenNameAttributes), firstOf(profile, surnameAttributes)]
    .filter(Boolean)
    .join(' ');
  return {
    login: login.data,
    email: email.success ? email.data : '',
    name: firstOf(profile, displayNameAttributes) ?? fullName,
  };
}
