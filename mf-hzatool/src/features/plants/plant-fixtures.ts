import type { HzaChpUnit, HzaPlantSummary } from '@portal/contracts';
import { chpUnit, homeId } from '../../components/chp-unit-fixture.js';

export { homeId };
export const bakeryId = '8d7f0b0e-7c1a-4d8e-9a51-6f1f8f0c1a02';

export const homePlant: HzaPlantSummary = {
  anlageId: homeId,
  name: 'Wohnhaus Hofmann',
  address: 'Lindenweg 4, 97421 Schweinfurt',
  operators: ['betreiber'],
  serials: ['5200000001'],
  years: [
    { year: 2023, booked: true, status: 'documents' },
    { year: 2024, booked: true, status: 'dataMissing' },
    { year: 2025, booked: false, status: 'notStarted' },
  ],
};

/** The home (already in the tool) and a bakery with a cascade of two modules (not yet). */
export const units: HzaChpUnit[] = [
  chpUnit({}),
  chpUnit({
    serial: '5200000002',
    anlageId: bakeryId,
    locationName: 'Bäckerei Hofmann',
    address: 'Markt 1, 97421 Schweinfurt',
    inTool: false,
  }),
  chpUnit({
    serial: '5200000003',
    anlageId: bakeryId,
    locationName: 'Bäckerei Hofmann',
    address: 'Markt 1, 97421 Schweinfurt',
    inTool: false,
  }),
];
