import { utf8ByteLength } from './utf8.js';

describe('utf8ByteLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['ä', 2],
    ['€', 3],
    ['😀', 4],
    ['Grüße 😀', 12],
  ])('%p is %i bytes', (text, bytes) => {
    expect(utf8ByteLength(text)).toBe(bytes);
  });
});
