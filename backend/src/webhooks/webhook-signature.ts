import { createHmac, randomBytes } from 'node:crypto';

// How a delivery is signed (README "Webhooks"): the receiver recomputes the HMAC with its secret
// over the timestamp header, a dot and the raw body, and compares it with the signature header.

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">` */
export function signature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** A new signing secret: 32 random bytes, prefixed so people recognise it. */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** The secret as lists show it after its creation: its prefix and its last four characters. */
export function secretHint(secret: string): string {
  return `whsec_…${secret.slice(-4)}`;
}
