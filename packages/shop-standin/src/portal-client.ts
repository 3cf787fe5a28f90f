import { z } from 'zod';
import { type BasketItem } from './basket.js';
import { sign, signatureHeader } from './signature.js';

// The two calls the shop makes to the portal, signed with the shared secret. Failures come back as
// values (never thrown) so a page can say what went wrong and offer a retry.

const timeoutMs = 10_000;
/** The portal's answers are small; a larger one is not the portal's. */
const maxAnswerBytes = 1_000_000;

export interface ShopNotification {
  orderNumber: string;
  basketKey?: string;
  customer: string;
  items: BasketItem[];
  paidAt: string;
}

export const notificationAnswerSchema = z.object({
  orderNumber: z.string(),
  duplicate: z.boolean(),
  booked: z.number().int(),
  rejected: z.array(z.object({ locationUuid: z.string(), reason: z.string() })),
});
export type NotificationAnswer = z.infer<typeof notificationAnswerSchema>;

export type PortalResult =
  | { kind: 'ok'; status: number; json: unknown }
  /** The portal answered with an error status; `message` is what it said, shortened. */
  | { kind: 'status'; status: number; message: string; key?: string }
  /** No answer at all (refused, timed out, unreadable). */
  | { kind: 'network'; message: string };

async function call(url: string, init: RequestInit): Promise<PortalResult> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { kind: 'network', message: `${error instanceof Error ? error.message : String(error)}${cause}` };
  }
  if (text.length > maxAnswerBytes) {
    return { kind: 'network', message: 'Die Antwort des Portals ist zu groß.' };
  }
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (response.status >= 200 && response.status < 300) {
    if (json === undefined) return { kind: 'network', message: 'Das Portal antwortete nicht mit JSON.' };
    return { kind: 'ok', status: response.status, json };
  }
  return { kind: 'status', status: response.status, ...errorText(json, text) };
}

/** Nest-style error bodies carry `message` (string or list) and the portal's `key`. */
function errorText(json: unknown, text: string): { message: string; key?: string } {
  const body = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const key = typeof body.key === 'string' ? body.key : undefined;
  const message = Array.isArray(body.message)
    ? body.message.map(String).join('; ')
    : typeof body.message === 'string'
      ? body.message
      : (key ?? text);
  return { message: message.slice(0, 500), ...(key ? { key } : {}) };
}

export class PortalClient {
  private readonly base: string;

  constructor(
    portalUrl: string,
    private readonly secret: string,
  ) {
    this.base = portalUrl.replace(/\/+$/, '');
  }

  /** GET /rest/shop/basket/{key}, signed over the key itself. */
  fetchBasket(key: string): Promise<PortalResult> {
    return call(`${this.base}/rest/shop/basket/${encodeURIComponent(key)}`, {
      method: 'GET',
      headers: { accept: 'application/json', [signatureHeader]: sign(this.secret, key) },
    });
  }

  /** POST /rest/shop/notify, signed over exactly the bytes sent. */
  notify(notification: ShopNotification): Promise<PortalResult> {
    const body = JSON.stringify(notification);
    return call(`${this.base}/rest/shop/notify`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        [signatureHeader]: sign(this.secret, body),
      },
      body,
    });
  }
}
