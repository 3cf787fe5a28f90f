import { eq } from 'drizzle-orm';
import { sessionUnits } from '../src/auth/auth.schema.js';
import { type Portal, startPortal } from './harness.js';
import { operatedBy } from './units-online.js';

// A browser fires requests of one session in parallel (the start page connects, lists and asks at
// once). What they change of the session's state must all land: the session object is written back
// whole by whichever request ends last, so this state lives in rows changed one statement at a time.
// The services suite runs this against a PostgreSQL server, whose parallel connections expose the
// lost updates; embedded PGlite runs one statement at a time, which mostly hides them.

let portal: Portal;
let own: string[];

beforeAll(async () => {
  portal = await startPortal();
  own = (await operatedBy(portal, 'betreiber'))
    .filter((unit) => unit.zustimmungMap.DACHSWEB)
    .map((unit) => unit.sn);
});
afterAll(() => portal.destroy());

const connectedSerials = async (client: Awaited<ReturnType<Portal['loggedIn']>>) => {
  const page = await client.post('/rest/info/units', { limit: 100 });
  expect(page.status).toBe(200);
  return (page.body.units as { seriennummer: string; connected: boolean }[])
    .filter((unit) => unit.connected)
    .map((unit) => unit.seriennummer)
    .sort();
};

describe('session state changed by parallel requests', () => {
  it('keeps every unit connected in parallel, and a parallel disconnect removes only its own', async () => {
    expect(own.length).toBeGreaterThanOrEqual(3);
    const [a, b, c] = own as [string, string, string];
    const client = await portal.loggedIn('betreiber');
    const answers = await Promise.all([a, b, c].map((sn) => client.get(`/rest/canip/${sn}?offline`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await connectedSerials(client)).toEqual([a, b, c].sort());
    await Promise.all([
      client.get(`/rest/canip/${a}/disconnect`),
      client.post(`/rest/canip/${b}/request`, { keys: ['Nope.x'] }),
    ]);
    expect(await connectedSerials(client)).toEqual([b, c].sort());
  });

  it('hands parallel requests with parameters distinct 3-digit counters', async () => {
    const [sn] = own as [string];
    const client = await portal.loggedIn('betreiber');
    expect((await client.get(`/rest/canip/${sn}?offline`)).status).toBe(200);
    // Unknown keys are answered without the unit, yet still get their counters (spec 7).
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        client.post(`/rest/canip/${sn}/request`, {
          keys: [`Nope.key${index}`],
          parameters: { trending: true },
        }),
      ),
    );
    const counters = answers.map((answer, index) => {
      expect(answer.status).toBe(200);
      const requestKey: string = answer.body.requestKeys[`Nope.key${index}`];
      expect(requestKey).toMatch(/^Nope\.key\d\d{3}$/);
      return requestKey.slice(-3);
    });
    expect(new Set(counters).size).toBe(8);
    expect(counters.map(Number).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("gives a demo session's parallel pages the same fakes, which its calls then accept", async () => {
    const demo = await portal.loggedIn('demo');
    const pages = await Promise.all(
      [0, 1, 2].map(() => demo.post('/rest/info/units', { limit: 40, filter: {} })),
    );
    const fakes = pages.map((page) =>
      (page.body.units as { seriennummer: string }[]).map((u) => u.seriennummer),
    );
    expect(fakes[0]!.length).toBeGreaterThan(10);
    expect(fakes[1]).toEqual(fakes[0]);
    expect(fakes[2]).toEqual(fakes[0]);
    for (const sn of fakes[0]!.slice(0, 3)) {
      const layout = await demo.get(`/rest/canip/${sn}/reloadLayout`);
      expect([200, 403, 409]).toContain(layout.status);
      expect(layout.body.key).not.toBe('exception.accessdeniedunit');
    }
  });

  it('forgets the connected units with the session at logout', async () => {
    const [sn] = own as [string];
    const client = await portal.loggedIn('betreiber');
    expect((await client.get(`/rest/canip/${sn}?offline`)).status).toBe(200);
    const cookie = decodeURIComponent(/portal\.sid=([^;]+)/.exec(client.cookieHeader)?.[1] ?? '');
    const sid = /^s:([^.]+)\./.exec(cookie)?.[1] ?? '';
    const rows = () => portal.db.select().from(sessionUnits).where(eq(sessionUnits.sid, sid));
    expect(await rows()).toEqual([{ sid, sn }]);
    await client.get('/rest/info/logout');
    expect(await rows()).toEqual([]);
  });
});
