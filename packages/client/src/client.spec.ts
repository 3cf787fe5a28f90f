import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PortalClient } from './client.js';
import { PortalError } from './errors.js';
import { type PortalProcess, startPortalProcess } from './testing/portal-process.js';

// Against a running portal with a small budget (4 calls a second per caller), one simulated unit
// sending values every second: the client's retries carry every test through the 429s.
let portal: PortalProcess;
beforeAll(async () => {
  portal = await startPortalProcess({
    RATE_LIMIT_POINTS: '4',
    RATE_LIMIT_ANONYMOUS_POINTS: '4',
    RATE_LIMIT_WINDOW_SECONDS: '1',
    SIM_UNITS: '1',
    SIM_INTERVAL_SECONDS: '1',
  });
  // Starting the portal (migrations, demo world) takes a while on a busy machine.
}, 120_000);
afterAll(() => portal?.stop());

async function loggedIn(user: string): Promise<PortalClient> {
  const client = new PortalClient({ baseUrl: portal.url });
  const answer = await client.login(user, 'portal-demo-1');
  expect(answer.result).toBe('success');
  return client;
}

describe('PortalClient', () => {
  it('logs in with user and password and keeps the session for typed calls', async () => {
    const client = await loggedIn('partner');
    const init = await client.call('init');
    expect(init.loggedIn).toBe(true);
    const list = await client.call('units', { body: { limit: 5 } });
    expect(list.units.length).toBeGreaterThan(0);
    expect(typeof list.units[0]!.seriennummer).toBe('string');
  });

  it('throws a PortalError with the message key of an answer that is no success', async () => {
    const anonymous = new PortalClient({ baseUrl: portal.url });
    const refused = anonymous.call('units', { body: {} });
    await expect(refused).rejects.toBeInstanceOf(PortalError);
    await expect(refused).rejects.toMatchObject({ status: 401, key: 'exception.loginrequired' });
    const wrong = anonymous.login('partner', 'wrong-password-1');
    await expect(wrong).rejects.toMatchObject({ status: 401, key: 'exception.wrongcredentials' });
  });

  it('sends a call refused with 429 again after its Retry-After, and gives up when told to', async () => {
    const client = await loggedIn('betreiber');
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.call('init')));
    expect(answers.every((answer) => answer.loggedIn)).toBe(true);
    const impatient = new PortalClient({ baseUrl: portal.url, retries: 0 });
    const burst = await Promise.allSettled(Array.from({ length: 20 }, () => impatient.call('init')));
    const rejected = burst.filter((result) => result.status === 'rejected');
    expect(rejected.length).toBeGreaterThan(0);
    for (const result of rejected)
      expect(result.reason).toMatchObject({
        status: 429,
        key: 'exception.ratelimited',
      });
  });

  it('sends a token as Authorization: Bearer', async () => {
    // A stand-in server records the header (the portal's tokens are another domain's).
    const seen: (string | undefined)[] = [];
    const server = createServer((request, response) => {
      seen.push(request.headers.authorization);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ status: 'ok', database: 'ok', version: '1', instance: 'a' }));
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const client = new PortalClient({ baseUrl: `http://127.0.0.1:${port}`, token: 'pat_example' });
    expect((await client.call('health')).status).toBe('ok');
    server.close();
    expect(seen).toEqual(['Bearer pat_example']);
  });

  it('iterates the live values of a simulated unit', async () => {
    const client = await loggedIn('admin');
    const online = async () =>
      (await client.call('units', { body: { limit: 100 } })).units.find((unit) => unit.online);
    let unit = await online();
    for (let tries = 0; !unit && tries < 60; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      unit = await online();
    }
    expect(unit).toBeDefined();
    const values = [];
    for await (const value of client.live(unit!.seriennummer)) {
      values.push(value);
      if (values.length === 3) break;
    }
    expect(values.map((value) => value.sn)).toEqual(Array(3).fill(unit!.seriennummer));
    expect(values[0]).toEqual(
      expect.objectContaining({ boardName: expect.any(String), ts: expect.any(Number) }),
    );
  });
});
