export * from './schema.js';
export { dataPointKey, parseDataPointKey, pageKey, type DataPointKey } from './keys.js';
export {
  boardAttributes,
  catalog,
  displayGain,
  findDataPoint,
  findDataPointByKey,
  findEnum,
  findKind,
  findStructure,
  unitKinds,
} from './catalog.js';
export {
  defaultEnumMax,
  defaultEnumMin,
  defaultNumericMax,
  defaultNumericMin,
  endOfDay,
  maxSwitchesPerDay,
  minutesPerDay,
  rawTypeRanges,
} from './rules.js';
export {
  fromRaw,
  toRaw,
  validateTimeProgramDay,
  validateValue,
  validateWrite,
  writeErrorKeys,
  writeErrorTexts,
  type WriteErrorKey,
} from './validate.js';
export { chartConfig } from './chart-config.js';
export {
  initMetadata,
  type InitMetadata,
  type LanguageTranslations,
  type MetaDataPoint,
} from './init-metadata.js';
export { type RunState, conditionMet, isCurrentFault, numericValue, runState } from './glance.js';
export { faultByCode, faultCatalogue } from './faults.js';
export { activityLevelEnum, timeProgramDayActivity, timeProgramDayPower } from './kinds/common.js';
export {
  dachsFaultCode,
  dachsWarningCode,
  dachsFaultCategory,
  dachsFaultOffset,
  dachsWarningCategory,
  dachsWarningOffset,
  isDachsMaintenanceCode,
  isDachsMaintenanceWarning,
} from './kinds/dachs-ii-faults.js';
export { dachsModelByPartNumber } from './kinds/dachs-ii-boards.js';
export { dachs08RatedElectricalW, dachs08RatedThermalW } from './kinds/dachs-08.js';
export { measurementFields, type MeasurementField } from './kinds/netz.js';
export {
  autarkiegrad,
  eigenverbrauchsquote,
  selfConsumptionRatio,
  selfSufficiency,
} from './energy-ratios.js';
export { utf8ByteLength } from './utf8.js';
export { contentKeys, contentTextKeys } from './content-keys.js';
export { findRuleDataPoint, ruleDataPoints, type RuleDataPoint } from './rule-data-points.js';
