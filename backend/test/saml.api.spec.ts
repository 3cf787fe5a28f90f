import { type Portal, startPortal } from './harness.js';

// Single sign-on switched off (the default), and on with an identity provider that cannot be
// reached. The flows against a real IdP are in saml.services.spec.ts.

let portal: Portal;

afterEach(async () => {
  await portal?.destroy();
});

const samlRoutes: [string, string][] = [
  ['GET', '/rest/saml2/login'],
  ['POST', '/rest/saml2/acs'],
  ['GET', '/rest/saml2/logout'],
  ['GET', '/rest/saml2/metadata'],
];

describe('without single sign-on', () => {
  it('says so in init and answers the SAML routes with 404', async () => {
    portal = await startPortal();
    const client = portal.client();
    expect((await client.get('/rest/info/init')).body.app.usesaml2).toBe(false);
    for (const [method, path] of samlRoutes) {
      const answer =
        method === 'GET'
          ? await client.get(path)
          : await client.request(method, path, 'SAMLResponse=eA%3D%3D', {
              'content-type': 'application/x-www-form-urlencoded',
            });
      expect([path, answer.status, answer.body.key]).toEqual([path, 404, 'exception.notfound']);
    }
  });
});

describe('with an identity provider that cannot be reached', () => {
  it('says the IdP is unavailable (503), as JSON for clients and as a page for browsers', async () => {
    portal = await startPortal({ env: { SAML_IDP_METADATA_URL: 'http://127.0.0.1:9/metadata' } });
    const client = portal.client();
    expect((await client.get('/rest/info/init')).body.app.usesaml2).toBe(true);
    const json = await client.get('/rest/saml2/login');
    expect(json.status).toBe(503);
    expect(json.body).toMatchObject({ key: 'exception.sso.unavailable' });
    const page = await client.get('/rest/saml2/login', { accept: 'text/html', 'accept-language': 'en' });
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.body).toContain('The identity provider cannot be reached.');
    expect(page.body).toContain('href="/login?password"');
    // The SP metadata does not need the IdP; password logins go on.
    const metadata = await client.get('/rest/saml2/metadata');
    expect(metadata.status).toBe(200);
    expect(metadata.body).toContain(`Location="${portal.url}/rest/saml2/acs"`);
    expect((await client.login('betreiber')).status).toBe(200);
  });

  it('refuses an answer that names no request of the portal, or is none, without a 500', async () => {
    portal = await startPortal({ env: { SAML_IDP_METADATA_URL: 'http://127.0.0.1:9/metadata' } });
    const client = portal.client();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const body of ['SAMLResponse=PFJlc3BvbnNlLz4%3D', 'SAMLResponse=%00%00', 'RelayState=%2F'])
      expect([400, 401, 503]).toContain((await client.request('POST', '/rest/saml2/acs', body, form)).status);
    const huge = await client.request('POST', '/rest/saml2/acs', `SAMLResponse=${'A'.repeat(600_000)}`, form);
    expect([400, 413]).toContain(huge.status);
  });
});
