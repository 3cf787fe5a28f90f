import type { UnitListResponse } from '@portal/contracts';
import { startShopStandin } from '@portal/shop-standin';
import { eq } from 'drizzle-orm';
import { shopBookings } from '../src/shop/shop.schema.js';
import { demoLocationUuid } from './demo-locations.js';
import { type Portal, startPortal } from './harness.js';

// The portal and the stand-in web shop over HTTP, as `pnpm start` runs them: an operator's basket
// is handed over, bought once, and a second post of the same checkout lands on the duplicate page.

const secret = 'stand-in-shop-and-portal-secret';
let portal: Portal;
let shop: Awaited<ReturnType<typeof startShopStandin>>;

beforeAll(async () => {
  portal = await startPortal({ env: { SHOP_NOTIFY_SECRET: secret } });
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
