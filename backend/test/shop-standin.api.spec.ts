import { request } from 'node:http';
import type { ShopServicesResponse, UnitListResponse } from '@portal/contracts';
import { startShopStandin } from '@portal/shop-standin';
import { eq } from 'drizzle-orm';
import { shopBookings } from '../src/shop/shop.schema.js';
import { demoLocationUuid } from './demo-locations.js';
import { type Client, type Portal, startPortal } from './harness.js';
import { freePort } from './process.js';

// The portal and the stand-in web shop over HTTP, as `pnpm start` runs them: an operator's basket
// is handed over, bought once, and a second post of the same checkout lands on the duplicate page.

const secret = 'stand-in-shop-and-portal-secret';
let portal: Portal;
let shop: Awaited<ReturnType<typeof startShopStandin>>;

beforeAll(async () => {
  // A fixed port, so the portal knows the loopback names it is opened by (PORTAL_HOSTS default).
  const port = await freePort();
  portal = await startPortal({
    port,
    env: { SHOP_NOTIFY_SECRET: secret, PORT: String(port), SHOP_ORDER_URL: 'http://localhost:8090/order' },
  });
  shop = await startShopStandin({ port: 0, portalUrl: portal.url, secret });
});
afterAll(async () => {
  await shop.close();
  await portal.destroy();
});

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  redirect: 'manual' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

it('books a handed-over basket once, and sends a repeated checkout to the duplicate page', async () => {
  const operator = await portal.loggedIn('betreiber');
  const location = { uuid: await demoLocationUuid(portal, 'Bäckerei Hofmann') };
  const listed = await operator.post<UnitListResponse>('/rest/info/units', {
    limit: 10,
    offset: 0,
    filter: { sortByLocation: true, locationUuid: location.uuid },
  });
  const serials = listed.body.location?.hkas ?? [];
  const { key } = (
    await operator.post<{ key: string }>('/rest/shop/generateShopBasket', {
      product: 'HZA-TOOL-1',
      count: 1,
      locations: { [location.uuid]: serials },
    })
  ).body;

  // The browser follows SHOP_ORDER_URL?shopbasket=key: the shop reads the basket from the portal.
  const basketPage = await (await fetch(`${shop.url}/order?shopbasket=${encodeURIComponent(key)}`)).text();
  expect(basketPage).toContain('Bäckerei Hofmann');
  expect(basketPage).toContain('Energiesteuer-Tool');
  const session = /name="session" value="([^"]+)"/.exec(basketPage)?.[1];
  if (!session) throw new Error('the basket page holds a checkout session');
  const checkout = form({
    session,
    customer: 'betreiber',
    name: 'Stefan Hofmann',
    email: 'stefan.hofmann@example.de',
    payment: 'invoice',
    terms: 'on',
  });

  const bought = await fetch(`${shop.url}/checkout`, checkout);
  expect(bought.status).toBe(303);
  expect(bought.headers.get('location')).toBe(`${portal.url}/shopcheckout`);
  const booked = await portal.db
    .select()
    .from(shopBookings)
    .where(eq(shopBookings.locationUuid, location.uuid));
  expect(booked).toHaveLength(1);
  expect(booked[0]).toMatchObject({ service: 'hzatool', bookedBy: 'betreiber', serials });
  const orderNumber = booked[0]?.orderNumber ?? '';
  expect(orderNumber).toMatch(/^SO-\d{8}-[A-Z0-9]{6}$/);

  const again = await fetch(`${shop.url}/checkout`, checkout);
  expect(again.status).toBe(303);
  expect(again.headers.get('location')).toBe(`${portal.url}/shopcheckout/duplicate/${orderNumber}`);
  expect(
    await portal.db.select().from(shopBookings).where(eq(shopBookings.locationUuid, location.uuid)),
  ).toHaveLength(1);

  // The location answers booked, linked to the tool.
  const after = await operator.post<UnitListResponse>('/rest/info/units', {
    limit: 10,
    offset: 0,
    filter: { sortByLocation: true, locationUuid: location.uuid },
  });
  expect(after.body.location?.services['hzatool']).toMatchObject({ booked: true, orderNumber });
});

it('does not let a shop with another secret book anything', async () => {
  const stranger = await startShopStandin({
    port: 0,
    portalUrl: portal.url,
    secret: 'not the shared secret',
  });
  try {
    const location = { uuid: await demoLocationUuid(portal, 'Einfamilienhaus Hofmann') };
    const basket = {
      customer: 'betreiber',
      items: [{ product: 'HZA-TOOL-1', count: 1, locations: { [location.uuid]: [] } }],
    };
    const page = await (
      await fetch(`${stranger.url}/order`, form({ basket: JSON.stringify(basket) }))
    ).text();
    const session = /name="session" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const refused = await fetch(
      `${stranger.url}/checkout`,
      form({
        session,
        customer: 'betreiber',
        name: 'X',
        email: 'x@example.com',
        payment: 'invoice',
        terms: 'on',
      }),
    );
    expect(refused.status).not.toBe(303);
    expect(
      await portal.db.select().from(shopBookings).where(eq(shopBookings.locationUuid, location.uuid)),
    ).toEqual([]);
  } finally {
    await stranger.close();
  }
});

/** A POST as a browser that opened the portal by `host` sends it (fetch keeps no Host header of ours). */
function postAs<T>(
  client: Client,
  host: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: T }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      `${portal.url}${path}`,
      {
        method: 'POST',
        headers: {
          host,
          cookie: client.cookieHeader,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as T }));
      },
    );
    sent.on('error', reject);
    sent.end(data);
  });
}

describe('the round trip keeps the address the user opened the portal by', () => {
  const serialsOf = async (operator: Client, uuid: string) =>
    (
      await operator.post<UnitListResponse>('/rest/info/units', {
        limit: 10,
        offset: 0,
        filter: { sortByLocation: true, locationUuid: uuid },
      })
    ).body.location?.hkas ?? [];

  /** Hands a basket over as a browser on `host` would and buys it: where does the shop send it back? */
  async function roundTrip(host: string, location: string): Promise<string | null> {
    const operator = await portal.loggedIn('betreiber');
    const uuid = await demoLocationUuid(portal, location);
    const basket = {
      product: 'HZA-TOOL-1',
      count: 1,
      locations: { [uuid]: await serialsOf(operator, uuid) },
    };
    const answer = await postAs<{ key: string }>(operator, host, '/rest/shop/generateShopBasket', basket);
    expect(answer.status).toBe(200);
    const page = await (
      await fetch(`${shop.url}/order?shopbasket=${encodeURIComponent(answer.body.key)}`)
    ).text();
    const session = /name="session" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const buyer = { customer: 'betreiber', name: 'Stefan Hofmann', email: 's@example.de' };
    const bought = await fetch(
      `${shop.url}/checkout`,
      form({ session, ...buyer, payment: 'invoice', terms: 'on' }),
    );
    expect(bought.status).toBe(303);
    return bought.headers.get('location');
  }

  it('hands over and returns under localhost when the portal was opened as localhost', async () => {
    const host = new URL(portal.url).host.replace('127.0.0.1', 'localhost');
    const operator = await portal.loggedIn('betreiber');
    const services = await postAs<ShopServicesResponse>(operator, host, '/rest/shop/services', {});
    expect(services.body.orderUrl).toBe('http://localhost:8090/order');
    const viaIp = await operator.post<ShopServicesResponse>('/rest/shop/services', {});
    expect(viaIp.body.orderUrl).toBe('http://127.0.0.1:8090/order');
    expect(await roundTrip(host, 'Einfamilienhaus Hofmann')).toBe(`http://${host}/shopcheckout`);
  });

  it('trusts no other Host header: the shop then returns to its configured portal', async () => {
    const operator = await portal.loggedIn('betreiber');
    const services = await postAs<ShopServicesResponse>(operator, 'evil.example', '/rest/shop/services', {});
    expect(services.body.orderUrl).toBe('http://localhost:8090/order');
    expect(await roundTrip('evil.example', 'Ferienhaus Hofmann')).toBe(`${portal.url}/shopcheckout`);
  });
});
