import { DOMParser } from '@xmldom/xmldom';
import { toPem } from '../../config/saml-config.js';

// What the portal needs of an identity provider's SAML2 metadata: where to send a browser to log in
// and out (HTTP-Redirect binding) and the certificates its signatures are checked with.

const metadataNs = 'urn:oasis:names:tc:SAML:2.0:metadata';
const signatureNs = 'http://www.w3.org/2000/09/xmldsig#';
const redirectBinding = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

export interface IdpDescription {
  /** The Issuer its assertions and logout messages must name. */
  entityId: string;
  loginUrl: string;
  logoutUrl: string | undefined;
  certificates: string[];
}

/** The element children of `parent` named `local` in `namespace`. */
function children(parent: Element | Document, namespace: string, local: string): Element[] {
  return Array.from(parent.getElementsByTagNameNS(namespace, local));
}

/** The redirect-binding location of a service (SingleSignOnService, SingleLogoutService). */
function redirectLocation(descriptor: Element, service: string): string | undefined {
  return children(descriptor, metadataNs, service)
    .find((element) => element.getAttribute('Binding') === redirectBinding)
    ?.getAttribute('Location')
    ?.trim();
}

/** Reads IdP metadata; throws an Error saying what is missing. */
export function parseIdpMetadata(xml: string): IdpDescription {
  const errors: string[] = [];
  const document = new DOMParser({
    errorHandler: {
      warning: () => undefined,
      error: (message: string) => errors.push(message),
      fatalError: (message: string) => errors.push(message),
    },
  }).parseFromString(xml, 'text/xml');
  if (errors.length > 0) throw new Error(`IdP metadata is no XML: ${errors[0]}`);
  const descriptor = children(document, metadataNs, 'IDPSSODescriptor')[0];
  if (!descriptor) throw new Error('IdP metadata has no IDPSSODescriptor');
  const loginUrl = redirectLocation(descriptor, 'SingleSignOnService');
  if (!loginUrl) throw new Error('IdP metadata has no SingleSignOnService with the HTTP-Redirect binding');
  const certificates = children(descriptor, metadataNs, 'KeyDescriptor')
    // xmldom answers '' for a missing attribute: a key without a use signs too.
    .filter((key) => (key.getAttribute('use') || 'signing') === 'signing')
    .flatMap((key) => children(key, signatureNs, 'X509Certificate'))
    .map((element) => toPem(element.textContent ?? ''));
  if (certificates.length === 0) throw new Error('IdP metadata has no signing certificate');
  const entity = descriptor.parentNode as Element | null;
  const entityId = entity?.getAttribute?.('entityID')?.trim();
  if (!entityId) throw new Error('IdP metadata has no entityID');
  return {
    entityId,
    loginUrl,
    logoutUrl: redirectLocation(descriptor, 'SingleLogoutService'),
    certificates: [...new Set(certificates)],
  };
}
