import { once } from 'node:events';
import type { TokenCreatedResponse } from '@portal/contracts';
import WebSocket from 'ws';
import { type Answer, type Client, type Portal, demoPassword, startPortal } from './harness.js';

// A portal with small budgets: 5 calls per caller, 3 per anonymous address, in windows of 8 s (long
// enough for a test's calls on a busy machine to fall into one window).
// TRUST_PROXY lets each test call from an address of its own (X-Forwarded-For).
const windowSeconds = 8;
let portal: Portal;
const statuses: number[] = [];
beforeAll(async () => {
  portal = await startPortal({
    env: {
      TRUST_PROXY: 'true',
      RATE_LIMIT_POINTS: '5',
      RATE_LIMIT_ANONYMOUS_POINTS: '3',
      RATE_LIMIT_WINDOW_SECONDS: String(windowSeconds),
    },
  });
});
afterAll(() => portal.destroy());

afterAll(() => {
  // Never a 5xx, whatever the budget said.
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
});

const from = (address: string) => ({ 'x-forwarded-for': address });

async function init(client: Client, address: string): Promise<Answer> {
  const answer = await client.get('/rest/info/init', from(address));
  statuses.push(answer.status);
  return answer;
}

async function loggedIn(user: string, address: string): Promise<Client> {
  const client = portal.client();
  const answer = await client.post('/rest/info/login', { user, password: demoPassword }, from(address));
  expect(answer.status).toBe(200);
  return client;
}

/** Calls until the budget is back (bounded by a window and a bit). */
async function untilAllowed(call: () => Promise<Answer>): Promise<Answer> {
  const deadline = Date.now() + (windowSeconds + 2) * 1000;
  for (;;) {
    const answer = await call();
    if (answer.status !== 429 || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('rate limits', () => {
  it('tell the budget on every answer, errors included', async () => {
    const client = portal.client();
    const first = await init(client, '10.20.0.1');
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe('3');
    expect(first.headers.get('ratelimit-remaining')).toBe('2');
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThanOrEqual(1);
    expect(Number(first.headers.get('ratelimit-reset'))).toBeLessThanOrEqual(windowSeconds);
    expect(first.headers.get('ratelimit-policy')).toBe(`3;w=${windowSeconds}`);
    const unknown = await client.get('/rest/no-such-call', from('10.20.0.1'));
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('ratelimit-remaining')).toBe('1');
  });

  it('answers 429 with Retry-After and the error body after the burst, and lets calls in again after the window', async () => {
    const client = portal.client();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.get('/rest/info/init', { ...from('10.20.0.2'), 'accept-language': 'en' }),
      ),
    );
    statuses.push(...answers.map((answer) => answer.status));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(2);
    for (const answer of refused) {
      const seconds = Number(answer.headers.get('retry-after'));
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(windowSeconds);
      expect(answer.headers.get('ratelimit-remaining')).toBe('0');
      expect(answer.body).toEqual({
        status: 429,
        key: 'exception.ratelimited',
        message: `Too many requests. Please wait ${seconds} seconds.`,
      });
    }
    // Another address has a budget of its own.
    expect((await init(client, '10.20.0.3')).status).toBe(200);
    const again = await untilAllowed(() => init(client, '10.20.0.2'));
    expect(again.status).toBe(200);
    expect(again.headers.get('ratelimit-remaining')).toBe('2');
  });

  it('gives each logged-in session a budget of its own, apart from its address', async () => {
    const [first, second] = await Promise.all([
      loggedIn('partner', '10.20.1.1'),
      loggedIn('betreiber', '10.20.1.1'),
    ]);
    for (let call = 1; call <= 5; call++) {
      const answer = await init(first, '10.20.1.1');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('ratelimit-limit')).toBe('5');
      expect(answer.headers.get('ratelimit-remaining')).toBe(String(5 - call));
    }
    const refused = await init(first, '10.20.1.1');
    expect(refused.status).toBe(429);
    expect(refused.body.key).toBe('exception.ratelimited');
    const other = await init(second, '10.20.1.1');
    expect(other.status).toBe(200);
    expect(other.headers.get('ratelimit-remaining')).toBe('4');
    // The two logins took 2 of the address's 3 calls; the sessions' calls took none of them.
    const anonymous = await init(portal.client(), '10.20.1.1');
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('ratelimit-remaining')).toBe('0');
  });

  it('counts /ws upgrades: over the budget the upgrade is refused with 429', async () => {
    const client = await loggedIn('subpartner', '10.20.2.1');
    const open = () =>
      new WebSocket(`${portal.url.replace('http', 'ws')}/ws`, { headers: { cookie: client.cookieHeader } });
    for (let socket = 0; socket < 5; socket++) {
      const opened = open();
      await once(opened, 'message');
      opened.close();
    }
    const refused = open();
    const [, response] = (await once(refused, 'unexpected-response')) as [
      unknown,
      { statusCode: number; headers: Record<string, string> },
    ];
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(response.headers['ratelimit-remaining']).toBe('0');
    // Ending a socket whose upgrade was refused reports an error of its own; it is expected here.
    refused.on('error', () => undefined);
    refused.terminate();
  });

  it("counts a token's /ws upgrades against the token, not the address it comes from", async () => {
    const owner = await loggedIn('betreiber', '10.20.3.1');
    const created = await owner.post<TokenCreatedResponse>(
      '/rest/tokens',
      { name: 'socket budget', expires: 'none', scopes: ['values:read'], units: 'all' },
      from('10.20.3.1'),
    );
    expect(created.status).toBe(200);
    const open = () =>
      new WebSocket(`${portal.url.replace('http', 'ws')}/ws`, {
        headers: { authorization: `Bearer ${created.body.secret}`, ...from('10.20.3.2') },
      });
    // More than the address's 3: the token's 5.
    for (let socket = 0; socket < 5; socket++) {
      const opened = open();
      await once(opened, 'message');
      opened.close();
    }
    const refused = open();
    const [, response] = (await once(refused, 'unexpected-response')) as [unknown, { statusCode: number }];
    expect(response.statusCode).toBe(429);
    refused.on('error', () => undefined);
    refused.terminate();
    // The address's own budget is untouched.
    expect((await init(portal.client(), '10.20.3.2')).headers.get('ratelimit-remaining')).toBe('2');
  });
});
