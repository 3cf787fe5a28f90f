import type { ShopBooking } from '@portal/contracts';
import { shopSignature } from '../src/shop/shop-signature.js';
import { demoLocationUuid } from './demo-locations.js';
import { type Portal, startPortal } from './harness.js';

// SHOP_MAINTENANCE (app.services.wartung): ordering is off on the portal's side; the stand-in shop
// reads the same setting under `pnpm start`.

const secret = 'stand-in-shop-maintenance-secret';
const text = 'Inventur bis Montag, 8 Uhr';
let portal: Portal;

beforeAll(async () => {
  portal = await startPortal({ env: { SHOP_NOTIFY_SECRET: secret, SHOP_MAINTENANCE: text } });
});
afterAll(() => portal.destroy());

const uuidOf = (name: string) => demoLocationUuid(portal, name);

const closed = { status: 503, key: 'services.order.maintenance' };

it('shows the maintenance text in init and the catalogue', async () => {
  const operator = await portal.loggedIn('betreiber');
  const init = await operator.get<{ app: { services: { wartung: string } } }>('/rest/info/init');
  expect(init.body.app.services.wartung).toBe(text);
  expect((await operator.post('/rest/shop/services', {})).body).toMatchObject({ wartung: text });
});

it('takes no basket, partner order or shop notification, and books nothing', async () => {
  const uuid = await uuidOf('Ferienhaus Hofmann');
  const operator = await portal.loggedIn('betreiber');
  const partner = await portal.loggedIn('partner');
  expect(
    (
      await operator.post('/rest/shop/generateShopBasket', {
        product: 'HZA-TOOL-1',
        count: 1,
        locations: { [uuid]: [] },
      })
    ).body,
  ).toMatchObject(closed);
  expect(
    (await partner.post('/rest/shop/partnerOrder', { addressUuid: uuid, productNumber: 'FW-PAKET-1' })).body,
  ).toMatchObject(closed);
  const raw = JSON.stringify({
    orderNumber: 'SO-TEST-CLOSED',
    customer: 'betreiber',
    items: [{ product: 'HZA-TOOL-1', count: 1, locations: { [uuid]: [] } }],
    paidAt: new Date().toISOString(),
  });
  const notified = await portal
    .client()
    .post('/rest/shop/notify', raw, { 'x-shop-signature': shopSignature(secret, raw) });
  expect(notified.body).toMatchObject(closed);
  // Only the demo world's own bookings (elsewhere): nothing at the location ordered for.
  const { bookings } = (await operator.get<{ bookings: ShopBooking[] }>('/rest/shop/refresh')).body;
  expect(bookings.filter((booking) => booking.locationUuid === uuid)).toEqual([]);
  expect(bookings.every((booking) => booking.orderNumber.startsWith('WL-DEMO-'))).toBe(true);
});
