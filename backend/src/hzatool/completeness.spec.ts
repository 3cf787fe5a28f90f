import type { HzaApplication } from '@portal/contracts';
import { missingFields } from './completeness.js';

export const completeApplication: HzaApplication = {
  applicant: {
    name: 'Stefan Hofmann',
    street: 'Lindenweg 3',
    plz: '97070',
    city: 'Würzburg',
    iban: 'DE89 3704 0044 0532 0130 00',
  },
  office: { officeKey: 'schweinfurt', source: 'manual' },
  plant: {
    fuel: 'naturalGas',
    modules: [{ serial: '5200000001', model: 'G5.5', commissioned: '2019-03-01' }],
    highEfficiencyProven: true,
  },
  consumption: {
    method: 'hours',
    modules: [{ serial: '5200000001', counterStart: 10_000, counterEnd: 15_000 }],
    electricityKWh: 27_500,
    usefulHeatKWh: 62_500,
  },
};

describe('missingFields', () => {
  it('finds nothing missing in a complete application (AfA from the commissioning date)', () => {
    expect(missingFields(completeApplication)).toEqual([]);
  });

  it('lists every required field of an empty application', () => {
    expect(missingFields({})).toEqual([
      'applicant.name',
      'applicant.street',
      'applicant.plz',
      'applicant.city',
      'applicant.iban',
      'office.officeKey',
      'plant.fuel',
      'plant.modules',
      'consumption.method',
      'consumption.electricityKWh',
      'consumption.usefulHeatKWh',
    ]);
  });

  it('checks the IBAN checksum, the company number and the VAT id of companies', () => {
    const applicant = {
      ...completeApplication.applicant,
      iban: 'DE89 3704 0044 0532 0130 01',
      companyNumber: '1234',
      firma: 'Bäckerei Hofmann GmbH',
    };
    expect(missingFields({ ...completeApplication, applicant })).toEqual([
      'applicant.iban',
      'applicant.companyNumber',
      'applicant.umsatzsteuerId',
    ]);
  });

  it('asks per module for model, commissioning (or an AfA start) and counter readings', () => {
    const application: HzaApplication = {
      ...completeApplication,
      plant: { fuel: 'naturalGas', modules: [{ serial: 'A' }] },
      consumption: { ...completeApplication.consumption, modules: [{ serial: 'A', counterStart: 1 }] },
    };
    expect(missingFields(application)).toEqual([
      'plant.modules.0.model',
      'plant.modules.0.commissioned',
      'afa.modules.0.start',
      'consumption.modules.0.counterEnd',
    ]);
    const withAfa = { ...application, afa: { modules: [{ serial: 'A', start: '2019-03' }] } };
    expect(missingFields(withAfa)).not.toContain('afa.modules.0.start');
  });

  it('asks the readings of the chosen fuel method', () => {
    const meter = { ...completeApplication.consumption, method: 'gasMeter' as const, gasCubicMetres: 10 };
    expect(missingFields({ ...completeApplication, consumption: meter })).toEqual([
      'consumption.zustandszahl',
      'consumption.brennwert',
    ]);
    const quantity = { ...completeApplication.consumption, method: 'quantity' as const };
    expect(missingFields({ ...completeApplication, consumption: quantity })).toEqual([
      'consumption.quantity',
    ]);
  });
});
