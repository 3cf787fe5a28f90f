import { webhookExcerptLength, webhookHeaders } from '@portal/contracts';
import { signature } from './webhook-signature.js';

/** How long a receiver has to answer a try, body included. */
export const postTimeoutMs = 10_000;

export interface PostResult {
  /** A 2xx answer. */
  ok: boolean;
  /** The answer's status; null when none came (refused, timed out). */
  status: number | null;
  /** The start of the answer's body. */
  excerpt: string | null;
  /** Why it did not work, for the delivery list. */
  error: string | null;
}

/**
 * POSTs one try of a delivery: the body signed with the webhook's secret over this try's
 * timestamp. Redirects are not followed (a 3xx is a failed try); only a 2xx counts as delivered.
 */
export async function postDelivery(
  target: { url: string; secret: string; deliveryId: string; event: string },
  body: string,
  now: Date,
): Promise<PostResult> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(postTimeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'unit-portal-webhooks/1',
        [webhookHeaders.signature]: signature(target.secret, timestamp, body),
        [webhookHeaders.delivery]: target.deliveryId,
        [webhookHeaders.timestamp]: timestamp,
        [webhookHeaders.event]: target.event,
      },
      body,
    });
    const excerpt = await readExcerpt(response, webhookExcerptLength);
    const ok = response.status >= 200 && response.status < 300;
    return { ok, status: response.status, excerpt, error: ok ? null : `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, status: null, excerpt: null, error: reason(error) };
  }
}

/** The first `limit` characters of the answer's body; the rest is not read. */
async function readExcerpt(response: Response, limit: number): Promise<string | null> {
  if (!response.body) return null;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    // A body cut off (or too slow) still leaves what came.
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  // PostgreSQL text cannot hold NUL; a lone surrogate at the cut is dropped with it.
  return text
    .replaceAll('\u0000', '')
    .slice(0, limit)
    .replace(/[\ud800-\udbff]$/, '');
}

function reason(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return `no answer within ${postTimeoutMs / 1000} s`;
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const detail = cause?.code ?? cause?.message;
    return (detail ? `${error.message}: ${detail}` : error.message).slice(0, 300);
  }
  return String(error).slice(0, 300);
}
