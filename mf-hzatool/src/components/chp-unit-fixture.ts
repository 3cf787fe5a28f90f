import type { HzaChpUnit } from '@portal/contracts';

/** The plant of the component tests: the Hofmanns' house with one Dachs G 5.5. */
export const homeId = '8d7f0b0e-7c1a-4d8e-9a51-6f1f8f0c1a01';

export function chpUnit(overrides: Partial<HzaChpUnit>): HzaChpUnit {
  return {
    serial: '5200000001',
    anlageId: homeId,
    locationName: 'Wohnhaus Hofmann',
    address: 'Lindenweg 4, 97421 Schweinfurt',
    inTool: true,
    manufacturer: 'SenerTec',
    typeName: 'Dachs G 5.5',
    model: 'G5.5',
    fuel: 'naturalGas',
    ratedElectricKW: 5.5,
    ratedThermalKW: 12.5,
    commissioned: '2019-03-15',
    ...overrides,
  };
}
