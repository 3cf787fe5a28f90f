// Message keys, not texts: the front end translates them (its catalogue owns the wording).

export const energyTaxMessageKeys = {
  yearInvalid: 'energyTax.yearInvalid',
  noModules: 'energyTax.noModules',
  modelUnknown: 'energyTax.modelUnknown',
  modelFuelMismatch: 'energyTax.modelFuelMismatch',
  negativeValue: 'energyTax.negativeValue',
  notANumber: 'energyTax.notANumber',
  hoursExceedPeriod: 'energyTax.hoursExceedPeriod',
  monthlyHoursCount: 'energyTax.monthlyHoursCount',
  monthlyHoursMismatch: 'energyTax.monthlyHoursMismatch',
  counterEndBeforeStart: 'energyTax.counterEndBeforeStart',
  afaInvalid: 'energyTax.afaInvalid',
  meteredWithoutHours: 'energyTax.meteredWithoutHours',
  meteredFuelImplausible: 'energyTax.meteredFuelImplausible',
  meterFactorImplausible: 'energyTax.meterFactorImplausible',
  utilisationImplausible: 'energyTax.utilisationImplausible',
  utilisationBelowThreshold: 'energyTax.utilisationBelowThreshold',
  noFuelEnergy: 'energyTax.noFuelEnergy',
  yearNotCovered: 'energyTax.yearNotCovered',
  monthsNotCovered: 'energyTax.monthsNotCovered',
  splitProRata: 'energyTax.splitProRata',
  highEfficiencyNotProven: 'energyTax.highEfficiencyNotProven',
  companyNumberInvalid: 'energyTax.companyNumberInvalid',
  ibanInvalid: 'energyTax.ibanInvalid',
} as const;

export type EnergyTaxMessageKey = (typeof energyTaxMessageKeys)[keyof typeof energyTaxMessageKeys];

/**
 * The IBAN message as spec 5 words it. The spec gives only this German text, no key; the key above
 * is ours. "22 Stellen" is the length of a German IBAN.
 */
export const ibanInvalidMessageDe = 'Bitte geben Sie eine gültige IBAN an (22 Stellen)';
