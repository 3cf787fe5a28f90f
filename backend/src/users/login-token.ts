import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A login hash is `id.secret` (user) or `sn.id.secret` (unit); only sha256(secret) is stored. */
export function newTokenParts(): { id: string; secret: string; secretHash: string } {
  const secret = randomBytes(24).toString('base64url');
  return { id: randomBytes(12).toString('base64url'), secret, secretHash: hashSecret(secret) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export interface ParsedHash {
  sn: string | undefined;
  id: string;
  secret: string;
}

export function parseLoginHash(hash: string): ParsedHash | undefined {
  const parts = hash.split('.');
  if (parts.length === 2 && parts[0] && parts[1]) return { sn: undefined, id: parts[0], secret: parts[1] };
  if (parts.length === 3 && parts[0] && parts[1] && parts[2])
    return { sn: parts[0], id: parts[1], secret: parts[2] };
  return undefined;
}
