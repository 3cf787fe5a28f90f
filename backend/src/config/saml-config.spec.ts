import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { selfSignedCertificate } from '../../test/certificates.js';
import { loadConfig } from './config.js';

const folder = mkdtempSync(join(tmpdir(), 'saml-config-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const { keyFile, certFile } = selfSignedCertificate(folder, 'sp');
const pem = readFileSync(certFile, 'utf8');

const load = (env: Record<string, string>) =>
  loadConfig({ SESSION_SECRET: 'x'.repeat(32), DATA_DIR: folder, ...env });

describe('SAML configuration', () => {
  it('is off unless an identity provider is named', () => {
    expect(load({}).saml).toBeUndefined();
  });

  it('takes the IdP metadata URL, with the defaults for login attribute, accounts and clock skew', () => {
    expect(load({ SAML_IDP_METADATA_URL: 'https://idp.example/metadata' }).saml).toEqual({
      idp: { kind: 'metadataUrl', url: 'https://idp.example/metadata' },
      spEntityId: undefined,
      spPrivateKey: undefined,
      spCertificate: undefined,
      loginAttribute: 'uid',
      createUsers: false,
      clockSkewMs: 60_000,
    });
  });

  it('takes a metadata file, or a login URL with the certificate as PEM or bare base64', () => {
    const file = join(folder, 'idp.xml');
    writeFileSync(file, '<EntityDescriptor/>');
    expect(load({ SAML_IDP_METADATA_FILE: file }).saml?.idp).toEqual({
      kind: 'metadata',
      xml: '<EntityDescriptor/>',
    });
    const named = { SAML_ENTRY_POINT: 'https://idp.example/sso', SAML_IDP_ENTITY_ID: 'urn:idp' };
    const direct = load({ ...named, SAML_IDP_CERT: pem }).saml?.idp;
    expect(direct).toMatchObject({
      kind: 'direct',
      entityId: 'urn:idp',
      entryPoint: 'https://idp.example/sso',
      logoutUrl: undefined,
    });
    const body = pem.replace(/-----[^-]+-----|\s/g, '');
    const fromBody = load({ ...named, SAML_IDP_CERT: body }).saml?.idp;
    expect(fromBody).toEqual(direct);
  });

  it('reads the SP key and certificate, and the other settings', () => {
    const saml = load({
      SAML_IDP_METADATA_URL: 'http://127.0.0.1:9/metadata',
      SAML_SP_PRIVATE_KEY_FILE: keyFile,
      SAML_SP_CERT_FILE: certFile,
      SAML_SP_ENTITY_ID: 'urn:portal',
      SAML_LOGIN_ATTRIBUTE: 'nameID',
      SAML_CREATE_USERS: 'true',
      SAML_CLOCK_SKEW_SECONDS: '5',
    }).saml;
    expect(saml).toMatchObject({
      spEntityId: 'urn:portal',
      loginAttribute: 'nameID',
      createUsers: true,
      clockSkewMs: 5000,
    });
    expect(saml?.spPrivateKey).toContain('PRIVATE KEY');
    expect(saml?.spCertificate).toContain('BEGIN CERTIFICATE');
  });

  it.each([
    [{ SAML_IDP_METADATA_URL: 'ftp://idp.example/m' }, /SAML_IDP_METADATA_URL/],
    [
      { SAML_IDP_METADATA_URL: 'https://a/m', SAML_ENTRY_POINT: 'https://a/sso' },
      /SAML_IDP_METADATA_URL: name the identity provider once/,
    ],
    [{ SAML_ENTRY_POINT: 'https://a/sso' }, /SAML_IDP_CERT: required with SAML_ENTRY_POINT/],
    [
      { SAML_ENTRY_POINT: 'https://a/sso', SAML_IDP_CERT: 'bm90IGEgY2VydA==' },
      /SAML_IDP_CERT: not a valid X\.509 certificate/,
    ],
    [
      { SAML_ENTRY_POINT: 'https://a/sso', SAML_IDP_CERT: pem },
      /SAML_IDP_ENTITY_ID: required with SAML_ENTRY_POINT/,
    ],
    [{ SAML_IDP_METADATA_FILE: join(folder, 'missing.xml') }, /SAML_IDP_METADATA_FILE: cannot read/],
    [
      { SAML_IDP_METADATA_URL: 'https://a/m', SAML_SP_PRIVATE_KEY_FILE: keyFile },
      /SAML_SP_CERT_FILE: the SP key and certificate come together/,
    ],
    [
      {
        SAML_IDP_METADATA_URL: 'https://a/m',
        SAML_SP_PRIVATE_KEY_FILE: certFile,
        SAML_SP_CERT_FILE: certFile,
      },
      /SAML_SP_PRIVATE_KEY_FILE: not a PEM private key/,
    ],
    [{ SAML_IDP_METADATA_URL: 'https://a/m', SAML_LOGIN_ATTRIBUTE: 'uid name' }, /SAML_LOGIN_ATTRIBUTE/],
    [{ SAML_IDP_METADATA_URL: 'https://a/m', SAML_CLOCK_SKEW_SECONDS: '-1' }, /SAML_CLOCK_SKEW_SECONDS/],
  ])('refuses to start with %j, naming the variable', (env, message) => {
    expect(() => load(env)).toThrow(/^Invalid configuration:/);
    expect(() => load(env)).toThrow(message);
  });
});
