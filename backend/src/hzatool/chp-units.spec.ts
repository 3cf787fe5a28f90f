import { buildDemoWorld } from '../demo/demo-world.js';
import type { LocationView } from '../units/location-view.js';
import type { UnitRow } from '../units/unit-row.js';
import { locationAddress, toChpUnit } from './chp-units.js';

// The CHP units as the tool prefills them: the catalogue's part number names the model where it
// says it without doubt; the installer's Gasart is the fuel otherwise.

const location = {
  uuid: '0b7f2a52-1a4f-4f43-9c1e-3f5e7f0c2a11',
  name: 'Mehrfamilienhaus Hofmann',
  strasse: 'Lindenweg',
  hausnummer: '3',
  plz: '97070',
  ort: 'Würzburg',
} as LocationView;

/** The fields toChpUnit reads; the rest of a stored row does not matter here. */
const unit = (artikelNummer: string, benennung: string, infoMap: Record<string, string> = {}) =>
  ({
    seriennummer: '5200000001',
    artikelNummer,
    benennung,
    infoMap,
    inbetriebnahmeDatum: '2016-04-12',
  }) as UnitRow;

describe('toChpUnit', () => {
  it('knows the Dachs G 5.5 by its part number, with its fuel and rated power', () => {
    expect(toChpUnit(unit('4700107000', 'Dachs G 5.5'), location, true)).toEqual({
      serial: '5200000001',
      anlageId: location.uuid,
      locationName: 'Mehrfamilienhaus Hofmann',
      address: 'Lindenweg 3, 97070 Würzburg',
      inTool: true,
      manufacturer: 'SenerTec',
      typeName: 'Dachs G 5.5',
      model: 'G5.5',
      fuel: 'naturalGas',
      ratedElectricKW: 5.5,
      ratedThermalKW: 12.5,
      commissioned: '2016-04-12',
    });
  });

  it.each([
    ['4700135000', 'F5.5', 'lpg'],
    ['4700186000', 'HR5.3', 'heatingOil'],
  ])('maps part number %s to %s (%s)', (part, model, fuel) => {
    expect(toChpUnit(unit(part, 'Dachs'), location, false)).toMatchObject({ model, fuel });
  });

  it('leaves the G 5.0 and unknown part numbers without a model; the Gasart still gives the fuel', () => {
    expect(
      toChpUnit(unit('4700164000', 'Dachs G 5.0', { Gasart: 'Erdgas LL' }), location, false),
    ).toMatchObject({
      model: null,
      fuel: 'naturalGas',
      ratedElectricKW: null,
    });
    expect(
      toChpUnit(unit('4700301000', 'Dachs Gen2', { Gasart: 'Flüssiggas' }), location, false),
    ).toMatchObject({
      model: null,
      fuel: 'lpg',
    });
    expect(
      toChpUnit(unit('4700301000', 'Dachs Gen2', { Gasart: 'Biogas' }), location, false).fuel,
    ).toBeNull();
    expect(toChpUnit(unit('4700250000', 'Dachs 0.8'), location, false).fuel).toBeNull();
  });

  it("knows the demo world's booked Dachs (the tool's demo)", () => {
    const world = buildDemoWorld({ brand: 'dachs' });
    const booked = world.bookings[0]?.locationUuid;
    const demoUnit = world.units.find((candidate) => candidate.locationUuid === booked);
    if (!demoUnit) throw new Error('the demo world books a location with a unit');
    expect(toChpUnit(demoUnit as unknown as UnitRow, location, true)).toMatchObject({
      model: 'G5.5',
      fuel: 'naturalGas',
    });
  });

  it('writes the address without gaps where parts are missing', () => {
    expect(locationAddress({ ...location, strasse: '', hausnummer: '' })).toBe('97070 Würzburg');
    expect(locationAddress({ ...location, plz: '', ort: '' })).toBe('Lindenweg 3');
  });
});
