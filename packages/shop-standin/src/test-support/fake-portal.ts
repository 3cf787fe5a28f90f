import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { verifySignature } from '../signature.js';

// The portal's side of the shop calls, as far as the tests need it: checks the signature of every
// call, records notifications, and answers duplicate: true for an order number it has seen before.

export interface ReceivedNotification {
  raw: string;
  signature: string;
  body: {
    orderNumber: string;
    basketKey?: string;
    customer: string;
    items: { product: string; count: number; locations: Record<string, string[]> }[];
    paidAt: string;
  };
}

export interface FakePortal {
  url: string;
  /** Baskets by key, as GET /rest/shop/basket/{key} answers them. */
  baskets: Map<string, unknown>;
  /** Valid, signed notifications in the order they came (duplicates too). */
  notifications: ReceivedNotification[];
  basketRequests: string[];
  badSignatures: number;
  /** Status codes to answer the next notifications with instead of taking them (400, 500, 503). */
  failNext: number[];
  close(): Promise<void>;
}

export async function startFakePortal(secret: string): Promise<FakePortal> {
  const seen = new Set<string>();
  const portal: Omit<FakePortal, 'url' | 'close'> = {
    baskets: new Map(),
    notifications: [],
    basketRequests: [],
    badSignatures: 0,
    failNext: [],
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const signature = req.headers['x-shop-signature'];
      const basket = /^\/rest\/shop\/basket\/([^/]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && basket) {
        const key = decodeURIComponent(basket[1] ?? '');
        portal.basketRequests.push(key);
        if (!verifySignature(secret, key, signature)) {
          portal.badSignatures++;
          return answer(401, { statusCode: 401, message: 'Unauthorized' });
        }
        const content = portal.baskets.get(key);
        return content ? answer(200, content) : answer(404, { statusCode: 404, message: 'Not Found' });
      }
      if (req.method === 'POST' && req.url === '/rest/shop/notify') {
        if (!verifySignature(secret, raw, signature)) {
          portal.badSignatures++;
          return answer(401, { statusCode: 401, message: 'Unauthorized' });
        }
        const fail = portal.failNext.shift();
        if (fail === 503) return answer(503, { statusCode: 503, key: 'services.maintenance' });
        if (fail === 400)
          return answer(400, { statusCode: 400, message: ['items.0.product: unknown product'] });
        if (fail !== undefined) return answer(fail, { statusCode: fail, message: 'Internal server error' });
        const body = JSON.parse(raw) as ReceivedNotification['body'];
        portal.notifications.push({ raw, signature: String(signature), body });
        const duplicate = seen.has(body.orderNumber);
        seen.add(body.orderNumber);
        const booked = duplicate ? 0 : body.items.reduce((n, i) => n + Object.keys(i.locations).length, 0);
        return answer(200, { orderNumber: body.orderNumber, duplicate, booked, rejected: [] });
      }
      answer(404, { statusCode: 404, message: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(portal, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}
