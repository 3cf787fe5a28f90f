import type { LocationEntry, ShopBooking, ShopServicesResponse, UnitListResponse } from '@portal/contracts';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { auditLog } from '../src/audit/audit.schema.js';
import { locations } from '../src/locations/locations.schema.js';
import { shopBookings, shopOrders } from '../src/shop/shop.schema.js';
import { shopSignature } from '../src/shop/shop-signature.js';
import { demoLocationUuid } from './demo-locations.js';
import { type Client, type Portal, startPortal } from './harness.js';

// The shop calls (spec 7 Shop) with the demo world: `betreiber` operates the Hofmann locations
// ('Einfamilienhaus Hofmann' and 'Bäckerei Hofmann' with a Dachs, 'Ferienhaus Hofmann' with the
// fuel-cell Dachs, looked after by the partner's and the subpartner's companies).

const secret = 'stand-in-shop-test-secret';
const hzatool = 'HZA-TOOL-1';
const fernwartung = 'FW-PAKET-1';
const lastYear = new Date().getUTCFullYear() - 1;

let portal: Portal;
let operator: Client;
let partner: Client;
let subpartner: Client;
let staff: Client;
let admin: Client;
let demo: Client;

beforeAll(async () => {
  portal = await startPortal({ env: { SHOP_NOTIFY_SECRET: secret } });
  operator = await portal.loggedIn('betreiber');
  partner = await portal.loggedIn('partner');
  subpartner = await portal.loggedIn('subpartner');
  staff = await portal.loggedIn(portal.config.brand);
  admin = await portal.loggedIn('admin');
  demo = await portal.loggedIn('demo');
});
afterAll(() => portal.destroy());

const uuidOf = (name: string) => demoLocationUuid(portal, name);

/** The location as the client's unit list shows it (location mode, filtered to it). */
async function listed(client: Client, uuid: string): Promise<LocationEntry> {
  const answer = await client.post<UnitListResponse>('/rest/info/units', {
    limit: 10,
    offset: 0,
    filter: { sortByLocation: true, locationUuid: uuid },
  });
  expect(answer.status).toBe(200);
  if (!answer.body.location) throw new Error(`location ${uuid} not listed`);
  return answer.body.location;
}

/** The uuids of the locations the client's unit list shows. */
async function locationsSeenBy(client: Client): Promise<Set<string>> {
  const answer = await client.post<UnitListResponse>('/rest/info/units', {
    limit: 100,
    offset: 0,
    filter: { sortByLocation: true },
  });
  return new Set(answer.body.locations.map((location) => location.uuid));
}

async function bookingsAt(uuid: string, service = 'hzatool') {
  return portal.db
    .select()
    .from(shopBookings)
    .where(and(eq(shopBookings.locationUuid, uuid), eq(shopBookings.service, service)));
}

/** A notification as the shop sends it, signed with `key` (the shared secret unless told). */
function notify(body: unknown, key = secret) {
  const raw = JSON.stringify(body);
  return portal.client().post('/rest/shop/notify', raw, { 'x-shop-signature': shopSignature(key, raw) });
}

const notification = (orderNumber: string, locationUuids: string[], extra: object = {}) => ({
  orderNumber,
  customer: 'betreiber',
  items: [
    {
      product: hzatool,
      count: locationUuids.length,
      locations: Object.fromEntries(locationUuids.map((uuid) => [uuid, []])),
    },
  ],
  paidAt: new Date().toISOString(),
  ...extra,
});

describe('POST /shop/services', () => {
  it('tells each role how it orders, at its price', async () => {
    const asked = async (client: Client) =>
      (await client.post<ShopServicesResponse>('/rest/shop/services', {})).body;
    const forOperator = await asked(operator);
    expect(forOperator).toMatchObject({ orderViaShop: true, orderViaPortal: false, wartung: '' });
    expect(forOperator.services.map((offer) => offer.service)).toEqual(['hzatool', 'fernwartung']);
    expect(forOperator.services[0]).toMatchObject({
      year: lastYear,
      editableYear: true,
      props: { price: 119 },
      productConfig: { service: 'hzatool', conditions: { year: lastYear } },
    });
    expect(forOperator.services[1]?.productConfig).toEqual({
      service: 'fernwartung',
      conditions: { year: lastYear + 1 },
    });
    expect(await asked(partner)).toMatchObject({ orderViaShop: false, orderViaPortal: true });
    expect((await asked(partner)).services[0]?.props.price).toBe(89);
    expect(await asked(subpartner)).toMatchObject({ orderViaShop: true, orderViaPortal: false });
    expect(await asked(staff)).toMatchObject({ orderViaShop: false, orderViaPortal: false });
    expect(await asked(demo)).toMatchObject({ orderViaShop: false, orderViaPortal: false });
    expect((await portal.client().post('/rest/shop/services', {})).status).toBe(401);
    expect((await operator.post('/rest/shop/services', { odd: 1 })).status).toBe(400);
  });
});

describe('Location.services in the unit list', () => {
  it('offers both services to a location with a Dachs, with the role price', async () => {
    const location = await listed(operator, await uuidOf('Einfamilienhaus Hofmann'));
    expect(location.services['hzatool']).toMatchObject({
      year: lastYear,
      bookable: true,
      booked: false,
      orderNumber: null,
      orderURL: null,
      props: { number: hzatool, price: 119, prices: { partner: 89, betreiber: 119 } },
    });
    expect(location.services['fernwartung']).toMatchObject({ bookable: true, booked: false });
  });

  it('does not offer a virtual location anything', async () => {
    const uuid = await uuidOf('Bäckerei Hofmann');
    await portal.db.update(locations).set({ locationVirtual: true }).where(eq(locations.uuid, uuid));
    try {
      const location = await listed(operator, uuid);
      expect(location.services['hzatool']).toMatchObject({ bookable: false, info: 'services.info.virtual' });
    } finally {
      await portal.db.update(locations).set({ locationVirtual: false }).where(eq(locations.uuid, uuid));
    }
  });
});

describe('POST /shop/generateShopBasket and GET /shop/basket/{key}', () => {
  it('keeps an operator basket for the shop, which reads it with a signed key only', async () => {
    const uuid = await uuidOf('Einfamilienhaus Hofmann');
    const { hkas } = await listed(operator, uuid);
    const basket = { product: hzatool, count: 1, locations: { [uuid]: hkas } };
    const answer = await operator.post<{ key: string }>('/rest/shop/generateShopBasket', basket);
    expect(answer.status).toBe(200);
    const { key } = answer.body;
    const read = (signature?: string) =>
      portal.client().get(`/rest/shop/basket/${key}`, signature ? { 'x-shop-signature': signature } : {});
    expect((await read()).status).toBe(401);
    expect((await read(shopSignature('another secret of the shop', key))).status).toBe(401);
    const content = await read(shopSignature(secret, key));
    expect(content.status).toBe(200);
    expect(content.body).toMatchObject({
      customer: 'betreiber',
      total: 119,
      items: [
        {
          product: hzatool,
          count: 1,
          locations: { [uuid]: hkas },
          price: 119,
          productConfig: { service: 'hzatool', conditions: { year: lastYear } },
        },
      ],
    });
    const unknown = 'no-such-basket';
    expect(
      (
        await portal
          .client()
          .get(`/rest/shop/basket/${unknown}`, { 'x-shop-signature': shopSignature(secret, unknown) })
      ).status,
    ).toBe(404);
  });

  it('refuses partners, demo users, strangers, foreign locations and bad baskets', async () => {
    const uuid = await uuidOf('Einfamilienhaus Hofmann');
    const basket = { product: hzatool, count: 1, locations: { [uuid]: [] } };
    const post = (client: Client, body: unknown) => client.post('/rest/shop/generateShopBasket', body);
    expect((await post(partner, basket)).body).toMatchObject({
      status: 403,
      key: 'services.order.notpossible',
    });
    expect((await post(demo, basket)).status).toBe(403);
    expect((await post(portal.client(), basket)).status).toBe(401);
    // The subpartner orders in the shop, but only for the locations its company looks after.
    expect((await post(subpartner, basket)).body).toMatchObject({
      status: 403,
      key: 'exception.accessdenied',
    });
    expect((await post(operator, { ...basket, count: 2 })).body).toMatchObject({
      key: 'services.order.countmismatch',
    });
    expect((await post(operator, { ...basket, product: 'NOPE' })).body).toMatchObject({
      key: 'services.order.unknownproduct',
    });
    expect((await post(operator, { ...basket, locations: { [uuid]: ['9999999999'] } })).body).toMatchObject({
      status: 403,
      key: 'exception.accessdeniedunit',
    });
    for (const bad of [
      { ...basket, locations: { 'not-a-uuid': [] } },
      { ...basket, count: 1e9 },
      { ...basket, product: 'HZA\u0000' },
      { ...basket, extra: true },
      [],
      'x'.repeat(5000),
    ])
      expect((await post(operator, bad)).status).toBe(400);
  });
});

describe('POST /shop/notify', () => {
  it('refuses a notification without the shared secret and books nothing', async () => {
    const uuid = await uuidOf('Einfamilienhaus Hofmann');
    const body = notification('SO-TEST-UNSIGNED', [uuid]);
    expect((await portal.client().post('/rest/shop/notify', body)).status).toBe(401);
    expect((await notify(body, 'a guessed secret!')).body).toMatchObject({
      status: 401,
      key: 'services.shop.signature',
    });
    const signedOther = shopSignature(secret, JSON.stringify({ ...body, orderNumber: 'SO-OTHER' }));
    expect(
      (
        await portal
          .client()
          .post('/rest/shop/notify', JSON.stringify(body), { 'x-shop-signature': signedOther })
      ).status,
    ).toBe(401);
    expect(
      await portal.db.select().from(shopOrders).where(eq(shopOrders.orderNumber, 'SO-TEST-UNSIGNED')),
    ).toEqual([]);
  });

  it('books once however often and however concurrently the same order arrives', async () => {
    const uuid = await uuidOf('Einfamilienhaus Hofmann');
    const body = notification('SO-TEST-ONCE', [uuid]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => notify(body)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const applied = answers.filter((answer) => (answer.body as { duplicate: boolean }).duplicate === false);
    expect(applied).toHaveLength(1);
    expect(applied[0]?.body).toMatchObject({ orderNumber: 'SO-TEST-ONCE', booked: 1, rejected: [] });
    expect((await notify(body)).body).toMatchObject({ duplicate: true, booked: 1 });
    const rows = await bookingsAt(uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      orderNumber: 'SO-TEST-ONCE',
      year: lastYear,
      free: false,
      price: 119,
      bookedBy: 'betreiber',
    });
    const audited = await portal.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'shop.book'), sql`${auditLog.details}->>'orderNumber' = 'SO-TEST-ONCE'`),
      );
    expect(audited).toHaveLength(1);

    // The location now shows the tool booked and linked, and init grants it.
    const location = await listed(operator, uuid);
    expect(location.services['hzatool']).toMatchObject({
      booked: true,
      bookable: false,
      orderNumber: 'SO-TEST-ONCE',
      orderURL: `/hzatool/${uuid}?year=${lastYear}&edit=true`,
    });
    const init = await operator.get<{
      user: { hzaStatusMap: Record<string, string>; possibleServices: string[] };
    }>('/rest/info/init');
    expect(init.body.user.hzaStatusMap[`${uuid}/${lastYear}`]).toBe('booked');
    expect(init.body.user.possibleServices).toContain('hzatool');

    // Another order for the same location and year is answered as rejected, for the shop to refund.
    expect((await notify(notification('SO-TEST-AGAIN', [uuid]))).body).toMatchObject({
      duplicate: false,
      booked: 0,
      rejected: [{ locationUuid: uuid, reason: 'services.order.alreadybooked' }],
    });
    expect(await bookingsAt(uuid)).toHaveLength(1);
  });

  it('uses a handed-over basket once, and only for its own customer', async () => {
    const uuid = await uuidOf('Bäckerei Hofmann');
    const { key } = (
      await operator.post<{ key: string }>('/rest/shop/generateShopBasket', {
        product: fernwartung,
        count: 1,
        locations: { [uuid]: [] },
      })
    ).body;
    const withBasket = (orderNumber: string, customer = 'betreiber') => ({
      ...notification(orderNumber, [uuid], { basketKey: key, customer }),
      items: [{ product: fernwartung, count: 1, locations: { [uuid]: [] } }],
    });
    expect((await notify(withBasket('SO-TEST-BASKET-X', 'partner'))).body).toMatchObject({
      status: 400,
      key: 'services.order.basketunknown',
    });
    expect((await notify(withBasket('SO-TEST-BASKET'))).body).toMatchObject({ booked: 1 });
    expect((await notify(withBasket('SO-TEST-BASKET-2'))).body).toMatchObject({
      status: 400,
      key: 'services.order.basketunknown',
    });
    // A refused notification keeps nothing: its order number can be sent again once it is right.
    expect(
      await portal.db.select().from(shopOrders).where(eq(shopOrders.orderNumber, 'SO-TEST-BASKET-X')),
    ).toEqual([]);
  });

  it('refuses an item whose count is not its number of locations, and books none of them', async () => {
    const uuids = [await uuidOf('Ferienhaus Hofmann'), await uuidOf('Bäckerei Hofmann')];
    const before = await Promise.all(uuids.map((uuid) => bookingsAt(uuid, 'fernwartung')));
    for (const count of [1, 3]) {
      const body = notification(`SO-TEST-COUNT-${count}`, uuids);
      const items = [{ product: fernwartung, count, locations: body.items[0]!.locations }];
      expect((await notify({ ...body, items })).body).toMatchObject({
        status: 400,
        key: 'services.order.countmismatch',
      });
      expect(
        await portal.db.select().from(shopOrders).where(eq(shopOrders.orderNumber, body.orderNumber)),
      ).toEqual([]);
    }
    expect(await Promise.all(uuids.map((uuid) => bookingsAt(uuid, 'fernwartung')))).toEqual(before);
  });

  it('answers an unknown customer and bad bodies with 400', async () => {
    const uuid = await uuidOf('Ferienhaus Hofmann');
    expect((await notify(notification('SO-TEST-NOBODY', [uuid], { customer: 'nobody' }))).body).toMatchObject(
      {
        status: 400,
        key: 'services.order.unknowncustomer',
      },
    );
    for (const bad of [
      {},
      notification('x', [uuid]),
      { ...notification('SO-TEST-BAD', [uuid]), paidAt: 'yesterday' },
    ])
      expect((await notify(bad)).status).toBe(400);
  });
});

describe('POST /shop/partnerOrder(s)', () => {
  it('lets a partner book a location its company looks after, once', async () => {
    const uuid = await uuidOf('Ferienhaus Hofmann');
    const order = { addressUuid: uuid, productNumber: fernwartung };
    const answer = await partner.post<{ orderNumber: string; bookings: ShopBooking[] }>(
      '/rest/shop/partnerOrder',
      order,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.orderNumber).toMatch(/^PO-\d{8}-[0-9A-F]{8}$/);
    expect(answer.body.bookings[0]).toMatchObject({
      service: 'fernwartung',
      source: 'partner',
      price: 149,
      free: false,
    });
    expect((await partner.post('/rest/shop/partnerOrder', order)).body).toMatchObject({
      status: 409,
      key: 'services.order.alreadybooked',
    });
  });

  it('refuses operators, demo users, foreign locations and whitelisting without the right', async () => {
    const own = await uuidOf('Ferienhaus Hofmann');
    const seen = await locationsSeenBy(partner);
    const foreign = [...(await locationsSeenBy(staff))].find((uuid) => !seen.has(uuid));
    if (!foreign) throw new Error('the demo world has locations the partner does not look after');
    const order = { addressUuid: own, productNumber: hzatool };
    expect((await operator.post('/rest/shop/partnerOrder', order)).body).toMatchObject({
      status: 403,
      key: 'services.order.notpossible',
    });
    expect((await demo.post('/rest/shop/partnerOrder', order)).status).toBe(403);
    expect(
      (await partner.post('/rest/shop/partnerOrder', { ...order, addressUuid: foreign })).body,
    ).toMatchObject({ status: 403 });
    expect(
      (await partner.post('/rest/shop/partnerOrder', { ...order, adminWhitelist: true })).body,
    ).toMatchObject({
      status: 403,
      key: 'exception.rolemissing',
    });
    expect((await partner.post('/rest/shop/partnerOrder', { addressUuid: own })).status).toBe(400);
    expect(await bookingsAt(own)).toEqual([]);
  });

  it('books several orders all or none', async () => {
    const own = await uuidOf('Ferienhaus Hofmann');
    const answer = await partner.post('/rest/shop/partnerOrders', [
      { addressUuid: own, productNumber: hzatool },
      { addressUuid: own, productNumber: fernwartung },
    ]);
    expect(answer.body).toMatchObject({ status: 409, key: 'services.order.alreadybooked' });
    expect(await bookingsAt(own)).toEqual([]);
  });

  it("lets an admin whitelist a location free of charge, which the manufacturer's list shows", async () => {
    const uuid = await uuidOf('Ferienhaus Hofmann');
    const answer = await admin.post<{ bookings: ShopBooking[] }>('/rest/shop/partnerOrder', {
      addressUuid: uuid,
      productNumber: hzatool,
      adminWhitelist: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.bookings[0]).toMatchObject({ source: 'whitelist', free: true, price: 0 });
    expect((await listed(operator, uuid)).services['hzatool']).toMatchObject({
      booked: true,
      free: true,
      info: 'services.info.free',
    });
  });
});

describe('GET /shop/refresh, blacklist and deblacklist', () => {
  it("shows operators their locations' bookings and the manufacturer all", async () => {
    const mine = (await operator.get<{ bookings: ShopBooking[] }>('/rest/shop/refresh')).body.bookings;
    expect(mine.map((booking) => booking.orderNumber)).toEqual(expect.arrayContaining(['SO-TEST-ONCE']));
    const seen = await locationsSeenBy(partner);
    // A booking elsewhere: the manufacturer lists it, the partner does not.
    const staffList = await staff.post<UnitListResponse>('/rest/info/units', {
      limit: 100,
      offset: 0,
      filter: { sortByLocation: true },
    });
    const elsewhere = staffList.body.locations.find(
      (location) => !seen.has(location.uuid) && location.services['fernwartung']?.bookable,
    );
    if (!elsewhere) throw new Error('the demo world has bookable locations the partner does not look after');
    const whitelisted = await admin.post('/rest/shop/partnerOrder', {
      addressUuid: elsewhere.uuid,
      productNumber: fernwartung,
      adminWhitelist: true,
    });
    expect(whitelisted.status).toBe(200);
    const all = (await staff.get<{ bookings: ShopBooking[] }>('/rest/shop/refresh')).body.bookings;
    const partnerSees = (await partner.get<{ bookings: ShopBooking[] }>('/rest/shop/refresh')).body.bookings;
    expect(partnerSees.length).toBeGreaterThanOrEqual(1);
    expect(partnerSees.every((booking) => seen.has(booking.locationUuid))).toBe(true);
    expect(all.length).toBeGreaterThan(partnerSees.length);
    expect(all.map((booking) => booking.locationUuid)).toContain(elsewhere.uuid);
    expect(all.length).toBeGreaterThanOrEqual(mine.length);
    expect((await portal.client().get('/rest/shop/refresh')).status).toBe(401);
  });

  it('shows a demo session the bookings as its unit list: its fake serials, no names, no logins', async () => {
    const real = (await staff.get<{ bookings: ShopBooking[] }>('/rest/shop/refresh')).body.bookings;
    const shown = (await demo.get<{ bookings: ShopBooking[] }>('/rest/shop/refresh')).body.bookings;
    expect(shown.map((booking) => booking.orderServiceId).sort()).toEqual(
      real.map((booking) => booking.orderServiceId).sort(),
    );
    const text = JSON.stringify(shown);
    for (const booking of real) {
      for (const sn of booking.serials) expect(text).not.toContain(sn);
      expect(text).not.toContain(booking.locationName);
    }
    for (const booking of shown) {
      expect(booking.bookedBy).toBe('');
      expect(booking.locationName).toMatch(/^Standort [0-9A-F]{4}$/);
      for (const sn of booking.serials) expect(sn).toMatch(/^\d{5}$/);
    }
    // The session's own fakes: its unit list names the location's units by the same ones.
    const withUnits = shown.find((booking) => booking.serials.length > 0);
    if (!withUnits) throw new Error('the demo world has bookings with units');
    const location = await listed(demo, withUnits.locationUuid);
    expect(location.hkas).toEqual(expect.arrayContaining(withUnits.serials));
  });

  it('lets only admins withdraw a booking and grant it again (audited)', async () => {
    const uuid = await uuidOf('Einfamilienhaus Hofmann');
    const [booking] = await bookingsAt(uuid);
    if (!booking) throw new Error('the notification test booked it');
    const path = (action: string) => `/rest/shop/${action}/${booking.id}`;
    expect((await partner.get(path('blacklist'))).status).toBe(403);
    expect((await staff.get(path('blacklist'))).status).toBe(403);
    const withdrawn = await admin.get<{ booking: ShopBooking }>(path('blacklist'));
    expect(withdrawn.body.booking).toMatchObject({ blacklisted: true });
    expect((await listed(operator, uuid)).services['hzatool']).toMatchObject({
      booked: false,
      bookable: true,
    });
    expect((await admin.get<{ booking: ShopBooking }>(path('deblacklist'))).body.booking).toMatchObject({
      blacklisted: false,
    });
    expect((await listed(operator, uuid)).services['hzatool']).toMatchObject({ booked: true });
    const audited = await portal.db.select().from(auditLog).where(eq(auditLog.action, 'shop.blacklist'));
    expect(audited.length).toBeGreaterThanOrEqual(1);
    expect((await admin.get('/rest/shop/blacklist/999999')).body).toMatchObject({
      status: 404,
      key: 'services.booking.unknown',
    });
    expect((await admin.get('/rest/shop/blacklist/abc')).status).toBe(404);
    expect((await admin.get('/rest/shop/blacklist/1%00')).status).toBeLessThan(500);
  });

  it('does not grant a withdrawn booking again while another one holds the year', async () => {
    const uuid = await uuidOf('Einfamilienhaus Hofmann');
    const [booking] = await bookingsAt(uuid);
    if (!booking) throw new Error('booked above');
    await admin.get(`/rest/shop/blacklist/${booking.id}`);
    expect((await notify(notification('SO-TEST-REBOOK', [uuid]))).body).toMatchObject({ booked: 1 });
    expect((await admin.get(`/rest/shop/deblacklist/${booking.id}`)).body).toMatchObject({
      status: 409,
      key: 'services.order.alreadybooked',
    });
  });
});

describe('POST /shop/serviceStats and the exports', () => {
  it('counts bookings per month for partners and the manufacturer only', async () => {
    expect((await operator.post('/rest/shop/serviceStats', {})).status).toBe(403);
    const stats = await staff.post<{
      months: { month: string; counts: Record<string, number> }[];
      totals: Record<string, number>;
    }>('/rest/shop/serviceStats', {});
    expect(stats.status).toBe(200);
    const month = new Date().toISOString().slice(0, 7);
    expect(
      stats.body.months.find((entry) => entry.month === month)?.counts['hzatool'],
    ).toBeGreaterThanOrEqual(2);
    expect(stats.body.totals['fernwartung']).toBeGreaterThanOrEqual(1);
    expect((await staff.post('/rest/shop/serviceStats', { from: '2026-13' })).status).toBe(400);
    const none = await staff.post<{ months: unknown[] }>('/rest/shop/serviceStats', {
      from: '2000-01',
      to: '2000-12',
    });
    expect(none.body.months).toEqual([]);
  });

  it('exports the bookings as CSV and XLSX that read back, and refuses other formats and roles', async () => {
    const csv = await staff.post<string>('/rest/shop/export/csv', {});
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows: Record<string, string>[] = parse(csv.body.replace(/^\uFEFF/, ''), {
      delimiter: ';',
      columns: true,
    });
    expect(rows.find((row) => row['Bestellnummer'] === 'SO-TEST-ONCE')).toMatchObject({
      Service: 'hzatool',
      Jahr: String(lastYear),
      Standort: 'Einfamilienhaus Hofmann',
    });

    const xlsx = await fetch(`${portal.url}/rest/shop/export/xlsx`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: staff.cookieHeader },
      body: JSON.stringify({ service: 'fernwartung' }),
    });
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.getWorksheet('Buchungen');
    expect(sheet?.getRow(1).getCell(2).value).toBe('Bestellnummer');
    const services = sheet?.getColumn(3).values.slice(2) ?? [];
    expect(services.length).toBeGreaterThanOrEqual(1);
    expect(new Set(services)).toEqual(new Set(['fernwartung']));

    const [first] = rows;
    const batch = await staff.post<string>('/rest/shop/exportBatch/csv', {
      orderServiceIds: [Number(first?.['Buchung'])],
    });
    expect(parse(batch.body.replace(/^\uFEFF/, ''), { delimiter: ';', columns: true })).toHaveLength(1);

    expect((await staff.post('/rest/shop/export/pdf', {})).body).toMatchObject({
      status: 400,
      key: 'services.export.format',
    });
    expect((await operator.post('/rest/shop/export/csv', {})).status).toBe(403);
    expect((await staff.post('/rest/shop/exportBatch/csv', { orderServiceIds: [] })).status).toBe(400);
  });
});
