import { isStorableText, rawInputProblems } from './raw-input.js';

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
