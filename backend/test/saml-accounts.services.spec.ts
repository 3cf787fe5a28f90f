import { eq } from 'drizzle-orm';
import { users } from '../src/users/users.schema.js';
import { type Portal, startPortal } from './harness.js';
import { freePort } from './process.js';
import { Browser, type Idp, answerOfIdp, postAnswer, startIdp } from './saml-idp.js';

// SAML_CREATE_USERS: a person the IdP vouches for but the portal does not know becomes an operator.
// A file of its own: passport's serializer is process-global, so a portal is not restarted within one.

let idp: Idp;
let portal: Portal;

beforeAll(async () => {
  const port = await freePort();
  idp = await startIdp(`http://127.0.0.1:${port}`);
  portal = await startPortal({ port, env: { ...idp.env, SAML_CREATE_USERS: 'true' } });
}, 600_000);

afterAll(async () => {
  await portal?.destroy();
  await idp?.stop();
});

it('makes an operator account for a login the portal does not know, once', async () => {
  const before = (await portal.db.select({ id: users.id }).from(users)).length;
  for (const round of [1, 2]) {
    const browser = new Browser();
    const acs = await postAnswer(
      browser,
      await answerOfIdp(browser, portal.url, 'neukunde', 'portal-demo-1'),
    );
    expect([round, acs.status]).toEqual([round, 302]);
    const init = (await (await browser.request(`${portal.url}/rest/info/init`)).json()) as {
      loggedIn: boolean;
    };
    expect([round, init.loggedIn]).toEqual([round, true]);
  }
  expect((await portal.db.select({ id: users.id }).from(users)).length).toBe(before + 1);
  const [created] = await portal.db.select().from(users).where(eq(users.login, 'neukunde'));
  expect(created).toMatchObject({ roles: ['betreiber'], email: 'neukunde@example.com', passwordHash: null });
});
