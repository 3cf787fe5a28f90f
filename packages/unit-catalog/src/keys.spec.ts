import { dataPointKey, pageKey, parseDataPointKey } from './keys.js';

describe('dataPointKey / parseDataPointKey', () => {
  it.each([
    ['Hka_Bd', 'ulAnzahlStarts', undefined, 'Hka_Bd.ulAnzahlStarts'],
    ['Hka_Mw1', 'Temp.sbAussen', undefined, 'Hka_Mw1.Temp.sbAussen'],
    ['Laufraster15Min_aktTag', 'bDoppelstunde', 11, 'Laufraster15Min_aktTag.bDoppelstunde[11]'],
    ['BD3112', 'Hka_Bd.ulArbeitElektr', 0, 'BD3112.Hka_Bd.ulArbeitElektr[0]'],
    ['SCB-04@1', 'AM027', undefined, 'SCB-04@1.AM027'],
  ])('%s + %s [%p] ⇄ %s', (board, name, index, key) => {
    expect(dataPointKey(board, name, index)).toBe(key);
    expect(parseDataPointKey(key)).toEqual(index === undefined ? { board, name } : { board, name, index });
  });

  it.each([
    '',
    'Hka_Bd',
    'Hka_Bd.',
    '.name',
    'Hka_Bd.name[',
    'Hka_Bd.name[x]',
    'Hka_Bd.name[1]x',
    'Hka_Bd.a.',
    'Hka_Bd.n[-1]',
  ])('refuses %p', (key) => {
    expect(parseDataPointKey(key)).toBeNull();
  });
});

describe('pageKey', () => {
  it('is 64 lowercase hex characters, stable and distinct per page', () => {
    const a = pageKey('dachsII', 'dashboard');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(pageKey('dachsII', 'dashboard')).toBe(a);
    expect(pageKey('dachsII', 'heizung')).not.toBe(a);
    expect(pageKey('dachs08', 'dashboard')).not.toBe(a);
  });
});
