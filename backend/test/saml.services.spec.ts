import { eq } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { auditLog } from '../src/audit/audit.schema.js';
import { users } from '../src/users/users.schema.js';
import { type Portal, startPortal } from './harness.js';
import { freePort } from './process.js';
import {
  Browser,
  type Idp,
  answerOfIdp,
  forged,
  idpLogoutRequest,
  postAnswer,
  samlNamespaces,
  startIdp,
  tampered,
  unsigned,
  withDoctype,
} from './saml-idp.js';

// Single sign-on against a real identity provider: SimpleSAMLphp from Debian's packages, started by
// scripts/saml-idp.sh (which installs it when missing). The person logs in on the IdP's own form.

const password = 'portal-demo-1';
/** The cookie that binds a login to the browser that started it. */
const loginCookie = 'portal.saml';
let idp: Idp;
let portal: Portal;

async function loggedIn(browser: Browser): Promise<{ loggedIn: boolean; login?: string }> {
  const init = await browser.request(`${portal.url}/rest/info/init`);
  const body = (await init.json()) as { loggedIn: boolean; user?: { benutzername?: string; login?: string } };
  return { loggedIn: body.loggedIn, login: body.user?.benutzername ?? body.user?.login };
}

/** Audit entries of single sign-on with `action` (and `actor`). */
async function auditCount(action: string, actor?: string): Promise<number> {
  const rows = await portal.db
    .select({ actor: auditLog.actor, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.action, action));
  return rows.filter(
    (row) => row.details['method'] === 'saml' && (actor === undefined || row.actor === actor),
  ).length;
}

async function userCount(): Promise<number> {
  return (await portal.db.select({ id: users.id }).from(users)).length;
}

beforeAll(async () => {
  const port = await freePort();
  idp = await startIdp(`http://127.0.0.1:${port}`);
  portal = await startPortal({ port, env: idp.env });
}, 600_000);

afterAll(async () => {
  await portal?.destroy();
  await idp?.stop();
});

describe('single sign-on over plain HTTP, as the public clients do it', () => {
  it('says so in init and publishes the service provider metadata', async () => {
    const { body } = await portal.client().get('/rest/info/init');
    expect(body.app.usesaml2).toBe(true);
    const metadata = await portal.client().get('/rest/saml2/metadata');
    expect(metadata.status).toBe(200);
    expect(metadata.headers.get('content-type')).toMatch(/xml/);
    expect(metadata.body).toContain(`entityID="${idp.env['SAML_SP_ENTITY_ID']}"`);
    expect(metadata.body).toContain(`Location="${portal.url}/rest/saml2/acs"`);
    expect(metadata.body).toContain('<ds:X509Certificate>');
  });

  it('logs in: login → the IdP form → the answer to the ACS → 302 with a new session → init logged in', async () => {
    const browser = new Browser();
    // A session from before (a password login) must not survive the sign-on under the same id.
    const before = await browser.request(`${portal.url}/rest/info/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'demo', password }),
    });
    expect(before.status).toBe(200);
    const oldSession = browser.jar.get(portal.url, 'portal.sid')!;
    const answer = await answerOfIdp(browser, portal.url, 'betreiber', password, '/5242252424/dashboard');
    expect(answer.action).toBe(`${portal.url}/rest/saml2/acs`);
    const acs = await postAnswer(browser, answer);
    expect(acs.status).toBe(302);
    expect(acs.headers.get('location')).toBe('/5242252424/dashboard');
    const newSession = browser.jar.get(portal.url, 'portal.sid');
    expect(newSession).toBeDefined();
    expect(newSession).not.toBe(oldSession);
    expect(await loggedIn(browser)).toMatchObject({ loggedIn: true });
    const user = await browser.request(`${portal.url}/rest/info/init`).then((r) => r.json());
    expect(JSON.stringify(user.user)).toContain('Hofmann');
    // The old session id is gone.
    const stale = new Browser();
    stale.jar.set(portal.url, 'portal.sid', oldSession);
    expect(await loggedIn(stale)).toMatchObject({ loggedIn: false });
    expect(await auditCount('login', 'betreiber')).toBeGreaterThanOrEqual(1);
  });

  it('returns only to pages of the portal', async () => {
    const browser = new Browser();
    const answer = await answerOfIdp(browser, portal.url, 'partner', password, 'https://evil.example/x');
    const acs = await postAnswer(browser, answer);
    expect(acs.status).toBe(302);
    expect(acs.headers.get('location')).toBe('/');
  });

  it('keeps the password login for accounts without single sign-on', async () => {
    const client = portal.client();
    expect((await client.login('admin')).status).toBe(200);
  });
});

describe('refused answers: 401, no session, nothing created', () => {
  /** A fresh answer of the IdP for `login`, not posted yet. */
  const freshAnswer = async (login = 'betreiber') => {
    const browser = new Browser();
    return { browser, answer: await answerOfIdp(browser, portal.url, login, password) };
  };

  const expectRefused = async (browser: Browser, response: Response, key = 'exception.sso.refused') => {
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: 401, key });
    expect(browser.jar.get(portal.url, 'portal.sid')).toBeUndefined();
    expect(await loggedIn(browser)).toMatchObject({ loggedIn: false });
  };

  it('takes an answer signed anew with the IdP key when nothing else changed (the forgeries below are fair)', async () => {
    const { browser, answer } = await freshAnswer();
    const resigned = forged(idp, answer.samlResponse, () => undefined);
    const acs = await postAnswer(browser, { ...answer, samlResponse: resigned });
    expect(acs.status).toBe(302);
    expect(await loggedIn(browser)).toMatchObject({ loggedIn: true });
  });

  it('refuses a tampered answer (another login in the signed assertion)', async () => {
    const { browser, answer } = await freshAnswer('betreiber');
    const failures = await auditCount('login.failed');
    const acs = await postAnswer(browser, {
      ...answer,
      samlResponse: tampered(answer.samlResponse, '>betreiber<', '>admin<'),
    });
    await expectRefused(browser, acs);
    expect(await auditCount('login.failed')).toBe(failures + 1);
  });

  it('refuses an unsigned answer', async () => {
    const { browser, answer } = await freshAnswer();
    await expectRefused(
      browser,
      await postAnswer(browser, { ...answer, samlResponse: unsigned(answer.samlResponse) }),
    );
  });

  it('refuses an expired answer, beyond the clock skew', async () => {
    const { browser, answer } = await freshAnswer();
    const past = new Date(Date.now() - 10 * 60_000).toISOString();
    const expired = forged(idp, answer.samlResponse, (_response, assertion) => {
      for (const name of ['Conditions', 'SubjectConfirmationData'])
        for (const element of Array.from(assertion.getElementsByTagNameNS(samlNamespaces.saml, name)))
          element.setAttribute('NotOnOrAfter', past);
    });
    await expectRefused(browser, await postAnswer(browser, { ...answer, samlResponse: expired }));
  });

  it('refuses an answer for another audience', async () => {
    const { browser, answer } = await freshAnswer();
    const elsewhere = forged(idp, answer.samlResponse, (_response, assertion) => {
      const audience = assertion.getElementsByTagNameNS(samlNamespaces.saml, 'Audience')[0]!;
      audience.textContent = 'https://other-portal.example/rest/saml2/metadata';
    });
    await expectRefused(browser, await postAnswer(browser, { ...answer, samlResponse: elsewhere }));
  });

  it('refuses an answer sent to another destination', async () => {
    const { browser, answer } = await freshAnswer();
    const elsewhere = forged(idp, answer.samlResponse, (response) =>
      response.setAttribute('Destination', 'https://other-portal.example/rest/saml2/acs'),
    );
    await expectRefused(browser, await postAnswer(browser, { ...answer, samlResponse: elsewhere }));
  });

  it('refuses an answer posted a second time (replay), on any instance', async () => {
    const { browser, answer } = await freshAnswer();
    const binding = browser.jar.get(portal.url, loginCookie);
    expect(binding).toBeDefined();
    expect((await postAnswer(browser, answer)).status).toBe(302);
    // The same browser again, without the session it got.
    const again = new Browser();
    again.jar.set(portal.url, loginCookie, binding!);
    await expectRefused(again, await postAnswer(again, answer));
  });

  it("refuses an answer to another browser's login (login CSRF); it stays good in its own", async () => {
    const { browser, answer } = await freshAnswer('partner');
    // The person's browser, made to post the answer the attacker got for their own login.
    const victim = new Browser();
    await expectRefused(victim, await postAnswer(victim, answer));
    // Also when the victim started a login of their own.
    const started = await victim.request(`${portal.url}/rest/saml2/login`);
    expect(started.status).toBe(302);
    expect(victim.jar.get(portal.url, loginCookie)).toBeDefined();
    await expectRefused(victim, await postAnswer(victim, answer));
    const acs = await postAnswer(browser, answer);
    expect(acs.status).toBe(302);
    expect(await loggedIn(browser)).toMatchObject({ loggedIn: true });
  });

  it('binds the login with an HttpOnly cookie for the SAML routes only', async () => {
    const browser = new Browser();
    const started = await browser.request(`${portal.url}/rest/saml2/login`);
    const cookie = started.headers.getSetCookie().find((line) => line.startsWith(`${loginCookie}=`));
    expect(cookie).toMatch(/; Path=\/rest\/saml2;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Max-Age=900;/);
  });

  it('refuses an answer whose assertion is for another recipient', async () => {
    const { browser, answer } = await freshAnswer();
    const elsewhere = forged(idp, answer.samlResponse, (_response, assertion) => {
      for (const data of Array.from(
        assertion.getElementsByTagNameNS(samlNamespaces.saml, 'SubjectConfirmationData'),
      ))
        data.setAttribute('Recipient', 'https://other-portal.example/rest/saml2/acs');
    });
    await expectRefused(browser, await postAnswer(browser, { ...answer, samlResponse: elsewhere }));
  });

  it('refuses an assertion that another issuer signed with the same key', async () => {
    const { browser, answer } = await freshAnswer();
    const other = forged(idp, answer.samlResponse, (_response, assertion) => {
      const issuer = assertion.getElementsByTagNameNS(samlNamespaces.saml, 'Issuer')[0]!;
      issuer.textContent = 'https://other-idp.example/metadata';
    });
    await expectRefused(browser, await postAnswer(browser, { ...answer, samlResponse: other }));
  });

  it('refuses an answer with a document type declaration, its signature untouched', async () => {
    const { browser, answer } = await freshAnswer();
    const failures = await auditCount('login.failed');
    const declared = withDoctype(answer.samlResponse);
    await expectRefused(browser, await postAnswer(browser, { ...answer, samlResponse: declared }));
    expect(await auditCount('login.failed')).toBe(failures + 1);
  });

  it('refuses an answer to no request of the portal', async () => {
    const { browser, answer } = await freshAnswer();
    const unasked = forged(idp, answer.samlResponse, (response, assertion) => {
      response.setAttribute('InResponseTo', '_not-asked-by-the-portal');
      for (const data of Array.from(
        assertion.getElementsByTagNameNS(samlNamespaces.saml, 'SubjectConfirmationData'),
      ))
        data.setAttribute('InResponseTo', '_not-asked-by-the-portal');
    });
    await expectRefused(browser, await postAnswer(browser, { ...answer, samlResponse: unasked }));
  });

  it('says there is no account for a login the portal does not know, and creates none', async () => {
    const users = await userCount();
    const { browser, answer } = await freshAnswer('neukunde');
    const acs = await postAnswer(browser, answer);
    await expectRefused(browser, acs, 'exception.sso.noaccount');
    expect(await userCount()).toBe(users);
    // In a browser it is a page saying so, with both ways in.
    const page = await freshAnswer('neukunde');
    const html = await postAnswer(page.browser, page.answer, 'text/html,application/xhtml+xml');
    expect(html.status).toBe(401);
    const text = await html.text();
    expect(text).toContain('Für neukunde gibt es in diesem Portal kein Konto.');
    expect(text).toContain('href="/login?password"');
  });

  it('refuses a body that is no SAML answer with 401 or 400, never 500', async () => {
    const browser = new Browser();
    for (const body of ['bm8gc2FtbA==', '%%%', 'PD94bWwgdmVyc2lvbj0iMS4wIj8+PFJlc3BvbnNlLz4=']) {
      const response = await browser.postForm(
        `${portal.url}/rest/saml2/acs`,
        { SAMLResponse: body },
        { accept: 'application/json' },
      );
      expect([400, 401]).toContain(response.status);
    }
    const empty = await browser.postForm(`${portal.url}/rest/saml2/acs`, {}, { accept: 'application/json' });
    expect(empty.status).toBe(400);
  });
});

describe('logout', () => {
  it('ends the portal session and the IdP session, then returns to the page asked for', async () => {
    const browser = new Browser();
    expect(
      (await postAnswer(browser, await answerOfIdp(browser, portal.url, 'partner', password))).status,
    ).toBe(302);
    const start = await browser.request(
      `${portal.url}/rest/saml2/logout?redirect=${encodeURIComponent('/loggedout')}`,
      {
        headers: { 'sec-fetch-site': 'same-origin' },
      },
    );
    expect(start.status).toBe(302);
    // The portal session is over before the IdP is asked.
    expect(await loggedIn(browser)).toMatchObject({ loggedIn: false });
    const atIdp = start.headers.get('location') ?? '';
    expect(atIdp).toContain('/saml2/idp/SingleLogoutService.php?SAMLRequest=');
    const { url } = await browser.follow(atIdp);
    expect(new URL(url).pathname).toBe('/loggedout');
    // The IdP asks for the password again: its session ended too.
    const again = await browser.request(`${portal.url}/rest/saml2/login`);
    const { url: form } = await browser.follow(again.headers.get('location') ?? '');
    expect(form).toContain('/module.php/core/loginuserpass.php');
    expect(await auditCount('logout', 'partner')).toBeGreaterThanOrEqual(1);
  });

  it("takes the IdP's own logout request (signed): ends the portal session and answers the IdP", async () => {
    const browser = new Browser();
    expect(
      (await postAnswer(browser, await answerOfIdp(browser, portal.url, 'subpartner', password))).status,
    ).toBe(302);
    expect(await loggedIn(browser)).toMatchObject({ loggedIn: true });
    // Logging out at the IdP (another application there, say) sends the portal a LogoutRequest.
    const returnTo = `${idp.env['SAML_IDP_URL']}/simplesaml/module.php/core/welcome`;
    const { url } = await browser.follow(
      `${idp.env['SAML_IDP_URL']}/simplesaml/saml2/idp/SingleLogoutService.php?ReturnTo=${encodeURIComponent(returnTo)}`,
    );
    expect(url).toBe(returnTo);
    expect(await loggedIn(browser)).toMatchObject({ loggedIn: false });
    expect(await auditCount('logout', 'subpartner')).toBeGreaterThanOrEqual(1);
  });

  it("ends only the session of the NameID the IdP's logout request names", async () => {
    const bystander = new Browser();
    expect(
      (await postAnswer(bystander, await answerOfIdp(bystander, portal.url, 'partner', password))).status,
    ).toBe(302);
    const leaving = new Browser();
    expect(
      (await postAnswer(leaving, await answerOfIdp(leaving, portal.url, 'subpartner', password))).status,
    ).toBe(302);
    // The IdP's signed logout request for the leaving person's session, on its way to the portal.
    const returnTo = `${idp.env['SAML_IDP_URL']}/simplesaml/module.php/core/welcome`;
    let url = `${idp.env['SAML_IDP_URL']}/simplesaml/saml2/idp/SingleLogoutService.php?ReturnTo=${encodeURIComponent(returnTo)}`;
    while (!url.startsWith(`${portal.url}/rest/saml2/logout?SAMLRequest=`)) {
      const response = await leaving.request(url);
      expect(response.status).toBeGreaterThanOrEqual(300);
      expect(response.status).toBeLessThan(400);
      url = new URL(response.headers.get('location') ?? '', url).href;
    }
    // Opened in another person's browser (a link sent to them), it ends nothing there.
    const elsewhere = await bystander.request(url);
    expect(elsewhere.status).toBe(302);
    expect(await loggedIn(bystander)).toMatchObject({ loggedIn: true });
    // In the browser it names, it ends the session.
    expect((await leaving.request(url)).status).toBe(302);
    expect(await loggedIn(leaving)).toMatchObject({ loggedIn: false });
    expect(await loggedIn(bystander)).toMatchObject({ loggedIn: true });
  });

  it("refuses the IdP's logout request with a document type declaration, takes it without", async () => {
    const browser = new Browser();
    expect(
      (await postAnswer(browser, await answerOfIdp(browser, portal.url, 'partner', password))).status,
    ).toBe(302);
    const logoutUrl = `${portal.url}/rest/saml2/logout`;
    const declared = await browser.request(idpLogoutRequest(idp, logoutUrl, 'partner', true), {
      headers: { accept: 'application/json' },
    });
    expect(declared.status).toBe(401);
    expect(await loggedIn(browser)).toMatchObject({ loggedIn: true });
    expect((await browser.request(idpLogoutRequest(idp, logoutUrl, 'partner'))).status).toBe(302);
    expect(await loggedIn(browser)).toMatchObject({ loggedIn: false });
  });

  it("refuses an unsigned logout request in the IdP's name, and a logout started by another site", async () => {
    const browser = new Browser();
    expect(
      (await postAnswer(browser, await answerOfIdp(browser, portal.url, 'betreiber', password))).status,
    ).toBe(302);
    const forgedLogout = await browser.request(
      `${portal.url}/rest/saml2/logout?SAMLRequest=${encodeURIComponent('fZBNa8MwDIb/StB7EifpdmhoKaWDwRjbYdmlF+GqxLS1jCW3+/dzm0K3HXoRQuh5eCWt1ucpFCfKYrgfoKlUUVCwvHPbD/DR/yoXsF6tRIY4hu6aXttfJfUWyQmU2XUpnF2QmofPj2/ll0uhFHqgx7pYXJQNTfw1k8vzWB4XUqN1Mzbc/1LPU6wxv1eJ5J5xhG/3T3sDwAAAP//AwBQSwcI')}`,
    );
    expect(forgedLogout.status).toBe(401);
    expect(await loggedIn(browser)).toMatchObject({ loggedIn: true });
    const fromElsewhere = await browser.request(`${portal.url}/rest/saml2/logout?redirect=/`, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fromElsewhere.status).toBe(403);
    expect(await loggedIn(browser)).toMatchObject({ loggedIn: true });
  });
});

describe('in a browser', () => {
  it('the login page hands over to the IdP, whose own form signs the person in and back to the portal', async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    });
    try {
      const page = await browser.newPage({ locale: 'de-DE' });
      // The pages the browser went through, for the failure message of a wait that timed out.
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url());
      });
      const reach = (url: RegExp | string) =>
        page.waitForURL(url, { timeout: 20_000 }).catch(async (error: Error) => {
          const text = await page
            .locator('body')
            .innerText()
            .catch(() => '');
          throw new Error(
            `${error.message}\nvisited: ${visited.join('\n  → ')}\npage: ${text.slice(0, 400)}`,
          );
        });
      // A deep link: the login comes back to it.
      await page.goto(`${portal.url}/usersettings`);
      await reach(/\/module\.php\/core\/loginuserpass\.php/);
      await page.locator('#username').fill('betreiber');
      await page.locator('#password').fill(password);
      await page.locator('#submit_button').click();
      await reach(`${portal.url}/usersettings`);
      await page.getByText('Stefan Hofmann').first().waitFor({ timeout: 20_000 });
      // Logging out in the menu ends the IdP's session too: the next login asks for the password.
      await page.getByRole('button', { name: 'Abmelden' }).first().click();
      await reach(/\/loggedout/);
      await page.goto(`${portal.url}/login`);
      await reach(/\/module\.php\/core\/loginuserpass\.php/);
      expect(await page.locator('#username').isVisible()).toBe(true);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
