import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { tokenPattern, tokenPrefix } from '@portal/contracts';

/** A new token: its public id (stored), its full secret (shown once) and the secret's hash (stored). */
export function newToken(): { publicId: string; secret: string; hash: string } {
  const publicId = randomBytes(6).toString('hex');
  const secret = `${tokenPrefix}${publicId}_${randomBytes(32).toString('hex')}`;
  return { publicId, secret, hash: hashSecret(secret) };
}

/**
 * SHA-256 is enough: the secret has 256 random bits, so no slow hash is needed against guessing,
 * and every API call checks one.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The public id of a well-formed token, else undefined. */
export function publicIdOf(secret: string): string | undefined {
  return tokenPattern.exec(secret)?.[1];
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** What the list shows of a token: enough to recognise it, nothing to use it with. */
export function displayPrefix(publicId: string): string {
  return `${tokenPrefix}${publicId}_…`;
}
