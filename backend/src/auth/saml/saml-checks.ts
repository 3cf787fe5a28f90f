import { inflateRawSync } from 'node:zlib';
import type { Profile } from '@node-saml/passport-saml';
import { DOMParser } from '@xmldom/xmldom';
import type { SsoSession } from './saml.service.js';

// Checks of the IdP's messages that node-saml leaves to the portal: what it does not look at (a
// document type declaration, the assertion's issuer and recipient, the response's destination) and
// whose session a logout request ends.

const assertionNs = 'urn:oasis:names:tc:SAML:2.0:assertion';
const bearer = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';
/** A logout message by redirect is small; a bigger one inflated is refused (no inflation bombs). */
const maxRedirectMessageBytes = 256 * 1024;

const quiet = { warning: () => undefined, error: () => undefined, fatalError: () => undefined };

function documentElement(xml: string): Element | undefined {
  try {
    return (
      new DOMParser({ errorHandler: quiet }).parseFromString(xml, 'text/xml').documentElement ?? undefined
    );
  } catch {
    return undefined;
  }
}

/** The XML of a posted message (base64). */
export function postedXml(encoded: string): string {
  return Buffer.from(encoded, 'base64').toString('utf8');
}

/** The XML of a message sent by redirect (deflated, base64), or undefined when it is none. */
export function redirectedXml(encoded: string): string | undefined {
  try {
    const inflated = inflateRawSync(Buffer.from(encoded, 'base64'), {
      maxOutputLength: maxRedirectMessageBytes,
    });
    return inflated.toString('utf8');
  } catch {
    return undefined;
  }
}

/**
 * SAML messages never need a document type: one that declares it may define entities (expansion
 * bombs, entities that change text after the signature was checked), so it is refused unread.
 */
export function declaresDoctype(xml: string): boolean {
  return /<!DOCTYPE/i.test(xml);
}

/** The Destination a SAML Response names. */
export function responseDestination(xml: string): string | undefined {
  return documentElement(xml)?.getAttribute('Destination') || undefined;
}

/** The element children of `parent` named `local` in the assertion namespace. */
function children(parent: Element, local: string): Element[] {
  return Array.from(parent.childNodes).filter(
    (node): node is Element =>
      node.nodeType === node.ELEMENT_NODE &&
      (node as Element).namespaceURI === assertionNs &&
      (node as Element).localName === local,
  );
}

/**
 * Why a signed assertion (its verified XML) is not for the portal, or undefined: its Issuer must be
 * the IdP, and a bearer SubjectConfirmation must name the portal's ACS as Recipient (SAML profiles
 * 4.1.4.2). node-saml checks neither (the issuer only in logout messages).
 */
export function assertionProblem(
  xml: string,
  expected: { issuer: string; recipient: string },
): string | undefined {
  const assertion = documentElement(xml);
  if (!assertion || assertion.namespaceURI !== assertionNs || assertion.localName !== 'Assertion')
    return 'no assertion';
  const issuer = children(assertion, 'Issuer')[0]?.textContent?.trim();
  if (issuer !== expected.issuer) return `issuer ${issuer ?? 'missing'}`;
  const recipients = children(assertion, 'Subject')
    .flatMap((subject) => children(subject, 'SubjectConfirmation'))
    .filter((confirmation) => confirmation.getAttribute('Method') === bearer)
    .flatMap((confirmation) => children(confirmation, 'SubjectConfirmationData'))
    .map((data) => data.getAttribute('Recipient') ?? '');
  if (!recipients.includes(expected.recipient)) return `recipient ${recipients.join(' ') || 'missing'}`;
  return undefined;
}

/**
 * Whether an IdP's logout request names this session's person: the NameID (and its format), and the
 * IdP's session when both say which one.
 */
export function namesSession(subject: Profile, sso: SsoSession): boolean {
  const same = (a: unknown, b: unknown) =>
    typeof a !== 'string' || typeof b !== 'string' || a === '' || b === '' || a === b;
  return (
    subject.nameID === sso.nameID &&
    same(subject.nameIDFormat, sso.nameIDFormat) &&
    same(subject.sessionIndex, sso.sessionIndex)
  );
}
