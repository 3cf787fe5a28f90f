import { randomBytes, randomInt } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import {
  type Basket,
  type Parsed,
  basketKeyPattern,
  parseCheckoutForm,
  parseLinkBasket,
  parsePortalBasket,
  parsePostedBasket,
} from './basket.js';
import { html } from './html.js';
import {
  type CheckoutValues,
  type OrderRecord,
  basketPage,
  homePage,
  maintenancePage,
  messagePage,
  notifyFailedPage,
  notifyRefusedPage,
  ordersPage,
} from './pages.js';
import { PortalClient, notificationAnswerSchema } from './portal-client.js';

// The stand-in shop: an HTTP server that takes the portal's three basket hand-overs on /order, keeps
// each basket in a server-side checkout session, and on /checkout reports the order to the portal.

export interface ShopStandinOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /**
   * Where the portal runs, e.g. http://localhost:8080: calls go there, and redirects too unless the
   * portal's signed basket names the address the customer ordered by.
   */
  portalUrl: string;
  /** Shared with the portal (SHOP_NOTIFY_SECRET) for the x-shop-signature header. */
  secret: string;
  /** When not empty every /order and /checkout page shows this text (503) and nothing can be bought. */
  maintenance?: string;
  log?: (line: string) => void;
}

export interface ShopStandin {
  /** The shop's base URL; its order page is `${url}/order`. */
  url: string;
  close(): Promise<void>;
}

const maxBodyBytes = 100 * 1024;
/** Sessions are kept in memory; the oldest go first beyond this many. */
const maxSessions = 10_000;

interface CheckoutSession {
  id: string;
  basket: Basket;
  /** Set once, at the first checkout; every later post of the session re-sends this order. */
  order?: OrderRecord;
}

const alnum = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function newOrderNumber(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += alnum[randomInt(alnum.length)];
  return `SO-${day}-${suffix}`;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxBodyBytes) {
      reject(new HttpError(413, 'Die Anfrage ist zu groß.'));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > maxBodyBytes) {
        done = true;
        reject(new HttpError(413, 'Die Anfrage ist zu groß.'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!done) resolve(Buffer.concat(chunks).toString('utf8'));
      done = true;
    });
    req.on('error', (error) => {
      if (!done) reject(error);
      done = true;
    });
  });
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new HttpError(415, 'Erwartet wird ein Formular (application/x-www-form-urlencoded).');
  }
  return new URLSearchParams(await readBody(req));
}

export async function startShopStandin(options: ShopStandinOptions): Promise<ShopStandin> {
  const { port, host = '127.0.0.1', secret, maintenance = '' } = options;
  const log = options.log ?? (() => undefined);
  let portalUrl: URL;
  try {
    portalUrl = new URL(options.portalUrl);
  } catch {
    throw new Error(`portalUrl is not a URL: ${options.portalUrl}`);
  }
  if (portalUrl.protocol !== 'http:' && portalUrl.protocol !== 'https:') {
    throw new Error(`portalUrl must be http(s): ${options.portalUrl}`);
  }
  if (secret === '') throw new Error('secret must not be empty');
  // Redirect targets come from here or the portal's signed basket, never from a browser's request.
  const portalBase = portalUrl.href.replace(/\/+$/, '');
  const portal = new PortalClient(portalBase, secret);
  const sessions = new Map<string, CheckoutSession>();
  /** Basket key -> the session opened for it. */
  const keySessions = new Map<string, string>();
  const orders: OrderRecord[] = [];

  /** Where a checkout returns to: the portal address the customer came by, when the portal named it. */
  const backTo = (session: CheckoutSession) => session.basket.returnUrl ?? portalBase;

  const csp = (returnTo: string) =>
    [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      // Browsers check form-action on the redirect after /checkout too, so the portal is allowed.
      `form-action 'self' ${[...new Set([portalUrl.origin, new URL(returnTo).origin])].join(' ')}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; ');

  function send(
    res: ServerResponse,
    status: number,
    body: string,
    type = 'text/html; charset=utf-8',
    // The basket page may stay in the browser's history cache: the back button then shows the same
    // checkout session again, and buying again re-sends the same order number.
    cache = 'no-store',
    returnTo = portalBase,
  ): void {
    res.writeHead(status, {
      'content-type': type,
      'content-length': Buffer.byteLength(body),
      'cache-control': cache,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'content-security-policy': csp(returnTo),
    });
    res.end(body);
  }

  function redirect(res: ServerResponse, location: string): void {
    res.writeHead(303, { location, 'cache-control': 'no-store', 'content-length': 0 });
    res.end();
  }

  function openSession(basket: Basket): CheckoutSession {
    const session = { id: randomBytes(18).toString('base64url'), basket };
    sessions.set(session.id, session);
    if (basket.basketKey) keySessions.set(basket.basketKey, session.id);
    if (sessions.size > maxSessions) {
      const oldest = sessions.values().next().value;
      if (oldest) {
        sessions.delete(oldest.id);
        const key = oldest.basket.basketKey;
        if (key && keySessions.get(key) === oldest.id) keySessions.delete(key);
      }
    }
    return session;
  }

  function showSession(res: ServerResponse, session: CheckoutSession): void {
    send(
      res,
      200,
      basketPage(
        session.id,
        session.basket,
        session.order ? { name: session.order.name, email: session.order.email, terms: true } : {},
        undefined,
        session.order?.orderNumber,
      ),
      undefined,
      'private, max-age=0',
      backTo(session),
    );
  }

  function showBasket(res: ServerResponse, parsed: Parsed<Basket>): void {
    if (!parsed.ok) {
      send(res, 400, messagePage('Ungültiger Warenkorb', 'error', parsed.message));
      return;
    }
    showSession(res, openSession(parsed.value));
  }

  async function basketByKey(res: ServerResponse, key: string): Promise<void> {
    if (!basketKeyPattern.test(key)) {
      send(
        res,
        400,
        messagePage('Ungültiger Warenkorb', 'error', 'Der Warenkorb-Schlüssel (shopbasket) ist ungültig.'),
      );
      return;
    }
    // One basket key, one checkout: opening the key again (reload, back button, a second tab) shows
    // the same session, so buying again re-sends the same order number.
    const known = sessions.get(keySessions.get(key) ?? '');
    if (known) {
      showSession(res, known);
      return;
    }
    const result = await portal.fetchBasket(key);
    if (result.kind === 'ok') {
      const parsed = parsePortalBasket(key, result.json);
      // A basket the portal got wrong is the portal's fault, not the browser's: 502, not 400.
      if (parsed.ok) showSession(res, openSession(parsed.value));
      else send(res, 502, messagePage('Warenkorb nicht geladen', 'error', parsed.message));
      return;
    }
    if (result.kind === 'status' && result.status === 404) {
      send(
        res,
        404,
        messagePage(
          'Warenkorb nicht gefunden',
          'error',
          'Der Warenkorb ist unbekannt oder abgelaufen. Bitte im Portal erneut bestellen.',
          html`<p><a href="${portalBase}">Zurück zum Portal</a></p>`,
        ),
      );
      return;
    }
    const reason =
      result.kind === 'network'
        ? `Das Portal ist nicht erreichbar (${result.message}).`
        : result.status === 401
          ? 'Das Portal hat die Signatur abgelehnt (gemeinsames Geheimnis prüfen).'
          : `Das Portal antwortete mit ${result.status}: ${result.message}`;
    log(`basket ${key}: ${reason}`);
    send(res, 502, messagePage('Warenkorb nicht geladen', 'error', reason));
  }

  async function notify(res: ServerResponse, session: CheckoutSession, order: OrderRecord): Promise<void> {
    order.attempts++;
    const result = await portal.notify(order.notification);
    if (result.kind === 'ok') {
      const answer = notificationAnswerSchema.safeParse(result.json);
      if (answer.success) {
        order.status = 'sent';
        order.answer = answer.data;
        delete order.lastError;
        log(`order ${order.orderNumber}: duplicate ${answer.data.duplicate}, booked ${answer.data.booked}`);
        redirect(
          res,
          answer.data.duplicate
            ? `${backTo(session)}/shopcheckout/duplicate/${encodeURIComponent(order.orderNumber)}`
            : `${backTo(session)}/shopcheckout`,
        );
        return;
      }
      order.status = 'failed';
      order.lastError = 'Die Antwort des Portals hat nicht die erwartete Form.';
    } else if (result.kind === 'network') {
      order.status = 'failed';
      order.lastError = `Das Portal ist nicht erreichbar (${result.message}).`;
    } else if (result.status === 400) {
      // The portal finds the order itself wrong; sending it again would not change that.
      order.status = 'refused';
      order.lastError = result.message;
      log(`order ${order.orderNumber}: refused by the portal: ${result.message}`);
      send(
        res,
        502,
        notifyRefusedPage(order, result.message, backTo(session)),
        undefined,
        undefined,
        backTo(session),
      );
      return;
    } else if (result.status === 503 && result.key === 'services.maintenance') {
      order.status = 'failed';
      order.lastError = 'Das Portal ist in Wartung.';
    } else if (result.status === 401) {
      order.status = 'failed';
      order.lastError = 'Das Portal hat die Signatur abgelehnt (gemeinsames Geheimnis prüfen).';
    } else {
      order.status = 'failed';
      order.lastError = `Das Portal antwortete mit ${result.status}: ${result.message}`;
    }
    log(`order ${order.orderNumber}: ${order.lastError}`);
    send(
      res,
      502,
      notifyFailedPage(order, session.id, order.lastError, backTo(session)),
      undefined,
      undefined,
      backTo(session),
    );
  }

  async function checkout(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = await readForm(req);
    const session = sessions.get(form.get('session') ?? '');
    if (!session) {
      send(
        res,
        400,
        messagePage(
          'Sitzung unbekannt',
          'error',
          'Diese Kasse ist unbekannt oder abgelaufen. Bitte die Bestellung im Portal neu beginnen.',
          html`<p><a href="${portalBase}">Zurück zum Portal</a></p>`,
        ),
      );
      return;
    }
    if (session.order) {
      // Double click, reload, back button, retry: the same order number again, so the portal can
      // tell it has seen this order.
      await notify(res, session, session.order);
      return;
    }
    const fields: Record<string, string> = {
      customer: form.get('customer') ?? '',
      name: form.get('name') ?? '',
      email: form.get('email') ?? '',
      payment: form.get('payment') ?? '',
      terms: form.get('terms') ?? '',
    };
    // A customer named by the portal's basket is not the browser's to change.
    if (session.basket.customer) fields.customer = session.basket.customer;
    const parsed = parseCheckoutForm(fields);
    if (!parsed.ok) {
      const values: CheckoutValues = { ...fields, terms: fields.terms === 'on' };
      send(
        res,
        400,
        basketPage(session.id, session.basket, values, parsed.message),
        undefined,
        undefined,
        backTo(session),
      );
      return;
    }
    const now = new Date();
    const { basketKey, items } = session.basket;
    const order: OrderRecord = {
      orderNumber: newOrderNumber(now),
      notification: {
        orderNumber: '',
        ...(basketKey ? { basketKey } : {}),
        customer: parsed.value.customer,
        // Only what the portal's notification takes: names and prices stay in the shop.
        items: items.map(({ product, count, locations }) => ({ product, count, locations })),
        paidAt: now.toISOString(),
      },
      name: parsed.value.name,
      email: parsed.value.email,
      createdAt: now.toISOString(),
      attempts: 0,
      status: 'pending',
    };
    order.notification.orderNumber = order.orderNumber;
    // Set before the first await so a second post of the session finds it.
    session.order = order;
    orders.push(order);
    await notify(res, session, order);
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://shop.invalid');
    } catch {
      throw new HttpError(400, 'Die Adresse ist ungültig.');
    }
    const method = req.method ?? 'GET';
    const path = url.pathname;
    const allow = (methods: string[]): boolean => {
      if (methods.includes(method)) return true;
      res.setHeader('allow', methods.join(', '));
      send(res, 405, messagePage('Nicht erlaubt', 'error', `${method} ist hier nicht erlaubt.`));
      return false;
    };
    if (path === '/health') {
      if (allow(['GET', 'HEAD'])) send(res, 200, JSON.stringify({ ok: true }), 'application/json');
      return;
    }
    if (path === '/order' || path === '/checkout') {
      if (!allow(path === '/order' ? ['GET', 'POST'] : ['POST'])) return;
      if (maintenance !== '') {
        send(res, 503, maintenancePage(maintenance));
        return;
      }
      if (path === '/checkout') return checkout(req, res);
      if (method === 'POST') return showBasket(res, parsePostedBasket((await readForm(req)).get('basket')));
      const key = url.searchParams.get('shopbasket');
      if (key !== null) return basketByKey(res, key);
      if (url.searchParams.has('product') || url.searchParams.has('location')) {
        return showBasket(res, parseLinkBasket(url.searchParams));
      }
      send(res, 400, messagePage('Kein Warenkorb', 'error', 'Es wurde kein Warenkorb übergeben.'));
      return;
    }
    if (path === '/orders') {
      if (!allow(['GET'])) return;
      // The JSON form is for end-to-end tests that check what the shop sent.
      if (url.searchParams.get('format') === 'json')
        send(res, 200, JSON.stringify(orders), 'application/json');
      else send(res, 200, ordersPage(orders));
      return;
    }
    if (path === '/') {
      if (allow(['GET'])) send(res, 200, homePage());
      return;
    }
    send(res, 404, messagePage('Nicht gefunden', 'error', 'Diese Seite gibt es nicht.'));
  }

  const server: Server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof HttpError) {
        // The rest of an oversized body is not read; the connection closes after the answer.
        if (error.status === 413) res.setHeader('connection', 'close');
        send(res, error.status, messagePage('Ungültige Anfrage', 'error', error.message));
        return;
      }
      log(`internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      send(res, 500, messagePage('Fehler', 'error', 'Interner Fehler des Stand-in-Shops.'));
    });
  });
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const hostPart = address.family === 'IPv6' || host.includes(':') ? `[${address.address}]` : host;
  return {
    url: `http://${hostPart}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
