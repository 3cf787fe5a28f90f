import { formatSerial } from './serial.js';

describe('formatSerial', () => {
  it('groups ten-digit serials as 2-4-4', () => {
    expect(formatSerial('5200012345')).toBe('52 0001 2345');
  });

  it('groups other long all-digit serials in fours from the right', () => {
    expect(formatSerial('1234567')).toBe('123 4567');
    expect(formatSerial('12345678')).toBe('1234 5678');
    expect(formatSerial('123456789012')).toBe('1234 5678 9012');
  });

  it('keeps short serials (demo fakes) and serials with other characters', () => {
    expect(formatSerial('12345')).toBe('12345');
    expect(formatSerial('123456')).toBe('123456');
    expect(formatSerial('extern-4711')).toBe('extern-4711');
    expect(formatSerial('')).toBe('');
  });
});
