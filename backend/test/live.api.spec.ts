import { once } from 'node:events';
import WebSocket from 'ws';
import { unauthenticatedCloseCode } from '../src/live/live.gateway.js';
import { type Portal, startPortal } from './harness.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.destroy());

const open = (cookie?: string) =>
  new WebSocket(`${portal.url.replace('http', 'ws')}/ws`, { headers: cookie ? { cookie } : {} });

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

  it('refuses a session that has logged out', async () => {
    const client = await portal.loggedIn('betreiber');
    const cookie = client.cookieHeader;
    await client.get('/rest/info/logout');
    const [code] = (await once(open(cookie), 'close')) as [number];
    expect(code).toBe(unauthenticatedCloseCode);
  });
});
