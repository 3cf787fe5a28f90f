import { execFile } from 'node:child_process';
import { randomBytes, sign } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { deflateRawSync } from 'node:zlib';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';

// The real identity provider of the tests (SimpleSAMLphp through scripts/saml-idp.sh), a person
// logging in through it over plain HTTP as the public clients do, and forged answers signed with
// the IdP's own key (to show that each check, not the signature, refuses them).

const script = new URL('../../scripts/saml-idp.sh', import.meta.url).pathname;
const run = promisify(execFile);

export interface Idp {
  dir: string;
  /** The portal's settings the script printed (SAML_IDP_METADATA_URL …, PUBLIC_URL). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** Starts an IdP that knows the portal at `portalUrl`; installs SimpleSAMLphp when missing. */
export async function startIdp(portalUrl: string): Promise<Idp> {
  const dir = join(mkdtempSync(join(tmpdir(), 'portal-idp-')), 'idp');
  const options = { env: { ...process.env, PORTAL_URL: portalUrl, SAML_IDP_DIR: dir }, timeout: 600_000 };
  const { stdout } = await run('bash', [script, 'start'], options);
  const env = Object.fromEntries(
    stdout
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  return { dir, env, stop: async () => void (await run('bash', [script, 'stop'], options)) };
}

/** Cookies per host, as a browser keeps them (the IdP's and the portal's apart). */
export class CookieJar {
  private readonly byHost = new Map<string, Map<string, string>>();

  header(url: string): string {
    return [...(this.byHost.get(new URL(url).host) ?? [])]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  keep(url: string, response: Response): void {
    const host = new URL(url).host;
    const cookies = this.byHost.get(host) ?? new Map<string, string>();
    this.byHost.set(host, cookies);
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  get(url: string, name: string): string | undefined {
    return this.byHost.get(new URL(url).host)?.get(name);
  }

  set(url: string, name: string, value: string): void {
    const host = new URL(url).host;
    this.byHost.set(host, new Map([...(this.byHost.get(host) ?? []), [name, value]]));
  }
}

/** A browser without JavaScript: requests with its cookies, redirects followed only when asked. */
export class Browser {
  readonly jar = new CookieJar();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const cookie = this.jar.header(url);
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    this.jar.keep(url, response);
    return response;
  }

  /** GETs `url` and follows redirects; answers the last response and where it came from. */
  async follow(url: string): Promise<{ response: Response; url: string }> {
    let response = await this.request(url);
    while (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location') ?? '', url).href;
      response = await this.request(url);
    }
    return { response, url };
  }

  postForm(
    url: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields),
    });
  }
}

const entities: Record<string, string> = {
  '&quot;': '"',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&#039;': "'",
  '&#x2F;': '/',
};
const unescapeHtml = (text: string) =>
  text.replace(/&(quot|amp|lt|gt|#039|#x2F);/g, (entity) => entities[entity] ?? entity);

/** A hidden or text input's value in an HTML form. */
function inputValue(html: string, name: string): string | undefined {
  const input = [...html.matchAll(/<input\b[^>]*>/g)]
    .map(([tag]) => tag)
    .find((tag) => tag.includes(`name="${name}"`));
  const value = input?.match(/value="([^"]*)"/)?.[1];
  return value === undefined ? undefined : unescapeHtml(value);
}

/** The IdP's answer the browser would post on: the form's target and fields. */
export interface IdpAnswer {
  action: string;
  samlResponse: string;
  relayState: string;
}

/**
 * From the portal's /rest/saml2/login through the IdP's own login form to the IdP's answer, which
 * is not posted yet (so a test can post it, change it or post it twice).
 */
export async function answerOfIdp(
  browser: Browser,
  portalUrl: string,
  login: string,
  password: string,
  relayState = '/',
): Promise<IdpAnswer> {
  const start = await browser.request(
    `${portalUrl}/rest/saml2/login?RelayState=${encodeURIComponent(relayState)}`,
  );
  if (start.status !== 302) throw new Error(`login answered ${start.status}`);
  const followed = await browser.follow(start.headers.get('location') ?? '');
  const url = followed.url;
  let response = followed.response;
  let html = await response.text();
  if (url.includes('/loginuserpass.php')) {
    const form = new URL(url);
    response = await browser.postForm(`${form.origin}${form.pathname}`, {
      username: login,
      password,
      AuthState: inputValue(html, 'AuthState') ?? form.searchParams.get('AuthState') ?? '',
    });
    html = await response.text();
  }
  const samlResponse = inputValue(html, 'SAMLResponse');
  if (!samlResponse) throw new Error(`the IdP did not answer with a SAMLResponse:\n${html.slice(0, 500)}`);
  return {
    action: unescapeHtml(html.match(/<form[^>]*action="([^"]*)"/)?.[1] ?? ''),
    samlResponse,
    relayState: inputValue(html, 'RelayState') ?? '',
  };
}

/** Posts the IdP's answer to the portal as the browser would (from the IdP's page). */
export function postAnswer(
  browser: Browser,
  answer: IdpAnswer,
  accept = 'application/json',
): Promise<Response> {
  return browser.postForm(
    answer.action,
    { SAMLResponse: answer.samlResponse, RelayState: answer.relayState },
    // From the IdP's page: another site, which the portal takes here and nowhere else.
    { accept, 'sec-fetch-site': 'cross-site' },
  );
}

const saml = 'urn:oasis:names:tc:SAML:2.0:assertion';
const protocol = 'urn:oasis:names:tc:SAML:2.0:protocol';
const dsig = 'http://www.w3.org/2000/09/xmldsig#';

/** The answer's XML, changed by `edit` and signed anew with the IdP's key (assertion only). */
export function forged(
  idp: Idp,
  samlResponse: string,
  edit: (response: Element, assertion: Element) => void,
): string {
  const document = new DOMParser().parseFromString(
    Buffer.from(samlResponse, 'base64').toString('utf8'),
    'text/xml',
  );
  const response = document.documentElement;
  const assertion = response.getElementsByTagNameNS(saml, 'Assertion')[0]!;
  for (const signature of Array.from(document.getElementsByTagNameNS(dsig, 'Signature')))
    signature.parentNode?.removeChild(signature);
  edit(response, assertion);
  const signer = new SignedXml({
    privateKey: readFileSync(join(idp.dir, 'idp.key')),
    publicCert: readFileSync(join(idp.dir, 'idp.crt')),
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signer.addReference({
    xpath: `//*[local-name(.)='Assertion']`,
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signer.computeSignature(new XMLSerializer().serializeToString(document), {
    location: { reference: `//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return Buffer.from(signer.getSignedXml()).toString('base64');
}

/** The answer's XML without any signature. */
export function unsigned(samlResponse: string): string {
  const document = new DOMParser().parseFromString(
    Buffer.from(samlResponse, 'base64').toString('utf8'),
    'text/xml',
  );
  for (const signature of Array.from(document.getElementsByTagNameNS(dsig, 'Signature')))
    signature.parentNode?.removeChild(signature);
  return Buffer.from(new XMLSerializer().serializeToString(document)).toString('base64');
}

/** The answer's XML with every text `from` replaced by `to`, signatures left as they were. */
export function tampered(samlResponse: string, from: string, to: string): string {
  return Buffer.from(Buffer.from(samlResponse, 'base64').toString('utf8').replaceAll(from, to)).toString(
    'base64',
  );
}

export const samlNamespaces = { saml, protocol };

/** The answer's XML with a document type declaration in front, signatures left as they were. */
export function withDoctype(samlResponse: string): string {
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  const doctype = '<!DOCTYPE samlp:Response [<!ENTITY probe "probe">]>';
  const declaration = /^<\?xml[^>]*\?>/.exec(xml)?.[0] ?? '';
  return Buffer.from(`${declaration}${doctype}${xml.slice(declaration.length)}`).toString('base64');
}

/**
 * A LogoutRequest of the IdP for `nameID`, sent by redirect to `logoutUrl` and signed with the IdP's
 * key as SimpleSAMLphp signs it; `doctype` puts a document type declaration in front.
 */
export function idpLogoutRequest(idp: Idp, logoutUrl: string, nameID: string, doctype = false): string {
  const xml =
    (doctype ? '<!DOCTYPE samlp:LogoutRequest [<!ENTITY probe "probe">]>' : '') +
    `<samlp:LogoutRequest xmlns:samlp="${protocol}" xmlns:saml="${saml}" ID="_${randomBytes(8).toString('hex')}" ` +
    `Version="2.0" IssueInstant="${new Date().toISOString()}" Destination="${logoutUrl}">` +
    `<saml:Issuer>${idp.env['SAML_IDP_METADATA_URL']}</saml:Issuer>` +
    `<saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">${nameID}</saml:NameID>` +
    '</samlp:LogoutRequest>';
  const query =
    `SAMLRequest=${encodeURIComponent(deflateRawSync(Buffer.from(xml)).toString('base64'))}` +
    `&SigAlg=${encodeURIComponent('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256')}`;
  const signature = sign('sha256', Buffer.from(query), readFileSync(join(idp.dir, 'idp.key')));
  return `${logoutUrl}?${query}&Signature=${encodeURIComponent(signature.toString('base64'))}`;
}
