import { once } from 'node:events';
import WebSocket from 'ws';
import { foreignSiteCloseCode, unauthenticatedCloseCode } from '../src/live/live.gateway.js';
import { type Portal, startPortal } from './harness.js';
import { waitFor } from './units-online.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.destroy());

const open = (cookie?: string, headers: Record<string, string> = {}) =>
  new WebSocket(`${portal.url.replace('http', 'ws')}/ws`, {
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });

describe('/ws', () => {
  it('closes a socket without a logged-in session', async () => {
    const socket = open();
    const [code] = (await once(socket, 'close')) as [number];
    expect(code).toBe(unauthenticatedCloseCode);
  });

  it('greets a logged-in browser with a connected message', async () => {
    const client = await portal.loggedIn('partner');
    const socket = open(client.cookieHeader);
    const [data] = (await once(socket, 'message')) as [Buffer];
    expect(JSON.parse(data.toString())).toEqual({
      action: 'Connected',
      data: { login: 'partner', version: portal.config.version },
    });
    socket.close();
  });

  it('closes a logged-in socket that another site opened, and keeps one the own page opened', async () => {
    const client = await portal.loggedIn('partner');
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const socket = open(client.cookieHeader, headers);
      const messages: string[] = [];
      socket.on('message', (data: Buffer) => messages.push(data.toString()));
      const [code] = (await once(socket, 'close')) as [number];
      expect(code).toBe(foreignSiteCloseCode);
      expect(messages).toEqual([]);
    }
    const own = open(client.cookieHeader, { origin: portal.url, 'sec-fetch-site': 'same-origin' });
    const [data] = (await once(own, 'message')) as [Buffer];
    expect(JSON.parse(data.toString()).action).toBe('Connected');
    own.close();
  });

  it('refuses a session that has logged out', async () => {
    const client = await portal.loggedIn('betreiber');
    const cookie = client.cookieHeader;
    await client.get('/rest/info/logout');
    const [code] = (await once(open(cookie), 'close')) as [number];
    expect(code).toBe(unauthenticatedCloseCode);
  });

  it("sends the changed user to the user's other sessions (UserStore)", async () => {
    const tab = await portal.loggedIn('partner');
    const otherDevice = await portal.loggedIn('partner');
    const socket = open(otherDevice.cookieHeader);
    const messages: { action: string; data: { language?: string } }[] = [];
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
    await once(socket, 'open');
    try {
      expect((await tab.post('/rest/info/language', { language: 'en-gb' })).status).toBe(200);
      await waitFor(() => messages.some((m) => m.action === 'UserStore'), 2000);
      expect(messages.find((m) => m.action === 'UserStore')?.data.language).toBe('en-gb');
    } finally {
      await tab.post('/rest/info/language', { language: 'de-de' });
      socket.close();
    }
  });
});
