import { tmpdir } from 'node:os';
import { loadConfig } from '../config/config.js';
import { PasswordHasher } from './password-hash.js';

const configOf = (env: Record<string, string>) =>
  loadConfig({ SESSION_SECRET: 'x'.repeat(32), DATA_DIR: tmpdir(), ...env });
const cheap = new PasswordHasher({ passwordHashCost: 10 });

describe('PasswordHasher', () => {
  it('hashes at N = 2^15 unless told otherwise, and refuses a cost below 2^10 or above 2^20', async () => {
    expect(configOf({}).passwordHashCost).toBe(15);
    const hash = await new PasswordHasher(configOf({})).hash('geheim-123');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    for (const cost of ['9', '21', 'x'])
      expect(() => configOf({ PASSWORD_HASH_COST: cost })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('takes the right password and no other, with a salt of its own each time', async () => {
    const first = await cheap.hash('geheim-123');
    const second = await cheap.hash('geheim-123');
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(second).not.toBe(first);
    expect(await cheap.verify('geheim-123', first)).toBe(true);
    expect(await cheap.verify('geheim-124', first)).toBe(false);
    expect(await cheap.verify('', first)).toBe(false);
  });

  it('reads the cost from the hash: one made at another cost still verifies', async () => {
    const dear = await new PasswordHasher({ passwordHashCost: 12 }).hash('geheim-123');
    expect(await cheap.verify('geheim-123', dear)).toBe(true);
  });

  it('treats the same text in either Unicode form as one password', async () => {
    const hash = await cheap.hash('Grüße-2026');
    expect(await cheap.verify('Gru\u0308ße-2026', hash)).toBe(true);
  });

  it('answers false for no hash (after checking its decoy) and for text that is no hash', async () => {
    for (const stored of [null, undefined, '', 'plain', 'bcrypt$1$2$3$4$5', 'scrypt$1024$8$1$'])
      expect(await cheap.verify('geheim-123', stored)).toBe(false);
  });
});
