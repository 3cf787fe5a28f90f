/** System-technology flags a location can carry (spec 3 Location.locationInfo). */
export const systemtechnikTypes = [
  'PV',
  'BATTERIE',
  'WAERMEPUMPE',
  'SOLARTHERMIE',
  'SPITZENLASTKESSEL',
  'WALLBOX',
] as const;
export type SystemtechnikType = (typeof systemtechnikTypes)[number];
