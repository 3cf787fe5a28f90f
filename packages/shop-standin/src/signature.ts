import { createHmac, timingSafeEqual } from 'node:crypto';

// The portal and the shop share a secret; each request between them carries
// `x-shop-signature: sha256=<hex HMAC-SHA256(secret, X)>`, X being the raw body of a POST or the
// basket key of the basket GET.

export const signatureHeader = 'x-shop-signature';

export function sign(secret: string, payload: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(payload).digest('hex')}`;
}

/** Constant-time check, so a caller cannot guess the signature byte by byte. */
export function verifySignature(secret: string, payload: string | Buffer, header: unknown): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
