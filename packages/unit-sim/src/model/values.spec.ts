import { findKind, rawTypeRanges } from '@portal/unit-catalog';
import { ValueStore } from './values.js';

// The models write display units; the store keeps raw values of the unit's own types.

function dachsStore(): ValueStore {
  const kind = findKind('dachsII');
  if (!kind) throw new Error('no dachsII kind');
  return new ValueStore(kind);
}

describe('ValueStore display writes', () => {
  it('stores a board’s values raw (display / gain), rounded for integer types', () => {
    const store = dachsStore();
    store.setBoardDisplay('Hka_Mw1', { sWirkleistung: 5.504, usDrehzahl: 2399.6 });
    expect(store.get('Hka_Mw1.sWirkleistung')).toBe(550);
    expect(store.get('Hka_Mw1.usDrehzahl')).toBe(2400);
    expect(store.display('Hka_Mw1.sWirkleistung')).toBeCloseTo(5.5);
    // The same as one key at a time.
    store.setDisplay('Hka_Mw1.sWirkleistung', 1.25);
    expect(store.get('Hka_Mw1.sWirkleistung')).toBe(125);
  });

  it('clamps wild values to the raw type and unsigned values at zero', () => {
    const store = dachsStore();
    const [min, max] = rawTypeRanges[store.entry('Hka_Mw1.sWirkleistung')!.def.typeName]!;
    store.setBoardDisplay('Hka_Mw1', { sWirkleistung: 1e12, usDrehzahl: -40 });
    expect(store.get('Hka_Mw1.sWirkleistung')).toBe(max);
    expect(store.get('Hka_Mw1.usDrehzahl')).toBe(0);
    store.setBoardDisplay('Hka_Mw1', { sWirkleistung: -1e12 });
    expect(store.get('Hka_Mw1.sWirkleistung')).toBe(min);
  });

  it('throws for a name the board does not have, on any board', () => {
    const store = dachsStore();
    expect(() => store.setBoardDisplay('Hka_Mw1', { sNichtDa: 1 })).toThrow(
      'dachsII has no key Hka_Mw1.sNichtDa',
    );
    expect(() => store.setBoardDisplay('Kein_Board', { sWirkleistung: 1 })).toThrow(
      'dachsII has no key Kein_Board.sWirkleistung',
    );
    expect(() => store.setDisplay('Hka_Mw1.sNichtDa', 1)).toThrow('dachsII has no key Hka_Mw1.sNichtDa');
  });
});
