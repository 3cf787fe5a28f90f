import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// Unit secrets are 192 random bits, so a fast hash is enough (no dictionary to guess from); it keeps
// a fleet reconnecting after a broker restart from queueing behind a slow password hash.

export function newUnitSecret(): string {
  return randomBytes(24).toString('base64url');
}

export function hashUnitSecret(secret: string): string {
  return `sha256$${createHash('sha256').update(secret, 'utf8').digest('base64url')}`;
}

export function unitSecretMatches(secret: string, stored: string): boolean {
  const expected = Buffer.from(stored, 'utf8');
  const actual = Buffer.from(hashUnitSecret(secret), 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
