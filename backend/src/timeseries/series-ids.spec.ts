import { SeriesIdTable } from './series-ids.js';

describe('SeriesIdTable', () => {
  it('answers the id of each series set, per unit and key', () => {
    const table = new SeriesIdTable();
    table.set('S1', 'Hka_Bd.ulBetriebssekunden', 1);
    table.set('S1', 'Hka_Mw1.Temp.sbAussen', 2);
    table.set('S2', 'Hka_Bd.ulBetriebssekunden', 3);
    expect(table.get('S1', 'Hka_Bd.ulBetriebssekunden')).toBe(1);
    expect(table.get('S1', 'Hka_Mw1.Temp.sbAussen')).toBe(2);
    expect(table.get('S2', 'Hka_Bd.ulBetriebssekunden')).toBe(3);
    expect(table.size).toBe(3);
  });

  it('answers undefined for an unknown unit or key', () => {
    const table = new SeriesIdTable();
    table.set('S1', 'a', 1);
    expect(table.get('S2', 'a')).toBeUndefined();
    expect(table.get('S1', 'b')).toBeUndefined();
  });

  it('replaces the id of a series set again without counting it twice', () => {
    const table = new SeriesIdTable();
    table.set('S1', 'a', 1);
    table.set('S1', 'a', 7);
    expect(table.get('S1', 'a')).toBe(7);
    expect(table.size).toBe(1);
  });

  it('finds a key by its text, not by the string object it was set with', () => {
    const table = new SeriesIdTable();
    const built = ['Hka', 'Bd.x[3]'].join('_');
    table.set('S1', built, 4);
    expect(table.get('S1', `Hka_${'Bd.x[3]'}`)).toBe(4);
  });

  it("keeps each unit's id of a key the units share apart", () => {
    const table = new SeriesIdTable();
    for (let unit = 0; unit < 3; unit++) table.set(`S${unit}`, ['Hka', 'Bd'].join('_'), unit);
    expect([0, 1, 2].map((unit) => table.get(`S${unit}`, 'Hka_Bd'))).toEqual([0, 1, 2]);
  });
});
