import { parsePostcodeStates, postcodeStates, regionOf } from './postcode-states.js';

describe('postcode → state', () => {
  it('takes the state from the county key (AGS), not from GeoNames’ own state numbering', () => {
    const table = parsePostcodeStates(
      'plz,place,state,state_code,region,region_code,county,county_code\n' +
        '97070,Würzburg,Bavaria,02,Unterfranken,096,Kreisfreie Stadt Würzburg,09663\n' +
        '01067,Dresden,Saxony,13,,,Kreisfreie Stadt Dresden,14612\n' +
        // A postcode across a border counts to its first row's state.
        '21039,Hamburg,Hamburg,04,,,Hamburg,02000\n' +
        '21039,Börnsen,Schleswig-Holstein,10,,,Kreis Herzogtum Lauenburg,01053\n',
    );
    expect(table.stateOf('97070')).toBe('BY');
    expect(table.stateOf('01067')).toBe('SN');
    expect(table.stateOf('21039')).toBe('HH');
    expect(table.stateOf('12345')).toBeUndefined();
    expect(table.postcodesOf('HH')).toEqual(['21039']);
    expect(table.postcodesOf('SH')).toEqual([]);
    expect(regionOf(table, null)).toBe('unknown');
    expect(regionOf(table, ' 97070 ')).toBe('BY');
    expect(regionOf(table, 'A-1010')).toBe('unknown');
  });

  it('knows every state from the shipped GeoNames data', () => {
    const table = postcodeStates();
    expect(table.stateOf('80331')).toBe('BY');
    expect(table.stateOf('10115')).toBe('BE');
    expect(table.stateOf('20095')).toBe('HH');
    expect(table.stateOf('70173')).toBe('BW');
    expect(table.stateOf('28195')).toBe('HB');
    expect(table.allPostcodes().length).toBeGreaterThan(8000);
  });
});
