import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { selfSignedCertificate } from '../../../test/certificates.js';
import { parseIdpMetadata } from './idp-metadata.js';

const folder = mkdtempSync(join(tmpdir(), 'idp-metadata-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A self-signed certificate's base64 body, as metadata holds it. */
const certificateBody = (name: string) =>
  readFileSync(selfSignedCertificate(folder, name).certFile, 'utf8').replace(/-----[^-]+-----|\s/g, '');

const signing = certificateBody('signing');
const encryption = certificateBody('encryption');
const redirect = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const post = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

const metadata = (descriptor: string) => `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="https://idp.example/metadata">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${descriptor}</md:IDPSSODescriptor>
</md:EntityDescriptor>`;

const key = (use: string | undefined, body: string) =>
  `<md:KeyDescriptor${use ? ` use="${use}"` : ''}><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${body}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;

describe('parseIdpMetadata', () => {
  it('reads the redirect-binding login and logout and the signing certificates', () => {
    const described = parseIdpMetadata(
      metadata(
        key('signing', signing) +
          key('encryption', encryption) +
          `<md:SingleLogoutService Binding="${post}" Location="https://idp.example/slo-post"/>` +
          `<md:SingleLogoutService Binding="${redirect}" Location="https://idp.example/slo"/>` +
          `<md:SingleSignOnService Binding="${post}" Location="https://idp.example/sso-post"/>` +
          `<md:SingleSignOnService Binding="${redirect}" Location=" https://idp.example/sso "/>`,
      ),
    );
    expect(described).toMatchObject({
      entityId: 'https://idp.example/metadata',
      loginUrl: 'https://idp.example/sso',
      logoutUrl: 'https://idp.example/slo',
    });
    expect(described.certificates).toHaveLength(1);
    expect(described.certificates[0]).toContain('-----BEGIN CERTIFICATE-----');
    expect(described.certificates[0]!.replace(/-----[^-]+-----|\s/g, '')).toBe(signing);
  });

  it('takes a key without a use for signing, and does without a logout', () => {
    const described = parseIdpMetadata(
      metadata(
        key(undefined, signing) +
          `<md:SingleSignOnService Binding="${redirect}" Location="https://idp.example/sso"/>`,
      ),
    );
    expect(described.logoutUrl).toBeUndefined();
    expect(described.certificates).toHaveLength(1);
  });

  it('says what is missing', () => {
    expect(() => parseIdpMetadata('<not xml')).toThrow(/no XML/);
    expect(() =>
      parseIdpMetadata('<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata"/>'),
    ).toThrow(/IDPSSODescriptor/);
    expect(() =>
      parseIdpMetadata(
        metadata(key('signing', signing) + `<md:SingleSignOnService Binding="${post}" Location="x"/>`),
      ),
    ).toThrow(/HTTP-Redirect/);
    expect(() =>
      parseIdpMetadata(metadata(`<md:SingleSignOnService Binding="${redirect}" Location="x"/>`)),
    ).toThrow(/signing certificate/);
    expect(() =>
      parseIdpMetadata(
        metadata(
          key('signing', signing) + `<md:SingleSignOnService Binding="${redirect}" Location="x"/>`,
        ).replace(' entityID="https://idp.example/metadata"', ''),
      ),
    ).toThrow(/entityID/);
  });
});
