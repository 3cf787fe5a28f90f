import { ApiException } from './api-exception.js';
import {
  isStorableText,
  maxInputDepth,
  nestsDeeperThan,
  rawInputProblems,
  refuseRawProblems,
} from './raw-input.js';

describe('isStorableText', () => {
  it.each([
    ['plain', true],
    ['Grüße 🌞', true],
    ['', true],
    ['a\u0000b', false],
    ['lone \ud800 high', false],
    ['lone \udc00 low', false],
    ['reversed \udc00\ud800', false],
  ])('%j → %s', (text, storable) => {
    expect(isStorableText(text)).toBe(storable);
  });
});

describe('rawInputProblems', () => {
  it('names the fields of bad values and the objects of bad keys, at any depth', () => {
    const problems = rawInputProblems({
      user: 'ok\u0000',
      address: { strasse: '\ud83d', plz: '12345' },
      values: { 'Hka_Bd.x\u0000': 1 },
      list: ['fine', 'bad\u0000'],
      count: 3,
    });
    expect(Object.fromEntries(problems)).toEqual({
      user: 'validation.characters',
      'address.strasse': 'validation.characters',
      values: 'validation.characters',
      'list.1': 'validation.characters',
    });
  });

  it('refuses a __proto__ key, which a schema never gets to see', () => {
    const body = JSON.parse('{"map": {"__proto__": true, "A": false}}') as unknown;
    expect(Object.fromEntries(rawInputProblems(body))).toEqual({ 'map.__proto__': 'validation.invalid' });
  });

  it('reports a bare value as _ and finds nothing in clean input', () => {
    expect(Object.fromEntries(rawInputProblems('\u0000'))).toEqual({ _: 'validation.characters' });
    expect(rawInputProblems({ a: ['b', { c: 'd' }], e: null, toString: 'x' }).size).toBe(0);
  });
});

/** Objects (`{"a":…}`) or arrays (`[…]`) nested `depth` deep, as JSON.parse makes them. */
const nested = (depth: number, kind: 'object' | 'array'): unknown =>
  JSON.parse(
    kind === 'object'
      ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
      : '['.repeat(depth) + ']'.repeat(depth),
  );

describe('nestsDeeperThan', () => {
  it.each(['object', 'array'] as const)('measures %s nesting without recursion, however deep', (kind) => {
    expect(nestsDeeperThan(nested(maxInputDepth, kind), maxInputDepth)).toBe(false);
    expect(nestsDeeperThan(nested(maxInputDepth + 1, kind), maxInputDepth)).toBe(true);
    expect(nestsDeeperThan(nested(100_000, kind), maxInputDepth)).toBe(true);
  });

  it('counts depth, not breadth', () => {
    expect(nestsDeeperThan({ a: Array.from({ length: 100_000 }, () => ({ b: [1] })) }, 4)).toBe(false);
    expect(nestsDeeperThan([1, 'x', null, { a: [] }], 3)).toBe(false);
    expect(nestsDeeperThan([1, 'x', null, { a: [[]] }], 3)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
  });
});

describe('refuseRawProblems', () => {
  it.each(['object', 'array'] as const)(
    'refuses %s nesting 5,000 deep with 400 before walking it',
    (kind) => {
      let refusal: unknown;
      try {
        refuseRawProblems(nested(5000, kind));
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(ApiException);
      expect(refusal).toMatchObject({ status: 400, fields: { _: ['validation.depth'] } });
    },
  );
});
