import { type ShopStandin, startShopStandin } from './server.js';
import { sign } from './signature.js';
import { type FakePortal, startFakePortal } from './test-support/fake-portal.js';

const secret = 'test-secret';
const loc1 = '0b8f2a4e-3c1d-4e5f-9a7b-1c2d3e4f5a6b';
const loc2 = '7d4e1f20-8a9b-4c3d-b2e1-0f9e8d7c6b5a';

const portalBasket = {
  key: 'bk-1',
  customer: 'betreiber1',
  customerName: 'Stadtwerke Musterstadt',
  items: [
    {
      product: 'HZA-2026',
      count: 2,
      locations: { [loc1]: ['SN100', 'SN101'], [loc2]: ['SN200'] },
      name: 'HZA-Tool 2026',
      price: 49,
      locationNames: { [loc1]: 'Heizzentrale Nord', [loc2]: 'Schule Süd' },
    },
  ],
  total: 98,
};

let portal: FakePortal;
let shop: ShopStandin;
const shops: ShopStandin[] = [];

async function startShop(options: { secret?: string; maintenance?: string } = {}): Promise<ShopStandin> {
  const started = await startShopStandin({ port: 0, portalUrl: portal.url, secret, ...options });
  shops.push(started);
  return started;
}

beforeEach(async () => {
  portal = await startFakePortal(secret);
  portal.baskets.set('bk-1', portalBasket);
  shop = await startShop();
});

afterEach(async () => {
  await Promise.all(shops.splice(0).map((s) => s.close()));
  await portal.close();
});

async function get(path: string, on = shop): Promise<{ status: number; html: string }> {
  const res = await fetch(`${on.url}${path}`, { redirect: 'manual' });
  return { status: res.status, html: await res.text() };
}

async function post(
  path: string,
  fields: Record<string, string>,
  on = shop,
): Promise<{ status: number; html: string; location: string | null }> {
  const res = await fetch(`${on.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, html: await res.text(), location: res.headers.get('location') };
}

function sessionOf(html: string): string {
  const match = /name="session" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error(`no checkout session in\n${html}`);
  return match[1];
}

/** The whole <input> tag of a field, however the markup is laid out. */
function inputOf(html: string, name: string): string {
  return new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
}

const buyer = { name: 'Erika Mustermann', email: 'erika@example.com', payment: 'invoice', terms: 'on' };
const linkPath = `/order?product=HZA-2026&location=${loc1}&serials=SN100,SN101`;

describe('hand-over forms', () => {
  it('1: shopbasket=key fetches the basket from the portal with a signed GET and shows it', async () => {
    const page = await get('/order?shopbasket=bk-1');
    expect(page.status).toBe(200);
    expect(portal.basketRequests).toEqual(['bk-1']);
    expect(portal.badSignatures).toBe(0);
    expect(page.html).toContain('Stand-in-Shop');
    expect(page.html).toContain('Stand-in shop — not a real shop, nothing is charged');
    expect(page.html).toContain('HZA-Tool 2026');
    expect(page.html).toContain('Heizzentrale Nord');
    expect(page.html).toContain('SN100, SN101');
    expect(page.html).toContain('49,00\u00a0€');
    expect(page.html).toContain('98,00\u00a0€');
    expect(page.html).toContain('Stadtwerke Musterstadt');
    expect(inputOf(page.html, 'customer')).toMatch(/value="betreiber1"[^>]*readonly/);
    expect(page.html).toContain('Rechnung');
    expect(page.html).toContain('Kaufen');
  });

  it('1: a basket of the wrong shape from the portal is a 502 page', async () => {
    portal.baskets.set('odd', { ...portalBasket, items: [{ product: 'X', count: 1 }] });
    const page = await get('/order?shopbasket=odd');
    expect(page.status).toBe(502);
    expect(page.html).toContain('ungültigen Warenkorb');
  });

  it('1: an unknown or expired key is a 404 page', async () => {
    const page = await get('/order?shopbasket=gone');
    expect(page.status).toBe(404);
    expect(page.html).toContain('unbekannt oder abgelaufen');
  });

  it('2: product, location and serials in the query make a one-item basket priced by the portal', async () => {
    const page = await get(`${linkPath}&customer=partner7`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('HZA-2026');
    expect(page.html).toContain(loc1);
    expect(page.html).toContain('SN100, SN101');
    expect(page.html).toContain('Preis laut Portal');
    expect(inputOf(page.html, 'customer')).toMatch(/value="partner7"[^>]*readonly/);
  });

  it('2: without customer the checkout form asks for the login', async () => {
    const page = await get(linkPath);
    expect(page.status).toBe(200);
    const input = inputOf(page.html, 'customer');
    expect(input).toMatch(/value=""[^>]*required/);
    expect(input).not.toContain('readonly');
  });

  it('3: a hidden-form POST with basket JSON is validated and shown', async () => {
    const basket = {
      customer: 'betreiber1',
      items: [
        { product: 'FW-1', count: 1, locations: { [loc2]: ['SN200'] } },
        { product: 'HZA-2026', count: 1, locations: { [loc1]: [] } },
      ],
    };
    const page = await post('/order', { basket: JSON.stringify(basket), returnUrl: 'https://evil.example' });
    expect(page.status).toBe(200);
    expect(page.html).toContain('FW-1');
    expect(page.html).toContain(loc2);
    expect(page.html).toContain('HZA-2026');
    expect(page.html).not.toContain('evil.example');
  });
});

describe('checkout', () => {
  it('sends a signed notification with the basket and redirects to /shopcheckout', async () => {
    const session = sessionOf((await get('/order?shopbasket=bk-1')).html);
    const done = await post('/checkout', { session, ...buyer, customer: 'someone-else' });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${portal.url}/shopcheckout`);
    expect(portal.notifications).toHaveLength(1);
    const [received] = portal.notifications;
    expect(received?.signature).toBe(sign(secret, received?.raw ?? ''));
    expect(received?.body).toEqual({
      orderNumber: expect.stringMatching(/^SO-\d{8}-[A-Z0-9]{6}$/),
      basketKey: 'bk-1',
      // The portal's basket names the customer; the form cannot change it.
      customer: 'betreiber1',
      items: [
        { product: 'HZA-2026', count: 2, locations: { [loc1]: ['SN100', 'SN101'], [loc2]: ['SN200'] } },
      ],
      paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    expect(received?.body.orderNumber.slice(3, 11)).toBe(today);
  });

  it('a second POST of the same session sends the same order number and lands on the duplicate page', async () => {
    const session = sessionOf((await get(`${linkPath}&customer=partner7`)).html);
    const first = await post('/checkout', { session, ...buyer });
    expect(first.location).toBe(`${portal.url}/shopcheckout`);
    // Double click / reload: the form fields may even be gone, the session alone decides.
    const second = await post('/checkout', { session });
    const orderNumber = portal.notifications[0]?.body.orderNumber ?? '';
    expect(second.status).toBe(303);
    expect(second.location).toBe(`${portal.url}/shopcheckout/duplicate/${orderNumber}`);
    expect(portal.notifications.map((n) => n.body.orderNumber)).toEqual([orderNumber, orderNumber]);
    expect(portal.notifications[1]?.raw).toBe(portal.notifications[0]?.raw);
  });

  it('a double click (two posts at once) sends one order number', async () => {
    const session = sessionOf((await get(`${linkPath}&customer=partner7`)).html);
    const both = await Promise.all([
      post('/checkout', { session, ...buyer }),
      post('/checkout', { session, ...buyer }),
    ]);
    expect(both.map((r) => r.status)).toEqual([303, 303]);
    const numbers = new Set(portal.notifications.map((n) => n.body.orderNumber));
    expect(numbers.size).toBe(1);
    expect(portal.notifications).toHaveLength(2);
  });

  it('the basket page stays in the history cache; opening the key again shows the same checkout', async () => {
    const res = await fetch(`${shop.url}/order?shopbasket=bk-1`);
    expect(res.headers.get('cache-control')).not.toContain('no-store');
    const session = sessionOf(await res.text());
    await post('/checkout', { session, ...buyer });
    const orderNumber = portal.notifications[0]?.body.orderNumber ?? '';
    // Back button or reload: same session, no second basket fetch, and a hint that it was sent.
    const again = await get('/order?shopbasket=bk-1');
    expect(sessionOf(again.html)).toBe(session);
    expect(portal.basketRequests).toEqual(['bk-1']);
    expect(again.html).toContain(`bereits als Bestellung ${orderNumber}`);
    expect(inputOf(again.html, 'email')).toContain('value="erika@example.com"');
    const second = await post('/checkout', { session, ...buyer });
    expect(second.location).toBe(`${portal.url}/shopcheckout/duplicate/${orderNumber}`);
  });

  it('two sessions get two order numbers', async () => {
    for (let i = 0; i < 2; i++) {
      const session = sessionOf((await get(`${linkPath}&customer=partner7`)).html);
      expect((await post('/checkout', { session, ...buyer })).location).toBe(`${portal.url}/shopcheckout`);
    }
    const [a, b] = portal.notifications.map((n) => n.body.orderNumber);
    expect(a).not.toBe(b);
  });

  it('takes the customer login from the form when the basket has none', async () => {
    const session = sessionOf((await get(linkPath)).html);
    const missing = await post('/checkout', { session, ...buyer });
    expect(missing.status).toBe(400);
    expect(missing.html).toContain('Bitte den Kunden-Login angeben.');
    expect(portal.notifications).toHaveLength(0);
    const done = await post('/checkout', { session, ...buyer, customer: 'partner7' });
    expect(done.status).toBe(303);
    expect(portal.notifications[0]?.body.customer).toBe('partner7');
    expect(portal.notifications[0]?.body.basketKey).toBeUndefined();
  });

  it('requires the terms, an e-mail address and invoice payment, and keeps the entries', async () => {
    const session = sessionOf((await get('/order?shopbasket=bk-1')).html);
    const page = await post('/checkout', { session, name: 'Erika', email: 'nope', payment: 'card' });
    expect(page.status).toBe(400);
    expect(page.html).toContain('Bitte die AGB akzeptieren.');
    expect(page.html).toContain('gültige E-Mail-Adresse');
    expect(page.html).toContain('nur Rechnung');
    expect(page.html).toContain('value="Erika"');
    expect(sessionOf(page.html)).toBe(session);
    expect(portal.notifications).toHaveLength(0);
  });

  it('portal 500: error page with retry; the retry sends the same order number and completes', async () => {
    const session = sessionOf((await get('/order?shopbasket=bk-1')).html);
    portal.failNext.push(500);
    const failed = await post('/checkout', { session, ...buyer });
    expect(failed.status).toBe(502);
    expect(failed.html).toContain('Erneut senden');
    expect(failed.html).toContain('500');
    const match = /Die Bestellung (SO-\d{8}-[A-Z0-9]{6})/.exec(failed.html);
    expect(match).not.toBeNull();
    expect(sessionOf(failed.html)).toBe(session);

    const orders = await get('/orders');
    expect(orders.html).toContain(match?.[1]);
    expect(orders.html).toContain('failed');

    const retried = await post('/checkout', { session, retry: '1' });
    expect(retried.status).toBe(303);
    expect(retried.location).toBe(`${portal.url}/shopcheckout`);
    expect(portal.notifications.map((n) => n.body.orderNumber)).toEqual([match?.[1]]);
    expect((await get('/orders')).html).toMatch(/gebucht:\s+2/);
    const listed = await (await fetch(`${shop.url}/orders?format=json`)).json();
    expect(listed).toEqual([
      expect.objectContaining({
        orderNumber: match?.[1],
        status: 'sent',
        attempts: 2,
        answer: { orderNumber: match?.[1], duplicate: false, booked: 2, rejected: [] },
        notification: expect.objectContaining({ customer: 'betreiber1', basketKey: 'bk-1' }),
      }),
    ]);
  });

  it('portal maintenance (503) and network failure: error page with retry', async () => {
    const session = sessionOf((await get('/order?shopbasket=bk-1')).html);
    portal.failNext.push(503);
    const maintenance = await post('/checkout', { session, ...buyer });
    expect(maintenance.status).toBe(502);
    expect(maintenance.html).toContain('in Wartung');

    await portal.close();
    const down = await post('/checkout', { session, retry: '1' });
    expect(down.status).toBe(502);
    expect(down.html).toContain('nicht erreichbar');
    expect(down.html).toContain('Erneut senden');
  });

  it('portal 401 (wrong secret): error page, retry re-sends the same order, the order stays listed', async () => {
    const wrong = await startShop({ secret: 'not-the-secret' });
    // The signed basket GET is refused too.
    const refused = await get('/order?shopbasket=bk-1', wrong);
    expect(refused.status).toBe(502);
    expect(refused.html).toContain('Signatur');

    const session = sessionOf((await get(`${linkPath}&customer=partner7`, wrong)).html);
    const failed = await post('/checkout', { session, ...buyer }, wrong);
    expect(failed.status).toBe(502);
    expect(failed.html).toContain('Signatur abgelehnt');
    const retried = await post('/checkout', { session, retry: '1' }, wrong);
    expect(retried.status).toBe(502);
    const numbers = [failed.html, retried.html].map((h) => /Die Bestellung (SO-[0-9A-Z-]+)/.exec(h)?.[1]);
    expect(numbers[0]).toBeDefined();
    expect(numbers[1]).toBe(numbers[0]);
    expect(portal.badSignatures).toBe(3);
    expect(portal.notifications).toHaveLength(0);
    const orders = await get('/orders', wrong);
    expect(orders.html).toContain(numbers[0]);
    expect(orders.html).toContain('partner7');
  });

  it('portal 400: shows the portal message', async () => {
    const session = sessionOf((await get('/order?shopbasket=bk-1')).html);
    portal.failNext.push(400);
    const page = await post('/checkout', { session, ...buyer });
    expect(page.status).toBe(502);
    expect(page.html).toContain('abgelehnt');
    expect(page.html).toContain('items.0.product: unknown product');
  });

  it('an unknown checkout session is a 400 page', async () => {
    const page = await post('/checkout', { session: 'forged', ...buyer });
    expect(page.status).toBe(400);
    expect(page.html).toContain('Sitzung unbekannt');
  });
});

describe('the way back to the portal', () => {
  const returnUrl = 'http://localhost:18080';

  it('returns to the address the portal named in its signed basket, and lets the form go there', async () => {
    portal.baskets.set('bk-local', {
      ...portalBasket,
      key: 'bk-local',
      returnUrl: `${returnUrl}/ignored/path`,
    });
    const res = await fetch(`${shop.url}/order?shopbasket=bk-local`);
    expect(res.headers.get('content-security-policy')).toContain(
      `form-action 'self' ${portal.url} ${returnUrl};`,
    );
    const session = sessionOf(await res.text());
    const done = await post('/checkout', { session, ...buyer });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${returnUrl}/shopcheckout`);
    const again = await post('/checkout', { session, ...buyer });
    expect(again.location).toMatch(new RegExp(`^${returnUrl}/shopcheckout/duplicate/SO-`));
  });

  it('keeps the configured portal for baskets without one, or with no http(s) address', async () => {
    portal.baskets.set('bk-odd', { ...portalBasket, key: 'bk-odd', returnUrl: 'javascript:alert(1)' });
    for (const key of ['bk-1', 'bk-odd']) {
      const session = sessionOf((await get(`/order?shopbasket=${key}`)).html);
      expect((await post('/checkout', { session, ...buyer })).location).toBe(`${portal.url}/shopcheckout`);
    }
  });
});

describe('maintenance', () => {
  it('answers /order and /checkout with the maintenance text (503) and sells nothing', async () => {
    const session = sessionOf((await get('/order?shopbasket=bk-1')).html);
    const closed = await startShop({ maintenance: 'Wartung bis 14 Uhr <b>bitte</b>' });
    for (const page of [
      await get('/order?shopbasket=bk-1', closed),
      await get(linkPath, closed),
      await post('/order', { basket: '{}' }, closed),
      await post('/checkout', { session, ...buyer }, closed),
    ]) {
      expect(page.status).toBe(503);
      expect(page.html).toContain('Wartung bis 14 Uhr &lt;b&gt;bitte&lt;/b&gt;');
      expect(page.html).not.toContain('Kaufen');
    }
    expect(portal.basketRequests).toEqual(['bk-1']);
    expect(portal.notifications).toHaveLength(0);
    expect((await get('/health', closed)).status).toBe(200);
  });
});

describe('garbage input', () => {
  it.each([
    ['no basket', '/order'],
    ['bad uuid', '/order?product=HZA-2026&location=not-a-uuid&serials=SN1'],
    ['bad serial list', `/order?product=HZA-2026&location=${loc1}&serials=SN1,,SN2`],
    ['serial with markup', `/order?product=HZA-2026&location=${loc1}&serials=%3Cscript%3E`],
    ['missing product', `/order?location=${loc1}&serials=SN1`],
    ['bad basket key', '/order?shopbasket=..%2F..%2Fadmin%3F'],
  ])('GET %s → 400 page', async (_name, path) => {
    const page = await get(path);
    expect(page.status).toBe(400);
    expect(page.html).toContain('Stand-in-Shop');
    expect(page.html).not.toContain('<script>');
  });

  it.each([
    ['no basket field', { other: '1' }],
    ['bad JSON', { basket: '{"items": [' }],
    ['wrong shape', { basket: JSON.stringify({ customer: 'x', items: [{ product: 'A', count: 'two' }] }) }],
    ['no items', { basket: JSON.stringify({ customer: 'x', items: [] }) }],
    [
      'bad uuid key',
      { basket: JSON.stringify({ items: [{ product: 'A', count: 1, locations: { x: [] } }] }) },
    ],
    ['JSON null', { basket: 'null' }],
  ])('POST /order %s → 400 page', async (_name, fields) => {
    const page = await post('/order', fields);
    expect(page.status).toBe(400);
    expect(page.html).toContain('Ungültiger Warenkorb');
  });

  it('refuses bodies over 100 kB, other content types and wrong methods; /health stays up', async () => {
    const big = await post('/order', { basket: 'x'.repeat(200 * 1024) });
    expect(big.status).toBe(413);
    const json = await fetch(`${shop.url}/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    expect((await fetch(`${shop.url}/checkout`)).status).toBe(405);
    expect((await get('/nothing')).status).toBe(404);
    const health = await fetch(`${shop.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
  });
});

describe('escaping', () => {
  const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>';

  it('escapes a hostile customer name and login from the portal', async () => {
    portal.baskets.set('evil', { ...portalBasket, key: 'evil', customer: hostile, customerName: hostile });
    const page = await get('/order?shopbasket=evil');
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>alert');
    expect(page.html).not.toContain('<img src=x');
    expect(page.html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('escapes what the browser sends: link customer, posted basket, checkout fields, /orders', async () => {
    const link = await get(`${linkPath}&customer=${encodeURIComponent(hostile)}`);
    expect(link.status).toBe(200);
    expect(link.html).not.toContain('<script>alert');
    const posted = await post('/order', {
      basket: JSON.stringify({
        customer: hostile,
        items: [{ product: 'A', count: 1, locations: { [loc1]: ['<b>'] } }],
      }),
    });
    expect(posted.status).toBe(200);
    expect(posted.html).not.toContain('<script>alert');
    expect(posted.html).not.toContain('<b>');
    const session = sessionOf(posted.html);
    const invalid = await post('/checkout', { session, name: hostile, email: hostile });
    expect(invalid.status).toBe(400);
    expect(invalid.html).not.toContain('<script>alert');
    expect((await post('/checkout', { session, ...buyer, name: hostile })).status).toBe(303);
    const orders = await get('/orders');
    expect(orders.html).toContain('&lt;script&gt;');
    expect(orders.html).not.toContain('<script>alert');
  });
});
