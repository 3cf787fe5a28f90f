import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

interface Cost {
  N: number;
  r: number;
  p: number;
}

const keyLength = 32;
const maxmem = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function hashAt(password: string, cost: Cost): Promise<string> {
  const salt = randomBytes(16);
  return derive(password, salt, cost).then(
    (key) => `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`,
  );
}

/**
 * Passwords as scrypt hashes. scrypt is memory-hard: at the default N = 2^15 (PASSWORD_HASH_COST 15),
 * r = 8 a hash needs 32 MiB, which makes guessing on GPUs expensive. A hash names its own cost, so
 * hashes made at another cost still verify (the tests' portals hash at a lower one).
 */
@Injectable()
export class PasswordHasher {
  private readonly cost: Cost;
  /** A hash of nothing in particular, made at the start so the first unknown login waits no longer. */
  private readonly decoy: Promise<string>;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'passwordHashCost'>) {
    this.cost = { N: 2 ** config.passwordHashCost, r: 8, p: 1 };
    this.decoy = hashAt(randomBytes(12).toString('hex'), this.cost);
  }

  hash(password: string): Promise<string> {
    return hashAt(password, this.cost);
  }

  /** False for `stored` null or undefined (no password, an unknown login) after checking a decoy. */
  async verify(password: string, stored: string | null | undefined): Promise<boolean> {
    if (stored) return this.check(password, stored);
    // An unknown login costs one hash check too, so the answer time does not tell which was wrong.
    await this.check(password, await this.decoy);
    return false;
  }

  private async check(password: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, expected] = stored.split('$');
    if (scheme !== 'scrypt' || !n || !r || !p || !salt || !expected) return false;
    const key = await derive(password, Buffer.from(salt, 'base64'), {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    });
    const wanted = Buffer.from(expected, 'base64');
    return key.length === wanted.length && timingSafeEqual(key, wanted);
  }
}
