// Public surface of @portal/energy-tax: the calculation core of the yearly CHP energy-tax relief
// application (form 1135, EnergieStG §53a). Pure functions, no I/O.

export {
  type AfaPeriod,
  afaLastMonth,
  afaMonthsOfYear,
  afaPeriodFrom,
  defaultAfaMonths,
  isInsideAfa,
} from './afa.js';
export {
  addMonths,
  daysInMonth,
  hoursInMonth,
  hoursInYear,
  monthOrdinal,
  monthsOfYear,
  type YearMonth,
} from './calendar.js';
export { applicationDeadline, germanDate, hasYearEnded, isWithinDeadline } from './deadline.js';
export {
  fuelFromHours,
  gasKWhFromMeter,
  type GasMeterReading,
  hiKWhFromHours,
  kWhToMWh,
  milliFuelFromHours,
  wholeTaxUnits,
} from './fuel-quantity.js';
export {
  fuelEnergy,
  type FuelEnergy,
  type FuelType,
  fuelTypes,
  hiKWhOf,
  type TaxUnit,
  taxUnitOf,
} from './fuels.js';
export {
  type AidOffset,
  type InvestmentAid,
  investmentAidRelevantFrom,
  offsetInvestmentAid,
  relevantInvestmentAidCents,
} from './investment-aid.js';
export { type EnergyTaxMessageKey, energyTaxMessageKeys, ibanInvalidMessageDe } from './message-keys.js';
export { type Cents, centsToEuros, divRoundHalfUp, reliefCents, roundHalfUpToWhole } from './money.js';
export { type DachsModel, type DachsModelId, dachsModelIds, dachsModels, fuelInputHiKW } from './models.js';
export { plantFuel, type PlantFuel } from './plant-fuel.js';
export {
  type ConsumptionSource,
  consumptionSources,
  type EnergyFigures,
  type FuelMeasurement,
  type ModuleYearInput,
  type PlantYearInput,
} from './plant-input.js';
export {
  checkCounterReadings,
  checkGasMeterReading,
  checkPlantYear,
  hasErrors,
  type PlausibilityIssue,
} from './plausibility.js';
export {
  type MonthRules,
  type NotCoveredReason,
  type Regime,
  type RegimeInfo,
  regimes,
  type ReliefRates,
  rulesForMonth,
  rulesForYear,
  type YearRules,
} from './rates.js';
export {
  computePlantYearRelief,
  type FullReliefAmount,
  type ParagraphAmount,
  type PlantYearRelief,
  type QuantitySplit,
  type SplitMethod,
} from './relief.js';
export {
  type UtilisationInput,
  type UtilisationResult,
  utilisationRate,
  utilisationThreshold,
} from './utilisation.js';
export { checkCompanyNumber, checkIban, type FieldCheck, type IbanOptions } from './validation.js';
