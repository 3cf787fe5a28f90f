import { createHmac } from 'node:crypto';
import { newSecret, secretHint, signature } from './webhook-signature.js';

describe('webhook signature', () => {
  it('is the hex HMAC-SHA256 of "<timestamp>.<body>", as a receiver recomputes it', () => {
    const body = '{"type":"ping"}';
    const expected = createHmac('sha256', 'geheim').update(`1700000000.${body}`).digest('hex');
    expect(signature('geheim', '1700000000', body)).toBe(`sha256=${expected}`);
    expect(signature('geheim', '1700000001', body)).not.toBe(`sha256=${expected}`);
  });

  it('makes long random secrets and masks them for lists', () => {
    const secret = newSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newSecret()).not.toBe(secret);
    expect(secretHint(secret)).toBe(`whsec_…${secret.slice(-4)}`);
    expect(secretHint(secret)).not.toContain(secret.slice(6, -4));
  });
});
