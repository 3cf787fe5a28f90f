import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header the web shop signs its calls with: `sha256=<hex HMAC-SHA256 of the body or key>`. */
export const shopSignatureHeader = 'x-shop-signature';

export function shopSignature(secret: string, data: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(data).digest('hex')}`;
}

/** Whether `header` signs `data` with `secret`; compared in constant time. */
export function isShopSigned(secret: string | undefined, data: string | Buffer, header: unknown): boolean {
  if (!secret || typeof header !== 'string') return false;
  const expected = Buffer.from(shopSignature(secret, data));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
