export { createFleet, type Fleet } from './fleet.js';
export {
  credentialsFileSchema,
  fleetOptionsSchema,
  unitCredentialsSchema,
  type FleetOptions,
  type SiteCredentials,
  type UnitCredentials,
} from './options.js';
export { SimUnit, type SimUnitOptions } from './sim-unit.js';
export { UnitModel, defaultFaultRate, type UnitModelOptions } from './model/unit-model.js';
export { liveModel, liveModelStart } from './model/live-model.js';
export { type RawValue, type StructValue } from './model/values.js';
export { isSiteGenerator, siteOptionsOf, type SiteGeneratorOptions, type SiteOptions } from './model/site.js';
export { SimClock, germanDayStart, germanTime, type Clock, type LocalTime } from './util/clock.js';
export { hashSeed } from './util/random.js';
export { heatPumpCop } from './physics/heat-pump.js';
export { chpMinRunSeconds, chpMinStandstillSeconds } from './kinds/dachs-ii-engine.js';
export {
  generateHistory,
  quarterHourMs,
  type HistoryOptions,
  type SeriesHistory,
} from './history/history.js';
export { type Aggregates, emptyAggregates } from './history/aggregates.js';
export {
  adviceDefects,
  defectEffects,
  hourlyHistory,
  type AdviceDefect,
  type HourlyHistoryOptions,
  type InjectedDefect,
  type SimHour,
} from './defects/hourly-history.js';
export {
  heatPumpDefectEffects,
  heatPumpDefects,
  heatPumpHistory,
  type HeatPumpDefect,
  type HeatPumpDefectWindow,
  type HeatPumpHistoryOptions,
} from './defects/heat-pump-history.js';
